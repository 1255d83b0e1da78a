/// Android's `SpringAnimation` with a `SpringForce` (androidx.dynamicanimation:
/// `SpringForce.java`, `DynamicAnimation.java`), written
/// `android:stiffness=Low,dampingRatio=MediumBouncy,startVelocity=600`.
///
/// `stiffness` and `dampingRatio` default as `SpringForce` does (1500 and
/// 0.5) and accept its named constants; the mass is 1 (k = stiffness,
/// c = 2ζ√k). `startVelocity` is in units per second for a move of
/// `distance` units; `minimumVisibleChange` (default 1, a pixel) sets the rest
/// thresholds, 0.75 × it for the value and 62.5 × that for the velocity.
public struct AndroidInput: SpringInput {
    public var stiffness: Double?
    public var dampingRatio: Double?
    public var startVelocity: Double?
    public var minimumVisibleChange: Double?
    public var distance: Double?

    public init() {}

    public static let kind = "android"
    public static let title = "Android SpringForce"

    /// `SpringForce.STIFFNESS_…`.
    public static let stiffness = SpringParameter<Self>.number(
        "stiffness", \.stiffness, { $0.stiffness = $1 }, default: 1500,
        constants: [
            .init("High", 10_000, code: ["SpringForce.STIFFNESS_HIGH"]),
            .init("Medium", 1500, code: ["SpringForce.STIFFNESS_MEDIUM"]),
            .init("Low", 200, code: ["SpringForce.STIFFNESS_LOW"]),
            .init("VeryLow", 50, code: ["SpringForce.STIFFNESS_VERY_LOW"]),
        ],
        "k of a unit mass (1/s²)")
    /// `SpringForce.DAMPING_RATIO_…`.
    public static let dampingRatio = SpringParameter<Self>.number(
        "dampingRatio", \.dampingRatio, { $0.dampingRatio = $1 }, default: 0.5,
        constants: [
            .init("HighBouncy", 0.2, code: ["SpringForce.DAMPING_RATIO_HIGH_BOUNCY"]),
            .init("MediumBouncy", 0.5, code: ["SpringForce.DAMPING_RATIO_MEDIUM_BOUNCY"]),
            .init("LowBouncy", 0.75, code: ["SpringForce.DAMPING_RATIO_LOW_BOUNCY"]),
            .init("NoBouncy", 1, code: ["SpringForce.DAMPING_RATIO_NO_BOUNCY"]),
        ],
        "the damping ratio ζ ≥ 0")
    public static let startVelocity = SpringParameter<Self>.number(
        "startVelocity", \.startVelocity, { $0.startVelocity = $1 }, default: 0, "setStartVelocity: units per second")
    /// `DynamicAnimation.MIN_VISIBLE_CHANGE_…`.
    public static let minimumVisibleChange = SpringParameter<Self>.number(
        "minimumVisibleChange", \.minimumVisibleChange, { $0.minimumVisibleChange = $1 }, default: 1,
        constants: [
            .init("Pixels", 1, code: ["DynamicAnimation.MIN_VISIBLE_CHANGE_PIXELS"]),
            .init("RotationDegrees", 0.1, code: ["DynamicAnimation.MIN_VISIBLE_CHANGE_ROTATION_DEGREES"]),
            .init("Alpha", 1.0 / 256, code: ["DynamicAnimation.MIN_VISIBLE_CHANGE_ALPHA"]),
            .init("Scale", 1.0 / 500, code: ["DynamicAnimation.MIN_VISIBLE_CHANGE_SCALE"]),
        ],
        "setMinimumVisibleChange, in units: the rest thresholds scale with it")
    public static let distance = SpringParameter<Self>.distance(\.distance, { $0.distance = $1 })

    public static let parameters = [stiffness, dampingRatio, startVelocity, minimumVisibleChange, distance]

    public static let forms = [
        SpringInputForm<Self>(required: [], optional: parameters) { input throws(SpringError) in
            try Validate.positive(input.number(minimumVisibleChange), "minimumVisibleChange")
            let force = try DampingRatioSpring(
                dampingRatio: input.number(dampingRatio), stiffness: input.number(stiffness))
            return try SpringAnimation(
                input, spring: force.spring(),
                initialVelocity: input.normalized(unitsPerSecond: input.number(startVelocity)),
                allowsOverdamping: true)
        }
    ]

    /// The rest thresholds `SpringForce` checks once a frame, in units and
    /// units per second: 0.75 × the minimum visible change, and 62.5 × that.
    public var restThresholds: (value: Double, velocity: Double) {
        let value = number(Self.minimumVisibleChange) * 0.75
        return (value, value * 62.5)
    }
}
