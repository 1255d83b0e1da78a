import SpringLab

/// `Springs.swift`: a SwiftUI `Spring` per token, and for UIKit and Core
/// Animation a `UISpringTimingParameters` and a `CASpringAnimation` factory.
///
/// SwiftUI's and `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`'s
/// springs run to rest by Apple's own rule, which nothing in their API
/// changes; the spec sheet states how far that screen strays. Core
/// Animation ends at its `duration`, chosen as `fit --for ca` does
/// (with `allowsOverdamping`).
struct SwiftPlatform: TokenPlatform {
    static let name = "swift"
    static let fileName = "Springs.swift"
    static let runtimeKinds = ["swiftui", "ca"]

    static func file(_ fits: TokenFits) throws(TokenError) -> String {
        let names = try CodeNames.lowerCamel(fits.tokens, file: fileName, reserved: reserved)
        var spring: [String] = [], timing: [String] = [], animation: [String] = []
        for (index, token) in fits.tokens.enumerated() {
            let s = token.animation.spring, name = names[index], v = CodeNumber.literal(token.animation.initialVelocity)
            let numbers =
                "mass: \(CodeNumber.literal(s.mass)), stiffness: \(CodeNumber.literal(s.stiffness)), "
                + "damping: \(CodeNumber.literal(s.damping))"
            let doc = GeneratedText.docLines(token, prefix: "    /// ")
            spring += doc + ["    static let \(name) = Spring(\(numbers), allowOverDamping: true)"]
            timing +=
                doc + [
                    "    static var \(name): UISpringTimingParameters {",
                    "        UISpringTimingParameters(\(numbers), initialVelocity: CGVector(dx: \(v), dy: 0))",
                    "    }",
                ]
            let duration = fits.parameter("duration", "ca", index) ?? fits.settlingDuration(index)
            animation +=
                doc + [
                    "    static func \(name)(keyPath: String? = nil) -> CASpringAnimation {",
                    "        let animation = CASpringAnimation(keyPath: keyPath)",
                    "        animation.mass = \(CodeNumber.literal(s.mass))",
                    "        animation.stiffness = \(CodeNumber.literal(s.stiffness))",
                    "        animation.damping = \(CodeNumber.literal(s.damping))",
                    "        animation.initialVelocity = \(v)",
                    "        animation.duration = \(CodeNumber.literal(duration))",
                    "        animation.allowsOverdamping = \(fits.flag("allowsOverdamping", "ca", index) ?? true)",
                    "        return animation",
                    "    }",
                ]
        }
        return
            ([GeneratedText.header("//", fits), "", "import SwiftUI", "import QuartzCore", "", "extension Spring {"]
            + spring + ["}", "", "#if canImport(UIKit)", "import UIKit", "", "extension UISpringTimingParameters {"]
            + timing + ["}", "#endif", "", "extension CASpringAnimation {"] + animation + ["}"])
            .joined(separator: "\n") + "\n"
    }

    /// Swift's keywords a token's name could collide with.
    static let reserved: Set<String> = [
        "default", "case", "class", "struct", "enum", "let", "var", "func", "if", "else", "for", "while", "return",
        "static", "import", "init", "self", "super", "switch", "where", "in", "is", "as", "true", "false", "nil",
        "repeat", "break", "continue", "do", "try", "throw", "guard", "defer", "extension", "protocol", "operator",
        "subscript", "deinit", "internal", "private", "public", "fileprivate", "open", "any", "some", "inout",
        "associatedtype", "typealias", "catch", "throws", "rethrows", "fallthrough",
    ]
}
