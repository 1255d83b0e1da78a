import SpringLab

extension LabelledSpring {
    /// The spring as a frame names it: the given label, else the API and its
    /// parameters in words, e.g. `UIKit duration 0.45, damping 0.15` or, for
    /// targets, `settles in 0.5 s, overshoot 5%` (see ``SpringWords``).
    var words: String { label ?? SpringWords.phrase(animation.input) }
}

/// Parameters spoken as words rather than written as keys, for the text of
/// animation frames: the one place where `settlingDuration` becomes
/// "settles in … s" and any other camelCase key its lowercase words.
enum SpringWords {
    /// `input` in words: targets without a title (they say what the motion
    /// does), any other API after its title; `… defaults` when nothing is given.
    static func phrase(_ input: any SpringInput) -> String {
        let kind = type(of: input)
        let parameters = input.given.map { phrase(key: $0.name, value: $0.value) }.joined(separator: ", ")
        if kind.kind == TargetInput.kind, !parameters.isEmpty { return parameters }
        return parameters.isEmpty ? "\(kind.title) defaults" : "\(kind.title) \(parameters)"
    }

    /// One parameter: times as sentences with their unit, an overshoot (a
    /// fraction of the distance) as a percentage, a flag as its words when
    /// true and `no …` when false, anything else as its key's words and value.
    static func phrase(key: String, value: SpringParameterValue) -> String {
        let name = words(key)
        switch (key, value) {
        case let ("settlingDuration", .number(seconds)): return "settles in \(legendNumber(seconds)) s"
        case let ("peakTime", .number(seconds)): return "peaks at \(legendNumber(seconds)) s"
        case let ("overshoot", .number(fraction)): return "overshoot \(legendNumber(fraction * 100))%"
        case let (_, .number(number)): return "\(name) \(legendNumber(number))"
        case let (_, .flag(on)): return on ? name : "no \(name)"
        case let (_, .choice(choice)): return "\(name) \(choice)"
        }
    }

    /// A camelCase key as lowercase words: `dampingRatio` → `damping ratio`.
    static func words(_ key: String) -> String {
        var text = ""
        for character in key {
            if character.isUppercase, !text.isEmpty { text.append(" ") }
            text.append(contentsOf: character.lowercased())
        }
        return text
    }
}
