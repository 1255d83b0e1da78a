import RealModule

/// Reanimated's `clamp: { min, max }` (versions 3 and 4 alike): the damping
/// ratio raised so that the first two extrema of a spring released from rest
/// stay within the bounds (docs/runtimes.md, Reanimated).
///
/// A spring released from rest at x0 reaches its first extremum beyond the
/// target at about e^(−ζπ) |x0| and the next, back on the start's side, at
/// e^(−2ζπ) |x0|. For the bound beyond the target (`max` on a move up),
/// r1 = |bound − to| / |to − from| gives ζ1 = |ln r1| / π; for the other,
/// r2 gives ζ2 = |ln r2| / (2π); the result is max(ζ, ζ1, ζ2) over the bounds
/// given. ω0 and ω1 are not recomputed (``ClosedFormStep``), and the frames
/// are not clipped to the bounds.
///
/// Edge cases: the absolute value of the logarithm raises ζ also for a bound
/// farther from the target than the start is (r > 1); a bound on the target
/// itself (r = 0) gives ζ = ∞, drawn critically damped.
public enum ExtremaClamp {
    /// ζ raised for a move from `from` to `to` within `lower` and `upper`
    /// (either may be nil); `zeta` itself when the move is empty.
    public static func dampingRatio(_ zeta: Double, from: Double, to: Double, lower: Double?, upper: Double?)
        -> Double
    {
        let span = to - from
        guard span != 0 else { return zeta }
        let (behind, beyond) = span > 0 ? (lower, upper) : (upper, lower)
        var raised = zeta
        if let beyond { raised = Swift.max(raised, (Double.log(((beyond - to) / span).magnitude) / .pi).magnitude) }
        if let behind {
            raised = Swift.max(raised, (Double.log(((behind - to) / span).magnitude) / (2 * .pi)).magnitude)
        }
        return raised
    }

    /// Refuses a bound that is not finite, and `lower` above `upper`
    /// (Reanimated warns of that and jumps to the target).
    public static func validate(lower: Double?, upper: Double?) throws(SpringError) {
        if let lower { try Validate.finite(lower, "clampMin") }
        if let upper { try Validate.finite(upper, "clampMax") }
        if let lower, let upper, lower > upper {
            throw .outOfInterval(parameter: "clampMin", value: lower, interval: "clampMin ≤ clampMax (\(upper))")
        }
    }

    /// Bounds written for a move from 0 to `distance`, carried onto `move`:
    /// each at the same fraction of the move, from + b / distance · (to − from),
    /// the lower and upper ones swapped on a move down.
    public static func carried(lower: Double?, upper: Double?, distance: Double, onto move: ScreenMove)
        -> (lower: Double?, upper: Double?)
    {
        let scale = (move.to - move.from) / distance
        let carry = { (bound: Double?) in bound.map { move.from + $0 * scale } }
        return scale > 0 ? (carry(lower), carry(upper)) : (carry(upper), carry(lower))
    }
}
