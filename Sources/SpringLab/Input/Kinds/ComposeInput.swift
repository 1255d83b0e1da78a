/// Jetpack Compose's `spring(dampingRatio, stiffness)`, written
/// `compose:dampingRatio=0.5,stiffness=400` or with Compose's named constants,
/// `compose:dampingRatio=MediumBouncy,stiffness=Low`. Both parameters default
/// as in Compose (`DampingRatioNoBouncy`, `StiffnessMedium`); the mass is 1
/// (docs/runtimes.md, Jetpack Compose).
///
/// Compose runs the spring until it settles and draws ζ > 1 as such.
public struct ComposeInput: SpringInput {
    public var dampingRatio: Double?
    public var stiffness: Double?

    public init() {}

    public static let kind = "compose"
    public static let title = "Jetpack Compose"

    /// `Spring.DampingRatio…` in androidx.compose.animation.core (Spring.kt).
    public static let dampingRatio = SpringParameter<Self>.number(
        "dampingRatio", \.dampingRatio, default: 1,
        constants: [
            .init("HighBouncy", 0.2), .init("MediumBouncy", 0.5), .init("LowBouncy", 0.75),
            .init("NoBouncy", 1),
        ],
        "the damping ratio ζ ≥ 0")
    /// `Spring.Stiffness…` in androidx.compose.animation.core (Spring.kt).
    public static let stiffness = SpringParameter<Self>.number(
        "stiffness", \.stiffness, default: 1500,
        constants: [
            .init("High", 10_000), .init("Medium", 1500), .init("MediumLow", 400), .init("Low", 200),
            .init("VeryLow", 50),
        ],
        "k of a unit mass (1/s²)")

    public static let parameters = [dampingRatio, stiffness]

    public static let forms = [
        SpringInputForm<Self>(required: [], optional: [dampingRatio, stiffness]) { input throws(SpringError) in
            let compose = try ComposeSpring(
                dampingRatio: input.number(dampingRatio), stiffness: input.number(stiffness))
            return try SpringAnimation(input, spring: compose.spring(), initialVelocity: 0, allowsOverdamping: true)
        }
    ]
}
