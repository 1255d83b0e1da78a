/// The rounding of the grid times `fl(n·h)`: the exact difference
/// `n·h − fl(n·h)`.
///
/// A fused multiply-add gives it in one operation, `fma(n, h, −fl(n·h))`, but
/// on x86-64 the baseline instruction set has no FMA, so Swift's
/// `addingProduct` becomes a call into libm per sample. Dekker's product (T. J.
/// Dekker, "A floating-point technique for extending the available
/// precision", Numer. Math. 18, 1971) gets the same exact difference from
/// plain multiplies and adds: h is split once into two halves of at most 26
/// significant bits (Veltkamp's splitting, multiplier 2²⁷ + 1), n likewise per
/// call; the four partial products are then exact and sum to the error
/// without rounding.
///
/// Exactness needs nothing to underflow or overflow: guaranteed for integer
/// `0 ≤ n < 2⁵³` and `2⁻⁹⁰⁰ ≤ h ≤ 2⁹⁰⁰` (every grid a spring is sampled on).
/// Outside that range of h the fused multiply-add is used instead. Both are
/// exact, so both give the same bits.
struct GridRounding: Sendable {
    let step: Double
    let stepHigh: Double, stepLow: Double
    /// Whether Dekker's product is exact for this step (else: fma).
    let splits: Bool

    static let splitter = 134_217_729.0  // 2²⁷ + 1

    init(step: Double) {
        self.step = step
        splits = step >= 0x1p-900 && step <= 0x1p900
        let scaled = Self.splitter * step
        stepHigh = splits ? scaled - (scaled - step) : step
        stepLow = splits ? step - stepHigh : 0
    }

    /// `n·h − time` exactly, where `time = fl(n·h)` and n is a whole number in [0, 2⁵³).
    func error(index n: Double, time: Double) -> Double {
        guard splits else { return (-time).addingProduct(n, step) }
        let scaled = Self.splitter * n
        let high = scaled - (scaled - n), low = n - high
        return ((high * stepHigh - time) + high * stepLow + low * stepHigh) + low * stepLow
    }
}
