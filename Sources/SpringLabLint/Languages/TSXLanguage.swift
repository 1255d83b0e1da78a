/// TypeScript with JSX (`.tsx`): the springs of ``JavaScriptLanguage``,
/// lexed as JavaScript with markup. A generic arrow function is written
/// `<T,>(x: T) => x` in such a file, which no tag name is followed by.
///
/// Lexing: ``ScriptLexing`` with markup; comments do not nest.
enum TSXLanguage: LintLanguage {
    static let name = "TypeScript"
    static let extensions = ["tsx"]
    static let nestedBlockComments = false

    static func literalEnd(at index: Int, in lexer: inout Lexer<Self>) -> Int? {
        ScriptLexing.literalEnd(at: index, in: &lexer)
    }

    static func markupEnd(at index: Int, in lexer: inout Lexer<Self>) -> Int? {
        ScriptLexing.markupEnd(at: index, in: &lexer)
    }

    static func springs(in tokens: TokenList) -> [FoundSpring] { ScriptCalls.springs(in: tokens) }
}
