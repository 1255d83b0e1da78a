import RealModule

/// The root of a decreasing function on a bracket, by Newton's method
/// safeguarded with bisection.
///
/// `f(lower) > 0 ≥ f(upper)` and `f` decreasing on the bracket are required;
/// `evaluate` returns `(f(t), f'(t))`. Iteration starts at `start` (an
/// estimate of the root, which saves steps) or else at the midpoint;
/// Newton steps that leave the current bracket, or fail to halve it, are
/// replaced by bisection, so convergence is guaranteed and usually quadratic.
///
/// Stops when the Newton correction is at most 2 ulps of `t` — at that point
/// `f` is dominated by its own rounding, and further steps (or bisections
/// down to the root's ulp from a far end of the bracket) only chase that
/// noise — or when the bracket is a few ulps wide.
func decreasingRoot(
    in lower: Double, _ upper: Double, start: Double? = nil,
    evaluate: (Double) -> (value: Double, slope: Double)
) -> Double {
    var lo = lower, hi = upper
    var t = 0.5 * (lo + hi)
    if let start, start >= lo, start <= hi { t = start }
    for _ in 0..<200 {
        let (value, slope) = evaluate(t)
        if value > 0 { lo = t } else if value < 0 { hi = t } else { return t }
        if hi.isApproximatelyEqual(to: lo, absoluteTolerance: 4 * hi.ulp) { break }
        let newton = t - value / slope
        if slope < 0, newton.isApproximatelyEqual(to: t, absoluteTolerance: 2 * t.ulp) {
            return Swift.min(Swift.max(newton, lo), hi)
        }
        let previousWidth = hi - lo
        if slope < 0, newton > lo, newton < hi, (newton - t).magnitude < 0.5 * previousWidth {
            t = newton
        } else {
            t = 0.5 * (lo + hi)
        }
    }
    return t
}
