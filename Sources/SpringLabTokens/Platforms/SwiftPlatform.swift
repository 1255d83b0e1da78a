import SpringLab

/// `Springs.swift`: a SwiftUI `Spring` per token, and for UIKit and Core
/// Animation a `UISpringTimingParameters` and a `CASpringAnimation` factory.
///
/// SwiftUI's and `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`'s
/// springs run to rest by Apple's own rule, which nothing in their API
/// changes; the spec sheet states how far that screen strays. Core
/// Animation ends at its `duration`, chosen as `fit --for ca` does
/// (with `allowsOverdamping`); no factory where it cannot express the
/// spring. The calls are ``SwiftUICode``'s, ``UIKitCode``'s and
/// ``CoreAnimationCode``'s.
struct SwiftPlatform: TokenPlatform {
    static let name = "swift"
    static let fileName = "Springs.swift"
    static let runtimes: [any Runtime.Type] = [SwiftUIRuntime.self, CoreAnimationRuntime.self]

    static func file(_ fits: TokenFits) throws(TokenError) -> String {
        let names = try CodeNames.lowerCamel(fits.tokens, file: fileName, reserved: reserved)
        var spring: [String] = [], timing: [String] = [], animation: [String] = []
        for (index, token) in fits.tokens.enumerated() {
            let name = names[index], doc = GeneratedText.docLines(token, prefix: "    /// ")
            spring +=
                doc + ["    static let \(name) = \(fits.code(SwiftUIRuntime.self, index).physical(CodeNumber.literal))"]
            timing +=
                doc + [
                    "    static var \(name): UISpringTimingParameters {",
                    "        \(fits.code(UIKitRuntime.self, index).timingParameters(CodeNumber.literal))",
                    "    }",
                ]
            // The animation where Core Animation can express the spring.
            guard let coreAnimation = fits.fitted(CoreAnimationRuntime.self, index) else { continue }
            animation +=
                doc + [
                    "    static func \(name)(keyPath: String? = nil) -> CASpringAnimation {",
                    "        let animation = \(CoreAnimationCode.animation(keyPath: "keyPath"))",
                ] + coreAnimation.properties(of: "animation", CodeNumber.literal).map { "        " + $0 } + [
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
