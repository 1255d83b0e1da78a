/// JavaScript, with JSX, in `.js`, `.jsx`, `.mjs` and `.cjs` files: motion's
/// `{ type: "spring", … }`, react-spring's `config: { … }` and
/// `config.wobbly`-style presets, React Native's `Animated.spring(…, { … })`,
/// Reanimated's `withSpring(…, { … })`.
///
/// Lexing: ``ScriptLexing``; comments do not nest.
enum JavaScriptLanguage: ScriptLanguage {
    static let name = "JavaScript"
    static let extensions = ["js", "jsx", "mjs", "cjs"]
    static let readsMarkup = true
}
