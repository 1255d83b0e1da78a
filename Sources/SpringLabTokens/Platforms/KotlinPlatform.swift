import SpringLab

/// `Springs.kt`: per token a Compose `SpringSpec<Float>` made by
/// `spring(dampingRatio, stiffness, visibilityThreshold)` and an Android
/// `SpringForce` factory with the minimum visible change to give its
/// `SpringAnimation`, in an `object SpringTokens`.
///
/// Both APIs take a unit mass: stiffness is k/m, the damping ratio is
/// unchanged. The thresholds are those `fit --for compose` and
/// `fit --for android` choose, in the move's units.
struct KotlinPlatform: TokenPlatform {
    static let name = "kotlin"
    static let fileName = "Springs.kt"
    static let runtimeKinds = ["compose", "android"]

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
            let s = token.animation.spring.normalizedToUnitMass, name = names[index]
            let ratio = try float(s.dampingRatio, "dampingRatio", token)
            let stiffness = try float(s.stiffness, "stiffness", token)
            let threshold = try float(
                fits.parameter("visibilityThreshold", "compose", index) ?? 0.01, "visibilityThreshold", token)
            let visible = try float(
                fits.parameter("minimumVisibleChange", "android", index) ?? 1, "minimumVisibleChange", token)
            let doc = GeneratedText.docLines(token, prefix: "     * ")
            lines += ["    /**"] + doc + ["     */"]
            lines.append(
                "    val \(name): SpringSpec<Float> = spring(dampingRatio = \(ratio), stiffness = \(stiffness), "
                    + "visibilityThreshold = \(threshold))")
            lines.append("")
            lines.append("    /** [\(name)] for a `SpringAnimation` ending at [finalPosition]. */")
            lines.append(
                "    fun \(name)Force(finalPosition: Float): SpringForce = "
                    + "SpringForce(finalPosition).setStiffness(\(stiffness)).setDampingRatio(\(ratio))")
            lines.append("")
            lines.append("    /** What to pass to `SpringAnimation.setMinimumVisibleChange` with [\(name)Force]. */")
            lines.append("    const val \(name)MinimumVisibleChange: Float = \(visible)")
            if index < fits.tokens.count - 1 { lines.append("") }
        }
        return (lines + ["}"]).joined(separator: "\n") + "\n"
    }

    /// A `Float` literal, the shortest that reads back as the `Float`
    /// nearest `value` (Kotlin reads a decimal without `f` as a `Double`).
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
        return "\(single)f"
    }

    /// Kotlin's hard keywords a token's name could collide with.
    static let reserved: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
        "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var",
        "when", "while",
    ]
}
