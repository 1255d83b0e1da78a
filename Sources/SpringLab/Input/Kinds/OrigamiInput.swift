/// Origami's (Facebook's Quartz Composer patches) bouncy spring, written in
/// Origami's own units: `origami:tension=40,friction=7` (``OrigamiSpring``:
/// k = (tension − 30) · 3.62 + 194, c = (friction − 8) · 3 + 25, mass 1) or
/// with the two sliders, `origami:bounciness=5,speed=10` (``BouncySpring``).
///
/// Origami's patches start from rest: there is no velocity to give.
///
/// Edge cases: values that map to k ≤ 0 or c < 0 are refused; both
/// parameters of a form are required (docs/runtimes.md, Rebound, POP and Origami).
public struct OrigamiInput: SpringInput {
    public var tension: Double?
    public var friction: Double?
    public var bounciness: Double?
    public var speed: Double?

    public init() {}

    public static let kind = "origami"
    public static let title = "Origami"

    public static let tension = SpringParameter<Self>.number(
        "tension", \.tension, { $0.tension = $1 }, "Origami tension: k = (tension − 30) · 3.62 + 194")
    public static let friction = SpringParameter<Self>.number(
        "friction", \.friction, { $0.friction = $1 }, "Origami friction: c = (friction − 8) · 3 + 25")
    public static let bounciness = SpringParameter<Self>.number(
        "bounciness", \.bounciness, { $0.bounciness = $1 }, "the bounciness slider, 0…20")
    public static let speed = SpringParameter<Self>.number(
        "speed", \.speed, { $0.speed = $1 }, "the speed slider, 0…20")

    public static let parameters = [tension, friction, bounciness, speed]

    public static let forms = [
        SpringInputForm<Self>(required: [tension, friction]) { input throws(SpringError) in
            let origami = try OrigamiSpring(tension: input.number(tension), friction: input.number(friction))
            return try SpringAnimation(input, spring: origami.spring(), initialVelocity: 0, allowsOverdamping: true)
        },
        SpringInputForm<Self>(required: [bounciness, speed]) { input throws(SpringError) in
            let bouncy = try BouncySpring(bounciness: input.number(bounciness), speed: input.number(speed))
            return try SpringAnimation(
                input, spring: bouncy.origami().spring(), initialVelocity: 0, allowsOverdamping: true)
        },
    ]
}
