import ArgumentParser
import SpringLab

/// The right hint for the usual mistakes on a command line: a misspelt
/// command, kind, key or preset (the name meant, by ``closestName(to:among:)``),
/// and another runtime's parameters written as options (the `--spring` that
/// takes them, found in the kinds' own parameter names).
enum UsageHint {
    /// Refuses a first argument that names no command: swift-argument-parser
    /// would read the words after it as the root command's options and
    /// complain about the first of them instead.
    /// - Throws: `ValidationError` naming the closest command.
    static func checkCommand(_ arguments: [String], commands: [any ParsableCommand.Type]) throws {
        guard let first = arguments.first, !first.hasPrefix("-") else { return }
        let names = commands.map { $0._commandName } + ["help"]
        guard !names.contains(first) else { return }
        let hint = closestName(to: first, among: names).map { "; did you mean '\($0)'?" }
        throw ValidationError("unknown command '\(first)'\(hint ?? "; commands: " + names.joined(separator: ", "))")
    }

    /// The message for an option the command does not have, when it is the
    /// name of a parameter of some kinds: the `--spring` that writes the
    /// options given as that kind's parameters. nil for other options.
    static func unknownOption(_ option: String, in arguments: [String]) -> String? {
        let written = optionValues(in: arguments)
        guard let hint = springs(writing: written, requiring: parameterName(option)) else { return nil }
        return "unknown option '\(option)'; \(hint)"
    }

    /// `tension and friction, given as a runtime names them: --spring origami:tension=170,friction=26, or …`:
    /// the kinds that take the most of `written` (names in camel case), one
    /// of them `required`, each with the `--spring` that writes those
    /// values. nil when no kind takes `required`, or, with `takingAll`, no
    /// kind takes every name.
    ///
    /// A velocity is left out: each runtime has its own unit for it (fractions
    /// of the distance, units per second or per millisecond), so its number
    /// cannot be carried from one vocabulary to another as written.
    static func springs(
        writing given: [(name: String, value: String)], requiring required: String, takingAll: Bool = false
    ) -> String? {
        let written = given.filter { $0.name != "velocity" }
        let candidates = SpringInputKinds.all.compactMap { kind -> Candidate? in
            let names = kind.parameterDescriptions.map(\.name)
            let taken = written.compactMap { entry in match(entry, among: names) }
            return taken.contains { $0.writtenName == required } ? Candidate(kind: kind, taken: taken) : nil
        }
        // Kinds that make a spring of the values come before those that refuse them.
        let working = candidates.filter(\.makesSpring)
        let pool = working.isEmpty ? candidates : working
        guard let most = pool.map(\.taken.count).max(), !takingAll || most == written.count else { return nil }
        // Kinds that take the names as they were written come first (react-spring's
        // `tension` before POP's `dynamicsTension`), then in the order of the kinds.
        let best = pool.filter { $0.taken.count == most }.enumerated()
            .sorted { ($0.element.exactCount, -$0.offset) > ($1.element.exactCount, -$1.offset) }.map(\.element)
        let names = best[0].taken.map(\.writtenName)
        let listed = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
        return "\(listed), given as a runtime names them: "
            + best.map { "--spring \($0.spec)" }.joined(separator: ", or ")
    }

    /// A kind that takes some of the options written, and how.
    private struct Candidate {
        let kind: any SpringInput.Type
        let taken: [Match]

        /// `react-spring:tension=170,friction=26`.
        var spec: String { kind.kind + ":" + taken.map { "\($0.parameter)=\($0.value)" }.joined(separator: ",") }

        var exactCount: Int { taken.filter(\.isExact).count }

        /// Whether the kind makes a spring of the values taken.
        var makesSpring: Bool {
            let values = taken.compactMap { match in
                Double(match.value).map { (match.parameter, SpringParameterValue.number($0)) }
            }
            return values.count == taken.count && (try? kind.written(values).animation()) != nil
        }
    }

    /// A written option taken as a kind's parameter: by its own name, or as
    /// the end of a longer one (`bounciness` is POP's `springBounciness`).
    struct Match {
        let writtenName: String
        let parameter: String
        let value: String
        var isExact: Bool { writtenName == parameter }
    }

    private static func match(_ entry: (name: String, value: String), among names: [String]) -> Match? {
        let suffix = entry.name.prefix(1).uppercased() + entry.name.dropFirst()
        guard let parameter = names.first(where: { $0 == entry.name }) ?? names.first(where: { $0.hasSuffix(suffix) })
        else { return nil }
        return Match(writtenName: entry.name, parameter: parameter, value: entry.value)
    }

    /// `--damping-ratio` as a parameter's name: `dampingRatio`.
    static func parameterName(_ option: String) -> String {
        let words = option.drop { $0 == "-" }.split(separator: "-")
        return (words.first.map(String.init) ?? "")
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Each `--option value` and `--option=value` of `arguments`, the option
    /// as a parameter's name; `…` for an option without a value.
    static func optionValues(in arguments: [String]) -> [(name: String, value: String)] {
        arguments.indices.compactMap { index in
            let argument = arguments[index]
            guard argument.hasPrefix("--"), argument.count > 2 else { return nil }
            if let equals = argument.firstIndex(of: "=") {
                return (parameterName(String(argument[..<equals])), String(argument[argument.index(after: equals)...]))
            }
            let next = arguments.indices.contains(index + 1) ? arguments[index + 1] : "-"
            return (parameterName(argument), next.hasPrefix("-") && Double(next) == nil ? "…" : next)
        }
    }
}

extension SpringError {
    /// The description, with what a command line adds: the name meant when
    /// a choice is misspelt (`preset=bouncey`), in place of the list of
    /// every name, and `--long` for a duration that reads like milliseconds.
    var withHint: String {
        switch self {
        case let .wrongKindParameterValue(kind, parameter, value, expected, _):
            guard case let .choice(names)? = try? SpringInputKinds.named(kind).parameterValues(named: parameter)
            else { break }
            return "\(kind): \(parameter) takes \(expected), got '\(value)'" + didYouMean(value, among: names)
        case let .millisecondsForSeconds(_, _, piece, _):
            return description + " (add --long if \(piece) s is meant)"
        default: break
        }
        return description
    }
}
