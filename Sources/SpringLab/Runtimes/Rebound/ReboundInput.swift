/// Facebook Rebound's `SpringConfig` and `Spring.setVelocity`
/// (facebookarchive/rebound v0.3.8, `SpringConfig.java`, `Spring.java`):
///
/// - `rebound:` alone: `SpringConfig.defaultConfig`, Origami (40, 7), i.e.
///   k = 230.2, c = 22;
/// - `rebound:tension=230.2,friction=22`: `new SpringConfig(tension, friction)`,
///   physical k and c of a unit mass;
/// - `rebound:origamiTension=40,origamiFriction=7`:
///   `SpringConfig.fromOrigamiTensionAndFriction` (``OrigamiSpring``);
/// - `rebound:bounciness=5,speed=10`: `SpringConfig.fromBouncinessAndSpeed`
///   (``BouncySpring``).
///
/// Each takes `velocity` (`setVelocity`, units per second) for a move of
/// `distance` units (default 300).
public struct ReboundInput: SpringInput {
    public var tension: Double?
    public var friction: Double?
    public var origamiTension: Double?
    public var origamiFriction: Double?
    public var bounciness: Double?
    public var speed: Double?
    public var velocity: Double?
    public var distance: Double?

    public init() {}

    public static let kind = "rebound"
    public static let title = "Rebound"

    public static let tension = SpringParameter<Self>.number(
        "tension", \.tension, { $0.tension = $1 }, "new SpringConfig(tension, friction): k of a unit mass (1/s²)")
    public static let friction = SpringParameter<Self>.number(
        "friction", \.friction, { $0.friction = $1 }, "new SpringConfig(tension, friction): c of a unit mass (1/s)")
    public static let origamiTension = SpringParameter<Self>.number(
        "origamiTension", \.origamiTension, { $0.origamiTension = $1 }, "fromOrigamiTensionAndFriction: Origami tension"
    )
    public static let origamiFriction = SpringParameter<Self>.number(
        "origamiFriction", \.origamiFriction, { $0.origamiFriction = $1 },
        "fromOrigamiTensionAndFriction: Origami friction")
    public static let bounciness = SpringParameter<Self>.number(
        "bounciness", \.bounciness, { $0.bounciness = $1 }, "fromBouncinessAndSpeed: 0…20")
    public static let speed = SpringParameter<Self>.number(
        "speed", \.speed, { $0.speed = $1 }, "fromBouncinessAndSpeed: 0…20")
    public static let velocity = SpringParameter<Self>.number(
        "velocity", \.velocity, { $0.velocity = $1 }, default: 0, "setVelocity: units per second")
    public static let distance = SpringParameter<Self>.distance(\.distance, { $0.distance = $1 })

    public static let parameters = [
        tension, friction, origamiTension, origamiFriction, bounciness, speed, velocity, distance,
    ]

    private static let extras = [velocity, distance]

    /// `SpringConfig.defaultConfig`'s Origami values.
    public static let defaultOrigami = (tension: 40.0, friction: 7.0)

    public static let forms = [
        SpringInputForm<Self>(required: [], optional: extras) { input throws(SpringError) in
            try input.animation(
                OrigamiSpring(tension: defaultOrigami.tension, friction: defaultOrigami.friction).spring())
        },
        SpringInputForm<Self>(required: [tension, friction], optional: extras) { input throws(SpringError) in
            try input.animation(Spring(mass: 1, stiffness: input.number(tension), damping: input.number(friction)))
        },
        SpringInputForm<Self>(required: [origamiTension, origamiFriction], optional: extras) {
            input throws(SpringError) in
            try input.animation(
                OrigamiSpring(tension: input.number(origamiTension), friction: input.number(origamiFriction))
                    .spring())
        },
        SpringInputForm<Self>(required: [bounciness, speed], optional: extras) { input throws(SpringError) in
            try input.animation(
                BouncySpring(bounciness: input.number(bounciness), speed: input.number(speed)).origami().spring())
        },
    ]

    private func animation(_ spring: Spring) throws(SpringError) -> SpringAnimation {
        try SpringAnimation(
            self, spring: spring, initialVelocity: normalized(unitsPerSecond: number(Self.velocity)),
            allowsOverdamping: true)
    }
}
