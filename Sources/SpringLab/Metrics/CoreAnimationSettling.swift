import RealModule

/// Core Animation's `CASpringAnimation.settlingDuration`, reproduced exactly as
/// physics.md §2 describes it, for the normalized animation (x0 = −1) with
/// initial velocity v0.
///
/// - ζ = 0: never settles.
/// - ζ < 1: the closed form `max(−ln(ε′ / (|A| + |B|)) / λ, 0)` with `A = 1`,
///   `B = (λ − v0)/ωd` and `ε′ = max(ε, 1e-6)`, ε = 0.001. It bounds the
///   envelope by |A| + |B| ≥ √(A² + B²), so it is later than the band exit.
/// - ζ ≥ 1: a walk over `t = 0, 0.1, 0.2, …` (by repeated `t += 0.1`, so the
///   grid carries the same rounding as Core Animation's): the first sample with
///   `|x| < ε′` is remembered, forgotten if the curve leaves the band again, and
///   returned once the curve has stayed inside for more than 1 s, i.e. once a
///   later sample `t` has `t − first > 1` (with float steps that is the 11th
///   sample inside). A NaN or infinite result becomes 0.
///
/// Core Animation renders ζ > 1 as critical damping at ω0 unless
/// `allowsOverdamping` is set, and the walk follows the curve it renders.
public enum CoreAnimationSettling {
    /// Core Animation's settle threshold ε = 0.001 (of the distance).
    public static let epsilon = 0.001

    /// Samples walked before the walk jumps ahead (10⁶ samples = 10⁵ s): see
    /// ``duration(spring:initialVelocity:allowsOverdamping:)``.
    static let walkLimit = 1_000_000

    /// Core Animation's `settlingDuration` for `spring` animated from −1 to 0.
    ///
    /// A walk that would need more than 10⁶ samples (springs settling after
    /// 10⁵ s, far outside any animation) starts 20 samples before the exact
    /// band exit at `n · 0.1` instead of summing 0.1 that many times.
    public static func duration(
        spring: Spring, initialVelocity v0: Double,
        allowsOverdamping: Bool = false
    ) throws(SpringError) -> Settling {
        try Validate.finite(v0, "initial velocity")
        let threshold = Swift.max(epsilon, 1e-6)
        switch spring.regime {
        case .undamped:
            return .never
        case .underdamped:
            let lambda = spring.decayRate
            let b = (lambda - v0) / spring.dampedFrequency
            let t = -Double.log(threshold / (1 + b.magnitude)) / lambda
            return .after(t.isFinite ? Swift.max(t, 0) : 0)
        case .critical, .overdamped:
            let rendered = allowsOverdamping ? spring : spring.criticallyDamped
            let motion = try SpringMotion(animating: rendered, initialVelocity: v0)
            return .after(walk(motion, threshold: threshold))
        }
    }

    private static func walk(_ motion: SpringMotion, threshold: Double) -> Double {
        var t = 0.0
        var samples = 0
        if case let .after(exit) = motion.bandExit(epsilon: threshold), exit > Double(walkLimit) * 0.1 {
            t = ((exit / 0.1).rounded(.down) - 20) * 0.1
        }
        var firstInside: Double?
        while true {
            let x = motion.displacement(at: t)
            if x.magnitude < threshold {
                if let first = firstInside {
                    if t - first > 1 { return first.isFinite ? first : 0 }
                } else {
                    firstInside = t
                }
            } else {
                firstInside = nil
            }
            t += 0.1
            samples += 1
            // A curve that keeps coming back out of the band (ζ ≥ 1 has at most one
            // extremum, so only rounding noise at the threshold could) must not walk for ever.
            if samples > 4 * walkLimit { return firstInside ?? t }
        }
    }
}

extension Spring {
    /// The spring with the same mass and stiffness and damping set to critical,
    /// `c = 2√(k m)`: what Core Animation draws for ζ > 1 by default.
    public var criticallyDamped: Spring {
        try! Spring(mass: mass, stiffness: stiffness, damping: 2 * (stiffness * mass).squareRoot())
    }
}
