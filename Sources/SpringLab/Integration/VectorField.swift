/// The right-hand side `f(t, y)` of a first-order system `y' = f(t, y)`, as a type.
///
/// Integrators that are generic over a conforming type, like
/// ``rungeKutta4Step(from:at:by:)``, see the field's code and inline it into
/// their stages; a closure (``RungeKutta4/init(derivative:)``) is an opaque
/// call per evaluation. Conform a small struct holding the system's constants
/// when integration speed matters.
public protocol VectorField {
    associatedtype State: VectorSpace
    /// `f(t, y)`: the rate of change of `state` at `time`.
    func derivative(at time: Double, of state: State) -> State
}
