import SpringLab

/// `springs.ts`: per token a motion spring transition
/// (`{ type: "spring", mass, stiffness, damping, velocity, restDelta, restSpeed }`),
/// a react-spring `config`
/// (`{ mass, tension, friction, velocity, precision, restVelocity }`) and
/// Reanimated `withSpring` configs for versions 4 (`…Reanimated`) and 3
/// (`…Reanimated3`), each typed by an interface in the file, their members
/// as ``MotionCode``, ``ReactSpringCode``, ``ReanimatedCode`` and
/// ``Reanimated3Code`` write them.
///
/// The values are what `fit --for motion`, `--for react-spring`, `--for
/// reanimated` and `--for reanimated3` print, in each library's units
/// (react-spring's velocities per millisecond, Reanimated's durations in
/// milliseconds); react-spring's tension and friction are the spring slowed
/// for its per-frame over-simulation. A token a runtime cannot express has
/// no object for it (a warning says so).
struct TypeScriptPlatform: TokenPlatform {
    static let name = "typescript"
    static let fileName = "springs.ts"
    static let runtimes: [any Runtime.Type] = [
        MotionRuntime.self, ReactSpringRuntime.self, ReanimatedRuntime.self, Reanimated3Runtime.self,
    ]

    static func file(_ fits: TokenFits) throws(TokenError) -> String {
        let names = try CodeNames.lowerCamel(
            fits.tokens, file: fileName, reserved: reserved,
            declaring: ["Transition", "Config", "Reanimated", "Reanimated3"])
        var lines = [
            GeneratedText.header("//", fits), "",
            "/** A spring transition of motion (`transition` of `animate`, `motion` components). */",
            "export interface MotionSpringTransition {",
        ]
        lines += interface(MotionCode.transitionTypes) + ["}", ""]
        lines += ["/** A react-spring `config`. */", "export interface ReactSpringConfig {"]
        lines += interface(ReactSpringCode.configTypes) + ["}", ""]
        lines += ["/** A Reanimated 4 `withSpring` config. */", "export interface ReanimatedSpringConfig {"]
        lines += interface(ReanimatedCode.configTypes, optional: true) + ["}", ""]
        lines += ["/** A Reanimated 3 `withSpring` config. */", "export interface Reanimated3SpringConfig {"]
        lines += interface(Reanimated3Code.configTypes, optional: true) + ["}"]
        for (index, token) in fits.tokens.enumerated() {
            let objects: [(name: String, type: String, what: String, members: [(name: String, value: String)]?)] = [
                (
                    "Transition", "MotionSpringTransition", "motion spring transition",
                    fits.fitted(MotionRuntime.self, index)?.transition(CodeNumber.literal)
                ),
                (
                    "Config", "ReactSpringConfig", "react-spring config",
                    fits.fitted(ReactSpringRuntime.self, index)?.config(CodeNumber.literal)
                ),
                (
                    "Reanimated", "ReanimatedSpringConfig", "Reanimated 4 withSpring config",
                    fits.fitted(ReanimatedRuntime.self, index).flatMap(firstConfig)
                ),
                (
                    "Reanimated3", "Reanimated3SpringConfig", "Reanimated 3 withSpring config",
                    fits.fitted(Reanimated3Runtime.self, index).flatMap(firstConfig)
                ),
            ]
            var documented = false
            for object in objects {
                guard let members = object.members else { continue }
                // The first object states the token; the others name what they are.
                lines +=
                    documented
                    ? ["", "/** \(GeneratedText.inComment(token.path)) as a \(object.what). */"]
                    : ["", "/**"] + GeneratedText.docLines(token, prefix: " * ") + [" */"]
                lines += ["export const \(names[index])\(object.name): \(object.type) = {"]
                lines += Self.members(members) + ["};"]
                documented = true
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The members of the config `withSpring` runs, nil without one.
    private static func firstConfig(_ code: ReanimatedCode) -> [(name: String, value: String)]? {
        code.configs.first.map { code.members($0, CodeNumber.literal) }
    }

    private static func firstConfig(_ code: Reanimated3Code) -> [(name: String, value: String)]? {
        code.configs.first.map { code.members($0, CodeNumber.literal) }
    }

    /// An interface's members, read-only, each with its type; `optional`
    /// ones may be left out.
    private static func interface(_ members: [(name: String, value: String)], optional: Bool = false) -> [String] {
        members.map { "  readonly \($0.name)\(optional ? "?" : ""): \($0.value);" }
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
