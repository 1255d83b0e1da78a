import SpringLab

/// `Springs.kt`: per token a Compose `SpringSpec<Float>` made by
/// `spring(dampingRatio, stiffness, visibilityThreshold)` and an Android
/// `SpringForce` factory with the minimum visible change to give its
/// `SpringAnimation`, in an `object SpringTokens`.
///
/// Both APIs take a unit mass: stiffness is k/m, the damping ratio is
/// unchanged. The calls are ``ComposeCode``'s and ``AndroidCode``'s, with
/// the thresholds `fit --for compose` and `fit --for android` choose, in the
/// move's units; where a runtime cannot express the spring, the
/// declaration of its threshold is left out.
struct KotlinPlatform: TokenPlatform {
    static let name = "kotlin"
    static let fileName = "Springs.kt"
    static let runtimes: [any Runtime.Type] = [ComposeRuntime.self, AndroidRuntime.self]

    static func file(_ fits: TokenFits) throws(TokenError) -> String {
        let names = try CodeNames.lowerCamel(
            fits.tokens, file: fileName, reserved: reserved, declaring: ["", "Force", "MinimumVisibleChange"])
        var lines = [
            GeneratedText.header("//", fits), "", "import androidx.compose.animation.core.SpringSpec",
            "import androidx.compose.animation.core.spring", "import androidx.dynamicanimation.animation.SpringForce",
            "",
            "object SpringTokens {",
        ]
        for (index, token) in fits.tokens.enumerated() {
            if index > 0 { lines.append("") }
            lines += try declarations(token, names[index], fits, index).joined(separator: [""])
        }
        return (lines + ["}"]).joined(separator: "\n") + "\n"
    }

    /// Token `index`'s declarations: Compose's `SpringSpec` where Compose
    /// can express the spring, the `SpringForce` factory, and Android's
    /// minimum visible change where Android can; the token's comment on the first.
    private static func declarations(_ token: SpringToken, _ name: String, _ fits: TokenFits, _ index: Int)
        throws(TokenError) -> [[String]]
    {
        let literal = { (value: Double, parameter: String) throws(TokenError) in try float(value, parameter, token) }
        let doc = ["    /**"] + GeneratedText.docLines(token, prefix: "     * ") + ["     */"]
        var declarations: [[String]] = []
        if let compose = fits.fitted(ComposeRuntime.self, index) {
            declarations.append(doc + ["    val \(name): SpringSpec<Float> = \(try compose.spring(literal))"])
        }
        let force = try fits.code(AndroidRuntime.self, index).springForce(finalPosition: "finalPosition", literal)
        declarations.append(
            (declarations.isEmpty ? doc : ["    /** [\(name)] for a `SpringAnimation` ending at [finalPosition]. */"])
                + ["    fun \(name)Force(finalPosition: Float): SpringForce = \(force)"])
        if let android = fits.fitted(AndroidRuntime.self, index) {
            declarations.append([
                "    /** What to pass to `SpringAnimation.setMinimumVisibleChange` with [\(name)Force]. */",
                "    const val \(name)MinimumVisibleChange: Float = \(try android.minimumVisibleChange(literal))",
            ])
        }
        return declarations
    }

    /// A `Float` literal's digits (the code adds the `f`), the shortest that
    /// reads back as the `Float` nearest `value`.
    /// - Throws: ``TokenError`` naming the parameter `name` of `token` when
    ///   no `Float` holds `value`: beyond ±3.4e38 (`inff` is no literal), or
    ///   not 0 but so small that it would read as 0 (a stiffness or
    ///   threshold of 0 never ends an animation).
    static func float(_ value: Double, _ name: String, _ token: SpringToken) throws(TokenError) -> String {
        let single = Float(value)
        guard single.isFinite, (single == 0) == (value == 0) else {
            throw TokenError(
                file: fileName, path: token.path,
                "\(name) \(value) is beyond what a Kotlin Float holds (magnitudes 1.4e-45 to 3.4e38)")
        }
        return "\(single)"
    }

    /// Kotlin's hard keywords a token's name could collide with.
    static let reserved: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
        "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var",
        "when", "while",
    ]
}
