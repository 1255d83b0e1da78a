/// One platform's file of generated code: the runtimes it fits each token
/// to and the text it writes. One conforming type per file in
/// `Sources/SpringLabTokens/Platforms/`, listed in ``TokenPlatforms/all``.
package protocol TokenPlatform: Sendable {
    /// The name `--platform` takes.
    static var name: String { get }
    /// The file written in the output directory.
    static var fileName: String { get }
    /// The runtime kinds (`fit --for KIND`) whose end rules the code is fitted to.
    static var runtimeKinds: [String] { get }
    /// Whether the file holds CSS `linear()` easings.
    static var usesCSSEasing: Bool { get }
    /// The file's text.
    /// - Throws: ``TokenError`` when two tokens get one name in the language.
    static func file(_ fits: TokenFits) throws(TokenError) -> String
}

extension TokenPlatform {
    package static var usesCSSEasing: Bool { false }
}

/// The platforms, in the order files are listed.
package enum TokenPlatforms {
    package static let all: [any TokenPlatform.Type] = [
        SwiftPlatform.self, KotlinPlatform.self, TypeScriptPlatform.self, DartPlatform.self, CSSPlatform.self,
        SpecSheetPlatform.self,
    ]

    /// The platform `--platform` calls `name`, or nil.
    package static func named(_ name: String) -> (any TokenPlatform.Type)? { all.first { $0.name == name } }
}
