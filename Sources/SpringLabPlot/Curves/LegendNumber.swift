import SpringLabIO

/// A number for legend text: at most `significant` significant digits, no
/// trailing zeros (0.30000000000000004 reads 0.3), never an exponent for the
/// everyday magnitudes of a spring.
func legendNumber(_ value: Double, significant: Int = 6) -> String {
    guard value.isFinite else { return value.isNaN ? "NaN" : (value > 0 ? "∞" : "−∞") }
    return FixedDigits.general(value, significant: significant)
}

/// A fraction as a signed percentage with 2 significant digits, e.g. "−2.1%".
func legendPercent(_ fraction: Double) -> String {
    let text = legendNumber(fraction * 100, significant: 2)
    return (text.hasPrefix("-") ? "−" + text.dropFirst() : text) + "%"
}
