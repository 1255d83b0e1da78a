extension RK4Sampler {
    /// The first grid time at which RK4's state is no longer finite, or nil
    /// when it stays finite over the whole grid.
    ///
    /// RK4 is unstable once a step exceeds its stability region (ρ h beyond
    /// about 2.8, ρ = ``Spring/fastestRate``): the state then grows by a fixed
    /// factor per step and, over a long enough grid, overflows to ∞ and NaN.
    /// Callers that print RK4's values check this first.
    public static func overflowTime(motion: SpringMotion, grid: TimeGrid) -> Double? {
        var sampler = RK4Sampler(motion: motion, grid: grid)
        while let sample = sampler.next() {
            // An array here would allocate per step; three checks do not.
            if !sample.displacement.isFinite || !sample.velocity.isFinite || !sample.acceleration.isFinite {
                return sample.time
            }
        }
        return nil
    }
}
