/// A motion integrated by classic RK4 on a uniform grid `t_n = n h`, one
/// ``MotionSample`` per grid time, starting from the exact initial state.
///
/// The step of the integration is the grid step: sample n is the state after
/// n RK4 steps of h (each step taken from `t_n = n h`, not an accumulated
/// time). The acceleration reported is the equation of motion applied to the
/// integrated state, `−(c v + k x)/m`, so all three columns are RK4's own.
/// Its global error is O(h⁴) while ω h is small (see ``ConvergenceStudy``);
/// for ρ h > 2.78 (ρ the fastest rate of the spring) RK4 is unstable and the
/// samples grow without bound, possibly to infinity.
public struct RK4Sampler: Sequence, IteratorProtocol {
    public let spring: Spring
    public let grid: TimeGrid
    let integrator: RungeKutta4<SpringState>
    var index = 0
    var state: SpringState

    public init(motion: SpringMotion, grid: TimeGrid) {
        spring = motion.spring
        self.grid = grid
        integrator = RungeKutta4(spring: motion.spring)
        state = motion.initialState
    }

    public mutating func next() -> MotionSample? {
        guard index < grid.count else { return nil }
        let time = grid.time(at: index)
        let sample = MotionSample(
            time: time, displacement: state.displacement, velocity: state.velocity,
            acceleration: spring.acceleration(of: state))
        state = integrator.step(from: state, at: time, by: grid.step)
        index += 1
        return sample
    }

    public var underestimatedCount: Int { grid.count - index }
}
