import SpringLab

/// `springs.dart`: per token a Flutter `SpringDescription(mass, stiffness,
/// damping)` and the `Tolerance` to give its `SpringSimulation`, both
/// `const`, as ``FlutterCode`` writes them. The tolerance is the one
/// `fit --for flutter` chooses, in the move's units; none where Flutter
/// cannot express the spring.
struct DartPlatform: TokenPlatform {
    static let name = "dart"
    static let fileName = "springs.dart"
    static let runtimes: [any Runtime.Type] = [FlutterRuntime.self]

    static func file(_ fits: TokenFits) throws(TokenError) -> String {
        let names = try CodeNames.lowerCamel(
            fits.tokens, file: fileName, reserved: reserved, declaring: ["", "Tolerance"])
        var lines = [GeneratedText.header("//", fits), "", "import 'package:flutter/physics.dart';"]
        for (index, token) in fits.tokens.enumerated() {
            let description = fits.code(FlutterRuntime.self, index).springDescription(CodeNumber.literal)
            lines += [""] + GeneratedText.docLines(token, prefix: "/// ")
            lines.append("const SpringDescription \(names[index]) = \(description);")
            // The tolerance where Flutter can express the spring.
            guard let flutter = fits.fitted(FlutterRuntime.self, index) else { continue }
            lines.append("")
            lines.append("/// The `tolerance` of a `SpringSimulation` of [\(names[index])].")
            lines.append("const Tolerance \(names[index])Tolerance = \(flutter.tolerance(CodeNumber.literal));")
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
