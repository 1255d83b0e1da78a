/// TypeScript without JSX (`.ts`, `.mts`, `.cts`), where `<T>` is a type:
/// the springs of ``JavaScriptLanguage``.
///
/// Lexing: ``ScriptLexing`` without markup; comments do not nest.
enum TypeScriptLanguage: LintLanguage {
    static let name = "TypeScript"
    static let extensions = ["ts", "mts", "cts"]
    static let nestedBlockComments = false

    static func literalEnd(at index: Int, in lexer: inout Lexer<Self>) -> Int? {
        ScriptLexing.literalEnd(at: index, in: &lexer)
    }

    static func springs(in tokens: TokenList) -> [FoundSpring] { ScriptCalls.springs(in: tokens) }
}
