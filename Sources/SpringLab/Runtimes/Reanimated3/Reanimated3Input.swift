/// Reanimated 3's `withSpring(toValue, config)`, written with the config's
/// own field names (docs/runtimes.md, Reanimated):
///
/// - physics: `reanimated3:mass=1,stiffness=100,damping=10`, each defaulting
///   to Reanimated 3's; the animation ends by the rest thresholds;
/// - duration: `reanimated3:duration=550,dampingRatio=0.5[,stiffness=100]`,
///   either alone selecting it (2000 ms and ζ 0.5 by default): the mass is
///   solved (``Reanimated3Config/solvedMass(duration:dampingRatio:stiffness:restSpeedThreshold:displacement:velocity:)``)
///   and the animation stops at `duration`.
///
/// Every form takes `velocity` (units per second, signed: positive moves the
/// value toward the target of a move from 0 to `distance`),
/// `overshootClamping`, `restDisplacementThreshold` (0.01 units),
/// `restSpeedThreshold` (2 units/s), `clampMin`, `clampMax` (the value's
/// units) and `distance` (default 300). In the duration form neither the
/// rest thresholds nor `overshootClamping` end the animation, though
/// `restSpeedThreshold` enters the mass solved. `duration` is in
/// milliseconds, a plain number (`550`, not `550ms`).
///
/// Reanimated 3's types refuse `mass` or `damping` beside `duration` or
/// `dampingRatio` (its code solves the mass and ignores the damping), and so
/// does this kind. A field written as `undefined` replaces Reanimated 3's
/// default and runs NaN: springlab has no such value. What the config check
/// rejects this kind refuses (``Reanimated3Config/validate()``).
public struct Reanimated3Input: WithSpringInput {
    public var mass: Double?
    public var stiffness: Double?
    public var damping: Double?
    public var duration: Double?
    public var dampingRatio: Double?
    public var velocity: Double?
    public var overshootClamping: Bool?
    public var restDisplacementThreshold: Double?
    public var restSpeedThreshold: Double?
    public var clampMin: Double?
    public var clampMax: Double?
    public var distance: Double?

    public init() {}

    public static let kind = "reanimated3"
    public static let title = "Reanimated 3 withSpring"

    public static let mass = SpringParameter<Self>.number("mass", \.mass, { $0.mass = $1 }, default: 1, "m (kg)")
    public static let stiffness = SpringParameter<Self>.number(
        "stiffness", \.stiffness, { $0.stiffness = $1 }, default: 100, "k (N/m), taken by the duration form too")
    public static let damping = SpringParameter<Self>.number(
        "damping", \.damping, { $0.damping = $1 }, default: 10, "c (N·s/m), not a ratio")
    public static let duration = SpringParameter<Self>.number(
        "duration", \.duration, { $0.duration = $1 }, default: 2000,
        "in milliseconds: the mass is solved for it and the animation stops there")
    public static let dampingRatio = SpringParameter<Self>.number(
        "dampingRatio", \.dampingRatio, { $0.dampingRatio = $1 }, default: 0.5,
        "with duration: ζ > 0; ζ ≥ 1 is drawn critically damped")
    public static let velocity = SpringParameter<Self>.withSpringVelocity
    public static let overshootClamping = SpringParameter<Self>.flag(
        "overshootClamping", \.overshootClamping, { $0.overshootClamping = $1 }, default: false,
        "end the animation when it passes the target (physics form only)")
    public static let restDisplacementThreshold = SpringParameter<Self>.number(
        "restDisplacementThreshold", \.restDisplacementThreshold, { $0.restDisplacementThreshold = $1 },
        default: 0.01, "rest when |to − x| < this, in units (physics form only)")
    public static let restSpeedThreshold = SpringParameter<Self>.number(
        "restSpeedThreshold", \.restSpeedThreshold, { $0.restSpeedThreshold = $1 }, default: 2,
        "and |v| < this, in units/s; the duration form solves the mass with it")
    public static let clampMin = SpringParameter<Self>.withSpringClampMin
    public static let clampMax = SpringParameter<Self>.withSpringClampMax
    public static let distance = SpringParameter<Self>.distance(\.distance, { $0.distance = $1 })

    public static let parameters = [
        mass, stiffness, damping, duration, dampingRatio, velocity, overshootClamping, restDisplacementThreshold,
        restSpeedThreshold, clampMin, clampMax, distance,
    ]

    private static let extras = [
        velocity, overshootClamping, restDisplacementThreshold, restSpeedThreshold, clampMin, clampMax, distance,
    ]

    /// Physics, then the duration form by `duration` and by `dampingRatio` alone (disjoint).
    public static let forms = [
        SpringInputForm<Self>(required: [], optional: [mass, stiffness, damping] + extras) {
            input throws(SpringError) in try input.animation()
        },
        SpringInputForm<Self>(required: [duration], optional: [dampingRatio, stiffness] + extras) {
            input throws(SpringError) in try input.animation()
        },
        SpringInputForm<Self>(required: [dampingRatio], optional: [stiffness] + extras) {
            input throws(SpringError) in try input.animation()
        },
    ]

    /// Why Reanimated 3 would not take `given` as written.
    public static func refusalNote(given: [String]) -> String? {
        WithSpring.refusalNote(given: given, owner: "Reanimated 3's", refused: ["mass", "damping"], solved: "mass")
    }

    /// Whether the config is a duration config.
    public var isDurationForm: Bool { duration != nil || dampingRatio != nil }

    /// The config as written, Reanimated 3's defaults for the fields left out.
    /// - Throws: what ``Reanimated3Config/validate()`` refuses.
    public func config() throws(SpringError) -> Reanimated3Config {
        let form: Reanimated3Config.Form =
            isDurationForm
            ? .duration(
                milliseconds: number(Self.duration), dampingRatio: number(Self.dampingRatio),
                stiffness: number(Self.stiffness))
            : .physics(mass: number(Self.mass), stiffness: number(Self.stiffness), damping: number(Self.damping))
        let config = Reanimated3Config(
            form: form, velocity: number(Self.velocity), overshootClamping: flag(Self.overshootClamping),
            restDisplacementThreshold: number(Self.restDisplacementThreshold),
            restSpeedThreshold: number(Self.restSpeedThreshold), clampMin: clampMin, clampMax: clampMax)
        try config.validate()
        return config
    }

    /// The animation of the config on a move from 0 to `distance`.
    private func animation() throws(SpringError) -> SpringAnimation {
        let config = try config(), distance = try distanceOrStandard()
        return try SpringAnimation(
            self, spring: config.start(from: 0, to: distance).spring(),
            initialVelocity: normalized(unitsPerSecond: config.velocity), allowsOverdamping: true)
    }
}
