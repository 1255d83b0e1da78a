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

    static let syntax = "uikit:duration=T,damping=ζ | ca:[mass=m,]stiffness=k,damping=c[,allowsOverdamping=true] "
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
                return (String(parameters.hasSuffix(",") ? parameters.dropLast() : parameters),
                        String(text[range.upperBound...]))
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

    private static func animation(kind: String, _ values: [String: String]) throws -> SpringAnimation {
        let form = Form(values: values)
        switch kind {
        case "uikit":
            try form.allow(["duration", "damping", "velocity"])
            return try SpringAnimation(UIKitSpring(duration: form.number("duration"), dampingRatio: form.number("damping"),
                                                   initialVelocity: form.number("velocity", default: 0)))
        case "ca":
            try form.allow(["mass", "stiffness", "damping", "velocity", "allowsOverdamping"])
            return SpringAnimation(try CoreAnimationSpring(
                mass: form.number("mass", default: 1), stiffness: form.number("stiffness"),
                damping: form.number("damping"), initialVelocity: form.number("velocity", default: 0),
                allowsOverdamping: form.flag("allowsOverdamping")))
        case "swiftui" where values["response"] != nil || values["dampingRatio"] != nil:
            try form.allow(["response", "dampingRatio", "velocity"])
            return try SpringAnimation(SwiftUISpring(response: form.number("response"),
                                                     dampingRatio: form.number("dampingRatio")),
                                       writtenAsResponse: true, initialVelocity: form.number("velocity", default: 0))
        case "swiftui":
            try form.allow(["duration", "bounce", "velocity"])
            return try SpringAnimation(SwiftUISpring(duration: form.number("duration"), bounce: form.number("bounce")),
                                       initialVelocity: form.number("velocity", default: 0))
        case "perceptual":
            try form.allow(["duration", "bounce", "velocity"])
            return try SpringAnimation(perceptualDuration: form.number("duration"), bounce: form.number("bounce"),
                                       initialVelocity: form.number("velocity", default: 0))
        case "preset":
            try form.allow(["name", "velocity"])
            let name = try form.text("name")
            guard let preset = SwiftUIPreset(rawValue: name) else {
                throw invalid("unknown preset '\(name)' (smooth, snappy or bouncy)")
            }
            return try SpringAnimation(preset, initialVelocity: form.number("velocity", default: 0))
        default:
            throw invalid("unknown kind '\(kind)'")
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

        func number(_ key: String, default fallback: Double? = nil) throws -> Double {
            guard let text = values[key] else {
                if let fallback { return fallback }
                throw SpringSpec.invalid("missing \(key)=")
            }
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
