/// Numbers written in decimal, the one spelling springlab reads: an optional
/// sign, digits with an optional decimal point, and an optional exponent —
/// `12`, `-0.5`, `+3`, `.25`, `4.`, `1e-3`, `2.5E+8`.
///
/// Swift's `Double(_:)` also reads hexadecimal (`0x1p-3`), `inf`,
/// `infinity` and `nan`; those are refused here: nobody types a spring's
/// stiffness in hex, and NaN or ∞ are never meaningful inputs. A decimal
/// number too large for a Double (`1e400`) reads as ±∞, which the option
/// that takes it refuses as not finite.
package enum DecimalText {
    /// The value of `text` when it is a decimal number; nil otherwise
    /// (empty, hex, `inf`, `nan`, surrounding spaces, other characters).
    package static func parse(_ text: some StringProtocol) -> Double? {
        guard isDecimal(text) else { return nil }
        return Double(String(text))
    }

    /// Whether Swift would read `text` as a number although it is not
    /// written in decimal (`0x10`, `-inf`, `nan`): such text is refused
    /// with its own message rather than as "not a number".
    package static func isOtherNumberSpelling(_ text: some StringProtocol) -> Bool {
        !isDecimal(text) && Double(String(text)) != nil
    }

    /// `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`, ASCII digits.
    package static func isDecimal(_ text: some StringProtocol) -> Bool {
        var bytes = Array(text.utf8)[...]
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let integer = bytes.prefix(while: isDigit).count
        bytes = bytes.dropFirst(integer)
        var fraction = 0
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            fraction = bytes.prefix(while: isDigit).count
            bytes = bytes.dropFirst(fraction)
        }
        guard integer + fraction > 0 else { return false }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                bytes = bytes.dropFirst()
            }
            let exponent = bytes.prefix(while: isDigit).count
            guard exponent > 0 else { return false }
            bytes = bytes.dropFirst(exponent)
        }
        return bytes.isEmpty
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
