/// Facebook POP's `POPSpringAnimation`, written with its properties
/// (facebook/pop 1.0.11, `POPSpringAnimation.h`):
///
/// - `pop:springBounciness=4,springSpeed=12` (POP's defaults, both
///   optional): the sliders, converted as Rebound does (``BouncySpring``)
///   to Origami values and then to k and c of a unit mass;
/// - `pop:dynamicsTension=300,dynamicsFriction=20[,dynamicsMass=1]`: the
///   physical constants, which POP uses in place of the sliders once set.
///
/// `velocity` is in units per second for a move of `distance` units (default 300).
public struct POPInput: SpringInput {
    public var springBounciness: Double?
    public var springSpeed: Double?
    public var dynamicsTension: Double?
    public var dynamicsFriction: Double?
    public var dynamicsMass: Double?
    public var velocity: Double?
    public var distance: Double?

    public init() {}

    public static let kind = "pop"
    public static let title = "POP"

    public static let springBounciness = SpringParameter<Self>.number(
        "springBounciness", \.springBounciness, { $0.springBounciness = $1 }, default: 4, "0…20, higher bounces more")
    public static let springSpeed = SpringParameter<Self>.number(
        "springSpeed", \.springSpeed, { $0.springSpeed = $1 }, default: 12, "0…20, higher is faster")
    public static let dynamicsTension = SpringParameter<Self>.number(
        "dynamicsTension", \.dynamicsTension, { $0.dynamicsTension = $1 }, "k (N/m)")
    public static let dynamicsFriction = SpringParameter<Self>.number(
        "dynamicsFriction", \.dynamicsFriction, { $0.dynamicsFriction = $1 }, "c (N·s/m), not a ratio")
    public static let dynamicsMass = SpringParameter<Self>.number(
        "dynamicsMass", \.dynamicsMass, { $0.dynamicsMass = $1 }, default: 1, "m (kg)")
    public static let velocity = SpringParameter<Self>.number(
        "velocity", \.velocity, { $0.velocity = $1 }, default: 0, "initial velocity in units per second")
    public static let distance = SpringParameter<Self>.distance(\.distance, { $0.distance = $1 })

    public static let parameters = [
        springBounciness, springSpeed, dynamicsTension, dynamicsFriction, dynamicsMass, velocity, distance,
    ]

    public static let forms = [
        SpringInputForm<Self>(required: [], optional: [springBounciness, springSpeed, velocity, distance]) {
            input throws(SpringError) in
            let bouncy = try BouncySpring(
                bounciness: input.number(springBounciness), speed: input.number(springSpeed))
            return try input.animation(bouncy.origami().spring())
        },
        SpringInputForm<Self>(
            required: [dynamicsTension, dynamicsFriction], optional: [dynamicsMass, velocity, distance]
        ) { input throws(SpringError) in
            try input.animation(
                Spring(
                    mass: input.number(dynamicsMass), stiffness: input.number(dynamicsTension),
                    damping: input.number(dynamicsFriction)))
        },
    ]

    private func animation(_ spring: Spring) throws(SpringError) -> SpringAnimation {
        try SpringAnimation(
            self, spring: spring, initialVelocity: normalized(unitsPerSecond: number(Self.velocity)),
            allowsOverdamping: true)
    }
}
