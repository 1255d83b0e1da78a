import RealModule
import SpringLab
import SpringLabIO

/// Human-readable numbers: `significant` significant digits, no trailing zeros
/// (in an exponent form's mantissa too), no exponent for everyday magnitudes
/// (1e-4 ≤ |x| < 1e7).
func readable(_ value: Double, significant: Int = 4) -> String {
    guard value.isFinite else { return value.isNaN ? "NaN" : (value > 0 ? "∞" : "−∞") }
    if value == 0 { return "0" }
    let magnitude = abs(value)
    if magnitude >= 1e-4 && magnitude < 1e7 {
        let decimals = max(0, significant - 1 - Int(Double.log10(magnitude).rounded(.down)))
        return withoutTrailingZeros(FixedDigits.fixed(value, decimals: decimals)[...])
    }
    // `%e`'s mantissa loses its trailing zeros too: 3.4e-05, not 3.40e-05.
    let text = FixedDigits.scientific(value, decimals: significant - 1)
    guard let exponent = text.firstIndex(of: "e") else { return text }
    return withoutTrailingZeros(text[..<exponent]) + text[exponent...]
}

/// `digits` without the zeros after its point, and without the point when
/// nothing follows it; digits without a point as they are.
private func withoutTrailingZeros(_ digits: Substring) -> String {
    guard digits.contains(".") else { return String(digits) }
    // Cut once: removing the zeros one by one from the String costs more
    // than formatting the number.
    var kept = digits
    while kept.hasSuffix("0") { kept = kept.dropLast() }
    if kept.hasSuffix(".") { kept = kept.dropLast() }
    return String(kept)
}

/// A number for a line of Swift code the user pastes: enough digits (6
/// significant) to reproduce the spring to well under 0.1%.
func code(_ value: Double) -> String { readable(value, significant: 6) }

/// A fraction of the distance as a percentage.
func percent(_ fraction: Double, significant: Int = 3) -> String {
    readable(fraction * 100, significant: significant) + "%"
}

/// A settling time in seconds, or the reason there is none.
func seconds(_ settling: Settling) -> String {
    settling.seconds.map { readable($0) + " s" } ?? "never (undamped)"
}

/// A number as the user would write it back, for messages: the shortest
/// decimal that reads back as the same Double (`5e-324`, `0.1`); "NaN", "∞"
/// or "−∞" for the rest, never the "-nan" of C's printf.
func shown(_ value: Double) -> String {
    guard value.isFinite else { return readable(value) }
    let text = "\(value)"
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
}
