/// An opaque sRGB colour.
struct Color: Hashable, Sendable {
    let red: UInt8
    let green: UInt8
    let blue: UInt8

    /// `#rrggbb`, lower-case: the form gnuplot and SVG read.
    var hex: String {
        "#"
            + [red, green, blue].map { value in
                let digits = String(value, radix: 16)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
    }

    /// Neutral grey for guides that belong to no curve in particular.
    static let guide = Color(red: 0x80, green: 0x80, blue: 0x80)
    /// Very light grey for shaded bands.
    static let band = Color(red: 0xdd, green: 0xdd, blue: 0xdd)
}
