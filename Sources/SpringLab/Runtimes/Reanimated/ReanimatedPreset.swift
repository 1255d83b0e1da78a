/// The named configs Reanimated 4 exports (`springConfigs.ts`):
/// `GentleSpringConfig` is `preset=gentle`, `GentleSpringConfigWithDuration`
/// `preset=gentleWithDuration`, and so on (docs/runtimes.md, Reanimated).
public enum ReanimatedPreset: String, CaseIterable, Sendable {
    case gentle, gentleWithDuration, wiggly, wigglyWithDuration, snappy, snappyWithDuration
    case reanimated3Default, reanimated3DefaultWithDuration

    /// The constant's name in Reanimated (`SnappySpringConfigWithDuration`).
    public var constantName: String {
        let base = rawValue.replacing("WithDuration", with: "")
        let name = base.prefix(1).uppercased() + base.dropFirst() + "SpringConfig"
        return rawValue.hasSuffix("WithDuration") ? name + "WithDuration" : name
    }

    /// The preset called `constantName` in Reanimated, if one is.
    public init?(constantName: String) {
        guard let preset = Self.allCases.first(where: { $0.constantName == constantName }) else { return nil }
        self = preset
    }

    /// The config's form and its `overshootClamping`: Gentle 900/120/4,
    /// Wiggly 900/90/4, Snappy 900/110/4 clamped, Reanimated3Default 100/10/1
    /// (stiffness, damping, mass), and the duration twins 550 ms at ζ 1,
    /// 550 at 0.75, 550 at 0.92 clamped, 1333 at 0.5 (mass 4, Reanimated's default).
    public var config: (form: ReanimatedConfig.Form, overshootClamping: Bool) {
        switch self {
        case .gentle: (.physics(mass: 4, stiffness: 900, damping: 120), false)
        case .gentleWithDuration: (.duration(milliseconds: 550, dampingRatio: 1, mass: 4), false)
        case .wiggly: (.physics(mass: 4, stiffness: 900, damping: 90), false)
        case .wigglyWithDuration: (.duration(milliseconds: 550, dampingRatio: 0.75, mass: 4), false)
        case .snappy: (.physics(mass: 4, stiffness: 900, damping: 110), true)
        case .snappyWithDuration: (.duration(milliseconds: 550, dampingRatio: 0.92, mass: 4), true)
        case .reanimated3Default: (.physics(mass: 1, stiffness: 100, damping: 10), false)
        case .reanimated3DefaultWithDuration: (.duration(milliseconds: 1333, dampingRatio: 0.5, mass: 4), false)
        }
    }
}
