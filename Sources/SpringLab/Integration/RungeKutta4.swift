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
///
/// `f` is a closure, which suits any system. For speed, the same step is
/// available on a ``VectorField`` type (``VectorField/rungeKutta4Step(from:at:by:)``),
/// whose evaluations the compiler inlines; ``init(spring:)`` uses that path
/// for the spring's own equation (``SpringEquation``).
///
/// The stepping code is inlinable, so that it is specialized for the
/// caller's `State` and field in the caller's module: run unspecialized, a
/// step casts its state and calls every operation through witness tables.
public struct RungeKutta4<State: VectorSpace> {
    public typealias Derivative = (_ time: Double, _ state: State) -> State
    public let derivative: Derivative
    /// The spring equation `derivative` evaluates, when built by ``init(spring:)``.
    @usableFromInline let springEquation: SpringEquation?

    public init(derivative: @escaping Derivative) {
        self.derivative = derivative
        springEquation = nil
    }

    @usableFromInline
    init(derivative: @escaping Derivative, springEquation: SpringEquation) {
        self.derivative = derivative
        self.springEquation = springEquation
    }

    /// The state after one step of `h` seconds from `state` at `time`.
    @inlinable
    public func step(from state: State, at time: Double, by h: Double) -> State {
        // For a known `State` the casts resolve at compile time: for
        // `SpringState` this is the spring equation's own step; for any
        // other state the branch disappears.
        if let springEquation, let springState = state as? SpringState {
            return springEquation.rungeKutta4Step(from: springState, at: time, by: h) as! State
        }
        return closureStep(from: state, at: time, by: h)
    }

    /// The general path, four calls of the closure, kept out of line so that
    /// inlining `step` brings in the spring's path alone.
    @inlinable @inline(never)
    func closureStep(from state: State, at time: Double, by h: Double) -> State {
        ClosureField(derivative: derivative).rungeKutta4Step(from: state, at: time, by: h)
    }

    /// The states at `t_n = start + n h` for n = 0 … `steps`, including the start.
    @inlinable
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
    /// RK4 for a spring's equation of motion `(x, v)' = (v, −(c v + k x)/m)`
    /// (``SpringEquation``), with its evaluations inlined into ``step(from:at:by:)``.
    public init(spring: Spring) {
        let equation = SpringEquation(spring)
        self.init(derivative: equation.derivative(at:of:), springEquation: equation)
    }
}

extension VectorField {
    /// One classic RK4 step of `h` seconds from `state` at `time` (the method
    /// ``RungeKutta4`` documents), with this field's evaluations inlined.
    @inlinable
    public func rungeKutta4Step(from state: State, at time: Double, by h: Double) -> State {
        let half = 0.5 * h
        let k1 = derivative(at: time, of: state)
        let k2 = derivative(at: time + half, of: state + half * k1)
        let k3 = derivative(at: time + half, of: state + half * k2)
        let k4 = derivative(at: time + h, of: state + h * k3)
        return state + (h / 6) * (k1 + 2 * k2 + 2 * k3 + k4)
    }
}

/// A closure seen as a ``VectorField``, so that both paths share one RK4 formula.
@usableFromInline
struct ClosureField<State: VectorSpace>: VectorField {
    @usableFromInline let evaluate: (Double, State) -> State

    @inlinable init(derivative: @escaping (Double, State) -> State) { evaluate = derivative }

    @inlinable func derivative(at time: Double, of state: State) -> State { evaluate(time, state) }
}
