/// The spring presets of Figma's prototyping (mass, stiffness, damping).
///
/// Figma publishes the easing names (Gentle, Quick, Bouncy, Slow) but not
/// their constants. These values come **only from third-party code** that
/// copies Figma's prototype settings, not from Figma: treat them as
/// unverified (docs/runtimes.md, Figma prototyping).
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
