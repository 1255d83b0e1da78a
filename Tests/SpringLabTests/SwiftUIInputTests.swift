import RealModule
import SpringLab
import Testing

/// The `swiftui` kind's forms beyond `Spring(duration:bounce:)`: each against
/// Apple's documented numbers or a closed form.
@Suite("swiftui input")
struct SwiftUIInputTests {
    /// Apple's `Spring` overview: mass 1, stiffness 100, damping 10 is a
    /// spring of duration 0.63 and bounce 0.5 (ω0 = 10, ζ = 0.5).
    @Test("mass, stiffness, damping: Apple's published example")
    func physical() throws {
        let animation = try SwiftUIInput.animation(["stiffness": .number(100), "damping": .number(10)])
        #expect(animation.spring.mass == 1 && animation.spring.stiffness == 100 && animation.spring.damping == 10)
        let swiftUI = PerceptualSpring(animation.spring)
        #expect(abs(swiftUI.duration - 0.63) < 0.005)
        #expect(swiftUI.bounce.isApproximatelyEqual(to: 0.5, relativeTolerance: 1e-12))
        #expect(animation.endTime == nil)
    }

    @Test("allowOverDamping defaults to false: ζ > 1 is drawn critical unless set")
    func overdamping() throws {
        let plain = try SwiftUIInput.animation(["stiffness": .number(100), "damping": .number(40)])
        #expect(plain.coreAnimationRendersCritical)
        let allowed = try SwiftUIInput.animation([
            "stiffness": .number(100), "damping": .number(40), "allowOverDamping": .flag(true),
        ])
        #expect(!allowed.coreAnimationRendersCritical)
    }

    /// ζ = 1: the motion from rest is −(1 + ω0 t) e^(−ω0 t), so the band exit
    /// T solves (1 + ω0 T) e^(−ω0 T) = ε.
    @Test("settlingDuration, critical: (1 + ω0 T) e^(−ω0 T) = ε", arguments: [0.3, 1, 2.5])
    func settlingCritical(duration: Double) throws {
        let animation = try SwiftUIInput.animation([
            "settlingDuration": .number(duration), "dampingRatio": .number(1),
        ])
        let omega = animation.spring.stiffness.squareRoot()
        let remaining = (1 + omega * duration) * Double.exp(-omega * duration)
        #expect(remaining.isApproximatelyEqual(to: 0.001, relativeTolerance: 1e-9))
        #expect(animation.spring.dampingRatio.isApproximatelyEqual(to: 1, relativeTolerance: 1e-12))
    }

    /// Underdamped, other ε: the spring's own band exit is the duration asked.
    @Test("settlingDuration, underdamped: the band exit is the duration")
    func settlingUnderdamped() throws {
        let animation = try SwiftUIInput.animation([
            "settlingDuration": .number(0.8), "dampingRatio": .number(0.4), "epsilon": .number(0.01),
        ])
        let exit = try #require(animation.motion.bandExit(epsilon: 0.01).seconds)
        #expect(exit.isApproximatelyEqual(to: 0.8, relativeTolerance: 1e-9))
        #expect(throws: SpringError.neverSettles) {
            try SwiftUIInput.animation(["settlingDuration": .number(1), "dampingRatio": .number(0)])
        }
    }

    /// `.snappy(extraBounce: 0.1)`: base bounce 0.15 + 0.1, so ζ = 0.75; the
    /// duration replaces the preset's 0.5 s.
    @Test("preset with duration and extraBounce")
    func presetExtraBounce() throws {
        let animation = try SwiftUIInput.animation([
            "preset": .choice("snappy"), "duration": .number(0.4), "extraBounce": .number(0.1),
        ])
        #expect(animation.spring.dampingRatio.isApproximatelyEqual(to: 0.75, relativeTolerance: 1e-12))
        #expect(animation.spring.response.isApproximatelyEqual(to: 0.4, relativeTolerance: 1e-12))
    }

    /// Apple's documented defaults: `.spring(response: 0.5, dampingFraction: 0.825)`,
    /// `.interactiveSpring(response: 0.15, dampingFraction: 0.86)`,
    /// `.spring(duration: 0.5, bounce: 0)`.
    @Test(
        "named animations at their documented defaults",
        arguments: [("spring", 0.5, 0.825), ("interactiveSpring", 0.15, 0.86), ("default", 0.5, 1)])
    func namedAnimations(name: String, response: Double, zeta: Double) throws {
        let spring = try SwiftUIInput.animation(["animation": .choice(name)]).spring
        #expect(spring.response.isApproximatelyEqual(to: response, relativeTolerance: 1e-12))
        #expect(spring.dampingRatio.isApproximatelyEqual(to: zeta, relativeTolerance: 1e-12))
    }

    @Test("dampingFraction alone is .spring(response: 0.5, dampingFraction:)")
    func dampingFraction() throws {
        let fraction = try SwiftUIInput.animation(["dampingFraction": .number(0.6)]).spring
        let ratio = try SwiftUIInput.animation(["response": .number(0.5), "dampingRatio": .number(0.6)]).spring
        #expect(sameSpring(fraction, ratio))
        let overridden = try SwiftUIInput.animation([
            "animation": .choice("interactiveSpring"), "response": .number(0.3),
        ]).spring
        #expect(overridden.response.isApproximatelyEqual(to: 0.3, relativeTolerance: 1e-12))
        #expect(overridden.dampingRatio.isApproximatelyEqual(to: 0.86, relativeTolerance: 1e-12))
    }

    @Test("refused: an unknown animation, a mixture of forms")
    func refused() throws {
        #expect(throws: SpringError.self) { try SwiftUIInput.animation(["animation": .choice("easeIn")]) }
        #expect(throws: SpringError.self) {
            try SwiftUIInput.animation(["stiffness": .number(100), "bounce": .number(0.2)])
        }
    }
}
