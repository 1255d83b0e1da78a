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

    /// Heavier still: late in the creep the velocity is `r1 A e^(r1 t)`, with
    /// `A` the plateau, about 1/(4ζ²) of the two halves of `C − λS` that it
    /// was once computed as the difference of (all digits gone by ζ ≈ 1e8);
    /// and the band exit, whose root is found with that velocity, lies at
    /// ln(|A|/ε)/|r1|. Released towards the target at 0.8 (λ + γ), so that
    /// the plateau is −0.2: on the starting side, no overshoot.
    @Test(arguments: [1e5, 1e8, 1e11, 1e14])
    func creepVelocityAndExit(dampingRatio: Double) throws {
        let omega = 2.0
        let spring = try Spring(naturalFrequency: omega, dampingRatio: dampingRatio)
        let lambda = spring.decayRate
        let gamma = (lambda * lambda - omega * omega).squareRoot()
        let slowRate = -omega * omega / (lambda + gamma)
        let velocity = 0.8 * (lambda + gamma)
        let motion = try SpringMotion(animating: spring, initialVelocity: velocity)
        // A = x0 − B with B = (v0 − r1 x0)/(r2 − r1), x0 = −1, r2 = −(λ + γ).
        let plateau = -1 + (velocity + slowRate) / (lambda + gamma + slowRate)
        for time in [0.1, 1, 5].map({ $0 / -slowRate }) {
            let expected = slowRate * plateau * Double.exp(slowRate * time)
            #expect(motion.velocity(at: time).isApproximatelyEqual(to: expected, relativeTolerance: 1e-12))
        }
        let exit = try #require(motion.bandExit(epsilon: 1e-3).seconds)
        #expect(exit.isApproximatelyEqual(to: Double.log(-plateau / 1e-3) / -slowRate, relativeTolerance: 1e-12))
        #expect(motion.overshoot.amount == 0)
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
