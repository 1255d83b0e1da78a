/// Where a function changes sign inside a bracket: at a root, or at a jump.
///
/// Found by the Illinois variant of regula falsi, safeguarded by bisection:
/// each step keeps a sign change inside the bracket, so the bracket always
/// shrinks to a point. A continuous function has a root there; a function
/// with a step (a settling time that jumps when a peak of the motion crosses
/// the band) has its jump there, and the two sides tell the values on either
/// side of it.
struct SignChange: Sendable {
    /// The ends of the final bracket and the function's values there
    /// (opposite signs, or one of them exactly 0).
    let lower: Double, lowerValue: Double
    let upper: Double, upperValue: Double

    /// The end whose value is closer to 0.
    var best: (x: Double, value: Double) {
        lowerValue.magnitude <= upperValue.magnitude ? (lower, lowerValue) : (upper, upperValue)
    }

    /// Whether the function reaches 0 there to within `tolerance` (a root,
    /// not a jump).
    func isRoot(tolerance: Double) -> Bool { best.value.magnitude <= tolerance }
}

/// The sign change of `f` inside `[a, b]`, where `f(a)` and `f(b)` (given
/// as `fa`, `fb`) have opposite signs.
///
/// Stops when `f` is exactly 0, when the bracket is a few ulps wide, or when
/// `f` is within `tolerance` of 0 and the bracket is narrower than
/// `widthTolerance`.
///
/// Edge cases: `a > b` is allowed (the ends are swapped). `f` returning nil
/// or NaN (undefined there) ends the search with the bracket reached so far.
func signChange(
    in a: Double, _ b: Double, values fa: Double, _ fb: Double,
    tolerance: Double = 0, widthTolerance: Double = 0,
    _ f: (Double) -> Double?
) -> SignChange {
    var (lo, hi, flo, fhi) = a <= b ? (a, b, fa, fb) : (b, a, fb, fa)
    if flo == 0 { return SignChange(lower: lo, lowerValue: 0, upper: lo, upperValue: 0) }
    if fhi == 0 { return SignChange(lower: hi, lowerValue: 0, upper: hi, upperValue: 0) }
    // Illinois: an end kept twice in a row has its weight halved, so the
    // interpolation cannot creep toward the root from one side only.
    var weightLow = 1.0, weightHigh = 1.0
    var lastMoved = 0
    for step in 0..<400 {
        let width = hi - lo
        if width <= 4 * Swift.max(lo.magnitude, hi.magnitude).ulp { break }
        if width <= widthTolerance, Swift.min(flo.magnitude, fhi.magnitude) <= tolerance { break }
        let wl = flo * weightLow, wh = fhi * weightHigh
        var x = (lo * wh - hi * wl) / (wh - wl)
        // Every fourth step bisects, so a step or a flat stretch cannot stall it.
        if !(x > lo && x < hi) || step % 4 == 3 { x = lo + 0.5 * width }
        guard let fx = f(x), !fx.isNaN else { break }
        if fx == 0 { return SignChange(lower: x, lowerValue: 0, upper: x, upperValue: 0) }
        if (fx < 0) == (flo < 0) {
            lo = x; flo = fx; weightLow = 1
            if lastMoved < 0 { weightHigh *= 0.5 }
            lastMoved = -1
        } else {
            hi = x; fhi = fx; weightHigh = 1
            if lastMoved > 0 { weightLow *= 0.5 }
            lastMoved = 1
        }
    }
    return SignChange(lower: lo, lowerValue: flo, upper: hi, upperValue: fhi)
}
