/// A spring described by what its motion should do: "settle in 0.5 s with
/// 8% overshoot", SwiftUI's `Spring(settlingDuration: 0.4, dampingRatio: 0.7)`.
///
/// ``spring()`` finds the spring whose reported metrics equal the targets
/// (settling time to 1e-9 relative, overshoot and peak time to 1e-9), or
/// says why none does and what is achievable instead. The method is in
/// docs/targets.md: closed forms with zero initial velocity, bracketed roots
/// otherwise.
///
/// Units: durations in seconds, overshoot a fraction of the distance, the
/// initial velocity in fractions of the distance per second (positive toward
/// the target), the mass in kg (it scales stiffness and damping only).
public struct SpringTargets: Hashable, Sendable {
    /// The targets that fix the motion's shape beside a settling time.
    public enum Shape: Hashable, Sendable {
        /// The largest excursion past the target, a fraction ≥ 0 of the distance.
        case overshoot(Double)
        /// ζ > 0, as in SwiftUI's `Spring(settlingDuration:dampingRatio:)`.
        case dampingRatio(Double)
        /// SwiftUI's bounce, −1 < b < 1.
        case bounce(Double)
        /// When the overshoot peaks, in seconds.
        case peakTime(Double)
        /// Target crossings before the band exit, an integer ≥ 0.
        case bounces(Int)
    }

    /// What is asked: a settling time and a shape, or a peak time and an overshoot.
    public enum Goal: Hashable, Sendable {
        case settling(duration: Double, Shape)
        case peak(time: Double, overshoot: Double)
    }

    public let goal: Goal
    /// Which settling time `settling(duration:)` means (default: the band exit).
    public let criterion: SettlingCriterion
    /// The band ε of the settling time and of the crossings.
    public let tolerance: SettlingTolerance
    /// Fractions of the distance per second, positive toward the target.
    public let initialVelocity: Double
    /// kg; the found stiffness and damping scale with it.
    public let mass: Double

    /// - Throws: ``SpringError`` for a non-finite or out-of-range target: a
    ///   duration or peak time ≤ 0, a negative overshoot, ζ < 0, a bounce
    ///   outside −1 < b ≤ 1, a negative crossing count, a mass ≤ 0.
    public init(
        _ goal: Goal, criterion: SettlingCriterion = .band, tolerance: SettlingTolerance = .standard,
        initialVelocity: Double = 0, mass: Double = 1
    ) throws(SpringError) {
        try Validate.finite(initialVelocity, "initial velocity")
        try Validate.positive(mass, "mass")
        switch goal {
        case let .settling(duration, shape):
            try Validate.positive(duration, "settling duration")
            try Self.validate(shape)
        case let .peak(time, overshoot):
            try Validate.positive(time, "peak time")
            try Validate.nonNegative(overshoot, "overshoot")
        }
        self.goal = goal
        self.criterion = criterion
        self.tolerance = tolerance
        self.initialVelocity = initialVelocity
        self.mass = mass
    }

    private static func validate(_ shape: Shape) throws(SpringError) {
        switch shape {
        case let .overshoot(p): try Validate.nonNegative(p, "overshoot")
        case let .dampingRatio(zeta): try Validate.nonNegative(zeta, "damping ratio")
        case let .bounce(b): _ = try Bounce(b)
        case let .peakTime(t): try Validate.positive(t, "peak time")
        case let .bounces(n): if n < 0 { throw .negative(parameter: "bounces", value: Double(n)) }
        }
    }

    /// Each target with its value, in the order written.
    public var targets: [SpringTarget] {
        switch goal {
        case let .settling(duration, shape):
            let settling = SpringTarget(.settlingDuration(criterion), duration)
            switch shape {
            case let .overshoot(p): return [settling, SpringTarget(.overshoot, p)]
            case let .dampingRatio(zeta): return [settling, SpringTarget(.dampingRatio, zeta)]
            case let .bounce(b): return [settling, SpringTarget(.bounce, b)]
            case let .peakTime(t): return [settling, SpringTarget(.peakTime, t)]
            case let .bounces(n): return [settling, SpringTarget(.bounces, Double(n))]
            }
        case let .peak(time, overshoot):
            return [SpringTarget(.peakTime, time), SpringTarget(.overshoot, overshoot)]
        }
    }

    /// The spring whose motion meets every target.
    ///
    /// - Throws: ``SpringError/unreachableTarget(_:)`` naming what is
    ///   achievable when no spring meets the targets (an overshoot of 100% or
    ///   more without velocity, a settling time the band exit jumps over, a
    ///   crossing count the band cannot show, …).
    public func spring() throws(SpringError) -> Spring {
        let (zeta, omega) = try TargetSolver(self).solve()
        let spring: Spring
        do {
            spring = try Spring(mass: mass, stiffness: mass * omega * omega, damping: 2 * zeta * mass * omega)
        } catch {
            throw .unreachableTarget("the targets need ζ = \(zeta), ω0 = \(omega) rad/s, beyond double precision")
        }
        try check(spring)
        return spring
    }

    /// Refuses a spring whose metrics miss a target: the solve lands on a
    /// discontinuity only when rounding puts it a hair to one side.
    private func check(_ spring: Spring) throws(SpringError) {
        let metrics = try SpringMetrics(
            spring: spring, initialVelocity: initialVelocity, tolerance: tolerance,
            allowsOverdamping: true)
        for target in targets {
            let achieved = target.achieved(spring: spring, metrics: metrics)
            guard let achieved, Self.meets(target, achieved) else {
                throw .unreachableTarget(
                    "no spring meets \(target.name) \(target.wanted) exactly here; the closest found "
                        + "gives \(achieved.map { "\($0)" } ?? "none") (a discontinuity of the metric)")
            }
        }
    }

    /// Whether `achieved` equals the target to the promised accuracy.
    static func meets(_ target: SpringTarget, _ achieved: Double) -> Bool {
        switch target.quantity {
        case .settlingDuration: return (achieved - target.wanted).magnitude <= 1e-9 * target.wanted
        case .overshoot, .peakTime: return (achieved - target.wanted).magnitude <= 1e-9
        case .dampingRatio, .bounce:
            return (achieved - target.wanted).magnitude <= 1e-12 * Swift.max(1, target.wanted.magnitude)
        case .bounces: return achieved == target.wanted
        }
    }
}
