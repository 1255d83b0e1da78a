/// The kinds of output springlab asks gnuplot for, and the terminal each uses.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// PNG through cairo (anti-aliased): `pngcairo`.
    case png
    /// SVG: small, sharp at any zoom, byte-for-byte reproducible; for READMEs.
    case svg
    /// PDF through cairo: `pdfcairo`.
    case pdf
    /// Text drawn with characters, for a terminal: `dumb`.
    case dumb

    /// The format an output file's extension asks for (case-insensitive):
    /// png, svg, pdf, or txt for the text chart. Nil for anything else.
    public init?(pathExtension: String) {
        switch pathExtension.lowercased() {
        case "png": self = .png
        case "svg": self = .svg
        case "pdf": self = .pdf
        case "txt": self = .dumb
        default: return nil
        }
    }

    /// The `set terminal` command, text mode enhanced off so that user text
    /// is never read as markup (see ``gnuplotString(_:)``).
    func terminal(_ size: RenderSize) -> String {
        let (w, h) = (size.width, size.height)
        switch self {
        case .png:
            return "set terminal pngcairo size \(w),\(h) noenhanced font 'sans,10' linewidth 1.2 background '#ffffff'"
        case .svg:
            return
                "set terminal svg size \(w),\(h) fixed noenhanced font 'sans-serif,13' linewidth 1.2 background '#ffffff'"
        case .pdf:
            return
                "set terminal pdfcairo size \(Double(w) / 100)in,\(Double(h) / 100)in noenhanced font 'sans,10' linewidth 1.2"
        case .dumb:
            return "set terminal dumb size \(w),\(h) noenhanced"
        }
    }
}

/// A figure's size: pixels (PDF: hundredths of an inch), or characters for
/// the text chart.
public struct RenderSize: Hashable, Sendable {
    public let width: Int
    public let height: Int

    public static let pixels = 16...20_000
    public static let characters = 20...2_000
}

extension RenderSize {
    /// Refuses sizes outside ``pixels`` (or ``characters`` for the text chart).
    public init(width: Int, height: Int, format: OutputFormat) throws(PlotError) {
        let range = format == .dumb ? Self.characters : Self.pixels
        guard range.contains(width), range.contains(height) else {
            let unit = format == .dumb ? "characters" : "pixels"
            throw .badOption(
                "size \(width)x\(height) is out of range: each side \(range.lowerBound)…\(range.upperBound) \(unit)")
        }
        self.init(width: width, height: height)
    }

    /// Parses `WIDTHxHEIGHT`, e.g. `900x540`.
    public init(parsing text: String, format: OutputFormat) throws(PlotError) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
            throw .badOption("size must read WIDTHxHEIGHT, e.g. 900x540, got '\(text)'")
        }
        try self.init(width: width, height: height, format: format)
    }
}
