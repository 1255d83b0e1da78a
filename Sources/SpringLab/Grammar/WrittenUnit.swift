/// A decimal number followed by a unit, as in `450ms`, `100N`, `300pt`,
/// `60Hz`, `5%` or `100N/m`: the unit is the trailing run of letters and
/// unit signs (`%`, `/`, `·`, `°`, `µ`, `²`, `³`), the number all before it.
///
/// Edge cases: digits end the unit, so hexadecimal (`0x1F`) is no number
/// with a unit; neither is text whose part before the unit is no decimal
/// number (`inf`, `nan`, `1/120ms`), nor an exponent without its digits (`1.5e`).
package struct WrittenUnit: Sendable {
    package let number: Double
    package let unit: Substring

    package init?(_ text: some StringProtocol) {
        let text = Substring(text)
        let start = text.lastIndex { !($0.isLetter || "%/·°µ²³".contains($0)) }.map(text.index(after:))
        guard let start, start < text.endIndex, text[start...].lowercased() != "e",
            let number = DecimalText.parse(text[..<start])
        else { return nil }
        self.number = number
        unit = text[start...]
    }

    /// The seconds `number` means in `unit` when it is one of time: `450ms`
    /// is 0.45, `0.45s` is 0.45; nil for any other unit.
    static func seconds(_ number: Double, in unit: some StringProtocol) -> Double? {
        switch unit {
        case "ms": number * 0.001
        case "s": number
        default: nil
        }
    }
}
