import RealModule

/// A spring drawn one frame at a time by its closed form, each frame started
/// again from the state the previous one reached: how Reanimated's
/// `withSpring` draws, in version 3 and in version 4 (docs/runtime-ends.md,
/// Reanimated).
///
/// With x the displacement from the target and v the velocity (the value's
/// units and units per second), a step of t seconds is, for ζ < 1,
///
///     x(t) = e^(−ζω0 t) (x cos ω1 t + (v + ζω0 x) / ω1 · sin ω1 t)
///
/// with its derivative as the new velocity; for ζ ≥ 1 it is the critically
/// damped solution at ω0, x(t) = e^(−ω0 t) (x + (v + ω0 x) t), whatever ζ:
/// an overdamped spring is drawn as a critically damped one. ω1 is the one
/// given, not recomputed from ζ and ω0: Reanimated's `clamp` raises ζ and
/// keeps ω1, and the step is then the exact motion whose decay rate is ζω0
/// and whose frequency is ω1.
///
/// A frame's step is the time since the previous frame, at most
/// ``longestStep`` (64 ms): after a longer frame the spring falls behind the
/// clock. Frame 0 is the start's own frame, a step of 0.
///
/// Edge cases: for ζ ≥ 1, ω1 is not used (it is NaN above 1).
public struct ClosedFormStep: Hashable, Sendable {
    /// ζ.
    public let dampingRatio: Double
    /// ω0, rad/s.
    public let naturalFrequency: Double
    /// ω1, rad/s: the frequency of the oscillation for ζ < 1.
    public let dampedFrequency: Double

    /// The longest step of one frame, in milliseconds.
    public static let longestStep = 64.0

    /// The drawing of ζ, ω0 and ω1 = ω0 √(1 − ζ²).
    public init(dampingRatio: Double, naturalFrequency: Double) {
        self.init(
            dampingRatio: dampingRatio, naturalFrequency: naturalFrequency,
            dampedFrequency: naturalFrequency * (1 - dampingRatio * dampingRatio).squareRoot())
    }

    /// The drawing with ω1 given on its own (after a `clamp`).
    public init(dampingRatio: Double, naturalFrequency: Double, dampedFrequency: Double) {
        self.dampingRatio = dampingRatio
        self.naturalFrequency = naturalFrequency
        self.dampedFrequency = dampedFrequency
    }

    /// The same drawing with ζ raised to `dampingRatio`, ω0 and ω1 kept.
    func raised(to dampingRatio: Double) -> ClosedFormStep {
        ClosedFormStep(
            dampingRatio: dampingRatio, naturalFrequency: naturalFrequency, dampedFrequency: dampedFrequency)
    }

    /// The state `seconds` after `state`.
    public func advanced(_ state: SpringState, by seconds: Double) -> SpringState {
        let x = state.displacement, v = state.velocity
        guard dampingRatio < 1 else {
            let rate = naturalFrequency, decay = Double.exp(-rate * seconds)
            let slope = v + rate * x, line = x + slope * seconds
            return SpringState(displacement: decay * line, velocity: decay * (slope - rate * line))
        }
        let rate = dampingRatio * naturalFrequency, decay = Double.exp(-rate * seconds)
        let cosine = Double.cos(dampedFrequency * seconds), sine = Double.sin(dampedFrequency * seconds)
        let lead = v + rate * x
        let displacement = decay * (x * cosine + lead / dampedFrequency * sine)
        return SpringState(
            displacement: displacement,
            velocity: decay * (lead * cosine - dampedFrequency * x * sine) - rate * displacement)
    }

    /// The physical spring of mass `mass` whose motion this drawing shows:
    /// for ζ < 1 the one of decay rate ζω0 and frequency ω1, k = m((ζω0)² +
    /// ω1²), c = 2mζω0; for ζ ≥ 1 the critically damped one at ω0.
    public func spring(mass: Double) throws(SpringError) -> Spring {
        guard dampingRatio < 1 else {
            return try Spring(mass: mass, naturalFrequency: naturalFrequency, dampingRatio: 1)
        }
        let rate = dampingRatio * naturalFrequency
        return try Spring(
            mass: mass, stiffness: mass * (rate * rate + dampedFrequency * dampedFrequency), damping: 2 * mass * rate)
    }

    /// The frames shown of the move from `start` (displacement from the
    /// target, velocity) toward a target `span` = to − from away, at the
    /// times `timestamp(0)`, `timestamp(1)`, … (milliseconds, `count` of
    /// them): each frame first asks `stopsBefore(elapsed)` (milliseconds
    /// since frame 0) and ends there if it holds, else steps and ends if
    /// `endsAfter` holds of the new state. The last frame shows the target;
    /// the jump is what the step would have shown there.
    func run(
        from start: SpringState, span: Double, count: Int, timestamp: (Int) -> Double,
        stopsBefore: (Double) -> Bool = { _ in false }, endsAfter: (SpringState) -> Bool
    ) -> ScreenRun {
        var state = start, shown: [Double] = []
        guard count > 0 else { return ScreenRun(shown: [], endFrame: nil, jump: 0) }
        let first = timestamp(0)
        var last = first
        for k in 0..<count {
            let now = timestamp(k)
            let next = advanced(state, by: Swift.min(now - last, Self.longestStep) / 1000)
            if stopsBefore(now - first) || endsAfter(next) {
                return ScreenRun(shown: shown, endFrame: k, jump: (next.displacement / span).magnitude)
            }
            state = next
            last = now
            shown.append(next.displacement / span)
        }
        return ScreenRun(shown: shown, endFrame: nil, jump: 0)
    }

    /// ``run(from:span:count:timestamp:stopsBefore:endsAfter:)`` on the
    /// frames of `move` (k · 1000 / fps ms, for ``ScreenRun/horizon``).
    func run(
        from start: SpringState, move: ScreenMove, stopsBefore: (Double) -> Bool = { _ in false },
        endsAfter: (SpringState) -> Bool
    ) -> ScreenRun {
        run(
            from: start, span: move.to - move.from, count: ScreenRun.frameLimit(move) + 1,
            timestamp: move.frameMilliseconds, stopsBefore: stopsBefore, endsAfter: endsAfter)
    }
}
