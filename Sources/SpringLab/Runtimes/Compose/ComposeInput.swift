/// Jetpack Compose's `spring(dampingRatio, stiffness, visibilityThreshold)`,
/// written `compose:dampingRatio=0.5,stiffness=400` or with Compose's named
/// constants, `compose:dampingRatio=MediumBouncy,stiffness=Low`. Both
/// parameters default as in Compose (`DampingRatioNoBouncy`, `StiffnessMedium`);
/// the mass is 1 (docs/runtimes.md, Jetpack Compose).
///
/// `visibilityThreshold` (default 0.01, Compose's threshold for a Float)
/// decides when Compose ends the animation (docs/runtimes.md);
/// `initialVelocity` is `animateTo`'s, in units per second; both are for a
/// move of `distance` units.
///
/// Compose runs the spring until it settles and draws ζ > 1 as such.
public struct ComposeInput: SpringInput {
    public var dampingRatio: Double?
    public var stiffness: Double?
    public var visibilityThreshold: Double?
    public var initialVelocity: Double?
    public var distance: Double?

    public init() {}

    public static let kind = "compose"
    public static let title = "Jetpack Compose"

    /// `Spring.DampingRatio…` in androidx.compose.animation.core (Spring.kt).
    public static let dampingRatio = SpringParameter<Self>.number(
        "dampingRatio", \.dampingRatio, { $0.dampingRatio = $1 }, default: 1,
        constants: [
            springConstant("DampingRatio", "HighBouncy", 0.2), springConstant("DampingRatio", "MediumBouncy", 0.5),
            springConstant("DampingRatio", "LowBouncy", 0.75), springConstant("DampingRatio", "NoBouncy", 1),
        ],
        "the damping ratio ζ ≥ 0")
    /// `Spring.Stiffness…` in androidx.compose.animation.core (Spring.kt).
    public static let stiffness = SpringParameter<Self>.number(
        "stiffness", \.stiffness, { $0.stiffness = $1 }, default: 1500,
        constants: [
            springConstant("Stiffness", "High", 10_000), springConstant("Stiffness", "Medium", 1500),
            springConstant("Stiffness", "MediumLow", 400), springConstant("Stiffness", "Low", 200),
            springConstant("Stiffness", "VeryLow", 50),
        ],
        "k of a unit mass (1/s²)")
    /// `VisibilityThresholds.kt` at the revision docs/runtimes.md cites: 0.01
    /// for a Float, Dp 0.4, Px 1 and Int 1 (older revisions had Dp 0.1, Px 0.5);
    /// each type's `VisibilityThreshold` is one of them: 1 for the integer
    /// types, the pixel threshold for `Offset`, `Size` and `Rect`, the dp
    /// threshold for `Dp` and `DpOffset` (a vector's is the same in each component).
    public static let visibilityThreshold = SpringParameter<Self>.number(
        "visibilityThreshold", \.visibilityThreshold, { $0.visibilityThreshold = $1 }, default: 0.01,
        constants: [
            .init("Float", 0.01), .init("Dp", 0.4, code: ["Dp.VisibilityThreshold", "DpOffset.VisibilityThreshold"]),
            .init(
                "Px", 1,
                code: ["Offset.VisibilityThreshold", "Size.VisibilityThreshold", "Rect.VisibilityThreshold"]),
            .init(
                "Int", 1,
                code: ["Int.VisibilityThreshold", "IntOffset.VisibilityThreshold", "IntSize.VisibilityThreshold"]),
        ],
        "in units: Compose ends the animation when the spring stays within it")

    /// One of `Spring`'s constants, `Spring.<prefix><name>` in Compose's code.
    private static func springConstant(_ prefix: String, _ name: String, _ value: Double)
        -> SpringParameterValues.Constant
    {
        .init(name, value, code: ["Spring.\(prefix)\(name)"])
    }
    public static let initialVelocity = SpringParameter<Self>.number(
        "initialVelocity", \.initialVelocity, { $0.initialVelocity = $1 }, default: 0,
        "animateTo's initial velocity, units per second")
    public static let distance = SpringParameter<Self>.distance(\.distance, { $0.distance = $1 })

    public static let parameters = [dampingRatio, stiffness, visibilityThreshold, initialVelocity, distance]

    public static let forms = [
        SpringInputForm<Self>(required: [], optional: parameters) { input throws(SpringError) in
            try Validate.positive(input.number(visibilityThreshold), "visibilityThreshold")
            let compose = try DampingRatioSpring(
                dampingRatio: input.number(dampingRatio), stiffness: input.number(stiffness))
            return try SpringAnimation(
                input, spring: compose.spring(),
                initialVelocity: input.normalized(unitsPerSecond: input.number(initialVelocity)),
                allowsOverdamping: true)
        }
    ]
}
