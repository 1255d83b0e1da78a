import RealModule
import Testing

@testable import SpringLab

/// State-transition stepping against the closed form over long runs.
@Suite("Stepping drift")
struct UniformSamplerTests {
    /// The largest difference (displacement, and velocity / ω0, both as
    /// fractions of the distance) between the sampler and the closed form
    /// evaluated afresh at each reported time.
    static func maxDrift(_ motion: SpringMotion, grid: TimeGrid, stride: Int = 1) throws -> Double {
        var worst = 0.0
        var sampler = try UniformSampler(motion: motion, grid: grid)
        var index = 0
        while let sample = sampler.next() {
            defer { index += 1 }
            guard index % stride == 0 || index == grid.count - 1 else { continue }
            let exact = motion.state(at: sample.time)
            worst = max(
                worst, (sample.displacement - exact.displacement).magnitude,
                (sample.velocity - exact.velocity).magnitude / motion.spring.naturalFrequency)
        }
        return worst
    }

    /// springlab's accuracy goal for stepping (README, Accuracy): 10⁷ samples
    /// within 1e-12 of the distance. The hardest case is an undamped spring
    /// (nothing decays) at a display step:
    /// t reaches 83 333 s, where the time rounding of n·h alone would cost
    /// ~4e-10 without the sampler's correction and the closed form's phase
    /// ~4e-10 without its fma (both measured while choosing the design).
    /// Measured with the default anchor interval of 1024: 5.9e-14 here,
    /// at most 9.2e-14 over the springs and steps tried.
    @Test func tenMillionUndampedSamplesStayWithinBound() throws {
        let spring = try Spring(naturalFrequency: 30, dampingRatio: 0)
        let motion = try SpringMotion(animating: spring, initialVelocity: 0)
        let drift = try Self.maxDrift(motion, grid: TimeGrid(step: 1.0 / 120, count: 10_000_000))
        #expect(drift <= 1e-12)
    }

    /// A tiny step: 10⁷ transitions that are each nearly the identity, so
    /// rounding of the matrix entries matters most. Every 7th sample is
    /// checked (7 is coprime to the anchor interval, so every position
    /// between anchors is visited).
    @Test func tenMillionSmallStepsStayWithinBound() throws {
        let spring = try Spring(naturalFrequency: 25, dampingRatio: 1e-5)
        let motion = try SpringMotion(animating: spring, initialVelocity: 2)
        let drift = try Self.maxDrift(motion, grid: TimeGrid(step: 1e-5, count: 10_000_000), stride: 7)
        #expect(drift <= 1e-12)
    }

    /// Without re-anchoring (an interval longer than the run) the same kind of
    /// run drifts far beyond the bound: the anchors are what keep it.
    @Test func withoutAnchorsTheDriftGrows() throws {
        let spring = try Spring(naturalFrequency: 25, dampingRatio: 1e-5)
        let motion = try SpringMotion(animating: spring, initialVelocity: 2)
        let grid = try TimeGrid(step: 1e-5, count: 2_000_000)
        var sampler = try UniformSampler(motion: motion, grid: grid, anchorInterval: .max)
        var last = motion.sample(at: 0)
        while let sample = sampler.next() { last = sample }
        #expect((last.displacement - motion.displacement(at: last.time)).magnitude > 1e-12)
    }

    /// Every regime, against the mpmath reference at the grid times it contains.
    @Test func matchesReferenceCurves() throws {
        let springs = Dictionary(uniqueKeysWithValues: try ReferenceSpring.all().map { ($0.id, $0) })
        for (id, points) in Dictionary(grouping: try ReferencePoint.all(), by: \.id) {
            let reference = try #require(springs[id])
            let motion = try SpringMotion(spring: reference.spring, initialState: reference.initialState)
            let samples = Array(try UniformSampler(motion: motion, grid: TimeGrid(step: 0.001, count: 5001)))
            for point in points {
                let n = Int((point.time / 0.001).rounded())
                guard n <= 5000, samples[n].time == point.time else { continue }
                let scale = max(1, reference.initialState.velocity.magnitude / reference.spring.naturalFrequency)
                let rate = max(1, reference.spring.fastestRate)
                let sample = samples[n]
                #expect(
                    sample.displacement.isApproximatelyEqual(
                        to: point.displacement,
                        absoluteTolerance: 1e-12 * scale),
                    "\(id) t=\(point.time)")
                #expect(
                    sample.velocity.isApproximatelyEqual(
                        to: point.velocity,
                        absoluteTolerance: 1e-12 * scale * rate),
                    "\(id) t=\(point.time)")
            }
        }
    }
}
