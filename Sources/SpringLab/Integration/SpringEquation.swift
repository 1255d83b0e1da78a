/// A spring's equation of motion `m x'' + c x' + k x = 0` as the first-order
/// system integrators advance:
///
///     (x, v)' = (v, −(c/m) v − (k/m) x)
///
/// `c/m` and `k/m` are divided out once, so an evaluation costs two
/// multiplies and an add.
public struct SpringEquation: VectorField, Hashable, Sendable {
    public let spring: Spring
    /// `c/m` in 1/s.
    @usableFromInline let dampingPerMass: Double
    /// `k/m` in 1/s² (ω0²).
    @usableFromInline let stiffnessPerMass: Double

    public init(_ spring: Spring) {
        self.spring = spring
        dampingPerMass = spring.damping / spring.mass
        stiffnessPerMass = spring.stiffness / spring.mass
    }

    @inlinable
    public func derivative(at time: Double, of state: SpringState) -> SpringState {
        SpringState(
            displacement: state.velocity,
            velocity: -(dampingPerMass * state.velocity + stiffnessPerMass * state.displacement))
    }
}
