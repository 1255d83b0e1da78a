/// The classic fourth-order Runge–Kutta method for `y' = f(t, y)` with a fixed step.
///
/// One step from `(t, y)` with step `h`:
///
///     k1 = f(t, y)
///     k2 = f(t + h/2, y + h/2 k1)
///     k3 = f(t + h/2, y + h/2 k2)
///     k4 = f(t + h, y + h k3)
///     y(t + h) ≈ y + h/6 (k1 + 2k2 + 2k3 + k4)
///
/// The local error is O(h⁵) and the global error over a fixed interval O(h⁴):
/// halving the step divides the error by about 16.
public struct RungeKutta4<State: VectorSpace> {
    public typealias Derivative = (_ time: Double, _ state: State) -> State
    public let derivative: Derivative

    public init(derivative: @escaping Derivative) {
        self.derivative = derivative
    }

    /// The state after one step of `h` seconds from `state` at `time`.
    @inlinable
    public func step(from state: State, at time: Double, by h: Double) -> State {
        let half = 0.5 * h
        let k1 = derivative(time, state)
        let k2 = derivative(time + half, state + half * k1)
        let k3 = derivative(time + half, state + half * k2)
        let k4 = derivative(time + h, state + h * k3)
        return state + (h / 6) * (k1 + 2 * k2 + 2 * k3 + k4)
    }

    /// The states at `t_n = start + n h` for n = 0 … `steps`, including the start.
    public func trajectory(from state: State, start: Double = 0, step h: Double, steps: Int) -> [State] {
        var states = [state]
        states.reserveCapacity(steps + 1)
        var current = state
        for n in 0..<max(steps, 0) {
            current = step(from: current, at: start + Double(n) * h, by: h)
            states.append(current)
        }
        return states
    }
}

extension RungeKutta4 where State == SpringState {
    /// RK4 for a spring's equation of motion `(x, v)' = (v, −(c v + k x)/m)`.
    public init(spring: Spring) {
        self.init { _, state in
            SpringState(displacement: state.velocity, velocity: spring.acceleration(of: state))
        }
    }
}
