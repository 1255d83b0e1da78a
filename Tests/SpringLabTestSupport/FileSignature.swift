/// The first bytes that identify an image file's format.
public enum FileSignature {
    /// PNG: `89 50 4E 47 0D 0A 1A 0A` (the PNG specification, section 5.2).
    public static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// PDF: `%PDF-`, then the version.
    public static let pdf = Array("%PDF-".utf8)
    /// SVG as gnuplot writes it: an XML document, which starts with its declaration.
    public static let xml = Array("<?xml".utf8)
}
