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
/// (`\#(…)` in a raw string) skipped with the code they hold; regex
/// literals `#/…/#` (any number of `#`, on several lines when the `#/` ends
/// its line) and bare `/…/` where an expression begins.
enum SwiftLanguage: LintLanguage {
    static let name = "Swift"
    static let extensions = ["swift"]
    static let nestedBlockComments = true

    static func literalEnd(at index: Int, in lexer: inout Lexer<Self>) -> Int? {
        let byte = lexer.bytes[index]
        if byte == UInt8(ascii: "/") { return bareRegexEnd(at: index, in: lexer) }
        guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") else { return nil }
        var hashes = 0
        while lexer.byte(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
        let quote = index + hashes
        if hashes > 0, lexer.byte(quote) == UInt8(ascii: "/") {
            return extendedRegexEnd(from: quote + 1, hashes: hashes, in: lexer)
        }
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

    /// The end of the regex literal `#/…/#` whose body starts at `start`,
    /// closed by `/` and `hashes` `#`s (SE-0354); one that opens with a line
    /// break may span lines, another ends at its line's end when unclosed.
    private static func extendedRegexEnd(from start: Int, hashes: Int, in lexer: Lexer<Self>) -> Int {
        let multiline = lexer.byte(start) == 0x0A || lexer.byte(start) == 0x0D
        var index = start
        while index < lexer.bytes.count {
            let byte = lexer.bytes[index]
            if !multiline, byte == 0x0A { return index }
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "/"), lexer.repeats(UInt8(ascii: "#"), hashes, at: index + 1) {
                return index + 1 + hashes
            }
            index += 1
        }
        return index
    }

    /// The end of the bare regex literal `/…/` at `index` (Swift 6's, SE-0354),
    /// nil where the `/` is an operator: it must begin an expression (after
    /// an operator, an opening bracket, a separator or a keyword such as
    /// `return`, not after a value), be followed by neither a space nor a
    /// line break, and close on its own line with a `/` that no space precedes.
    private static func bareRegexEnd(at index: Int, in lexer: Lexer<Self>) -> Int? {
        let next = lexer.byte(index + 1)
        guard next != 0x20, next != 0x09, next != 0x0A, next != 0x0D, next != UInt8(ascii: "="),
            beginsExpression(lexer)
        else { return nil }
        var end = index + 1
        var inClass = false
        while end < lexer.bytes.count {
            let byte = lexer.bytes[end]
            if byte == 0x0A { return nil }
            if byte == UInt8(ascii: "\\") {
                end += 2
                continue
            }
            if byte == UInt8(ascii: "[") { inClass = true }
            if byte == UInt8(ascii: "]") { inClass = false }
            if byte == UInt8(ascii: "/"), !inClass {
                let before = lexer.bytes[end - 1]
                return before == 0x20 || before == 0x09 ? nil : end + 1
            }
            end += 1
        }
        return nil
    }

    /// Whether the lexeme before the one being read leaves room for an
    /// expression to begin: none, a symbol other than a closing bracket, or
    /// a keyword an expression follows.
    private static func beginsExpression(_ lexer: Lexer<Self>) -> Bool {
        guard let last = lexer.lexemes.last else { return true }
        let text = String(decoding: lexer.bytes[Int(last.start)..<Int(last.end)], as: UTF8.self)
        switch last.kind {
        case .symbol: return ![")", "]", "}"].contains(text)
        case .identifier: return expressionKeywords.contains(text)
        case .number, .string: return false
        }
    }

    /// The keywords after which an expression, so a regex literal, may begin.
    static let expressionKeywords: Set<String> = [
        "return", "case", "in", "try", "await", "throw", "where", "if", "guard", "while", "switch", "else", "is", "as",
    ]

    static func springs(in lexemes: LexemeList) -> [FoundSpring] {
        var found: [FoundSpring] = []
        let extensions = animationExtensions(lexemes)
        var next = 0
        for index in 0..<lexemes.count where lexemes[index].kind == .identifier {
            while next < extensions.count, extensions[next].upperBound < index { next += 1 }
            let inExtension = next < extensions.count && extensions[next].contains(index)
            if let spring = spring(at: index, in: lexemes) ?? (inExtension ? bareCall(at: index, in: lexemes) : nil) {
                found.append(spring)
            }
        }
        return found
    }

    /// The bodies of `extension Animation { … }` (and `SwiftUI.Animation`,
    /// with conformances or a `where` clause), in order, without nesting:
    /// where `spring(duration:bounce:)` written bare is `Animation.spring`.
    private static func animationExtensions(_ lexemes: LexemeList) -> [ClosedRange<Int>] {
        var bodies: [ClosedRange<Int>] = []
        var index = 0
        while index < lexemes.count {
            defer { index += 1 }
            guard lexemes.isIdentifier(index, "extension") else { continue }
            var name = index + 1
            if lexemes.isIdentifier(name, "SwiftUI"), lexemes.isSymbol(name + 1, ".") { name += 2 }
            guard lexemes.isIdentifier(name, "Animation") else { continue }
            var open = name + 1
            while open < lexemes.count, !lexemes.isSymbol(open, "{"), !lexemes.isSymbol(open, "}") { open += 1 }
            guard lexemes.isSymbol(open, "{"), let close = lexemes.closing(open) else { continue }
            bodies.append(open...close)
            index = close
        }
        return bodies
    }

    /// `spring(…)`, `interpolatingSpring(…)`, `snappy(…)` and the other
    /// SwiftUI animations called without a receiver (inside `extension
    /// Animation`), not declared (`func spring(…)`, `case spring(…)`).
    private static func bareCall(at index: Int, in lexemes: LexemeList) -> FoundSpring? {
        let declaring: [StaticString] = ["func", "case", "var", "let"]
        guard lexemes.isSymbol(index + 1, "("), !lexemes.isSymbol(index - 1, "."),
            swiftUILabels[lexemes.text(index)] != nil,
            !declaring.contains(where: { lexemes.isIdentifier(index - 1, $0) })
        else { return nil }
        return swiftUIAnimation(lexemes, index)
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

    static let matchers: [any LintMatcher] =
        AppleCalls.uikitMatchers + AppleCalls.timingMatchers + AppleCalls.coreAnimationMatchers + [POPCalls.matcher]
        + [springInit]
        + swiftUIAnimations.sorted { $0.key < $1.key }.flatMap { [$0.value.bare, $0.value.call] }
        .compactMap { $0 }

    /// `Spring(duration:bounce:)`, `(response:dampingRatio:)`,
    /// `(mass:stiffness:damping:allowOverDamping:)`, `(settlingDuration:dampingRatio:epsilon:)`,
    /// each label the parameter of its name.
    static let springInit = SpringMatcher(
        "Spring(…)",
        [
            SwiftUIInput.duration, SwiftUIInput.bounce, SwiftUIInput.response, SwiftUIInput.dampingRatio,
            SwiftUIInput.mass, SwiftUIInput.stiffness, SwiftUIInput.damping, SwiftUIInput.allowOverDamping,
            SwiftUIInput.settlingDuration, SwiftUIInput.epsilon,
        ])

    /// A `Spring(…)` with another label is the code's own type, not SwiftUI's.
    private static func swiftUISpring(_ lexemes: LexemeList, _ index: Int) -> FoundSpring? {
        guard let (arguments, close) = CallArguments.read(lexemes, open: index + 1),
            arguments.allSatisfy({ $0.label.map(springInit.parameterNames.contains) ?? false })
        else { return nil }
        var builder = SpringCallBuilder<SwiftUIInput>(lexemes)
        builder.add(arguments, named: springInit.parameters)
        return builder.spring(at: index, through: close, springInit)
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

    /// The presets' labels (`.bouncy(duration:extraBounce:)`), each with its parameter.
    static let presetLabels = ["duration": SwiftUIInput.duration, "extraBounce": SwiftUIInput.extraBounce]
    /// `.interpolatingSpring(…)`'s labels, each with its parameter.
    static let interpolatingLabels = [
        "mass": SwiftUIInput.mass, "stiffness": SwiftUIInput.stiffness, "damping": SwiftUIInput.damping,
        "initialVelocity": SwiftUIInput.velocity, "duration": SwiftUIInput.duration, "bounce": SwiftUIInput.bounce,
    ]
    /// `.spring(duration:bounce:)`'s labels, each with its parameter.
    static let perceptualLabels = ["duration": SwiftUIInput.duration, "bounce": SwiftUIInput.bounce]
    /// `.spring(response:dampingFraction:)`'s and `.interactiveSpring(…)`'s labels, each with its parameter.
    static let responseLabels = ["response": SwiftUIInput.response, "dampingFraction": SwiftUIInput.dampingFraction]

    /// Whether `name` is one of SwiftUI's preset springs (`.bouncy`).
    static func isPreset(_ name: String) -> Bool { SwiftUIPreset(rawValue: name) != nil }

    /// Per animation of ``swiftUILabels``: the bare member (none for
    /// `.interpolatingSpring`, which takes arguments) and the call.
    static let swiftUIAnimations: [String: (bare: SpringMatcher<SwiftUIInput>?, call: SpringMatcher<SwiftUIInput>)] =
        Dictionary(
            uniqueKeysWithValues: swiftUILabels.keys.map { name in
                let parameters: [SpringParameter<SwiftUIInput>]
                let bare: [SpringParameter<SwiftUIInput>]?
                if isPreset(name) {
                    (bare, parameters) = ([SwiftUIInput.preset], [SwiftUIInput.preset] + Array(presetLabels.values))
                } else if name == "interpolatingSpring" {
                    (bare, parameters) = (nil, Array(interpolatingLabels.values))
                } else {
                    (bare, parameters) = (
                        [SwiftUIInput.animation],
                        [SwiftUIInput.animation] + Array(perceptualLabels.values) + Array(responseLabels.values)
                    )
                }
                return (
                    name, (bare.map { SpringMatcher(".\(name)", $0) }, SpringMatcher(".\(name)(…)", parameters))
                )
            })

    /// `.spring(…)`, `.interactiveSpring(…)`, `.interpolatingSpring(…)`,
    /// `.smooth`/`.snappy`/`.bouncy` with or without `(duration:extraBounce:)`.
    private static func swiftUIAnimation(_ lexemes: LexemeList, _ index: Int) -> FoundSpring? {
        let start = MemberCall.start(lexemes, index)
        var builder = SpringCallBuilder<SwiftUIInput>(lexemes)
        let name = lexemes.text(index)
        guard let accepted = swiftUILabels[name], let matchers = swiftUIAnimations[name] else { return nil }
        guard lexemes.isSymbol(index + 1, "(") else {
            // The bare static members: `.spring` and `.interactiveSpring` with their defaults, the presets.
            guard let bare = matchers.bare else { return nil }
            builder.set(isPreset(name) ? SwiftUIInput.preset : SwiftUIInput.animation, choice: name)
            return builder.spring(at: start, through: index, bare)
        }
        guard let (arguments, close) = CallArguments.read(lexemes, open: index + 1),
            arguments.allSatisfy({ $0.label.map(accepted.contains) ?? false })
        else { return nil }
        let labels = arguments.compactMap(\.label)
        if isPreset(name) {
            builder.set(SwiftUIInput.preset, choice: name)
            builder.add(arguments, presetLabels)
        } else if name == "interpolatingSpring" {
            builder.add(arguments, interpolatingLabels)
        } else if labels.contains("duration") || labels.contains("bounce") {
            builder.add(arguments, perceptualLabels)
        } else {
            builder.set(SwiftUIInput.animation, choice: name)
            builder.add(arguments, responseLabels)
        }
        return builder.spring(at: start, through: close, matchers.call)
    }
}
