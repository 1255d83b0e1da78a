/// Kotlin: Jetpack Compose's `spring(…)` and `SpringSpec(…)` with
/// `Spring.*` constants, named or positional, and AndroidX's `SpringForce`
/// with its setters, `apply` block or properties set on one variable, and
/// `SpringAnimation(…)` with `anim.spring.stiffness = …`; Rebound's
/// `SpringConfig(…)` and its factories, as in Java.
///
/// Lexing: `/* */` comments nest; strings `"…"` and `"""…"""` with their
/// templates `${…}` skipped with the code they hold; characters `'…'`.
enum KotlinLanguage: LintLanguage {
    static let name = "Kotlin"
    static let extensions = ["kt", "kts"]
    static let nestedBlockComments = true
    static let matchers = JVMCalls.composeMatchers + JVMCalls.androidMatchers + JVMCalls.reboundMatchers

    static func literalEnd(at index: Int, in lexer: inout Lexer<Self>) -> Int? {
        let byte = lexer.bytes[index]
        if byte == UInt8(ascii: "'") { return lexer.quotedEnd(from: index + 1, quote: byte, stopsAtLineEnd: true) }
        guard byte == UInt8(ascii: "\"") else { return nil }
        let raw = lexer.repeats(byte, 3, at: index)
        return lexer.quotedEnd(
            from: index + (raw ? 3 : 1), quote: byte, count: raw ? 3 : 1, escapes: !raw, stopsAtLineEnd: !raw
        ) { lexer, at in
            // `${` opens a template in both kinds of string.
            lexer.templateEnd(at: at)
        }
    }

    static func springs(in lexemes: LexemeList) -> [FoundSpring] {
        var found: [FoundSpring] = []
        for index in 0..<lexemes.count where lexemes[index].kind == .identifier && !lexemes.isSymbol(index - 1, ".") {
            if isDeclared(lexemes, index) { continue }
            if lexemes.isIdentifier(index, "spring") || lexemes.isIdentifier(index, "SpringSpec"),
                let spring = JVMCalls.compose(lexemes, index, separator: "=")
            {
                found.append(spring)
            } else if let spring = JVMCalls.android(lexemes, index) ?? JVMCalls.rebound(lexemes, index) {
                found.append(spring)
            }
        }
        return found
    }

    /// Whether the name at `index` is a function being declared, `fun spring(…)` or
    /// `fun <T> spring(dampingRatio: Float = …)`, not called.
    private static func isDeclared(_ lexemes: LexemeList, _ index: Int) -> Bool {
        var before = index - 1
        if lexemes.isSymbol(before, ">") {
            let open = TypeArguments.end(lexemes, from: before, step: -1)
            guard open != before else { return false }
            before = open - 1
        }
        return lexemes.isIdentifier(before, "fun")
    }
}
