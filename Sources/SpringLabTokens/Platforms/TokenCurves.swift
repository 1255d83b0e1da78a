/// Whether the spec sheet shows each token's curve: drawn as an SVG file
/// per token beside it, left out on request (`--no-curves`), or not drawn
/// for a reason the sheet states (gnuplot missing).
package enum TokenCurves: Sendable, Equatable {
    case omitted
    case drawn
    case notDrawn(reason: String)

    /// The file that links the curves.
    package static let specSheet = SpecSheetPlatform.fileName
    /// The directory, relative to the spec sheet, that holds the curves.
    package static let directory = "curves"

    /// The longest file name stem: well within the 255 bytes most file
    /// systems allow a name, whatever the path.
    static let maximumStem = 120

    /// Each token's curve file, relative to the spec sheet:
    /// `curves/<kebab-case path>.svg` (ASCII; cut at ``maximumStem``
    /// characters), stable for a path as the code names are.
    /// - Throws: ``TokenError`` when two paths give one file name.
    package static func fileNames(_ tokens: [SpringToken]) throws(TokenError) -> [String] {
        try CodeNames.unique(tokens, language: directory) { path in
            let name = CodeNames.kebab(path).prefix(maximumStem)
            return "\(directory)/\(name.isEmpty ? "spring" : name).svg"
        }
    }
}
