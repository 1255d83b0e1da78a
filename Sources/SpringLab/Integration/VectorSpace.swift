/// A state an ODE integrator can advance: closed under addition and scaling by
/// a real number.
public protocol VectorSpace {
    static var zero: Self { get }
    static func + (lhs: Self, rhs: Self) -> Self
    static func * (lhs: Double, rhs: Self) -> Self
}
