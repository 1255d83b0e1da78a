import RealModule

/// The times at which a solution component of the form
///
///     f(t) = e^(−λt) [p ĉ(t) + q ŝ(t)]
///
/// vanishes for t > 0, where ĉ, ŝ are cos(ωt), sin(ωt)/ω (ζ < 1), 1, t (ζ = 1)
/// or cosh(γt), sinh(γt)/γ (ζ > 1). Displacement has this form with
/// `p = x0, q = v0 + λ x0`; velocity with `p = v0, q = −ω0² x0 − λ v0`.
///
/// When the spring oscillates the zeros are `first + n·spacing`; otherwise
/// there is at most one.
struct ZeroTimes {
    /// The first zero at t > 0, or nil if there is none.
    let first: Double?
    /// π/ωd between consecutive zeros when oscillating, nil otherwise.
    let spacing: Double?

    ///
    /// `qPlusGammaP` is `q + γp`, computed by the caller without the
    /// cancellation of the sum as written (see `SpringMotion.velocityZeros`);
    /// it decides whether a motion that does not oscillate has a zero when
    /// `γ|p/q|` is within rounding of 1. Unused when the motion oscillates.
    init(p: Double, q: Double, qPlusGammaP: @autoclosure () -> Double, constants: SpringConstants) {
        if constants.oscillates {
            self = Self(firstPhase: Self.firstPhase(p: p, q: q, frequency: constants.frequency), constants: constants)
        } else {
            spacing = nil
            // p + q tanh(γt)/γ = 0 ⇔ tanh(γt) = z with z = −γp/q, and 1 − z = (q + γp)/q.
            guard q != 0 else { first = nil; return }
            let u = -p / q
            let gamma = constants.frequency
            guard u > 0 else { first = nil; return }
            let z = gamma * u
            if z < 0.999 {
                first = gamma == 0 ? u : Double.atanh(z) / gamma
                return
            }
            // Near 1, atanh(z) = ½ ln((1 + z)/(1 − z)) with 1 − z taken from q + γp, not from z:
            // a heavily overdamped spring (ζ ≈ 3e7) has its extremum where 1 − z ≈ 1e-16.
            let gap = qPlusGammaP() / q
            guard gap > 0 else { first = nil; return }
            first = 0.5 * (Double.log(onePlus: z) - Double.log(gap)) / gamma
        }
    }

    /// The zeros of an oscillating motion's component whose first zero lies
    /// at the phase `firstPhase` = ωd t ∈ (0, π], nil when it has none.
    init(firstPhase: Double?, constants: SpringConstants) {
        let omega = constants.frequency
        spacing = .pi / omega
        first = firstPhase.map { $0 / omega }
    }

    /// The phase ωd t ∈ (0, π] of the first zero at t > 0 of an oscillating
    /// component, nil when p = q = 0 (it vanishes everywhere).
    static func firstPhase(p: Double, q: Double, frequency omega: Double) -> Double? {
        guard p != 0 || q != 0 else { return nil }
        // p cos θ + (q/ω) sin θ = 0 ⇔ θ ≡ atan2(−p, q/ω) (mod π).
        let phase = Double.atan2(y: -p, x: q / omega)
        var theta = phase - .pi * (phase / .pi).rounded(.down)
        if theta <= 0 { theta += .pi }
        return theta
    }

    /// The first zero strictly after `time`, or nil.
    func first(after time: Double) -> Double? {
        guard let first else { return nil }
        guard first <= time else { return first }
        guard let spacing else { return nil }
        var zero = first + ((time - first) / spacing).rounded(.down) * spacing
        // Bounded: once the spacing is below an ulp of `time`, adding it changes nothing.
        for _ in 0..<3 where zero <= time { zero += spacing }
        return zero > time ? zero : time.nextUp
    }
}

extension SpringMotion {
    /// Times at which the displacement crosses zero (the target).
    var displacementZeros: ZeroTimes {
        let x0 = initialState.displacement, v0 = initialState.velocity
        let lambda = constants.decay, gamma = constants.frequency
        return ZeroTimes(
            p: x0, q: v0 + lambda * x0, qPlusGammaP: v0 + (lambda + gamma) * x0, constants: constants)
    }

    /// Times at which the velocity vanishes: the extrema of the displacement.
    var velocityZeros: ZeroTimes {
        let x0 = initialState.displacement, v0 = initialState.velocity
        let omega2 = constants.naturalFrequencySquared, lambda = constants.decay, gamma = constants.frequency
        // q + γp = −ω0² x0 − (λ − γ) v0, and λ − γ = ω0²/(λ + γ) exactly (λ² − γ² = ω0²):
        // no difference of nearly equal rates.
        return ZeroTimes(
            p: v0, q: -omega2 * x0 - lambda * v0, qPlusGammaP: -omega2 * (x0 + v0 / (lambda + gamma)),
            constants: constants)
    }

    /// Which side of the target the motion starts from: the sign of x0, or of
    /// v0 when it starts at the target. Past the target means the other side.
    var startSide: Double {
        let x0 = initialState.displacement
        if x0 != 0 { return x0 < 0 ? -1 : 1 }
        return initialState.velocity < 0 ? -1 : 1
    }
}
