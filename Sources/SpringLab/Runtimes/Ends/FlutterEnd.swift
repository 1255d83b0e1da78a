/// Flutter's end of a `SpringSimulation` driven by an unbounded
/// `AnimationController` in the move's units: each tick sets the value to
/// x(t) and stops once `isDone(t)`, i.e. |x − end| < `tolerance.distance` and
/// |v| < `tolerance.velocity` (both 1e-3 by default, `Tolerance.defaultTolerance`).
///
/// Without `snapToEnd` the simulation reports x(t) itself, so the value stays
/// where the last frame left it: no jump, a residual below the tolerance.
public struct FlutterEnd: Hashable, Sendable {
    /// `tolerance.distance`, in the value's units.
    public let distanceTolerance: Double
    /// `tolerance.velocity`, in the value's units per second.
    public let velocityTolerance: Double

    public init(distanceTolerance: Double = 1e-3, velocityTolerance: Double = 1e-3) {
        self.distanceTolerance = distanceTolerance
        self.velocityTolerance = velocityTolerance
    }

    /// The frames Flutter shows of `motion` over `move`.
    public func run(_ motion: SpringMotion, move: ScreenMove) -> ScreenRun {
        let distance = move.distance
        return ScreenRun.following(motion, move: move, keeps: true) { _, state in
            (state.displacement * distance).magnitude < distanceTolerance
                && (state.velocity * distance).magnitude < velocityTolerance
        }
    }
}
