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

    /// Swift's keywords a token's name could collide with: every keyword
    /// of declarations, statements, expressions and types that *The Swift
    /// Programming Language* ("Lexical Structure", "Keywords and
    /// Punctuation") lists and that starts with a lowercase letter (a name
    /// starts with one), and `any`, `some` and `open`, which read as
    /// keywords where a type may come. `borrowing`, `consuming` and
    /// `nonisolated`, listed there too, are still names after `let`
    /// (`swiftc -parse` takes them).
    static let reserved: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "precedencegroup", "private", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while",
        "as", "await", "false", "is", "nil", "self", "super", "throws", "true", "try", "any", "some",
    ]
}
