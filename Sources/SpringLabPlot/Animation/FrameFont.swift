import SpringLabIO

/// The typeface of the text on animation frames: DejaVu Sans at 10 points
/// (Debian's `fonts-dejavu-core`), drawn anti-aliased by FreeType in a GIF
/// (gnuplot's libgd terminal) and by cairo in PNGs, when its file is found.
///
/// Without it a GIF falls back to gnuplot's built-in `medium` font (ASCII
/// only, not anti-aliased) and PNGs to cairo's default sans, so frames are
/// drawn either way. The choice is made from the font's file rather than
/// left to fontconfig, so that a GIF's bytes depend on whether DejaVu Sans
/// is installed and not on whichever font fontconfig substitutes; the GIF's
/// comment names the font used.
struct FrameFont: Hashable, Sendable {
    /// The family gnuplot asks for; nil for gnuplot's built-in font.
    let family: String?

    static let dejaVuSans = FrameFont(family: "DejaVu Sans")
    static let builtIn = FrameFont(family: nil)
    /// Points.
    static let size = 10

    /// Where Debian, Fedora, Arch, and macOS (a font installed for one user
    /// or for all) keep `DejaVuSans.ttf`.
    static func candidateFiles(home: String?) -> [String] {
        [
            "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu-sans-fonts", "/usr/share/fonts/dejavu",
            "/usr/share/fonts/TTF", "/usr/local/share/fonts", "/Library/Fonts",
        ].map { $0 + "/DejaVuSans.ttf" } + (home.map { [$0 + "/Library/Fonts/DejaVuSans.ttf"] } ?? [])
    }

    /// DejaVu Sans when one of ``candidateFiles(home:)`` is a file, else the built-in font.
    static func installed(environment: [String: String] = ProcessEnvironment.variables) -> FrameFont {
        candidateFiles(home: environment["HOME"]).contains { FileSystem.kind(of: $0) == .regular }
            ? .dejaVuSans : .builtIn
    }

    /// The font clause of a libgd terminal (`gif`).
    var gd: String { family.map { "font \"\($0),\(Self.size)\"" } ?? "medium" }

    /// The font clause of a cairo terminal (`pngcairo`): cairo always has a sans.
    var cairo: String { "font \"\(family ?? "sans"),\(Self.size)\"" }

    /// The font in words, for the GIF's comment.
    var name: String { family ?? "gnuplot's built-in font" }
}
