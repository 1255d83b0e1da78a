import RealModule

extension SpringMotion {
    /// The time after which the decay envelope stays below ε: a conservative
    /// settling time that never looks at the oscillation's phase.
    ///
    /// For ζ < 1 the motion is `x(t) = R e^(−λt) cos(ωd t − φ)` with amplitude
    /// `R = √(x0² + ((v0 + λ x0)/ωd)²)`, so the bound is `ln(R/ε)/λ` (0 when
    /// R ≤ ε). It touches the exact band exit only when a peak meets ε, and
    /// grows without bound as ζ → 1⁻ because R does.
    /// For ζ ≥ 1 the motion does not oscillate: after its last extremum it is its
    /// own envelope, and the bound equals the exact band exit.
    ///
    /// - Parameter epsilon: ε in the units of the displacement, > 0.
    public func envelopeBound(epsilon: Double) -> Settling {
        guard constants.oscillates else { return bandExit(epsilon: epsilon) }
        return oscillatingEnvelopeBound(epsilon: epsilon, amplitudeTimesOmega: amplitudeTimesFrequency)
    }

    /// ``envelopeBound(epsilon:)`` of an oscillating motion, given its
    /// ``amplitudeTimesFrequency`` (`R ωd`).
    func oscillatingEnvelopeBound(epsilon: Double, amplitudeTimesOmega: Double) -> Settling {
        let omega = constants.frequency
        // R/ε in one logarithm when it is a normal Double.
        let ratio = amplitudeTimesOmega / omega / epsilon
        if ratio.isNormal, (amplitudeTimesOmega / omega).isNormal {
            guard ratio > 1 else { return .after(0) }
            guard constants.decay > 0 else { return .never }
            let bound = Double.log(ratio) / constants.decay
            return bound.isFinite ? .after(bound) : .never
        }
        // R = hypot(x0 ω, v0 + λ x0)/ω, in logarithms: R itself may overflow
        // for a large velocity over a small ωd, while ln R does not.
        let logAmplitude = Double.log(amplitudeTimesOmega) - Double.log(omega)
        guard logAmplitude > Double.log(epsilon) else { return .after(0) }
        guard constants.decay > 0 else { return .never }
        let bound = (logAmplitude - Double.log(epsilon)) / constants.decay
        return bound.isFinite ? .after(bound) : .never
    }
}
