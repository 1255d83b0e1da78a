/// Facebook POP's (v1.0.11) `POPSpringAnimation` on screen: each frame adds
/// the frame's time to an accumulator, integrates classic RK4 steps of
/// `solverDt` (0.001 written as a `float`: 0.0010000000474974513 s) while it
/// holds one, and shows the state blended back between the last two steps by
/// the leftover fraction α of a step; the next frame starts from that blended
/// state with the leftover still accumulated (``sources``; docs/runtime-ends.md).
///
/// Starting from the blended state, a frame of accumulated time A advances
/// the physics by A − `solverDt` while the clock moved on by the frame: POP's
/// springs fall (1 − α) of a step behind per frame, α the previous frame's
/// leftover (about a third of a step on average at 60 Hz: 2% slow).
///
/// The animation is done after the first frame where either rule holds, and
/// then shows the end value:
/// - the solver's: |end − x| < t/2, v² < 25·t and a² < 625·t², with a the
///   last step's mean acceleration (t = 1: within half a unit, slower than 5
///   units/s, below 25 units/s²);
/// - the animation's: |end − xₖ| < t/5 and |xₖ₋₁ − xₖ| < t/5 for the last two
///   values written.
///
/// t is the animated property's `threshold`: 1 for the point-valued
/// properties (position, bounds, frame; `kPOPThresholdPoint` in
/// `pop/POPAnimatableProperty.mm`), the default here since a ``ScreenMove``
/// is in points.
///
/// Frames: frame 0 is the start frame (dt = 0, the start value shown; POP
/// already checks its rules there); frame k ≥ 1 advances tₖ − tₖ₋₁ seconds.
/// Edge case: a frame longer than `maxSolverDt` (30 s) makes the solver shut
/// down: it stops where it is and reports converged.
public struct POPRuntime: Hashable, Sendable {
    /// The animated property's `threshold`, in the value's units.
    public let threshold: Double

    public init(threshold: Double = 1) {
        self.threshold = threshold
    }

    /// POP's solver step, `solverDt = 0.001f`: a float literal widened to a double.
    public static let solverStep = Double(Float(0.001))
    /// POP's `maxSolverDt`: a longer frame shuts the solver down.
    public static let longestFrame = 30.0

    /// The values POP shows, in units, moving 0 → `move.distance` under
    /// `stiffness`, `damping`, `mass` (POP's `dynamicsTension`,
    /// `dynamicsFriction`, `dynamicsMass`) from `velocity` in units per
    /// second: one per frame before the frame it is done, and the value it
    /// had reached at that frame before showing the end value.
    public func frames(stiffness: Double, damping: Double, mass: Double, velocity: Double, move: ScreenMove)
        -> (values: [Double], atRest: Double?)
    {
        let end = move.distance
        var solver = POPSolver(stiffness: stiffness, damping: damping, mass: mass, threshold: threshold)
        var value = 0.0, speed = velocity
        var values: [Double] = []
        for k in 0...ScreenRun.frameLimit(move) {
            let seconds = k == 0 ? 0 : move.frameTime(k) - move.frameTime(k - 1)
            // The solver works on the displacement end − x and its rate.
            var state = (p: end - value, v: -speed)
            solver.advance(&state, seconds: seconds)
            value = end - state.p
            speed = -state.v
            guard value.isFinite && speed.isFinite else { return (values, nil) }
            if solver.hasConverged || valuesConverged(value, values.last, end: end) { return (values, value) }
            values.append(value)
        }
        return (values, nil)
    }

    /// The animation's own rule on the last two values written.
    private func valuesConverged(_ value: Double, _ previous: Double?, end: Double) -> Bool {
        guard let previous else { return false }
        let t = threshold / 5
        return (end - value).magnitude < t && (previous - value).magnitude < t
    }
}

/// POP's `SpringSolver` state between frames, in its own frame of reference:
/// p = end − x, v = −ẋ, acceleration −(k/m)·p − (c/m)·v.
struct POPSolver {
    let stiffness: Double, damping: Double, mass: Double
    let positionThreshold: Double, squaredSpeedThreshold: Double, squaredAccelerationThreshold: Double
    var accumulator = 0.0
    var last = (p: 0.0, v: 0.0)
    /// The mean acceleration of the last step taken.
    var lastAcceleration = 0.0

    init(stiffness: Double, damping: Double, mass: Double, threshold: Double) {
        self.stiffness = stiffness
        self.damping = damping
        self.mass = mass
        positionThreshold = threshold / 2
        squaredSpeedThreshold = 25 * threshold
        squaredAccelerationThreshold = 625 * threshold * threshold
    }

    func acceleration(_ p: Double, _ v: Double) -> Double { p * (-stiffness / mass) - v * (damping / mass) }

    /// The derivative at `state` moved by `derivative` over `dt`.
    func derivative(_ state: (p: Double, v: Double), _ dt: Double, _ d: (dp: Double, dv: Double)) -> (
        dp: Double, dv: Double
    ) {
        let p = state.p + d.dp * dt, v = state.v + d.dv * dt
        return (v, acceleration(p, v))
    }

    /// One classic RK4 step of `dt`.
    mutating func integrate(_ state: inout (p: Double, v: Double), _ dt: Double) {
        let a = (dp: state.v, dv: acceleration(state.p, state.v))
        let b = derivative(state, dt * 0.5, a)
        let c = derivative(state, dt * 0.5, b)
        let d = derivative(state, dt, c)
        let dpdt = (a.dp + (b.dp + c.dp) * 2.0 + d.dp) * (1.0 / 6.0)
        let dvdt = (a.dv + (b.dv + c.dv) * 2.0 + d.dv) * (1.0 / 6.0)
        state.p = state.p + dpdt * dt
        state.v = state.v + dvdt * dt
        lastAcceleration = dvdt
    }

    /// Advances `state` by `seconds` of real time, as `SpringSolver::advance`.
    mutating func advance(_ state: inout (p: Double, v: Double), seconds: Double) {
        guard seconds <= POPRuntime.longestFrame else {
            (last, lastAcceleration) = ((0, 0), 0)
            return
        }
        accumulator += seconds
        var previous = state, current = state
        while accumulator >= POPRuntime.solverStep {
            previous = current
            integrate(&current, POPRuntime.solverStep)
            accumulator -= POPRuntime.solverStep
        }
        let alpha = accumulator / POPRuntime.solverStep
        state = (current.p * alpha + previous.p * (1 - alpha), current.v * alpha + previous.v * (1 - alpha))
        last = state
    }

    /// `SpringSolver::hasConverged` after at least one advance.
    var hasConverged: Bool {
        last.p.magnitude < positionThreshold && last.v * last.v < squaredSpeedThreshold
            && lastAcceleration * lastAcceleration < squaredAccelerationThreshold
    }
}

extension POPRuntime: Runtime {
    public typealias Input = POPInput
    public static let key = "pop"
    public static let name = "POP"
    public static let sources = [
        RuntimeSource(
            "the dynamics and slider conversions, the solver, its step and thresholds",
            "facebook/pop 1.0.11 `pop/POPAnimationExtras.mm`, `pop/POPSpringSolver.h`, "
                + "`pop/POPSpringAnimationInternal.h`, `pop/POPAnimatableProperty.mm` "
                + "(docs/runtimes.md, Rebound, POP and Origami)")
    ]

    public static func model(for animation: SpringAnimation, move: ScreenMove) -> Self? { POPRuntime() }

    public func screenRun(_ animation: SpringAnimation, move: ScreenMove) -> ScreenRun {
        let spring = animation.spring, distance = move.distance
        let (values, atRest) = frames(
            stiffness: spring.stiffness, damping: spring.damping, mass: spring.mass,
            velocity: animation.initialVelocity * distance, move: move)
        return .normalized(positions: values, snappedFrom: atRest, distance: distance)
    }

    public func candidates(tolerance: Double, animation: SpringAnimation, move: ScreenMove) -> [Self] {
        Self.thresholdScales(tolerance: tolerance, move: move).map { POPRuntime(threshold: $0) }
    }

    public func parameters(_ animation: SpringAnimation, move: ScreenMove) -> [RuntimeParameter] {
        [RuntimeParameter("threshold", threshold)]
    }

    public static func groups(_ equivalents: SpringEquivalents) -> [EquivalentGroup] {
        [
            equivalents.physicalGroup(
                "pop", names: ("dynamicsMass", "dynamicsTension", "dynamicsFriction"))
        ]
    }

    public static func code(_ equivalents: SpringEquivalents) -> POPCode { POPCode(equivalents) }
}
