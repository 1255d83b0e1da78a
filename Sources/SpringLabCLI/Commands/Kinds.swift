import ArgumentParser
import SpringLab

struct Kinds: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kinds",
        abstract: "List the kinds of spring input for --spring KIND:key=value,…, with their parameters and forms.",
        discussion: """
            Each kind takes the parameter names of its API. A spring must give the parameters of \
            exactly one of the kind's forms (optional ones in brackets); a parameter with a default \
            may be left out.
            """
    )

    @Argument(help: ArgumentHelp("Show only this kind.", valueName: "kind"))
    var kind: String?

    func run() throws {
        let kinds = try kind.map { [try SpringInputKinds.named($0)] } ?? SpringInputKinds.all
        print(kinds.map(Self.describe).joined(separator: "\n\n"))
    }

    /// A kind's name and API, its forms, and each parameter with its meaning and default.
    private static func describe(_ kind: any SpringInput.Type) -> String {
        var lines = ["\(kind.kind) (\(kind.title))"]
        lines += kind.formUsages.map { "  \(kind.kind):" + $0.replacing(", ", with: ",") }
        for parameter in kind.parameterDescriptions {
            var line = "    \(parameter.name)  \(parameter.summary)"
            if let value = parameter.defaultValue { line += " (default \(Self.text(value)))" }
            if let rule = parameter.defaultRule { line += " (default \(rule))" }
            if case let .number(constants) = parameter.values, !constants.isEmpty {
                line +=
                    "; or "
                    + constants.map { "\($0.name) = \(readable($0.value, significant: 15))" }.joined(separator: ", ")
            }
            if case let .choice(names) = parameter.values { line += ": " + names.joined(separator: ", ") }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    private static func text(_ value: SpringParameterValue) -> String {
        if case let .number(number) = value { return readable(number, significant: 15) }
        return value.description
    }
}
