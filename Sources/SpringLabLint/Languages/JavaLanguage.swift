/// Java: AndroidX's `new SpringForce(…)` with its setters chained or
/// called on one variable, and `new SpringAnimation(…)` with
/// `anim.getSpring().setStiffness(…)`; Rebound's `new SpringConfig(…)`,
/// `SpringConfig.fromOrigamiTensionAndFriction(…)` and
/// `SpringConfig.fromBouncinessAndSpeed(…)`.
///
/// Lexing: comments do not nest; strings `"…"`, text blocks `"""…"""`
/// and characters `'…'`.
enum JavaLanguage: LintLanguage {
    static let name = "Java"
    static let extensions = ["java"]
    static let matchers = JVMCalls.androidMatchers + JVMCalls.reboundMatchers

    static func literalEnd(at index: Int, in lexer: inout Lexer<Self>) -> Int? {
        let byte = lexer.bytes[index]
        guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") else { return nil }
        if byte == UInt8(ascii: "\""), lexer.repeats(byte, 3, at: index) {
            return lexer.quotedEnd(from: index + 3, quote: byte, count: 3)
        }
        return lexer.quotedEnd(from: index + 1, quote: byte, stopsAtLineEnd: true)
    }

    static func springs(in lexemes: LexemeList) -> [FoundSpring] {
        (0..<lexemes.count).compactMap { JVMCalls.android(lexemes, $0) ?? JVMCalls.rebound(lexemes, $0) }
    }
}
