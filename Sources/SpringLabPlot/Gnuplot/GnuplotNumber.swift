/// A finite number in a gnuplot command (a range, a margin, a guide):
/// Swift's shortest text that parses back to the same Double (e.g. `0.1`,
/// `1e-05`, `157.91367041742973`) — the digits SpringLabIO's `ByteBuffer`
/// writes for the datablocks, so data and commands agree.
///
/// Callers never pass NaN or ±∞ (gnuplot would read them as names);
/// ``GnuplotScript`` leaves such points out.
func gnuplotNumber(_ value: Double) -> String {
    precondition(value.isFinite, "gnuplotNumber needs a finite value")
    return "\(value)"
}
