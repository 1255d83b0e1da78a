import SpringLab

/// `springs.ts`: per token a motion spring transition
/// (`{ type: "spring", mass, stiffness, damping, velocity, restDelta, restSpeed }`)
/// and a react-spring `config`
/// (`{ mass, tension, friction, velocity, precision, restVelocity }`),
/// each typed by an interface in the file, their members as ``MotionCode``
/// and ``ReactSpringCode`` write them.
///
/// The values are what `fit --for motion` and `fit --for react-spring`
/// print, in each library's units (react-spring's velocities per
/// millisecond); react-spring's tension and friction are the spring slowed
/// for its per-frame over-simulation. A token a runtime cannot express has
/// no object for it (a warning says so).
struct TypeScriptPlatform: TokenPlatform {
    static let name = "typescript"
    static let fileName = "springs.ts"
    static let runtimes: [any Runtime.Type] = [MotionRuntime.self, ReactSpringRuntime.self]

    static func file(_ fits: TokenFits) throws(TokenError) -> String {
        let names = try CodeNames.lowerCamel(
            fits.tokens, file: fileName, reserved: reserved, declaring: ["Transition", "Config"])
        var lines = [
            GeneratedText.header("//", fits), "",
            "/** A spring transition of motion (`transition` of `animate`, `motion` components). */",
            "export interface MotionSpringTransition {",
        ]
        lines += interface(MotionCode.transitionTypes) + ["}", ""]
        lines += ["/** A react-spring `config`. */", "export interface ReactSpringConfig {"]
        lines += interface(ReactSpringCode.configTypes) + ["}"]
        for (index, token) in fits.tokens.enumerated() {
            var doc = ["", "/**"] + GeneratedText.docLines(token, prefix: " * ") + [" */"]
            if let motion = fits.fitted(MotionRuntime.self, index) {
                lines += doc + ["export const \(names[index])Transition: MotionSpringTransition = {"]
                lines += members(motion.transition(CodeNumber.literal)) + ["};"]
                doc = ["", "/** \(GeneratedText.inComment(token.path)) as a react-spring config. */"]
            }
            if let reactSpring = fits.fitted(ReactSpringRuntime.self, index) {
                lines += doc + ["export const \(names[index])Config: ReactSpringConfig = {"]
                lines += members(reactSpring.config(CodeNumber.literal)) + ["};"]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// An interface's members, read-only, each with its type.
    private static func interface(_ members: [(name: String, value: String)]) -> [String] {
        members.map { "  readonly \($0.name): \($0.value);" }
    }

    /// An object literal's members, one a line.
    private static func members(_ members: [(name: String, value: String)]) -> [String] {
        members.map { "  \($0.name): \($0.value)," }
    }

    /// JavaScript's reserved words a token's name could collide with,
    /// strict mode's among them (a module is strict), and `arguments` and
    /// `eval`, which a module may not declare (ECMAScript 2024, §13.1.1).
    static let reserved: Set<String> = [
        "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else", "enum",
        "export", "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof", "new", "null",
        "return", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void", "while", "with", "let",
        "static", "yield", "await", "implements", "interface", "package", "private", "protected", "public",
        "arguments", "eval",
    ]
}
