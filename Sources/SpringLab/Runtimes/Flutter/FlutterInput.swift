import RealModule

/// Flutter's `SpringDescription` (flutter/flutter,
/// `packages/flutter/lib/src/physics/spring_simulation.dart`) and the
/// `SpringSimulation` that runs it:
///
/// - `flutter:mass=1,stiffness=100,damping=10` (`SpringDescription(…)`, all three required);
/// - `flutter:mass=1,stiffness=100,ratio=0.5` (`.withDampingRatio`, ratio defaults to 1):
///   c = ratio · 2√(m k);
/// - `flutter:duration=0.5,bounce=0.3` (`.withDurationAndBounce`, defaults
///   500 ms and 0): m = 1, k = 4π² / d², ζ = 1 − b for b > 0, else 1 / (1 + b).
///   The duration is a Dart `Duration` read through `inMilliseconds`:
///   springlab rounds the seconds written to whole microseconds and then
///   truncates to whole milliseconds, so 0.3456 s is 345 ms.
///
/// Each takes `velocity` (the simulation's, units per second) for a move of
/// `distance` units, and `snapToEnd` (`SpringSimulation(…, snapToEnd:)`).
public struct FlutterInput: SpringInput {
    public var mass: Double?
    public var stiffness: Double?
    public var damping: Double?
    public var ratio: Double?
    public var duration: Double?
    public var bounce: Double?
    public var velocity: Double?
    public var snapToEnd: Bool?
    public var distance: Double?

    public init() {}

    public static let kind = "flutter"
    public static let title = "Flutter"

    public static let mass = SpringParameter<Self>.number("mass", \.mass, { $0.mass = $1 }, "m")
    public static let stiffness = SpringParameter<Self>.number("stiffness", \.stiffness, { $0.stiffness = $1 }, "k")
    public static let damping = SpringParameter<Self>.number(
        "damping", \.damping, { $0.damping = $1 }, "c, not a ratio")
    public static let ratio = SpringParameter<Self>.number(
        "ratio", \.ratio, { $0.ratio = $1 }, default: 1, "withDampingRatio: the damping ratio ζ")
    public static let duration = SpringParameter<Self>.seconds(
        "duration", \.duration, { $0.duration = $1 }, default: 0.5,
        "withDurationAndBounce: seconds, truncated to whole milliseconds")
    public static let bounce = SpringParameter<Self>.number(
        "bounce", \.bounce, { $0.bounce = $1 }, default: 0,
        "withDurationAndBounce: −1 < b ≤ 1")
    public static let velocity = SpringParameter<Self>.number(
        "velocity", \.velocity, { $0.velocity = $1 }, default: 0,
        "SpringSimulation's initial velocity, units per second")
    public static let snapToEnd = SpringParameter<Self>.flag(
        "snapToEnd", \.snapToEnd, { $0.snapToEnd = $1 }, default: false,
        "report the end value once isDone (else it stays where it stopped)")
    public static let distance = SpringParameter<Self>.distance(\.distance, { $0.distance = $1 })

    public static let parameters = [mass, stiffness, damping, ratio, duration, bounce, velocity, snapToEnd, distance]

    private static let extras = [velocity, snapToEnd, distance]

    public static let forms = [
        SpringInputForm<Self>(required: [mass, stiffness, damping], optional: extras) { input throws(SpringError) in
            try input.animation(
                Spring(
                    mass: input.number(mass), stiffness: input.number(stiffness),
                    damping: input.number(damping)))
        },
        SpringInputForm<Self>(required: [mass, stiffness], optional: [ratio] + extras) { input throws(SpringError) in
            let (m, k, ratio) = (input.number(mass), input.number(stiffness), input.number(ratio))
            try Validate.positive(m, "mass")
            try Validate.positive(k, "stiffness")
            return try input.animation(Spring(mass: m, stiffness: k, damping: ratio * 2 * (m * k).squareRoot()))
        },
        SpringInputForm<Self>(required: [], optional: [duration, bounce] + extras) { input throws(SpringError) in
            let seconds = try FlutterInput.wholeMilliseconds(input.number(duration))
            let b = input.number(bounce)
            try Validate.finite(b, "bounce")
            let stiffness = 4 * Double.pi * Double.pi / (seconds * seconds)
            let zeta = b > 0 ? 1 - b : 1 / (b + 1)
            return try input.animation(
                Spring(mass: 1, stiffness: stiffness, damping: zeta * 2 * stiffness.squareRoot()))
        },
    ]

    /// `Duration.inMilliseconds / 1000` of a duration written in seconds.
    /// - Throws: when it is not at least one millisecond (Flutter asserts it).
    static func wholeMilliseconds(_ seconds: Double) throws(SpringError) -> Double {
        try Validate.finite(seconds, "duration")
        let microseconds = (seconds * 1_000_000).rounded()
        let milliseconds = (microseconds / 1000).rounded(.towardZero)
        guard milliseconds > 0 else {
            throw .outOfInterval(
                parameter: "duration", value: seconds, interval: "duration ≥ 0.001 s (whole milliseconds)")
        }
        return milliseconds / 1000
    }

    private func animation(_ spring: Spring) throws(SpringError) -> SpringAnimation {
        try SpringAnimation(
            self, spring: spring, initialVelocity: normalized(unitsPerSecond: number(Self.velocity)),
            allowsOverdamping: true)
    }
}
