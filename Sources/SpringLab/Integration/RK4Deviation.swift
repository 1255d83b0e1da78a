/// How far RK4 with one fixed step strays from the exact motion: the largest
/// differences over a time grid.
public struct RK4Deviation: Hashable, Sendable {
    /// The grid, whose step is RK4's step.
    public let grid: TimeGrid
    /// max over the grid of |x_RK4(t_n) − x(t_n)|, in the motion's displacement
    /// units (fractions of the distance for an animation); +∞ when RK4 diverged.
    public let displacement: Double
    /// max over the grid of |v_RK4(t_n) − v(t_n)|, in those units per second;
    /// +∞ when RK4 diverged.
    public let velocity: Double

    /// Integrates `motion` on `grid` and compares every sample with the closed
    /// form at the same time (see ``RK4Comparison``).
    public init(motion: SpringMotion, grid: TimeGrid) {
        var maxDisplacement = 0.0, maxVelocity = 0.0
        for sample in RK4Comparison(motion: motion, grid: grid) {
            let dx = sample.error.displacement.magnitude
            let dv = sample.error.velocity.magnitude
            guard dx.isFinite, dv.isFinite else {
                // An unstable step overflows to ∞ and then NaN: report ∞, never NaN.
                maxDisplacement = .infinity
                maxVelocity = .infinity
                break
            }
            maxDisplacement = max(maxDisplacement, dx)
            maxVelocity = max(maxVelocity, dv)
        }
        self.grid = grid
        displacement = maxDisplacement
        velocity = maxVelocity
    }

    /// The step h in seconds.
    public var step: Double { grid.step }

    /// Whether RK4's state overflowed (the step is beyond its stability limit).
    public var diverged: Bool { !displacement.isFinite || !velocity.isFinite }
}
