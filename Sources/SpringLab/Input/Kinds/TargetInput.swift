/// A spring written as what its motion should do, solved for the spring
/// that does it (``SpringTargets``): `target:settlingDuration=0.5,overshoot=0.08`,
/// SwiftUI's `Spring(settlingDuration:dampingRatio:epsilon:)` as
/// `target:settlingDuration=0.4,dampingRatio=0.7`, or
/// `target:peakTime=0.2,overshoot=0.1`.
///
/// A settling duration takes exactly one of overshoot, dampingRatio, bounce,
/// peakTime or bounces, and optionally the criterion it is measured by; every
/// form takes an optional velocity, mass and band ε. The motion is the
/// physical one to rest (ζ > 1 drawn as such), as SwiftUI runs it.
public struct TargetInput: SpringInput {
    public var settlingDuration: Double?
    public var overshoot: Double?
    public var dampingRatio: Double?
    public var bounce: Double?
    public var peakTime: Double?
    public var bounces: Double?
    public var velocity: Double?
    public var mass: Double?
    public var epsilon: Double?
    public var criterion: SettlingCriterion?

    public init() {}

    public static let kind = "target"
    public static let title = "Targets"

    public static let settlingDuration = SpringParameter<Self>.seconds(
        "settlingDuration", \.settlingDuration, { $0.settlingDuration = $1 },
        "when the motion settles, by the criterion (s)")
    public static let overshoot = SpringParameter<Self>.number(
        "overshoot", \.overshoot, { $0.overshoot = $1 },
        "largest excursion past the target, a fraction of the distance (0.08 is 8%)")
    public static let dampingRatio = SpringParameter<Self>.number(
        "dampingRatio", \.dampingRatio, { $0.dampingRatio = $1 }, "ζ > 0")
    public static let bounce = SpringParameter<Self>.number(
        "bounce", \.bounce, { $0.bounce = $1 }, "SwiftUI's bounce, −1 < b < 1")
    public static let peakTime = SpringParameter<Self>.seconds(
        "peakTime", \.peakTime, { $0.peakTime = $1 }, "when the overshoot peaks (s)")
    public static let bounces = SpringParameter<Self>.number(
        "bounces", \.bounces, { $0.bounces = $1 }, "target crossings before the band exit, a whole number ≥ 0")
    public static let velocity = SpringParameter<Self>.number(
        "velocity", \.velocity, { $0.velocity = $1 }, default: 0,
        "initial velocity: fractions of the distance per second")
    public static let mass = SpringParameter<Self>.number(
        "mass", \.mass, { $0.mass = $1 }, default: 1, "kg; scales stiffness and damping")
    public static let epsilon = SpringParameter<Self>.number(
        "epsilon", \.epsilon, { $0.epsilon = $1 }, default: SettlingTolerance.standard.fraction,
        "the settle band ε, a fraction of the distance")
    public static let criterion = SpringParameter<Self>.choice(
        "criterion", \.criterion, { $0.criterion = $1 },
        "which settling time: band (exit, default), core-animation or envelope")

    public static let parameters = [
        settlingDuration, overshoot, dampingRatio, bounce, peakTime, bounces,
        velocity, mass, epsilon, criterion,
    ]

    private static let extras = [velocity, mass, epsilon]

    public static let forms: [SpringInputForm<Self>] =
        [overshoot, dampingRatio, bounce, peakTime, bounces].map { shape in
            SpringInputForm<Self>(required: [settlingDuration, shape], optional: [criterion] + extras) {
                input throws(SpringError) in try input.solvedAnimation()
            }
        } + [
            SpringInputForm<Self>(required: [peakTime, overshoot], optional: extras) { input throws(SpringError) in
                try input.solvedAnimation()
            }
        ]

    /// The targets as the library's value.
    /// - Throws: ``SpringError`` for a value out of range, or parameters that
    ///   make no form (``SpringInput/animation()`` checks the form first).
    public func springTargets() throws(SpringError) -> SpringTargets {
        let goal: SpringTargets.Goal
        if let settlingDuration {
            goal = .settling(duration: settlingDuration, try shape())
        } else if let peakTime, let overshoot {
            goal = .peak(time: peakTime, overshoot: overshoot)
        } else {
            throw .unacceptedParameters(kind: Self.kind, given: given.map(\.name), accepted: Self.formUsages)
        }
        return try SpringTargets(
            goal, criterion: criterion ?? .band,
            tolerance: SettlingTolerance(fraction: number(Self.epsilon)),
            initialVelocity: number(Self.velocity), mass: number(Self.mass))
    }

    private func shape() throws(SpringError) -> SpringTargets.Shape {
        if let overshoot { return .overshoot(overshoot) }
        if let dampingRatio { return .dampingRatio(dampingRatio) }
        if let bounce { return .bounce(bounce) }
        if let peakTime { return .peakTime(peakTime) }
        if let bounces {
            guard bounces >= 0, bounces == bounces.rounded(), bounces < 1e6 else {
                throw .wrongParameterValue(parameter: "bounces", value: "\(bounces)", expected: "a whole number ≥ 0")
            }
            return .bounces(Int(bounces))
        }
        throw .unacceptedParameters(kind: Self.kind, given: given.map(\.name), accepted: Self.formUsages)
    }

    private func solvedAnimation() throws(SpringError) -> SpringAnimation {
        let targets = try springTargets()
        return try SpringAnimation(
            self, spring: targets.spring(), initialVelocity: targets.initialVelocity,
            allowsOverdamping: true)
    }

    /// The targets, for the report to set beside what the spring achieves.
    public var targets: [SpringTarget] { (try? springTargets().targets) ?? [] }

    /// The band the targets were solved in: the report measures in it too.
    public var settlingTolerance: SettlingTolerance? {
        try? SettlingTolerance(fraction: number(Self.epsilon))
    }
}
