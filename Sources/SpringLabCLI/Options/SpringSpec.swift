import ArgumentParser
import SpringLab
import SpringLabIO

/// One spring written on one argument, the way the API call reads:
///
///     uikit:duration=0.45,damping=0.15,velocity=5.5,label=Elastic
///     ca:mass=1,stiffness=100,damping=10,allowsOverdamping=true
///     swiftui:duration=0.5,bounce=0.3     swiftui:preset=bouncy
///
/// `KIND:key=value,…`, where KIND is a ``SpringInput/kind`` and each key one
/// of its parameters (``SpringInputKinds`` lists them). Numbers may be
/// written as the API's named constants where it has them. `label=` names
/// the curve in a plot and must come last: it takes the rest of the
/// argument, commas included. The values go to the library, which validates them.
enum SpringSpec<Number: OptionValue & Sendable> {
    /// The spring `text` writes.
    /// - Throws: a ``ValidationError`` quoting the spec and saying what is wrong.
    static func parse(_ text: String) throws -> WrittenSpring<Number> {
        do {
            guard let colon = text.firstIndex(of: ":") else {
                throw ValidationError(
                    "no KIND: before the parameters; kinds: "
                        + SpringInputKinds.all.map { $0.kind }.joined(separator: ", "))
            }
            let kind = try SpringInputKinds.named(text[..<colon].lowercased())
            let (parameters, label) = splitLabel(text[text.index(after: colon)...])
            var values: [(name: String, value: WrittenValue<Number>)] = []
            for item in parameters.split(separator: ",") {
                let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard parts.count == 2 else {
                    throw ValidationError(
                        "'\(item)' is not key=value"
                            + (key(naming: item, of: kind).map { "; did you mean \($0)=\(item)?" } ?? ""))
                }
                let name = parts[0].trimmingWhitespace(), valueText = parts[1].trimmingWhitespace()
                let taking = try kind.parameterValues(named: name)
                values.append((name, try value(valueText, for: name, of: kind, taking: taking)))
            }
            return WrittenSpring(kind: kind, values: values, label: label.flatMap { $0.isEmpty ? nil : $0 }, spec: text)
        } catch {
            throw springRefusal(text, error)
        }
    }

    /// The parameters before the first `label=` key, and the label: the rest.
    private static func splitLabel(_ text: Substring) -> (parameters: Substring, label: String?) {
        if text.hasPrefix("label=") { return ("", String(text.dropFirst("label=".count))) }
        guard let range = text.firstRange(of: ",label=") else { return (text, nil) }
        return (text[..<range.lowerBound], String(text[range.upperBound...]))
    }

    /// The parameter of `kind` that takes the name `word` as a value (a preset,
    /// or a named constant such as Compose's `Low`), if one does.
    private static func key(naming word: Substring, of kind: any SpringInput.Type) -> String? {
        kind.parameterDescriptions.first { parameter in
            switch parameter.values {
            case let .choice(names): names.contains(String(word))
            case let .number(constants): constants.contains { $0.name == word }
            case .flag: false
            }
        }?.name
    }

    /// The value of parameter `name` of `kind`, read as the parameter takes it.
    private static func value(
        _ text: String, for name: String, of kind: any SpringInput.Type,
        taking values: SpringParameterValues
    ) throws -> WrittenValue<Number> {
        switch values {
        case let .number(constants):
            if let constant = constants.first(where: { $0.name == text }),
                let number = Number(argument: "\(constant.value)")
            {
                return .number(number)
            }
            guard let number = Number(argument: text) else {
                let named = constants.isEmpty ? "" : " or one of " + constants.map(\.name).joined(separator: ", ")
                throw ValidationError("\(name) takes a number\(named), got '\(text)'")
            }
            // The kind's parameter table is built only for a number written with a unit.
            let isTime =
                WrittenUnit(text) != nil && kind.parameterDescriptions.contains { $0.name == name && $0.isSeconds }
            try number.check(option: name, isTime: isTime)
            return .number(number)
        case .flag:
            guard let flag = Bool(text) else { throw ValidationError("\(name) takes true or false, got '\(text)'") }
            return .flag(flag)
        case .choice:
            return .choice(text)
        }
    }
}

/// The refusal of the `--spring` argument `spec` for `reason`, quoting the
/// argument: every message about a `--spring` begins the same way.
func springRefusal(_ spec: String, _ reason: any Error) -> ValidationError {
    let reason = (reason as? ValidationError)?.message ?? (reason as? SpringError)?.withHint ?? "\(reason)"
    return ValidationError("--spring '\(spec)': \(reason)")
}
