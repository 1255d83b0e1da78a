import SpringLabTestSupport
import Testing

@testable import SpringLab

/// The skipping walk of Core Animation's settlingDuration (ζ ≥ 1) against the
/// walk as Core Animation runs it: every 0.1 s sample in turn, the clock
/// advanced by repeated addition, the first sample inside the band returned
/// once a later one, still inside, is more than 1 s past it.
@Suite("Core Animation's walk, skipping")
struct CoreAnimationWalkTests {
    static func plainWalk(_ motion: SpringMotion, threshold: Double) -> Double {
        var t = 0.0
        var firstInside: Double?
        while true {
            if motion.displacement(at: t).magnitude < threshold {
                if let first = firstInside {
                    if t - first > 1 { return first }
                } else {
                    firstInside = t
                }
            } else {
                firstInside = nil
            }
            t += 0.1
        }
    }

    /// The critical spring the walk draws for ζ ≥ 1 keeps the mass and the
    /// stiffness and has ζ = 1 exactly, for masses from 1e-6 to 1e6 and ζ
    /// from 1 to 1e6: 2√(km) ≤ c, so the checks of ``Spring`` pass.
    @Test("the critical spring drawn for ζ ≥ 1 is critical")
    func criticalSpring() throws {
        var generator = SplitMix64(seed: 21)
        for index in 0..<2000 {
            let zeta = index % 5 == 0 ? 1 : Double.pow(10, generator.uniform(0, 6))
            let spring = try Spring(
                mass: Double.pow(10, generator.uniform(-6, 6)),
                naturalFrequency: Double.pow(10, generator.uniform(-3, 5)),
                dampingRatio: zeta)
            guard spring.dampingRatio >= 1 else { continue }
            let drawn = spring.criticallyDamped
            #expect(drawn.mass == spring.mass && drawn.stiffness == spring.stiffness, "\(spring)")
            #expect(drawn.damping <= spring.damping, "\(spring)")
            #expect(drawn.dampingRatio == 1, "\(spring)")
        }
    }

    /// Random critically and overdamped springs, with velocities that make
    /// some pass through the target and come back (a passage through the
    /// band before the final entry), settling within 2·10⁴ s.
    @Test("equals the plain walk bit for bit on 3000 random springs")
    func matchesPlainWalk() throws {
        var generator = SplitMix64(seed: 7)
        var passages = 0
        for _ in 0..<3000 {
            let omega = 10 ** generator.uniform(-1, 2.5)
            let zeta = generator.next() % 4 == 0 ? 1 : 10 ** generator.uniform(0, 1.5)
            let velocity = generator.uniform(-3, 3) * omega * [0, 1, 5, 40][Int(generator.next() % 4)]
            let spring = try Spring(naturalFrequency: omega, dampingRatio: zeta)
            let motion = try SpringMotion(animating: spring, initialVelocity: velocity)
            guard let exit = motion.bandExit(epsilon: 0.001).seconds, exit < 2e4 else { continue }
            if motion.passageEntry(epsilon: 0.001) != nil { passages += 1 }
            let fast = CoreAnimationSettling.walk(motion, threshold: 0.001)
            #expect(fast == Self.plainWalk(motion, threshold: 0.001), "ω0 \(omega) ζ \(zeta) v0 \(velocity)")
        }
        #expect(passages > 100, "the sample holds springs that pass through the band and leave it again")
    }

    /// The walk's early end, found without the band exit, against the plain
    /// walk for fast springs (ω0 from 3 to 10⁴ rad/s), thrown hard enough
    /// that some pass through the target first, ζ = 1 exactly or above, and
    /// in the overdamped curve itself as well as the critical one drawn in
    /// its place. Most end within the first four samples; those that do not
    /// must leave the walk to its full form.
    @Test("the early end equals the plain walk where it applies")
    func earlyEndMatchesPlainWalk() throws {
        var generator = SplitMix64(seed: 8)
        var early = 0
        for _ in 0..<3000 {
            let omega = 10 ** generator.uniform(0.5, 4)
            let zeta = generator.next() % 4 == 0 ? 1 : 10 ** generator.uniform(0, 2)
            let velocity = generator.uniform(-3, 3) * omega * [0, 1, 5, 40][Int(generator.next() % 4)]
            let spring = try Spring(naturalFrequency: omega, dampingRatio: zeta)
            let drawn = generator.next() % 2 == 0 ? spring : spring.criticallyDamped
            let motion = try SpringMotion(animating: drawn, initialVelocity: velocity)
            let margin = CoreAnimationSettling.roundingMargin(motion)
            let label = "ω0 \(omega) ζ \(drawn.dampingRatio) v0 \(velocity)"
            guard let end = CoreAnimationSettling.earlyEnd(motion, threshold: 0.001, margin: margin) else {
                #expect(Self.plainWalk(motion, threshold: 0.001) > 0.1 || motion.constants.slowRate > -125, "\(label)")
                continue
            }
            early += 1
            #expect(end == Self.plainWalk(motion, threshold: 0.001), "\(label)")
            #expect(
                end == CoreAnimationSettling.walk(motion, threshold: 0.001, bandExit: motion.bandExit(epsilon: 0.001)))
        }
        #expect(early > 1000, "the sample holds springs that end early")
    }

    /// A report finds the band exit of the critical curve Core Animation
    /// draws for ζ > 1 (its rendered settling duration) and hands it to the
    /// walk, which then skips its own search: the report's settlingDuration
    /// against the plain walk of that curve, for masses from 0.1 to 10 and
    /// velocities that make some curves pass through the band first.
    @Test("a report's walk, given the drawn curve's band exit, equals the plain walk")
    func reportWalkMatchesPlainWalk() throws {
        var generator = SplitMix64(seed: 9)
        var checked = 0
        for _ in 0..<1500 {
            let mass = 10 ** generator.uniform(-1, 1), omega = 10 ** generator.uniform(-1, 2.5)
            let zeta = 10 ** generator.uniform(0.001, 1.5)
            let velocity = generator.uniform(-3, 3) * omega * [0, 1, 5, 40][Int(generator.next() % 4)]
            let ca = try CoreAnimationSpring(
                mass: mass, stiffness: mass * omega * omega, damping: 2 * zeta * omega * mass,
                initialVelocity: velocity)
            let drawn = try SpringMotion(animating: ca.spring.criticallyDamped, initialVelocity: velocity)
            guard let exit = drawn.bandExit(epsilon: 0.001).seconds, exit < 2e4 else { continue }
            let report = try SpringReport(SpringAnimation(ca), parts: [])
            #expect(report.renderedSettling?.seconds == exit)
            #expect(
                report.metrics.coreAnimationSettling.seconds == Self.plainWalk(drawn, threshold: 0.001),
                "m \(mass) ω0 \(omega) ζ \(zeta) v0 \(velocity)")
            checked += 1
        }
        #expect(checked > 1000)
    }

    /// A slow spring passing through the band for more than 1 s is settled
    /// there by Core Animation's rule, before its band exit. Critical damping,
    /// x = e^(−ωt)(−1 + at) with a = v0 − ω: it crosses at 1/a with slope
    /// a·e^(−ω/a) and overshoots by e^(−ω/a − 1)·a/ω; ω = 0.08, a = 0.02 give
    /// a slope of 3.7e-4 (5 s inside a 0.002-wide band) and an overshoot of
    /// 0.0017, more than ε = 0.001.
    @Test("a long passage through the band ends the walk early, as Core Animation's does")
    func longPassage() throws {
        let spring = try Spring(naturalFrequency: 0.08, dampingRatio: 1)
        let motion = try SpringMotion(animating: spring, initialVelocity: 0.1)
        #expect(motion.passageEntry(epsilon: 0.001) != nil)
        let exit = try #require(motion.bandExit(epsilon: 0.001).seconds)
        let walked = CoreAnimationSettling.walk(motion, threshold: 0.001)
        #expect(walked == Self.plainWalk(motion, threshold: 0.001))
        #expect(walked < exit)
    }

    /// Springs settling after 10²⁰ s cost no more than quick ones.
    @Test("a spring settling after 10²⁰ s returns at once with its band exit")
    func beyondTheClock() throws {
        let spring = try Spring(naturalFrequency: 2 * .pi / 1e20, dampingRatio: 1.5)
        let motion = try SpringMotion(animating: spring)
        let exit = try #require(motion.bandExit(epsilon: 0.001).seconds)
        #expect(CoreAnimationSettling.walk(motion, threshold: 0.001) == exit)
    }
}

infix operator ** : MultiplicationPrecedence
private func ** (base: Double, exponent: Double) -> Double { Double.pow(base, exponent) }
