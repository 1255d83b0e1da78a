import Foundation
import RealModule
import Testing

@testable import SpringLab

@Suite("RK4 against the analytic solution")
struct RungeKuttaTests {
    /// The largest displacement error of RK4 with step h over [0, duration].
    static func maxError(_ motion: SpringMotion, step h: Double, duration: Double) -> Double {
        let rk4 = RungeKutta4(spring: motion.spring)
        let steps = Int((duration / h).rounded())
        var state = motion.initialState, worst = 0.0
        for n in 0..<steps {
            state = rk4.step(from: state, at: Double(n) * h, by: h)
            worst = max(worst, (state.displacement - motion.displacement(at: Double(n + 1) * h)).magnitude)
        }
        return worst
    }

    /// Global error O(h⁴): halving h divides the error by 2⁴. The observed order
    /// log2(e(h)/e(h/2)) is within 0.2 of 4 once the fastest rate of the system
    /// (ω0, or λ + γ when overdamped) times h is ≤ 0.2 (asymptotic regime) and
    /// errors sit well above rounding (≥ 1e-11).
    @Test(arguments: [0.0, 0.15, 0.7, 1, 2.5])
    func observedOrderIsFour(zeta: Double) throws {
        let spring = try Spring(mass: 1, naturalFrequency: 20, dampingRatio: zeta)
        let motion = try SpringMotion(animating: spring, initialVelocity: 3)
        let fastestRate = max(20, spring.decayRate + (spring.decayRate * spring.decayRate - 400).magnitude.squareRoot())
        let h = 0.2 / fastestRate
        let coarse = Self.maxError(motion, step: h, duration: 1)
        let fine = Self.maxError(motion, step: h / 2, duration: 1)
        let order = log2(coarse / fine)
        #expect(fine > 1e-11)
        #expect(
            order.isApproximatelyEqual(to: 4, absoluteTolerance: 0.2),
            "order \(order), errors \(coarse) → \(fine)")
    }

    /// Every seed spring integrated with ω0·h = 0.01 stays within 1e-8 of the
    /// exact curve: the RK4 error constant for this system is ~(ω0 h)⁴ ω0 T / 120.
    @Test(arguments: try! SeedSpring.all())
    func seedSpringsAgree(_ seed: SeedSpring) throws {
        let motion = seed.animation.motion
        let duration = try #require(seed.animation.metrics().settling.seconds)
        let h = 0.01 / seed.animation.spring.naturalFrequency
        #expect(Self.maxError(motion, step: h, duration: duration) <= 1e-8)
        let order = log2(
            Self.maxError(motion, step: 8 * h, duration: duration)
                / Self.maxError(motion, step: 4 * h, duration: duration))
        #expect(order.isApproximatelyEqual(to: 4, absoluteTolerance: 0.2), "order \(order)")
    }

    /// The integrator is generic: on y' = y it reproduces e with O(h⁴) error.
    @Test func integratesOtherSystems() {
        let growth = RungeKutta4<Scalar> { _, y in y }
        let end = growth.trajectory(from: Scalar(value: 1), step: 0.01, steps: 100).last!.value
        // The local error of one step is h⁵/120; 100 of them stay below 1e-9.
        #expect(end.isApproximatelyEqual(to: M_E, absoluteTolerance: 1e-9))
    }
}
