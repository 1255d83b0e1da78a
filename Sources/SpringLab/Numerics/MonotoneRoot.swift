import RealModule

/// A function's value and its first three derivatives at one point, the
/// input of ``decreasingRoot(in:_:start:evaluate:)``.
struct LocalExpansion {
    var value: Double
    var slope: Double
    var curvature: Double
    /// The third derivative.
    var jerk: Double
}

/// The root of a decreasing function on a bracket, by Halley's method
/// safeguarded with bisection.
///
/// `f(lower) > 0 ≥ f(upper)` and `f` decreasing on the bracket are required;
/// `evaluate` returns f and its first three derivatives at a point. Iteration
/// starts at `start` (an estimate of the root, which saves steps) or else at
/// the midpoint. Halley's step `δ = f/f' / (1 − f f''/(2f'²))` converges
/// cubically, for the price of Newton's when the derivatives come with the
/// value; steps that leave the current bracket, or fail to halve it, are
/// replaced by bisection, so convergence is guaranteed.
///
/// Stops when the step is at most 2 ulps of `t` — at that point `f` is
/// dominated by its own rounding, and further steps (or bisections down to
/// the root's ulp from a far end of the bracket) only chase that noise —, when
/// the bracket is a few ulps wide, or when the step's own error,
/// `(f'''/(6f') − (f''/(2f'))²) δ³` to leading order, is below a tenth of an
/// ulp of the root: then the stepped point is returned without evaluating
/// `f` there again.
///
/// Edge cases: a bound that is not finite, or a value of `f` that is not
/// (the motion's derivatives overflowed), gives NaN.
func decreasingRoot(
    in lower: Double, _ upper: Double, start: Double? = nil,
    evaluate: (Double) -> LocalExpansion
) -> Double {
    // A bracket or a value that overflowed has no root to find: NaN, which
    // callers read as a time beyond Double's range.
    guard lower.isFinite, upper.isFinite else { return .nan }
    var lo = lower, hi = upper
    var t = 0.5 * (lo + hi)
    if let start, start >= lo, start <= hi { t = start }
    for _ in 0..<200 {
        let local = evaluate(t)
        let value = local.value, slope = local.slope
        guard value.isFinite else { return .nan }
        if value > 0 { lo = t } else if value < 0 { hi = t } else { return t }
        if hi.isApproximatelyEqual(to: lo, absoluteTolerance: 4 * hi.ulp) { break }
        guard slope < 0 else {
            t = 0.5 * (lo + hi)
            continue
        }
        let newtonStep = value / slope
        let bend = local.curvature / (2 * slope)
        let denominator = 1 - newtonStep * bend
        // Far from the root Halley's correction may be wild: Newton's step then.
        let halley = denominator > 0.5 && denominator < 2
        let step = halley ? newtonStep / denominator : newtonStep
        let next = t - step
        if step.magnitude <= 2 * t.ulp { return Swift.min(Swift.max(next, lo), hi) }
        let previousWidth = hi - lo
        guard next > lo, next < hi, step.magnitude < 0.5 * previousWidth else {
            t = 0.5 * (lo + hi)
            continue
        }
        // The leading term of the stepped point's error (Newton's when it stood in).
        let remaining =
            halley
            ? (local.jerk / (6 * slope) - bend * bend) * step * step * step : bend * step * step
        if remaining.magnitude <= 0.1 * next.ulp { return next }
        t = next
    }
    return t
}
