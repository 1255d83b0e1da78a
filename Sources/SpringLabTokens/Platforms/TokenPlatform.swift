import SpringLab

/// One platform's file of generated code: the runtimes it fits each token
/// to and the text it writes. One conforming type per file
/// `Sources/SpringLabTokens/Platforms/<Name>Platform.swift`: the build lists
/// it in ``TokenPlatforms/all``.
package protocol TokenPlatform: Sendable {
    /// The name `--platform` takes.
    static var name: String { get }
    /// The file written in the output directory.
    static var fileName: String { get }
    /// The runtimes (`fit --for KIND`) whose end rules the code is fitted to.
    static var runtimes: [any Runtime.Type] { get }
    /// Whether the file holds CSS `linear()` easings.
    static var usesCSSEasing: Bool { get }
    /// The file's text.
    /// - Throws: ``TokenError`` when two tokens get one name in the language.
    static func file(_ fits: TokenFits) throws(TokenError) -> String
}

extension TokenPlatform {
    package static var usesCSSEasing: Bool { false }
}

/// The platforms, in the order files are listed: the build lists the types
/// of `Sources/SpringLabTokens/Platforms/` (every `*Platform.swift` but this
/// protocol's, the FolderRegistry plugin); those of ``order`` come first, as
/// they always have, and a platform it does not name follows them in the
/// order of its file name.
package enum TokenPlatforms {
    /// The order of the platforms `--platform`'s help names.
    static let order: [any TokenPlatform.Type] = [
        SwiftPlatform.self, KotlinPlatform.self, TypeScriptPlatform.self, DartPlatform.self, CSSPlatform.self,
        SpecSheetPlatform.self,
    ]

    package static let all: [any TokenPlatform.Type] = RegistryOrder.placing(order, before: listed) {
        ObjectIdentifier($0)
    }

    /// The platform `--platform` calls `name`, or nil.
    package static func named(_ name: String) -> (any TokenPlatform.Type)? { all.first { $0.name == name } }
}
