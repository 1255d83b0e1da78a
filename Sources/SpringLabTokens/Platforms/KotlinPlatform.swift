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
        let names = try CodeNames.unique(fits.tokens, language: fileName) {
            CodeNames.lowerCamel($0, reserved: reserved)
        }
        var lines = [
            GeneratedText.header("//", fits), "", "import androidx.compose.animation.core.SpringSpec",
            "import androidx.compose.animation.core.spring", "import androidx.dynamicanimation.animation.SpringForce",
            "",
            "object SpringTokens {",
        ]
        for (index, token) in fits.tokens.enumerated() {
            let s = token.animation.spring.normalizedToUnitMass, name = names[index]
            let ratio = float(s.dampingRatio), stiffness = float(s.stiffness)
            let threshold = fits.parameter("visibilityThreshold", "compose", index).map(float) ?? "0.01f"
            let visible = fits.parameter("minimumVisibleChange", "android", index).map(float) ?? "1.0f"
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
    static func float(_ value: Double) -> String { "\(Float(value))f" }

    /// Kotlin's hard keywords a token's name could collide with.
    static let reserved: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
        "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var",
        "when", "while",
    ]
}
