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

    static func literalEnd(at index: Int, in lexer: inout Lexer<Self>) -> Int? {
        let byte = lexer.bytes[index]
        guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") else { return nil }
        return lexer.quotedEnd(from: index + 1, quote: byte, stopsAtLineEnd: true)
    }

    static func springs(in tokens: TokenList) -> [FoundSpring] {
        var found: [FoundSpring] = []
        for index in 0..<tokens.count where tokens[index].kind == .identifier {
            if tokens.isIdentifier(index, "animateWithDuration")
                || tokens.isIdentifier(index, "animateWithSpringDuration"),
                tokens.isSymbol(index + 1, ":"), let spring = animate(tokens, index)
            {
                found.append(spring)
            }
            let coreAnimation = tokens.isIdentifier(index, "CASpringAnimation")
            if coreAnimation || tokens.isIdentifier(index, "POPSpringAnimation"), tokens.isSymbol(index - 1, "["),
                let close = tokens.closing(index - 1),
                let spring = coreAnimation
                    ? AppleCalls.coreAnimationVariable(tokens, start: index - 1, end: close, messages: true)
                    : POPCalls.variable(tokens, start: index - 1, end: close, messages: true)
            {
                found.append(spring)
            }
        }
        return found
    }

    /// The message `[receiver animateWith…:value part:value …]` whose first
    /// selector part is at `index`, its parts read as Swift's labels.
    private static func animate(_ tokens: TokenList, _ index: Int) -> FoundSpring? {
        var open = index - 1
        while open >= 0, !tokens.isSymbol(open, "[") { open -= 1 }
        guard open >= 0, let close = tokens.closing(open), close > index else { return nil }
        var arguments: [Argument] = []
        var part = index
        while part < close {
            var next = part + 2
            while next < close, !(tokens[next].kind == .identifier && tokens.isSymbol(next + 1, ":")) {
                if tokens.isSymbol(next, "(") || tokens.isSymbol(next, "[") || tokens.isSymbol(next, "{") {
                    next = tokens.closing(next) ?? close
                }
                next += 1
            }
            let name = tokens.text(part)
            let label =
                name == "animateWithDuration"
                ? "withDuration" : name == "animateWithSpringDuration" ? "springDuration" : name
            arguments.append(Argument(label: label, first: part + 2, last: min(next, close) - 1))
            part = next
        }
        return AppleCalls.uikitAnimate(tokens, arguments, start: open, end: close)
    }
}
