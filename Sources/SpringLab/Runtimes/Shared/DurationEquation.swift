import RealModule

/// The equation that turns a duration T, a damping ratio ζ and an initial
/// velocity v (fractions of the distance per second) into a frequency ω:
/// UIKit's solver (``UIKitSpring``) and motion's `{ duration, bounce }`
/// (``MotionDurationSpring``) both take Newton steps on it.
///
///     ζ < 1:  f(ω) = ε − |(ζω − v) / (ω√(1−ζ²))| e^(−ζωT)
///     ζ = 1:  f(ω) = s + (1 + (ω − v)T) e^(−ωT),   s = +ε if ω < v else −ε
///
/// with ε = 0.001: the sine coefficient of the motion (ζ < 1), or the
/// critically damped motion itself, has decayed to ε at T.
enum DurationEquation {
    /// ε, as a fraction of the distance.
    static let epsilon = 0.001

    /// f(ω) and its analytic derivative f′(ω).
    static func residual(
        omega w: Double, dampingRatio zeta: Double, duration t: Double,
        velocity v: Double
    ) -> (value: Double, slope: Double) {
        if zeta < 1 {
            let root = ((1 - zeta) * (1 + zeta)).squareRoot()
            let decay = Double.exp(-zeta * w * t)
            let h = (zeta * w - v) / (w * root)
            let dh = v / (w * w * root)
            let sign: Double = h < 0 ? -1 : 1
            return (
                epsilon - h.magnitude * decay,
                -decay * (sign * dh - zeta * t * h.magnitude)
            )
        }
        let decay = Double.exp(-w * t)
        let s = w - v < 0 ? epsilon : -epsilon
        return (s + (1 + (w - v) * t) * decay, -(w - v) * t * t * decay)
    }
}
