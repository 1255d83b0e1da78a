import SpringLab
import Testing

@Suite("RK4 against the exact motion, point by point")
struct RK4ComparisonTests {
    /// ω0 = 12 rad/s, ζ = 0.3, released from x0 = −1 with v0 = 2.
    static func motion() throws -> SpringMotion {
        try SpringMotion(animating: try Spring(naturalFrequency: 12, dampingRatio: 0.3), initialVelocity: 2)
    }

    /// One sample per grid time at t_n = n h; RK4 starts from the exact
    /// initial state (error exactly 0 at t = 0); the reference is the closed
    /// form at each grid time.
    @Test func pairsRK4WithTheClosedFormOnTheGrid() throws {
        let motion = try Self.motion(), grid = try TimeGrid(step: 1.0 / 60, count: 31)
        let samples = Array(RK4Comparison(motion: motion, grid: grid))
        #expect(samples.count == 31)
        #expect(samples.map(\.time) == (0..<31).map(grid.time(at:)))
        #expect(samples[0].error == SpringState(displacement: 0, velocity: 0))
        for sample in samples {
            #expect(sample.exact == motion.state(at: sample.time))
        }
        let integrated = RK4Sampler(motion: motion, grid: grid)
            .map { SpringState(displacement: $0.displacement, velocity: $0.velocity) }
        #expect(samples.map(\.integrated) == integrated)
    }

    /// After one step the error is RK4's local error, C h⁵ + O(h⁶): halving
    /// h divides it by 2⁵ = 32. At ω0 h ≤ 0.1 the next term moves the ratio
    /// by up to about ω0 h = 10% (numpy with expm gives 31.96 for the value
    /// and 33.90 for the velocity), so 28.8…35.2 is required. (The errors,
    /// ~1e-7, are far above rounding, ~1e-16.)
    @Test func oneStepErrorIsFifthOrder() throws {
        func firstStepError(_ h: Double) throws -> SpringState {
            let samples = Array(RK4Comparison(motion: try Self.motion(), grid: try TimeGrid(step: h, count: 2)))
            return samples[1].error
        }
        let coarse = try firstStepError(1.0 / 120), fine = try firstStepError(1.0 / 240)
        let displacementRatio = coarse.displacement / fine.displacement
        let velocityRatio = coarse.velocity / fine.velocity
        #expect((28.8...35.2).contains(displacementRatio), "ratio \(displacementRatio)")
        #expect((28.8...35.2).contains(velocityRatio), "ratio \(velocityRatio)")
    }
}
