import Foundation
import RealModule
import Testing

@testable import SpringLab

@Suite("Analytic solver: continuity and stability")
struct SolverStabilityTests {
    static let critical = try! Spring(mass: 1, stiffness: 100, damping: 20)

    /// The critical solution, written out independently of the solver.
    static func criticalState(x0: Double, v0: Double, omega: Double, t: Double) -> SpringState {
        let e = exp(-omega * t)
        let b = v0 + omega * x0
        return SpringState(displacement: e * (x0 + b * t), velocity: e * (b - omega * (x0 + b * t)))
    }

    /// ζ = 1 ± 1e-12 must agree with ζ = 1 to ~1e-12 of the distance: the true
    /// difference is |ζ − 1| times ∂x/∂ζ, which is below 10 for these ω0 = 10 motions.
    @Test(arguments: [1 - 1e-12, 1 + 1e-12, 1 - 1e-9, 1 + 1e-9, 1.0])
    func continuousAcrossCriticalDamping(zeta: Double) throws {
        let spring = try Spring(naturalFrequency: 10, dampingRatio: zeta)
        for v0 in [0.0, 7.5, -3] {
            let motion = try SpringMotion(spring: spring, initialState: SpringState(displacement: -1, velocity: v0))
            let tolerance = max(2e-12, 10 * (zeta - 1).magnitude)
            for t in stride(from: 0.0, through: 20, by: 0.01) {
                let exact = Self.criticalState(x0: -1, v0: v0, omega: 10, t: t)
                let state = motion.state(at: t)
                #expect(state.displacement.isApproximatelyEqual(to: exact.displacement, absoluteTolerance: tolerance))
                #expect(state.velocity.isApproximatelyEqual(to: exact.velocity, absoluteTolerance: 10 * tolerance))
            }
        }
    }

    /// Heavy overdamping: x = A e^(r1 t) + B e^(r2 t) with r1 r2 = ω0², r1 + r2 = −2λ.
    /// For ζ ≥ 5 this two-exponential form is well conditioned and serves as
    /// the independent reference; values must agree to 1e-12 and never be NaN.
    @Test(arguments: [5.0, 20, 100, 1e3, 1e4])
    func heavyOverdampingIsStable(zeta: Double) throws {
        let omega = 3.0
        let spring = try Spring(naturalFrequency: omega, dampingRatio: zeta)
        let root = (zeta * zeta - 1).squareRoot()
        let fast = -omega * (zeta + root), slow = -omega / (zeta + root)
        for v0 in [0.0, 2, -5] {
            let motion = try SpringMotion(spring: spring, initialState: SpringState(displacement: -1, velocity: v0))
            let a = (v0 - fast * -1) / (slow - fast), b = (slow * -1 - v0) / (slow - fast)
            for t in [0, 1e-6, 1e-3, 0.1, 1, 10, 100, 1e4, 1e6, 1e9] {
                let exact = a * exp(slow * t) + b * exp(fast * t)
                let x = motion.displacement(at: t)
                #expect(x.isFinite)
                #expect(x.isApproximatelyEqual(to: exact, absoluteTolerance: 1e-12), "ζ \(zeta) v0 \(v0) t \(t)")
            }
        }
    }

    @Test func noNaNForLongTimesInAnyRegime() throws {
        for zeta in [0, 1e-6, 0.05, 0.5, 1, 1.5, 50, 1e4] {
            let motion = try SpringMotion(
                animating: Spring(naturalFrequency: 500, dampingRatio: zeta),
                initialVelocity: 40)
            for t in [1e3, 1e6, 1e9, 1e15] {
                let sample = motion.sample(at: t)
                #expect(sample.displacement.isFinite && sample.velocity.isFinite && sample.acceleration.isFinite)
            }
        }
    }

    /// Acceleration is the equation of motion evaluated on the state: compare
    /// it with a central difference of the velocity, O(h²) ≈ 1e-7 relative.
    @Test func accelerationIsTheDerivativeOfVelocity() throws {
        let motion = try SpringMotion(animating: Spring(mass: 2, stiffness: 300, damping: 6), initialVelocity: 4)
        let h = 1e-5
        for t in stride(from: 0.01, through: 2, by: 0.137) {
            let difference = (motion.velocity(at: t + h) - motion.velocity(at: t - h)) / (2 * h)
            #expect(motion.acceleration(at: t).isApproximatelyEqual(to: difference, absoluteTolerance: 1e-5 * 150))
        }
    }

    /// Energy ½mv² + ½kx² has derivative −c v² ≤ 0: it never increases (beyond
    /// rounding, 1e-13 relative) and is conserved for c = 0.
    @Test(arguments: [0.0, 0.1, 1, 8])
    func energyNeverIncreases(damping: Double) throws {
        let spring = try Spring(mass: 1.5, stiffness: 80, damping: damping)
        let motion = try SpringMotion(animating: spring, initialVelocity: 3)
        let initial = spring.energy(of: motion.initialState)
        var previous = initial
        for t in stride(from: 0.0, through: 10, by: 0.001) {
            let energy = spring.energy(of: motion.state(at: t))
            #expect(energy <= previous * (1 + 1e-13) + 1e-300)
            if damping == 0 { #expect(energy.isApproximatelyEqual(to: initial, relativeTolerance: 1e-12)) }
            previous = energy
        }
    }

    /// Stepping by the state-transition matrix reproduces the closed form.
    @Test func stateTransitionMatchesClosedForm() throws {
        for zeta in [0.0, 0.2, 1, 3] {
            let spring = try Spring(naturalFrequency: 25, dampingRatio: zeta)
            let motion = try SpringMotion(animating: spring, initialVelocity: 2)
            let transition = try StateTransition(spring: spring, step: 1.0 / 120)
            var state = motion.initialState
            for n in 1...2000 {
                state = transition.advance(state)
                let exact = motion.state(at: Double(n) / 120)
                #expect(state.displacement.isApproximatelyEqual(to: exact.displacement, absoluteTolerance: 1e-12))
            }
            let sampler = try UniformSampler(motion: motion, step: 1.0 / 120, count: 3000)
            for sample in sampler {
                let exact = motion.displacement(at: sample.time)
                #expect(sample.displacement.isApproximatelyEqual(to: exact, absoluteTolerance: 1e-13))
            }
        }
    }
}
