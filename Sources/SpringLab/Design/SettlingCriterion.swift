/// Which of springlab's settling times a settling-duration target means.
public enum SettlingCriterion: String, CaseIterable, Hashable, Sendable {
    /// The exact band exit: the last time |x| > ε (``SpringMotion/bandExit(epsilon:)``).
    case band
    /// Core Animation's `settlingDuration` (ε fixed at 0.001, see ``CoreAnimationSettling``).
    case coreAnimation = "core-animation"
    /// When the decay envelope falls below ε (``SpringMotion/envelopeBound(epsilon:)``).
    case envelope

    /// The settling time this criterion reports for `motion` with band `epsilon`.
    ///
    /// Core Animation's walk is taken over the physical curve (overdamping
    /// drawn as such), as for every spring a target describes.
    func settling(of motion: SpringMotion, epsilon: Double) -> Settling {
        switch self {
        case .band:
            return motion.bandExit(epsilon: epsilon)
        case .coreAnimation:
            // The motion's spring and velocity are valid already.
            return
                (try? CoreAnimationSettling.duration(
                    spring: motion.spring, initialVelocity: motion.initialState.velocity,
                    allowsOverdamping: true)) ?? .never
        case .envelope:
            return motion.envelopeBound(epsilon: epsilon)
        }
    }

    /// The settling time of this criterion among computed metrics.
    public func settling(in metrics: SpringMetrics) -> Settling {
        switch self {
        case .band: return metrics.settling
        case .coreAnimation: return metrics.coreAnimationSettling
        case .envelope: return metrics.envelope
        }
    }

    /// Whether, with zero initial velocity, this settling time at fixed ζ is
    /// exactly `τ(ζ)/ω0`. Core Animation's walk over a 0.1 s grid (ζ ≥ 1) is not.
    func scalesWithFrequency(dampingRatio: Double) -> Bool {
        self != .coreAnimation || dampingRatio < 1
    }
}
