import SpringLab

/// `springs.css`: per token the custom properties `--NAME-easing` (a
/// `linear()` easing within the tolerance of the token's curve, see
/// ``CSSLinearEasing``) and `--NAME-duration`, on `:root`; and for
/// `prefers-reduced-motion: reduce` the same properties set to an instant
/// change (`linear`, `0ms`), so that whatever uses them stops moving.
///
/// A motion that never settles (no damping) has no easing: its properties
/// are left out, with a warning.
struct CSSPlatform: TokenPlatform {
    static let name = "css"
    static let fileName = "springs.css"
    static let runtimes: [any Runtime.Type] = []
    static let usesCSSEasing = true

    static func file(_ fits: TokenFits) throws(TokenError) -> String {
        let names = try CodeNames.unique(fits.tokens, language: fileName, declaring: ["-easing", "-duration"]) {
            CodeNames.kebab($0)
        }
        var root: [String] = [], reduced: [String] = []
        for (index, token) in fits.tokens.enumerated() {
            guard let easing = fits.easings[index] else { continue }
            root += GeneratedText.docLines(token, prefix: "  /* ").map { $0 + " */" }
            root.append("  --\(names[index])-easing: \(easing.easing);")
            root.append("  --\(names[index])-duration: \(easing.cssDuration);")
            reduced.append("    --\(names[index])-easing: linear;")
            reduced.append("    --\(names[index])-duration: 0ms;")
        }
        return
            ([GeneratedText.header("/*", fits, close: " */"), "", ":root {"] + root
            + ["}", "", "@media (prefers-reduced-motion: reduce) {", "  :root {"] + reduced + ["  }", "}"])
            .joined(separator: "\n") + "\n"
    }
}
