/// The spring presets of Figma's prototyping (mass, stiffness, damping).
///
/// The easing names (GENTLE, QUICK, BOUNCY, SLOW) appear in third-party code
/// only, and these constants only in third-party material: no Figma source or
/// documentation gives them. Treat them as unverified (docs/runtimes.md,
/// Figma prototyping).
public enum FigmaPreset: String, CaseIterable, Sendable {
    case gentle, quick, bouncy, slow

    /// (mass, stiffness, damping).
    public var constants: (mass: Double, stiffness: Double, damping: Double) {
        switch self {
        case .gentle: return (1, 100, 15)
        case .quick: return (1, 300, 20)
        case .bouncy: return (1, 600, 15)
        case .slow: return (1, 80, 20)
        }
    }
}
