import SpringLab

/// Swift: UIKit's `UIView.animate` springs, `UISpringTimingParameters`,
/// `UIViewPropertyAnimator(duration:dampingRatio:)`,
/// `CASpringAnimation` (its initializer, or its properties set on one
/// variable), POP's `POPSpringAnimation` (its properties set on one
/// variable), and SwiftUI's `Spring(…)`, `.spring(…)`,
/// `.interpolatingSpring(…)`, `.interactiveSpring(…)` and the presets
/// `.smooth`, `.snappy`, `.bouncy`.
///
/// Lexing: `/* */` comments nest; strings are `"…"`, `"""…"""` and raw
/// strings `#"…"#` with any number of `#`, their interpolations `\(…)`
/// (`\#(…)` in a raw string) skipped with the code they hold.
enum SwiftLanguage: LintLanguage {
    static let name = "Swift"
    static let extensions = ["swift"]
    static let nestedBlockComments = true

    static func literalEnd(at index: Int, in lexer: inout Lexer<Self>) -> Int? {
        let byte = lexer.bytes[index]
        guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") else { return nil }
        var hashes = 0
        while lexer.byte(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
        let quote = index + hashes
        guard lexer.byte(quote) == UInt8(ascii: "\"") else { return nil }
        let multiline = lexer.repeats(UInt8(ascii: "\""), 3, at: quote)
        let quotes = multiline ? 3 : 1
        return stringEnd(from: quote + quotes, quotes: quotes, hashes: hashes, multiline: multiline, in: &lexer)
    }

    /// The end of a string whose body starts at `start`, closed by `quotes`
    /// quotes and `hashes` `#`s; a backslash followed by the `#`s escapes.
    private static func stringEnd(
        from start: Int, quotes: Int, hashes: Int, multiline: Bool, in lexer: inout Lexer<Self>
    ) -> Int {
        var index = start
        let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#")
        while index < lexer.bytes.count {
            let byte = lexer.bytes[index]
            if !multiline, byte == 0x0A { return index }
            if byte == UInt8(ascii: "\\"), hashes == 0 || lexer.repeats(hash, hashes, at: index + 1) {
                let after = index + 1 + hashes
                if lexer.byte(after) == UInt8(ascii: "(") {
                    index = lexer.skipCode(from: after + 1, closer: UInt8(ascii: ")"))
                } else {
                    index = after + 1
                }
                continue
            }
            if byte == quote, lexer.repeats(quote, quotes, at: index),
                hashes == 0 || lexer.repeats(hash, hashes, at: index + quotes)
            {
                return index + quotes + hashes
            }
            index += 1
        }
        return index
    }

    static func springs(in lexemes: LexemeList) -> [FoundSpring] {
        var found: [FoundSpring] = []
        for index in 0..<lexemes.count where lexemes[index].kind == .identifier {
            if let spring = spring(at: index, in: lexemes) { found.append(spring) }
        }
        return found
    }

    private static func spring(at index: Int, in lexemes: LexemeList) -> FoundSpring? {
        let opens = lexemes.isSymbol(index + 1, "(")
        if opens, lexemes.isIdentifier(index, "animate") { return AppleCalls.uikitAnimate(lexemes, index) }
        if opens, lexemes.isIdentifier(index, "UISpringTimingParameters") {
            return AppleCalls.timingParameters(lexemes, index)
        }
        if opens, lexemes.isIdentifier(index, "UIViewPropertyAnimator") {
            return AppleCalls.propertyAnimator(lexemes, index)
        }
        if lexemes.isIdentifier(index, "CASpringAnimation"), opens { return AppleCalls.coreAnimation(lexemes, index) }
        if lexemes.isIdentifier(index, "POPSpringAnimation"), opens, let close = lexemes.closing(index + 1) {
            return POPCalls.variable(lexemes, start: index, end: close, messages: false)
        }
        if lexemes.isIdentifier(index, "Spring"), opens, !lexemes.isSymbol(index - 1, ".") {
            return swiftUISpring(lexemes, index)
        }
        guard MemberCall.isImplicit(lexemes, index, receivers: ["Animation", "Spring"]) else { return nil }
        return swiftUIAnimation(lexemes, index)
    }

    /// `Spring(duration:bounce:)`, `(response:dampingRatio:)`,
    /// `(mass:stiffness:damping:allowOverDamping:)`, `(settlingDuration:dampingRatio:epsilon:)`;
    /// a `Spring(…)` with another label is the code's own type, not SwiftUI's.
    private static func swiftUISpring(_ lexemes: LexemeList, _ index: Int) -> FoundSpring? {
        let names = [
            "duration", "bounce", "response", "dampingRatio", "mass", "stiffness", "damping", "allowOverDamping",
            "settlingDuration", "epsilon",
        ]
        guard let (arguments, close) = CallArguments.read(lexemes, open: index + 1),
            arguments.allSatisfy({ $0.label.map(names.contains) ?? false })
        else { return nil }
        var builder = SpringCallBuilder(lexemes)
        builder.add(arguments, named: names)
        return builder.spring(at: index, through: close, call: "Spring(…)", kind: SwiftUIInput.self)
    }

    /// The labels each SwiftUI spring animation takes. A call with another
    /// label is some other library's `.spring(…)` (`.spring(stiffness:damping:)`),
    /// not SwiftUI's; `.interactiveSpring(duration:extraBounce:)` is not read yet.
    static let swiftUILabels: [String: Set<String>] = [
        "spring": ["response", "dampingFraction", "blendDuration", "duration", "bounce"],
        "interactiveSpring": ["response", "dampingFraction", "blendDuration"],
        "interpolatingSpring": ["mass", "stiffness", "damping", "initialVelocity", "duration", "bounce"],
        "smooth": ["duration", "extraBounce"], "snappy": ["duration", "extraBounce"],
        "bouncy": ["duration", "extraBounce"],
    ]

    /// `.spring(…)`, `.interactiveSpring(…)`, `.interpolatingSpring(…)`,
    /// `.smooth`/`.snappy`/`.bouncy` with or without `(duration:extraBounce:)`.
    private static func swiftUIAnimation(_ lexemes: LexemeList, _ index: Int) -> FoundSpring? {
        let start = MemberCall.start(lexemes, index)
        var builder = SpringCallBuilder(lexemes)
        let name = lexemes.text(index)
        let presets = ["smooth", "snappy", "bouncy"]
        guard let accepted = swiftUILabels[name] else { return nil }
        guard lexemes.isSymbol(index + 1, "(") else {
            // The bare static members: `.spring` and `.interactiveSpring` with their defaults, the presets.
            guard name != "interpolatingSpring" else { return nil }
            builder.set(presets.contains(name) ? "preset" : "animation", choice: name)
            return builder.spring(at: start, through: index, call: ".\(name)", kind: SwiftUIInput.self)
        }
        guard let (arguments, close) = CallArguments.read(lexemes, open: index + 1),
            arguments.allSatisfy({ $0.label.map(accepted.contains) ?? false })
        else { return nil }
        let labels = arguments.compactMap(\.label)
        var renames: [String: String] = [:]
        if presets.contains(name) {
            builder.set("preset", choice: name)
            renames = ["duration": "duration", "extraBounce": "extraBounce"]
        } else if name == "interpolatingSpring" {
            renames = [
                "mass": "mass", "stiffness": "stiffness", "damping": "damping", "initialVelocity": "velocity",
                "duration": "duration", "bounce": "bounce",
            ]
        } else if labels.contains("duration") || labels.contains("bounce") {
            renames = ["duration": "duration", "bounce": "bounce"]
        } else {
            builder.set("animation", choice: name)
            renames = ["response": "response", "dampingFraction": "dampingFraction"]
        }
        builder.add(arguments, renames)
        return builder.spring(at: start, through: close, call: ".\(name)(…)", kind: SwiftUIInput.self)
    }
}
