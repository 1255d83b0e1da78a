import RealModule

/// react-spring v9's spring `config` (pmndrs/react-spring v9.7.5,
/// `packages/core/src/AnimationConfig.ts`, `constants.ts`):
///
/// - `react-spring:tension=170,friction=26,mass=1` (react-spring's defaults);
/// - `react-spring:preset=wobbly` (`config.wobbly` …), optionally with `mass`;
/// - `react-spring:frequency=0.5,damping=0.7`: tension = (2π/f)² m,
///   friction = 4π ζ m / f, with f clamped to ≥ 0.01 and ζ to ≥ 0 (`damping`
///   defaults to 1). `frequency` is the undamped period in seconds.
///
/// Every form takes `velocity` in units per **millisecond** (react-spring
/// integrates 1 ms steps), `precision` (units) and `restVelocity`
/// (units/ms), its rest thresholds, for a move of `distance` units.
public struct ReactSpringInput: SpringInput {
    public var tension: Double?
    public var friction: Double?
    public var mass: Double?
    public var preset: ReactSpringPreset?
    public var frequency: Double?
    public var damping: Double?
    public var velocity: Double?
    public var precision: Double?
    public var restVelocity: Double?
    public var distance: Double?

    public init() {}

    public static let kind = "react-spring"
    public static let title = "react-spring"

    public static let tension = SpringParameter<Self>.number(
        "tension", \.tension, { $0.tension = $1 }, default: 170, "k (N/m)")
    public static let friction = SpringParameter<Self>.number(
        "friction", \.friction, { $0.friction = $1 }, default: 26,
        "c (N·s/m), not a ratio")
    public static let mass = SpringParameter<Self>.number("mass", \.mass, { $0.mass = $1 }, default: 1, "m (kg)")
    public static let preset = SpringParameter<Self>.choice(
        "preset", \.preset, { $0.preset = $1 }, "one of react-spring's `config` presets")
    public static let frequency = SpringParameter<Self>.seconds(
        "frequency", \.frequency, { $0.frequency = $1 },
        "the undamped period in seconds, clamped to ≥ 0.01 (replaces tension)")
    public static let damping = SpringParameter<Self>.number(
        "damping", \.damping, { $0.damping = $1 }, default: 1, "with frequency: the damping ratio, clamped to ≥ 0")
    public static let velocity = SpringParameter<Self>.number(
        "velocity", \.velocity, { $0.velocity = $1 }, default: 0, "initial velocity in units per millisecond")
    public static let precision = SpringParameter<Self>.number(
        "precision", \.precision, { $0.precision = $1 == 0 ? nil : $1 },
        defaultRule: "min(1, 0.001 × distance); 0 is the default, as react-spring reads it",
        "rest when |to − x| ≤ this, in units")
    public static let restVelocity = SpringParameter<Self>.number(
        "restVelocity", \.restVelocity, { $0.restVelocity = $1 == 0 ? nil : $1 },
        defaultRule: "precision / 10; 0 is the default, as react-spring reads it",
        "and |v| ≤ this, in units/ms")
    public static let distance = SpringParameter<Self>.distance(\.distance, { $0.distance = $1 })

    public static let parameters = [
        tension, friction, mass, preset, frequency, damping, velocity, precision,
        restVelocity, distance,
    ]

    private static let extras = [velocity, precision, restVelocity, distance]

    public static let forms = [
        SpringInputForm<Self>(required: [], optional: [tension, friction, mass] + extras) {
            input throws(SpringError) in
            try input.animation(tension: input.number(tension), friction: input.number(friction))
        },
        SpringInputForm<Self>(required: [preset], optional: [mass] + extras) { input throws(SpringError) in
            // The form requires the preset.
            let constants = input.preset!.constants
            return try input.animation(tension: constants.tension, friction: constants.friction)
        },
        SpringInputForm<Self>(required: [frequency], optional: [damping, mass] + extras) {
            input throws(SpringError) in
            try Validate.finite(input.number(frequency), "frequency")
            try Validate.finite(input.number(damping), "damping")
            let period = max(input.number(frequency), 0.01), ratio = max(input.number(damping), 0)
            let mass = input.number(mass), root = 2 * Double.pi / period
            return try input.animation(tension: root * root * mass, friction: 4 * Double.pi * ratio * mass / period)
        },
    ]

    private func animation(tension: Double, friction: Double) throws(SpringError) -> SpringAnimation {
        // react-spring reads `config.precision || default`: 0 is the default (the setters make it nil).
        if let precision { try Validate.nonNegative(precision, "precision") }
        if let restVelocity { try Validate.nonNegative(restVelocity, "restVelocity") }
        let spring = try Spring(mass: number(Self.mass), stiffness: tension, damping: friction)
        let velocity = try normalized(unitsPerSecond: number(Self.velocity) * 1000)
        return try SpringAnimation(self, spring: spring, initialVelocity: velocity, allowsOverdamping: true)
    }

    /// react-spring's rest thresholds for a move of `distance` units:
    /// `precision` (units) and `restVelocity` (units/ms), written or defaulted
    /// as `SpringValue.advance` does (precision min(1, 0.001 · distance),
    /// restVelocity precision / 10).
    public func restThresholds(distance: Double) -> (precision: Double, restVelocity: Double) {
        let precision = self.precision ?? Swift.min(1, distance * 0.001)
        return (precision, restVelocity ?? precision / 10)
    }
}
