/// JavaScript, with JSX, in `.js`, `.jsx`, `.mjs` and `.cjs` files: motion's
/// `{ type: "spring", … }`, react-spring's `config: { … }` and
/// `config.wobbly`-style presets, React Native's `Animated.spring(…, { … })`.
///
/// Lexing: ``ScriptLexing``; comments do not nest.
enum JavaScriptLanguage: LintLanguage {
    static let name = "JavaScript"
    static let extensions = ["js", "jsx", "mjs", "cjs"]
    static let nestedBlockComments = false

    static func literalEnd(at index: Int, in lexer: inout Lexer<Self>) -> Int? {
        ScriptLexing.literalEnd(at: index, in: &lexer)
    }

    static func markupEnd(at index: Int, in lexer: inout Lexer<Self>) -> Int? {
        ScriptLexing.markupEnd(at: index, in: &lexer)
    }

    static func springs(in tokens: TokenList) -> [FoundSpring] { ScriptCalls.springs(in: tokens) }
}
