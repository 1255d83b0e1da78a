import ArgumentParser
import SpringLab
import SpringLabPlot

/// One spring written on one argument, the way the API call reads:
///
///     uikit:duration=0.45,damping=0.15,velocity=5.5,label=Elastic
///     ca:mass=1,stiffness=100,damping=10[,velocity=0][,allowsOverdamping=true]
///     swiftui:duration=0.5,bounce=0.3          swiftui:response=0.5,dampingRatio=0.7
///     perceptual:duration=0.5,bounce=0.3       preset:bouncy
///
/// `KIND:key=value,…`; keys are the API's parameter names; `velocity` is the
/// initial velocity (fractions of the distance per second). `label=` names
/// the curve and must come last: it takes the rest of the argument, commas
/// included. The numbers go to the library's own constructors, which
/// validate them.
struct SpringSpec {
    let spring: LabelledSpring

    static let syntax =
        "uikit:duration=T,damping=ζ | ca:[mass=m,]stiffness=k,damping=c[,allowsOverdamping=true] "
        + "| swiftui:duration=d,bounce=b | swiftui:response=r,dampingRatio=ζ | perceptual:duration=d,bounce=b "
        + "| preset:smooth|snappy|bouncy; each with optional velocity=v and a final label=TEXT"

    init(parsing text: String) throws {
        guard let colon = text.firstIndex(of: ":") else { throw Self.invalid("no KIND: prefix") }
        let kind = text[..<colon].lowercased()
        let (rest, label) = Self.splitLabel(String(text[text.index(after: colon)...]))
        var values = try Self.pairs(rest)
        if kind == "preset", let name = values.removeValue(forKey: "") { values["name"] = name }
        let animation: SpringAnimation
        do {
            animation = try Self.animation(kind: kind, values)
        } catch let error as SpringError {
            throw ValidationError("\(error)")
        }
        spring = LabelledSpring(animation, label: label.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// The parameters before the first `label=` key, and the label: the rest.
    private static func splitLabel(_ text: String) -> (parameters: String, label: String?) {
        var start = text.startIndex
        while let range = text.range(of: "label=", range: start..<text.endIndex) {
            if range.lowerBound == text.startIndex || text[text.index(before: range.lowerBound)] == "," {
                let parameters = text[..<range.lowerBound]
                return (
                    String(parameters.hasSuffix(",") ? parameters.dropLast() : parameters),
                    String(text[range.upperBound...])
                )
            }
            start = range.upperBound
        }
        return (text, nil)
    }

    /// `key=value` pairs; a lone word is stored under the empty key (preset names).
    private static func pairs(_ text: String) throws -> [String: String] {
        var values: [String: String] = [:]
        for item in text.split(separator: ",", omittingEmptySubsequences: true) {
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = parts.count == 2 ? String(parts[0]).trimmed : ""
            let value = String(parts.count == 2 ? parts[1] : parts[0]).trimmed
            guard values[key] == nil else { throw invalid(key.isEmpty ? "more than one name" : "'\(key)' given twice") }
            values[key] = value
        }
        return values
    }

    /// Each kind's keys, mapped to the spring options of `fit` they stand for,
    /// and the forms the kind may take. The spec then resolves exactly as the
    /// options would: through ``SpringValues`` and ``SpringForm``.
    private static let kinds: [String: (keys: [String: String], forms: [SpringForm])] = [
        "uikit": (["duration": "duration", "damping": "damping"], [.uikit]),
        "ca": (
            [
                "mass": "mass", "stiffness": "stiffness", "damping": "damping",
                "allowsOverdamping": "allows-overdamping",
            ], [.coreAnimation]
        ),
        "swiftui": (
            [
                "duration": "duration", "bounce": "bounce", "response": "response",
                "dampingRatio": "damping-ratio",
            ], [.swiftUIDuration, .swiftUIResponse]
        ),
        "perceptual": (["duration": "perceptual-duration", "bounce": "bounce"], [.perceptual]),
        "preset": (["name": "preset"], [.preset]),
    ]

    private static func animation(kind: String, _ values: [String: String]) throws -> SpringAnimation {
        guard let (keys, forms) = kinds[kind] else { throw invalid("unknown kind '\(kind)'") }
        let form = Form(values: values)
        try form.allow(Set(keys.keys).union(["velocity"]))
        var spring = SpringValues()
        spring.velocity = try values["velocity"].map { _ in try form.number("velocity") }
        for (key, option) in keys where values[key] != nil {
            switch option {
            case "preset": spring.preset = try form.text(key)
            case "allows-overdamping": spring.allowsOverdamping = try form.flag(key)
            default: spring[option: option] = try form.number(key)
            }
        }
        // The kind's form whose keys were used (SwiftUI has two); then every key it needs.
        let given = Set(keys.filter { values[$0.key] != nil }.map(\.value))
        let chosen = forms.first { !$0.required.isDisjoint(with: given) } ?? forms[0]
        for option in chosen.required.subtracting(given).sorted() {
            let key = keys.first { $0.value == option }!.key
            throw invalid("missing \(key)=")
        }
        if let stray = given.subtracting(chosen.required).subtracting(chosen.optional).sorted().first {
            throw invalid("\(keys.first { $0.value == stray }!.key)= does not go with this form")
        }
        do {
            return try chosen.animation(spring)
        } catch let error as ValidationError where chosen == .preset {
            throw invalid(error.message)
        }
    }

    /// ArgumentParser's message already quotes the spec; this adds what is wrong with it.
    static func invalid(_ reason: String) -> ValidationError {
        ValidationError("\(reason); accepted: \(syntax)")
    }

    /// The values of one spec, read with the spec's own error messages.
    private struct Form {
        let values: [String: String]

        func allow(_ keys: Set<String>) throws {
            if let unknown = values.keys.sorted().first(where: { !keys.contains($0) }) {
                let shown = unknown.isEmpty ? "a value without a key" : "unknown key '\(unknown)'"
                throw SpringSpec.invalid(shown)
            }
        }

        func text(_ key: String) throws -> String {
            guard let value = values[key], !value.isEmpty else { throw SpringSpec.invalid("missing \(key)=") }
            return value
        }

        func number(_ key: String) throws -> Double {
            guard let text = values[key] else { throw SpringSpec.invalid("missing \(key)=") }
            guard let value = Double(text), value.isFinite else {
                throw SpringSpec.invalid("\(key) must be a finite number, got '\(text)'")
            }
            return value
        }

        func flag(_ key: String) throws -> Bool {
            switch values[key]?.lowercased() {
            case nil, "false": return false
            case "true": return true
            case let other?: throw SpringSpec.invalid("\(key) must be true or false, got '\(other)'")
            }
        }
    }
}

private extension String {
    var trimmed: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
