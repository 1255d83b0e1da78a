/// Whether what gnuplot wrote is a whole chart in the format asked for, so
/// that a truncated image is never saved as if it were one. gnuplot does not
/// always report a failed write, and a gnuplot stand-in may print nothing.
///
/// - PNG: the 8-byte signature first and the `IEND` chunk last (PNG
///   specification, ISO/IEC 15948, 5.2 and 11.2.5).
/// - PDF: `%PDF-` first and `%%EOF` at the end (ISO 32000-1, 7.5.2 and 7.5.5).
/// - SVG: an `<svg` element whose closing `</svg>` ends the text.
/// - Text: at least one character that is not white space.
enum CompleteOutput {
    /// - Throws: ``PlotError/badOutput(_:)`` saying what is missing.
    static func check(_ bytes: [UInt8], format: OutputFormat) throws(PlotError) {
        guard !bytes.isEmpty else { throw .badOutput("gnuplot wrote nothing (expected \(name(format)))") }
        let complete: Bool
        switch format {
        case .png:
            complete =
                bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
                && bytes.suffix(12).elementsEqual([0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        case .pdf:
            complete =
                bytes.starts(with: Array("%PDF-".utf8)) && trimmed(bytes).suffix(5).elementsEqual(Array("%%EOF".utf8))
        case .svg:
            complete = containsText(bytes, "<svg") && trimmed(bytes).suffix(6).elementsEqual(Array("</svg>".utf8))
        case .dumb:
            complete = bytes.contains { !isWhiteSpace($0) && $0 != 0x0C }
        }
        guard complete else {
            throw .badOutput("gnuplot's output is not a complete \(name(format)) (\(bytes.count) bytes)")
        }
    }

    private static func name(_ format: OutputFormat) -> String {
        switch format {
        case .png: return "PNG image"
        case .pdf: return "PDF document"
        case .svg: return "SVG image"
        case .dumb: return "text chart"
        }
    }

    private static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func trimmed(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        var end = bytes.endIndex
        while end > bytes.startIndex, isWhiteSpace(bytes[end - 1]) { end -= 1 }
        return bytes[..<end]
    }

    private static func containsText(_ bytes: [UInt8], _ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
    }
}
