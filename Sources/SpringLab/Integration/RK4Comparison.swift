/// RK4 and the exact motion side by side on a uniform grid `t_n = n h`: at
/// each grid time, the state after n RK4 steps of h (``RK4Sampler``) and the
/// closed form evaluated afresh at the same time (``SpringMotion/state(at:)``,
/// not a stepping sampler, so the reference carries no drift of its own).
///
/// The one place RK4 is compared with the exact solution point by point:
/// ``RK4Deviation`` takes the largest differences, a chart draws them.
/// Beyond RK4's stability limit (ρ h ≳ 2.8, ρ = ``Spring/fastestRate``) the
/// integrated state grows without bound and may overflow to ±∞ and then NaN;
/// the samples report it as it is, for the caller to stop or skip.
public struct RK4Comparison: Sequence, IteratorProtocol {
    /// One grid time: RK4's state and the exact one.
    public struct Sample: Hashable, Sendable {
        /// `t_n = n h`, seconds.
        public let time: Double
        /// The state after n RK4 steps of h.
        public let integrated: SpringState
        /// The exact state at `time`.
        public let exact: SpringState

        init(time: Double, integrated: SpringState, exact: SpringState) {
            self.time = time
            self.integrated = integrated
            self.exact = exact
        }

        /// `integrated − exact`: displacement in the motion's units (fractions
        /// of the distance for an animation), velocity in those units per
        /// second; not finite once RK4 has overflowed.
        public var error: SpringState {
            SpringState(
                displacement: integrated.displacement - exact.displacement,
                velocity: integrated.velocity - exact.velocity)
        }
    }

    /// The motion integrated and, as the reference, evaluated in closed form.
    public let motion: SpringMotion
    var integrated: RK4Sampler

    /// - Parameters:
    ///   - motion: the motion to integrate and compare with.
    ///   - grid: the sample times; its step is RK4's step.
    public init(motion: SpringMotion, grid: TimeGrid) {
        self.motion = motion
        integrated = RK4Sampler(motion: motion, grid: grid)
    }

    /// The next grid time's pair; nil after the grid's last sample.
    public mutating func next() -> Sample? {
        guard let sample = integrated.next() else { return nil }
        return Sample(
            time: sample.time,
            integrated: SpringState(displacement: sample.displacement, velocity: sample.velocity),
            exact: motion.state(at: sample.time))
    }

    /// The grid times not yet produced.
    public var underestimatedCount: Int { integrated.underestimatedCount }
}
