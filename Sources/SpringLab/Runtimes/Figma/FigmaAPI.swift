/// Figma prototyping's custom spring: the `equivalents.figma` group and the
/// line `fit` prints.
public enum FigmaAPI: SpringAPI {
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
                "figma",
                [
                    ("mass", .number(spring.mass)), ("stiffness", .number(spring.stiffness)),
                    ("damping", .number(spring.damping)),
                ])
        ]
    }

    public static func code(_ equivalents: SpringEquivalents) -> FigmaCode { FigmaCode(equivalents) }
}
