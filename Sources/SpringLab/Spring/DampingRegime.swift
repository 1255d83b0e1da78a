/// The qualitative kind of motion a spring performs, from its damping ratio ζ.
public enum DampingRegime: String, Sendable, CaseIterable {
    /// ζ = 0: oscillates forever with constant amplitude; never settles.
    case undamped
    /// 0 < ζ < 1: oscillates about the target with a decaying envelope.
    case underdamped
    /// ζ = 1: the fastest approach that never overshoots from rest.
    case critical
    /// ζ > 1: creeps towards the target without oscillating.
    case overdamped

    public init(dampingRatio zeta: Double) {
        switch zeta {
        case 0: self = .undamped
        case ..<1: self = .underdamped
        case 1: self = .critical
        default: self = .overdamped
        }
    }
}
