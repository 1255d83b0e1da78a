/// An opaque sRGB colour.
public struct Color: Hashable, Sendable {
    public let red: UInt8
    public let green: UInt8
    public let blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `#rrggbb`, lower-case: the form gnuplot and SVG read.
    public var hex: String {
        "#"
            + [red, green, blue].map { value in
                let digits = String(value, radix: 16)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
    }

    /// Neutral grey for guides that belong to no curve in particular.
    public static let guide = Color(red: 0x80, green: 0x80, blue: 0x80)
    /// Very light grey for shaded bands.
    public static let band = Color(red: 0xdd, green: 0xdd, blue: 0xdd)
}
