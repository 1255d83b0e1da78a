/// Objective-C: `[UIView animateWithDuration:…usingSpringWithDamping:…]`,
/// `[UIView animateWithSpringDuration:bounce:…]`, and a `CASpringAnimation`
/// or POP's `POPSpringAnimation` made with `[… animation…]` with its
/// properties set on one variable, by dot syntax or by message
/// (`[a setStiffness:300]`).
///
/// Lexing: C's comments (not nested), strings `"…"` (and `@"…"`, the `@`
/// a symbol before it) and characters `'…'`.
enum ObjectiveCLanguage: LintLanguage {
    static let name = "Objective-C"
    static let extensions = ["m", "mm"]
    static let matchers = AppleCalls.uikitMatchers + [AppleCalls.coreAnimationAssignments, POPCalls.matcher]

    static func literalEnd(at index: Int, in lexer: inout Lexer<Self>) -> Int? {
        let byte = lexer.bytes[index]
        guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") else { return nil }
        return lexer.quotedEnd(from: index + 1, quote: byte, stopsAtLineEnd: true)
    }

    static func springs(in lexemes: LexemeList) -> [FoundSpring] {
        var found: [FoundSpring] = []
        for index in 0..<lexemes.count where lexemes[index].kind == .identifier {
            if lexemes.isIdentifier(index, "animateWithDuration")
                || lexemes.isIdentifier(index, "animateWithSpringDuration"),
                lexemes.isSymbol(index + 1, ":"), let spring = animate(lexemes, index)
            {
                found.append(spring)
            }
            let coreAnimation = lexemes.isIdentifier(index, "CASpringAnimation")
            if coreAnimation || lexemes.isIdentifier(index, "POPSpringAnimation"), lexemes.isSymbol(index - 1, "["),
                let close = lexemes.closing(index - 1),
                let spring = coreAnimation
                    ? AppleCalls.coreAnimationVariable(lexemes, start: index - 1, end: close, messages: true)
                    : POPCalls.variable(lexemes, start: index - 1, end: close, messages: true)
            {
                found.append(spring)
            }
        }
        return found
    }

    /// The message `[receiver animateWith…:value part:value …]` whose first
    /// selector part is at `index`, its parts read as Swift's labels.
    private static func animate(_ lexemes: LexemeList, _ index: Int) -> FoundSpring? {
        var open = index - 1
        while open >= 0, !lexemes.isSymbol(open, "[") { open -= 1 }
        guard open >= 0, let close = lexemes.closing(open), close > index else { return nil }
        var arguments: [Argument] = []
        var part = index
        while part < close {
            var next = part + 2
            while next < close, !(lexemes[next].kind == .identifier && lexemes.isSymbol(next + 1, ":")) {
                if lexemes.isSymbol(next, "(") || lexemes.isSymbol(next, "[") || lexemes.isSymbol(next, "{") {
                    next = lexemes.closing(next) ?? close
                }
                next += 1
            }
            let name = lexemes.text(part)
            let label =
                name == "animateWithDuration"
                ? "withDuration" : name == "animateWithSpringDuration" ? "springDuration" : name
            arguments.append(Argument(label: label, first: part + 2, last: min(next, close) - 1))
            part = next
        }
        return AppleCalls.uikitAnimate(lexemes, arguments, start: open, end: close)
    }
}
