/// A finite number as gnuplot reads it: Swift's shortest text that parses
/// back to the same Double (e.g. `0.1`, `1e-05`, `157.91367041742973`).
///
/// The one place numbers become script text, so the format can change in one
/// spot. Callers never pass NaN or ±∞ (gnuplot would read them as names);
/// ``GnuplotScript`` leaves such points out.
func gnuplotNumber(_ value: Double) -> String {
    precondition(value.isFinite, "gnuplotNumber needs a finite value")
    return "\(value)"
}
