/// The motions a target solve tries: the normalized animation (x0 = −1) of a
/// unit-mass spring with damping ratio ζ and natural frequency ω0, released
/// with the targets' initial velocity, measured in the targets' band.
///
/// The mass never changes the motion (only k/m and c/m do), so the solve
/// works at unit mass and scales the constants at the end.
struct TargetTrial: Sendable {
    let velocity: Double
    /// ε as a fraction of the distance.
    let epsilon: Double
    let criterion: SettlingCriterion

    /// The motion at (ζ, ω0), or nil when no spring has these constants in
    /// double precision (or ζ < 0, ω0 ≤ 0).
    func motion(_ zeta: Double, _ omega: Double) -> SpringMotion? {
        guard let spring = try? Spring(naturalFrequency: omega, dampingRatio: zeta) else { return nil }
        return try? SpringMotion(animating: spring, initialVelocity: velocity)
    }

    /// The criterion's settling time, or nil when it never settles.
    func settling(_ zeta: Double, _ omega: Double) -> Double? {
        motion(zeta, omega).flatMap { criterion.settling(of: $0, epsilon: epsilon).seconds }
    }

    /// The largest excursion past the target.
    func overshoot(_ zeta: Double, _ omega: Double) -> Overshoot? {
        motion(zeta, omega)?.overshoot
    }
}
