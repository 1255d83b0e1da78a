/// TypeScript with JSX (`.tsx`): the springs of ``JavaScriptLanguage``,
/// lexed as JavaScript with markup. A generic arrow function is written
/// `<T,>(x: T) => x` in such a file, which no tag name is followed by.
///
/// Lexing: ``ScriptLexing`` with markup; comments do not nest.
enum TSXLanguage: ScriptLanguage {
    static let name = "TypeScript"
    static let extensions = ["tsx"]
    static let readsMarkup = true
}
