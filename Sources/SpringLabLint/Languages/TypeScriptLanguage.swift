/// TypeScript without JSX (`.ts`, `.mts`, `.cts`), where `<T>` is a type:
/// the springs of ``JavaScriptLanguage``.
///
/// Lexing: ``ScriptLexing`` without markup; comments do not nest.
enum TypeScriptLanguage: ScriptLanguage {
    static let name = "TypeScript"
    static let extensions = ["ts", "mts", "cts"]
    static let readsMarkup = false
}
