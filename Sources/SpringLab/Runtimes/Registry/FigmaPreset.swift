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

extension FigmaPreset: SpringAPI {
    public static let codeOrder = 110
    public static let sources = [
        RuntimeSource(
            "mass, stiffness and damping of a custom spring",
            "<https://www.figma.com/blog/how-we-built-spring-animations/>"),
        RuntimeSource("the presets' values: third-party only, unverified", "docs/runtimes.md (Figma prototyping)"),
    ]

    /// `figma`: the spring's constants; Figma's springs start from rest.
    public static func groups(_ equivalents: SpringEquivalents) -> [EquivalentGroup] {
        let spring = equivalents.spring
        return [
            EquivalentGroup(
                "figma", order: 120,
                [
                    ("mass", .number(spring.mass)), ("stiffness", .number(spring.stiffness)),
                    ("damping", .number(spring.damping)),
                ])
        ]
    }

    public static func code(_ equivalents: SpringEquivalents, number: (Double) -> String) -> [String] {
        let spring = equivalents.spring
        let start =
            equivalents.velocity == 0
            ? "starts from rest" : "starts from rest: Figma has no initial velocity, this one is lost"
        return [
            SpringEquivalents.line(
                "Figma",
                "Spring (custom): mass \(number(spring.mass)), stiffness \(number(spring.stiffness)), "
                    + "damping \(number(spring.damping))  // " + start)
        ]
    }
}
