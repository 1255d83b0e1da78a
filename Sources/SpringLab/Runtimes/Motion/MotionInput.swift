/// motion's (Framer Motion's) `type: "spring"` transition, written with its
/// option names (motiondivision/motion v13.1.1, `generators/spring.ts`):
///
/// - physics: `motion:stiffness=100,damping=10,mass=1,velocity=0`, each
///   defaulting to motion's value, with `restDelta` / `restSpeed` (its rest
///   thresholds, in the value's units and units per second);
/// - `motion:duration=0.8,bounce=0.25` (seconds; bounce defaults to 0.3):
///   UIKit's solver, ends at the duration (``MotionDurationSpring``);
/// - `motion:visualDuration=0.5,bounce=0.25`.
///
/// `velocity` is in units per second for a move of `distance` units
/// (default 300); motion itself ignores it in the duration forms, so those
/// do not take it. motion lets physics options override `duration`; springlab
/// refuses the mixture instead. `visualDuration` takes effect in motion only
/// next to `bounce` or `duration`, so springlab requires `bounce` with it.
/// Both refusals say what motion itself would do (``refusalNote(given:)``).
public struct MotionInput: SpringInput {
    public var stiffness: Double?
    public var damping: Double?
    public var mass: Double?
    public var velocity: Double?
    public var restDelta: Double?
    public var restSpeed: Double?
    public var duration: Double?
    public var bounce: Double?
    public var visualDuration: Double?
    public var distance: Double?

    public init() {}

    public static let kind = "motion"
    public static let title = "motion"

    public static let stiffness = SpringParameter<Self>.number(
        "stiffness", \.stiffness, { $0.stiffness = $1 }, default: 100, "k (N/m)")
    public static let damping = SpringParameter<Self>.number(
        "damping", \.damping, { $0.damping = $1 }, default: 10,
        "c (N·s/m), not a ratio")
    public static let mass = SpringParameter<Self>.number("mass", \.mass, { $0.mass = $1 }, default: 1, "m (kg)")
    public static let velocity = SpringParameter<Self>.number(
        "velocity", \.velocity, { $0.velocity = $1 }, default: 0,
        "initial velocity in units per second")
    public static let restDelta = SpringParameter<Self>.number(
        "restDelta", \.restDelta, { $0.restDelta = $1 == 0 ? nil : $1 },
        defaultRule: "0.5, or 0.005 for a move under 5 units; 0 is the default, as motion reads it",
        "rest when |to − x| ≤ this, in units")
    public static let restSpeed = SpringParameter<Self>.number(
        "restSpeed", \.restSpeed, { $0.restSpeed = $1 == 0 ? nil : $1 },
        defaultRule: "2, or 0.01 for a move under 5 units; 0 is the default, as motion reads it",
        "and |v| ≤ this, in units/s")
    public static let duration = SpringParameter<Self>.seconds(
        "duration", \.duration, { $0.duration = $1 }, default: 0.8,
        "with bounce: UIKit's solver; the animation ends at it (s)")
    public static let bounce = SpringParameter<Self>.number(
        "bounce", \.bounce, { $0.bounce = $1 }, default: 0.3, "ζ = clamp(1 − bounce, 0.05, 1)")
    public static let visualDuration = SpringParameter<Self>.seconds(
        "visualDuration", \.visualDuration, { $0.visualDuration = $1 },
        "with bounce: the undamped period is 1.2 × this (s)")
    public static let distance = SpringParameter<Self>.distance(\.distance, { $0.distance = $1 })

    public static let parameters = [
        stiffness, damping, mass, velocity, restDelta, restSpeed, duration, bounce,
        visualDuration, distance,
    ]

    public static let forms = [
        SpringInputForm<Self>(
            required: [],
            optional: [
                stiffness, damping, mass, velocity, restDelta, restSpeed,
                distance,
            ]
        ) { input throws(SpringError) in
            try input.checkThresholds()
            let spring = try Spring(
                mass: input.number(mass), stiffness: input.number(stiffness),
                damping: input.number(damping))
            return try SpringAnimation(
                input, spring: spring,
                initialVelocity: input.normalized(unitsPerSecond: input.number(velocity)),
                allowsOverdamping: true)
        },
        SpringInputForm<Self>(required: [duration], optional: [bounce, distance]) { input throws(SpringError) in
            try input.durationAnimation()
        },
        SpringInputForm<Self>(required: [bounce], optional: [distance]) { input throws(SpringError) in
            try input.durationAnimation()
        },
        SpringInputForm<Self>(required: [visualDuration, bounce], optional: [restDelta, restSpeed, distance]) {
            input throws(SpringError) in
            try input.checkThresholds()
            let spring = try MotionDurationSpring.spring(
                visualDuration: input.number(visualDuration),
                bounce: input.number(bounce))
            return try SpringAnimation(input, spring: spring, initialVelocity: 0, allowsOverdamping: true)
        },
    ]

    /// motion's physical options, which override its duration ones.
    public static let physicalOptions = ["stiffness", "damping", "mass"]

    /// The options motion itself ignores among `written` (its
    /// `getSpringOptions`): `duration`, `bounce` and `visualDuration` beside
    /// `stiffness`, `damping` or `mass`.
    public static func ignoredOptions(_ written: [String]) -> [String] {
        guard written.contains(where: physicalOptions.contains) else { return [] }
        return ["duration", "bounce", "visualDuration"].filter(written.contains)
    }

    /// What motion itself does with options springlab refuses together.
    public static func refusalNote(given: [String]) -> String? {
        let ignored = ignoredOptions(given)
        if let physical = given.first(where: physicalOptions.contains), !ignored.isEmpty {
            return "motion itself ignores \(ignored.joined(separator: " and ")) beside \(physical): leave "
                + (ignored.count == 1 ? "it" : "them") + " out"
        }
        if given.contains("visualDuration"), !given.contains("bounce"), !given.contains("duration") {
            return "without bounce, motion itself ignores visualDuration and runs its default spring, "
                + "stiffness 100, damping 10: add bounce, 0 for none"
        }
        return nil
    }

    private func durationAnimation() throws(SpringError) -> SpringAnimation {
        _ = try distanceOrStandard()
        let (spring, end) = try MotionDurationSpring.spring(
            duration: number(Self.duration),
            bounce: number(Self.bounce))
        return try SpringAnimation(self, spring: spring, initialVelocity: 0, allowsOverdamping: true, endTime: end)
    }

    private func checkThresholds() throws(SpringError) {
        _ = try distanceOrStandard()
        // motion reads `restDelta || default`: 0 is the default (the setters make it nil).
        if let restDelta { try Validate.nonNegative(restDelta, "restDelta") }
        if let restSpeed { try Validate.nonNegative(restSpeed, "restSpeed") }
    }

    /// motion's rest thresholds for this input: those written, else its
    /// defaults for the move (0.5 units and 2 units/s; 0.005 and 0.01 when
    /// the move is under 5 units).
    public func restThresholds(distance: Double) -> (delta: Double, speed: Double) {
        let granular = distance < 5
        return (restDelta ?? (granular ? 0.005 : 0.5), restSpeed ?? (granular ? 0.01 : 2))
    }
}
