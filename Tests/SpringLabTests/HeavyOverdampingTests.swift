import RealModule
import Testing

@testable import SpringLab

/// A spring so heavily overdamped (ζ ≈ 2.8e7) that its released motion
/// rises on the fast rate 2λ to the plateau `x0 + v0/(λ + γ)`, past the
/// target, and creeps back on the slow rate ω0²/(λ + γ) ≈ 5.7e-16 /s.
@Suite("heavily overdamped motion")
struct HeavyOverdampingTests {
    static let spring = try! Spring(naturalFrequency: 3.1771123473154996e-8, dampingRatio: 27815559.084915925)
    static let motion = try! SpringMotion(animating: spring, initialVelocity: 2)

    /// The extremum lies where 1 − tanh(γt) ≈ 1e-16: the overshoot is the
    /// plateau (the creep until the peak moves it by about 1e-14), at a
    /// time where the velocity vanishes.
    @Test func overshootIsThePlateau() throws {
        let lambda = Self.spring.decayRate
        let gamma = (lambda * lambda - Self.spring.naturalFrequency * Self.spring.naturalFrequency).squareRoot()
        let plateau = -1 + 2 / (lambda + gamma)
        let overshoot = Self.motion.overshoot
        let peak = try #require(overshoot.peakTime)
        #expect(overshoot.amount.isApproximatelyEqual(to: plateau, relativeTolerance: 1e-12))
        #expect(Self.motion.velocity(at: peak).magnitude < 1e-15)
        #expect(Self.motion.displacement(at: peak - 1) < overshoot.amount)
    }

    /// The band exit is where the creep reaches ε: ln(plateau/ε) / slow rate.
    @Test func bandExitIsOnTheCreep() throws {
        let exit = try #require(Self.motion.bandExit(epsilon: 1e-3).seconds)
        let lambda = Self.spring.decayRate
        let omega = Self.spring.naturalFrequency
        let gamma = (lambda * lambda - omega * omega).squareRoot()
        let slowRate = omega * omega / (lambda + gamma)
        let plateau = -1 + 2 / (lambda + gamma)
        #expect(exit.isApproximatelyEqual(to: Double.log(plateau / 1e-3) / slowRate, relativeTolerance: 1e-9))
    }

    /// Core Animation's walk over this curve (overdamping drawn as such)
    /// ends: its exit lies beyond the clock's 2⁵⁰ s, so the exit is returned.
    @Test(.timeLimit(.minutes(1))) func coreAnimationWalkEnds() throws {
        let settling = try CoreAnimationSettling.duration(
            spring: Self.spring, initialVelocity: 2, allowsOverdamping: true)
        let seconds = try #require(settling.seconds)
        #expect(seconds > 0x1p50)
    }
}
