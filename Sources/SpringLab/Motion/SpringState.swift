/// The state of a spring at one instant: displacement from the target and velocity.
///
/// Displacement is in the animation's units (a normalized animation starts at
/// −1 and ends at 0); velocity is in those units per second.
public struct SpringState: Hashable, Sendable {
    public var displacement: Double
    public var velocity: Double

    @inlinable
    public init(displacement: Double, velocity: Double) {
        self.displacement = displacement
        self.velocity = velocity
    }
}

extension SpringState: VectorSpace {
    @inlinable public static var zero: SpringState { SpringState(displacement: 0, velocity: 0) }

    @inlinable
    public static func + (a: SpringState, b: SpringState) -> SpringState {
        SpringState(displacement: a.displacement + b.displacement, velocity: a.velocity + b.velocity)
    }

    @inlinable
    public static func * (s: Double, a: SpringState) -> SpringState {
        SpringState(displacement: s * a.displacement, velocity: s * a.velocity)
    }
}
