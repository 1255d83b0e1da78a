import Foundation
import RealModule
import Testing

@testable import SpringLab

@Suite("Settling, overshoot and crossings")
struct MetricsTests {
    /// A spring released from rest overshoots by e^(−ζπ/√(1−ζ²)) at t = π/ωd:
    /// the textbook closed form.
    @Test(arguments: [0.05, 0.15, 0.5, 0.9])
    func overshootFromRestHasItsClosedForm(zeta: Double) throws {
        let spring = try Spring(naturalFrequency: 12, dampingRatio: zeta)
        let overshoot = try SpringMotion(animating: spring).overshoot
        let root = (1 - zeta * zeta).squareRoot()
        #expect(overshoot.amount.isApproximatelyEqual(to: exp(-zeta * .pi / root), absoluteTolerance: 1e-14))
        #expect(try #require(overshoot.peakTime).isApproximatelyEqual(to: .pi / (12 * root), absoluteTolerance: 1e-14))
    }

    @Test func noOvershootWithoutPassingTheTarget() throws {
        for zeta in [1.0, 3] {
            let motion = try SpringMotion(animating: Spring(naturalFrequency: 5, dampingRatio: zeta))
            #expect(motion.overshoot.amount == 0 && motion.overshoot.peakTime == nil)
        }
    }

    /// The band exit τ satisfies |x(τ)| = ε, and |x| ≤ ε on a dense grid after it.
    @Test(arguments: [0.02, 0.3, 0.999, 1, 1.001, 4])
    func bandExitIsTheLastExit(zeta: Double) throws {
        for v0 in [0.0, 12, -6] {
            let motion = try SpringMotion(
                animating: Spring(naturalFrequency: 15, dampingRatio: zeta),
                initialVelocity: v0)
            let epsilon = 0.001
            let tau = try #require(motion.bandExit(epsilon: epsilon).seconds)
            #expect(abs(motion.displacement(at: tau)).isApproximatelyEqual(to: epsilon, absoluteTolerance: 1e-15))
            for k in 1...20_000 {
                #expect(abs(motion.displacement(at: tau + Double(k) * tau / 5000)) <= epsilon * (1 + 1e-12))
            }
        }
    }

    /// Critical damping from rest: x = −(1 + ω0 t) e^(−ω0 t), so the band exit
    /// solves (1 + ω0 τ) e^(−ω0 τ) = ε; check that residual directly.
    @Test func criticalBandExitSolvesItsEquation() throws {
        let motion = try SpringMotion(animating: Spring(stiffness: 400, damping: 40))
        let tau = try #require(motion.bandExit(epsilon: 1e-3).seconds)
        #expect(((1 + 20 * tau) * exp(-20 * tau)).isApproximatelyEqual(to: 1e-3, absoluteTolerance: 1e-16))
    }

    @Test func settledFromTheStartWhenInsideTheBand() throws {
        let motion = try SpringMotion(
            spring: Spring(stiffness: 100, damping: 30),
            initialState: SpringState(displacement: 5e-4, velocity: 0))
        #expect(motion.bandExit(epsilon: 1e-3) == .after(0))
    }

    @Test func undampedSpringNeverSettles() throws {
        let animation = try SpringAnimation(PerceptualSpring(duration: 0.5, bounce: 1))
        let metrics = try animation.metrics()
        #expect(metrics.settling == .never)
        #expect(metrics.coreAnimationSettling == .never)
        #expect(metrics.envelope == .never)
        #expect(metrics.crossings == nil)
    }

    /// Crossings counted from the solution equal the sign changes seen on a
    /// fine grid (spacing far below the half period).
    @Test(arguments: [0.03, 0.1, 0.4])
    func crossingsMatchSignChanges(zeta: Double) throws {
        let motion = try SpringMotion(animating: Spring(naturalFrequency: 30, dampingRatio: zeta), initialVelocity: 5)
        let tau = try #require(motion.bandExit(epsilon: 1e-3).seconds)
        var changes = 0, previous = motion.displacement(at: 0)
        for t in stride(from: 1e-5, through: tau, by: 1e-5) {
            let x = motion.displacement(at: t)
            if (x < 0) != (previous < 0) { changes += 1 }
            previous = x
        }
        #expect(motion.targetCrossings(through: tau) == changes)
    }

    /// The envelope bound never precedes the exact band exit.
    @Test func envelopeIsConservative() throws {
        for zeta in [0.01, 0.2, 0.8, 1, 2] {
            let motion = try SpringMotion(
                animating: Spring(naturalFrequency: 9, dampingRatio: zeta), initialVelocity: 1)
            let exit = try #require(motion.bandExit(epsilon: 1e-3).seconds)
            let envelope = try #require(motion.envelopeBound(epsilon: 1e-3).seconds)
            #expect(envelope >= exit - 1e-12)
        }
    }

    @Test func toleranceInTheUsersUnits() throws {
        let tolerance = try SettlingTolerance(absolute: 0.5, distance: -300)
        #expect(tolerance.fraction == 0.5 / 300)
        #expect(throws: SpringError.self) { try SettlingTolerance(fraction: 0) }
        #expect(throws: SpringError.self) { try SettlingTolerance(absolute: 1, distance: 0) }
    }
}

@Suite("Core Animation settlingDuration")
struct CoreAnimationSettlingTests {
    /// The ζ < 1 closed form of docs/settling.md (Core Animation's
    /// settlingDuration), evaluated here from scratch.
    @Test(arguments: [0.1, 0.5, 0.75, 0.95])
    func underdampedClosedForm(zeta: Double) throws {
        let spring = try Spring(naturalFrequency: 10, dampingRatio: zeta)
        for v0 in [0.0, 3] {
            let lambda = 10 * zeta, omegaD = 10 * (1 - zeta * zeta).squareRoot()
            let expected = max(-log(0.001 / (1 + abs((lambda - v0) / omegaD))) / lambda, 0)
            let actual = try CoreAnimationSettling.duration(spring: spring, initialVelocity: v0).seconds
            #expect(try #require(actual).isApproximatelyEqual(to: expected, absoluteTolerance: 1e-12))
        }
    }

    /// Apple's documentation: stiffness 100, mass 1, damping 5 settles in
    /// about 2.85 s; damping 15 in just over 1 s.
    @Test func publishedExamples() throws {
        let soft = try CoreAnimationSpring(damping: 5).settlingDuration.seconds
        let firm = try CoreAnimationSpring(damping: 15).settlingDuration.seconds
        #expect(try #require(soft).isApproximatelyEqual(to: 2.85, absoluteTolerance: 0.01))
        #expect(try #require(firm) > 1 && firm! < 1.05)
    }

    /// ζ ≥ 1 walks a 0.1 s grid: the answer is a grid point where |x| < ε and
    /// the previous grid point was outside the band.
    @Test(arguments: [1.0, 1.6, 4])
    func overdampedWalkLandsOnTheGrid(zeta: Double) throws {
        let spring = try Spring(naturalFrequency: 10, dampingRatio: zeta)
        let duration = try #require(
            try CoreAnimationSettling.duration(
                spring: spring, initialVelocity: 0, allowsOverdamping: true
            ).seconds)
        let steps = (duration / 0.1).rounded()
        #expect(duration.isApproximatelyEqual(to: steps * 0.1, absoluteTolerance: 1e-12))
        let motion = try SpringMotion(animating: spring)
        #expect(abs(motion.displacement(at: duration)) < 0.001)
        #expect(abs(motion.displacement(at: duration - 0.1)) >= 0.001)
    }

    /// Without allowsOverdamping, ζ > 1 is drawn and timed as critical damping.
    @Test func overdampingIsRenderedCriticalByDefault() throws {
        let stiff = try Spring(stiffness: 100, damping: 60)
        let asDrawn = try CoreAnimationSettling.duration(spring: stiff, initialVelocity: 0)
        let critical = try CoreAnimationSettling.duration(spring: stiff.criticallyDamped, initialVelocity: 0)
        let allowed = try CoreAnimationSettling.duration(spring: stiff, initialVelocity: 0, allowsOverdamping: true)
        #expect(asDrawn == critical)
        #expect(try #require(allowed.seconds) > asDrawn.seconds!)
    }
}
