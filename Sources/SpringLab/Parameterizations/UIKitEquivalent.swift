import RealModule

extension UIKitSpring {
    /// The UIKit call whose solver builds a spring that moves like `spring`
    /// (mass normalized to 1) with `initialVelocity`, or nil when there is none:
    /// UIKit cannot express ζ > 1 or ζ below its clamp, nor a duration outside
    /// 0.01…10 s.
    ///
    /// For ζ < 1 the duration follows from UIKit's equation in closed form,
    /// `T = ln(|ζω0 − v| / (ε ω0 √(1−ζ²))) / (ζ ω0)`; for ζ = 1 it is found by
    /// bracketing the residual over 0.01…10 s. Either way the answer is
    /// accepted only if UIKit's own 12 Newton steps from that duration give
    /// back ω0 to 1e-9, because the iteration can converge to another root.
    public static func matching(_ spring: Spring, initialVelocity v: Double) -> UIKitSpring? {
        let zeta = spring.dampingRatio
        let omega = spring.naturalFrequency
        guard dampingRange.contains(zeta), v.isFinite else { return nil }
        let candidates =
            zeta < 1
            ? [closedFormDuration(omega: omega, dampingRatio: zeta, velocity: v)].compactMap { $0 }
            : bracketedDurations(omega: omega, dampingRatio: zeta, velocity: v)
        for duration in candidates where durationRange.contains(duration) {
            let solved = solveFrequency(dampingRatio: zeta, duration: duration, velocity: v)
            if solved.isApproximatelyEqual(to: omega, relativeTolerance: 1e-9) {
                return try? UIKitSpring(duration: duration, dampingRatio: zeta, initialVelocity: v)
            }
        }
        return nil
    }

    private static func closedFormDuration(omega: Double, dampingRatio zeta: Double, velocity v: Double) -> Double? {
        let sineCoefficient = (zeta * omega - v) / (omega * ((1 - zeta) * (1 + zeta)).squareRoot())
        guard sineCoefficient.magnitude > epsilon else { return nil }
        return Double.log(sineCoefficient.magnitude / epsilon) / (zeta * omega)
    }

    /// Durations in 0.01…10 s where UIKit's residual at ω0 changes sign,
    /// each refined by bisection.
    private static func bracketedDurations(omega: Double, dampingRatio zeta: Double, velocity v: Double) -> [Double] {
        func f(_ t: Double) -> Double { residual(omega: omega, dampingRatio: zeta, duration: t, velocity: v).value }
        let samples = 400
        let ratio = Double.log(durationRange.upperBound / durationRange.lowerBound) / Double(samples)
        var roots: [Double] = []
        var previous = durationRange.lowerBound
        for i in 1...samples {
            let next = durationRange.lowerBound * Double.exp(ratio * Double(i))
            if (f(previous) < 0) != (f(next) < 0) {
                var lo = previous, hi = next
                for _ in 0..<100 where hi - lo > 2 * hi.ulp {
                    let mid = 0.5 * (lo + hi)
                    if (f(mid) < 0) == (f(lo) < 0) { lo = mid } else { hi = mid }
                }
                roots.append(0.5 * (lo + hi))
            }
            previous = next
        }
        return roots
    }
}
