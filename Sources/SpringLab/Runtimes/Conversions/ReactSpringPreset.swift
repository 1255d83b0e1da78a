/// react-spring's named configs (pmndrs/react-spring v9.7.5,
/// `packages/core/src/constants.ts`): tension and friction, mass 1.
public enum ReactSpringPreset: String, CaseIterable, Sendable {
    case `default`, gentle, wobbly, stiff, slow, molasses

    /// (tension, friction).
    public var constants: (tension: Double, friction: Double) {
        switch self {
        case .default: return (170, 26)
        case .gentle: return (120, 14)
        case .wobbly: return (180, 12)
        case .stiff: return (210, 20)
        case .slow: return (280, 60)
        case .molasses: return (280, 120)
        }
    }
}
