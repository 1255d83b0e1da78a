/// Rebound's (Java, v0.3.8) spring on screen: each frame advances the
/// physics by the frame's whole milliseconds (at most 64) in fixed 1 ms steps,
/// blends the last step back by the leftover fraction of a step, and ends the
/// spring once |v| ≤ `restSpeedThreshold` and |x − end| ≤
/// `restDisplacementThreshold` (both 0.005 by default, in the value's units),
/// snapping to the end value (``sources``; docs/runtime-ends.md).
///
/// The step is shaped like classic RK4, but its first stage evaluates the
/// acceleration at the *previous* step's last trial position instead of the
/// current position: a third-order method in practice. Rebound's
/// `SpringConfig` has no mass: tension = k/m, friction = c/m.
///
/// **Clock.** Rebound's Android loopers call `loop` with the difference of
/// the last two `SystemClock.uptimeMillis()`, whole milliseconds. With the
/// display's frames at k · 1000/fps ms and the clock's ticks a phase
/// φ ∈ [0, 1) ms before frame 0, frame k ≥ 1 advances Tₖ − Tₖ₋₁ ms,
/// Tₖ = ⌊φ + k · 1000/fps⌋ − ⌊φ⌋ (``ClockPhaseRuntime``); frame 0 shows the
/// start. ``run(_:move:)`` reports the worst phase, ``run(_:move:phase:)``
/// one phase (φ = 0: ticks on frame 0, frame k advancing ⌊tₖ⌋ − ⌊tₖ₋₁⌋).
public struct ReboundRuntime: Hashable, Sendable {
    /// `setRestSpeedThreshold`, units per second.
    public let restSpeedThreshold: Double
    /// `setRestDisplacementThreshold`, in the value's units.
    public let restDisplacementThreshold: Double

    public init(restSpeedThreshold: Double = 0.005, restDisplacementThreshold: Double = 0.005) {
        self.restSpeedThreshold = restSpeedThreshold
        self.restDisplacementThreshold = restDisplacementThreshold
    }

    /// The whole milliseconds frame `k` ≥ 1 advances on a clock of phase
    /// `phase` ms: Tₖ − Tₖ₋₁ (``ClockPhase/elapsedMilliseconds(_:phase:move:)``).
    public static func frameDelta(_ k: Int, phase: Double = 0, move: ScreenMove) -> Double {
        ClockPhase.elapsedMilliseconds(k, phase: phase, move: move)
            - ClockPhase.elapsedMilliseconds(k - 1, phase: phase, move: move)
    }

    /// The values Rebound shows, in units, moving 0 → `move.distance` with
    /// `tension`, `friction` (per unit mass) and `velocity` in units per
    /// second on a clock of phase `phase` ms: one per frame before the frame
    /// at rest, and the position it had reached at that frame before snapping.
    public func frames(tension: Double, friction: Double, velocity: Double, move: ScreenMove, phase: Double = 0)
        -> (values: [Double], atRest: Double?)
    {
        let end = move.distance, step = 0.001
        var stepper = ReboundStepper(tension: tension, friction: friction, end: end, velocity: velocity)
        var values = [0.0]
        for k in 1...ScreenRun.frameLimit(move) {
            stepper.advance(
                seconds: Swift.min(Self.frameDelta(k, phase: phase, move: move) / 1000.0, 0.064), step: step)
            let position = stepper.position
            guard position.isFinite else { return (values, nil) }
            if stepper.velocity.magnitude <= restSpeedThreshold
                && (end - position).magnitude <= restDisplacementThreshold
            {
                return (values, position)
            }
            values.append(position)
        }
        return (values, nil)
    }
}

/// Rebound's integrator state between frames, as `Spring.advance` keeps it.
struct ReboundStepper {
    /// `SpringConfig`'s tension and friction and the end value: what
    /// `setSpringConfig` and `setEndValue` change on a running spring.
    var tension: Double, friction: Double, end: Double
    var position: Double, velocity: Double
    var previousPosition = 0.0, previousVelocity = 0.0
    /// The last trial position of the previous step (0 for a new spring).
    var trialPosition = 0.0
    var accumulator = 0.0

    init(tension: Double, friction: Double, end: Double, position: Double = 0, velocity: Double) {
        self.tension = tension
        self.friction = friction
        self.end = end
        self.position = position
        self.velocity = velocity
    }

    func acceleration(_ x: Double, _ v: Double) -> Double { (tension * (end - x)) - friction * v }

    /// Advances by `seconds` of real time in steps of `step`, then blends the
    /// state back toward the one before the last step by the leftover.
    mutating func advance(seconds: Double, step: Double) {
        accumulator += seconds
        while accumulator >= step {
            accumulator -= step
            if accumulator < step {
                previousPosition = position
                previousVelocity = velocity
            }
            let aV = velocity
            let aA = acceleration(trialPosition, velocity)
            var trialVelocity = velocity + aA * step * 0.5
            trialPosition = position + aV * step * 0.5
            let bV = trialVelocity
            let bA = acceleration(trialPosition, trialVelocity)
            trialPosition = position + bV * step * 0.5
            trialVelocity = velocity + bA * step * 0.5
            let cV = trialVelocity
            let cA = acceleration(trialPosition, trialVelocity)
            trialPosition = position + cV * step
            trialVelocity = velocity + cA * step
            let dV = trialVelocity
            let dA = acceleration(trialPosition, trialVelocity)
            let dxdt = 1.0 / 6.0 * (aV + 2.0 * (bV + cV) + dV)
            let dvdt = 1.0 / 6.0 * (aA + 2.0 * (bA + cA) + dA)
            position += dxdt * step
            velocity += dvdt * step
        }
        if accumulator > 0 {
            let alpha = accumulator / step
            position = position * alpha + previousPosition * (1 - alpha)
            velocity = velocity * alpha + previousVelocity * (1 - alpha)
        }
    }
}

extension ReboundRuntime: ClockPhaseRuntime {
    public typealias Input = ReboundInput
    public static let key = "rebound"
    public static let name = "Rebound"
    public static let sources = [
        RuntimeSource(
            "SpringConfig, the Origami and bouncy conversions, Spring.advance and its rest rule",
            "facebookarchive/rebound v0.3.8 `rebound-core/src/main/java/com/facebook/rebound/Spring.java`, "
                + "`SpringConfig.java`, `OrigamiValueConverter.java`, `BouncyConversion.java` "
                + "(docs/runtimes.md, Rebound, POP and Origami)")
    ]

    public static func model(for animation: SpringAnimation, move: ScreenMove) -> Self? { ReboundRuntime() }

    /// The frames Rebound shows of `motion`, a normalized motion (x0 = −1),
    /// over `move` on a clock of phase `phase`, in milliseconds in [0, 1):
    /// the spring from 0 to `move.distance` at the motion's velocity in units
    /// per second.
    public func run(_ motion: SpringMotion, move: ScreenMove, phase: Double) -> ScreenRun {
        let spring = motion.spring, distance = move.distance
        let (values, atRest) = frames(
            tension: spring.stiffness / spring.mass, friction: spring.damping / spring.mass,
            velocity: motion.initialState.velocity * distance, move: move, phase: phase)
        return .normalized(positions: values, snappedFrom: atRest, distance: distance)
    }

    public func candidates(tolerance: Double, animation: SpringAnimation, move: ScreenMove) -> [Self] {
        Self.thresholdScales(tolerance: tolerance, move: move).map {
            ReboundRuntime(restSpeedThreshold: $0, restDisplacementThreshold: $0)
        }
    }

    public func parameters(_ animation: SpringAnimation, move: ScreenMove) -> [RuntimeParameter] {
        [
            RuntimeParameter("restSpeedThreshold", restSpeedThreshold),
            RuntimeParameter("restDisplacementThreshold", restDisplacementThreshold),
        ]
    }

    /// `rebound` (physical tension and friction of a unit mass) and `origami`.
    public static func groups(_ equivalents: SpringEquivalents) -> [EquivalentGroup] {
        let unit = equivalents.unitMass, origami = OrigamiSpring(equivalents.spring)
        func group(_ key: String, _ tension: Double, _ friction: Double) -> EquivalentGroup {
            equivalents.group(key, [("tension", .number(tension)), ("friction", .number(friction))])
        }
        return [
            group("rebound", unit.stiffness, unit.damping),
            group("origami", origami.tension, origami.friction),
        ]
    }

    public static func code(_ equivalents: SpringEquivalents) -> ReboundCode {
        ReboundCode(equivalents, ReboundRuntime(), writesThresholds: false)
    }

    /// With the rest thresholds set after the velocity.
    public func code(_ equivalents: SpringEquivalents) -> ReboundCode {
        ReboundCode(equivalents, self, writesThresholds: true)
    }
}
