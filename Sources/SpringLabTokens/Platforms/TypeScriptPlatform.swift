import SpringLab

/// `springs.ts`: per token a motion spring transition
/// (`{ type: "spring", stiffness, damping, mass, velocity, restDelta, restSpeed }`)
/// and a react-spring `config`
/// (`{ tension, friction, mass, velocity, precision, restVelocity }`),
/// each typed by an interface in the file.
///
/// The values are what `fit --for motion` and `fit --for react-spring`
/// print, in each library's units (react-spring's velocities per
/// millisecond); react-spring's tension and friction are the spring slowed
/// for its per-frame over-simulation.
struct TypeScriptPlatform: TokenPlatform {
    static let name = "typescript"
    static let fileName = "springs.ts"
    static let runtimeKinds = ["motion", "react-spring"]

    /// The fields of each interface, in the order written, as the runtimes name their parameters.
    static let motionFields = ["stiffness", "damping", "mass", "velocity", "restDelta", "restSpeed"]
    static let reactSpringFields = ["tension", "friction", "mass", "velocity", "precision", "restVelocity"]

    static func file(_ fits: TokenFits) throws(TokenError) -> String {
        let names = try CodeNames.lowerCamel(
            fits.tokens, file: fileName, reserved: reserved, declaring: ["Transition", "Config"])
        var lines = [
            GeneratedText.header("//", fits), "",
            "/** A spring transition of motion (`transition` of `animate`, `motion` components). */",
            "export interface MotionSpringTransition {", "  readonly type: \"spring\";",
        ]
        lines += motionFields.map { "  readonly \($0): number;" } + ["}", ""]
        lines += ["/** A react-spring `config`. */", "export interface ReactSpringConfig {"]
        lines += reactSpringFields.map { "  readonly \($0): number;" } + ["}"]
        for (index, token) in fits.tokens.enumerated() {
            let doc = GeneratedText.docLines(token, prefix: " * ")
            lines += ["", "/**"] + doc + [" */"]
            lines.append("export const \(names[index])Transition: MotionSpringTransition = {")
            lines.append("  type: \"spring\",")
            lines += fields(motionFields, "motion", fits, index) + ["};", ""]
            lines += ["/** \(GeneratedText.inComment(token.path)) as a react-spring config. */"]
            lines.append("export const \(names[index])Config: ReactSpringConfig = {")
            lines += fields(reactSpringFields, "react-spring", fits, index) + ["};"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func fields(_ names: [String], _ kind: String, _ fits: TokenFits, _ index: Int) -> [String] {
        names.map { "  \($0): \(fits.parameter($0, kind, index).map(CodeNumber.literal) ?? "0")," }
    }

    /// JavaScript's reserved words a token's name could collide with.
    static let reserved: Set<String> = [
        "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else", "enum",
        "export", "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof", "new", "null",
        "return", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void", "while", "with", "let",
        "static", "yield", "await",
    ]
}
