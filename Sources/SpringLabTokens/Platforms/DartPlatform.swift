import SpringLab

/// `springs.dart`: per token a Flutter `SpringDescription(mass, stiffness,
/// damping)` and the `Tolerance` to give its `SpringSimulation`, both
/// `const`. The tolerance is the one `fit --for flutter` chooses, in the
/// move's units.
struct DartPlatform: TokenPlatform {
    static let name = "dart"
    static let fileName = "springs.dart"
    static let runtimeKinds = ["flutter"]

    static func file(_ fits: TokenFits) throws(TokenError) -> String {
        let names = try CodeNames.lowerCamel(
            fits.tokens, file: fileName, reserved: reserved, declaring: ["", "Tolerance"])
        var lines = [GeneratedText.header("//", fits), "", "import 'package:flutter/physics.dart';"]
        for (index, token) in fits.tokens.enumerated() {
            let s = token.animation.spring
            let distance = fits.parameter("toleranceDistance", "flutter", index).map(CodeNumber.literal) ?? "1e-3"
            let velocity = fits.parameter("toleranceVelocity", "flutter", index).map(CodeNumber.literal) ?? "1e-3"
            lines += [""] + GeneratedText.docLines(token, prefix: "/// ")
            lines.append(
                "const SpringDescription \(names[index]) = SpringDescription(mass: \(CodeNumber.literal(s.mass)), "
                    + "stiffness: \(CodeNumber.literal(s.stiffness)), damping: \(CodeNumber.literal(s.damping)));")
            lines.append("")
            lines.append("/// The `tolerance` of a `SpringSimulation` of [\(names[index])].")
            lines.append(
                "const Tolerance \(names[index])Tolerance = Tolerance(distance: \(distance), velocity: \(velocity));")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Dart's reserved words a token's name could collide with.
    static let reserved: Set<String> = [
        "assert", "break", "case", "catch", "class", "const", "continue", "default", "do", "else", "enum", "extends",
        "false", "final", "finally", "for", "if", "in", "is", "new", "null", "rethrow", "return", "super", "switch",
        "this", "throw", "true", "try", "var", "void", "while", "with",
    ]
}
