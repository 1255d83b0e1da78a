import RealModule
import SpringLab
import Testing

/// The `uikit` kind's iOS 17 form and the `uikit-timing` kind
/// (`UISpringTimingParameters`): each is another API's spring.
@Suite("uikit and uikit-timing input")
struct UIKitInputTests {
    /// `springDuration`/`bounce` is SwiftUI's mapping (docs/apple.md): for
    /// 0.5 s and bounce 0.3, Apple's published k 157.9, c 17.6.
    @Test("springDuration and bounce: SwiftUI's mapping, no end time")
    func springDuration() throws {
        let animation = try UIKitInput.animation([
            "springDuration": .number(0.5), "bounce": .number(0.3), "velocity": .number(2),
        ])
        #expect(abs(animation.spring.stiffness - 157.9) < 0.05 && abs(animation.spring.damping - 17.6) < 0.05)
        #expect(animation.endTime == nil && animation.initialVelocity == 2)
        #expect(animation.uikit == nil)
        let defaults = try UIKitInput.animation(["bounce": .number(0)]).spring
        #expect(defaults.response.isApproximatelyEqual(to: 0.5, relativeTolerance: 1e-12))
    }

    @Test("uikit-timing dampingRatio over the animator's duration is UIKit's solver")
    func timingDampingRatio() throws {
        let timing = try UIKitTimingInput.animation([
            "dampingRatio": .number(0.25), "duration": .number(3), "initialVelocity": .number(0.5),
        ])
        let uikit = try UIKitInput.animation([
            "duration": .number(3), "damping": .number(0.25), "velocity": .number(0.5),
        ])
        #expect(sameSpring(timing.spring, uikit.spring, tolerance: 0))
        #expect(timing.endTime == 3 && timing.initialVelocity == 0.5)
    }

    /// With v = 0 UIKit's equation has a closed-form root (docs/apple.md):
    /// ω = ln(ζ / (ε√(1 − ζ²))) / (ζT).
    @Test("uikit-timing dampingRatio: the closed-form root")
    func timingClosedForm() throws {
        let (zeta, duration) = (0.25, 3.0)
        let omega = Double.log(zeta / (0.001 * (1 - zeta * zeta).squareRoot())) / (zeta * duration)
        let spring = try UIKitTimingInput.animation(["dampingRatio": .number(zeta), "duration": .number(duration)])
            .spring
        #expect(spring.stiffness.isApproximatelyEqual(to: omega * omega, relativeTolerance: 1e-12))
    }

    @Test("uikit-timing mass, stiffness, damping is CASpringAnimation's spring")
    func timingPhysical() throws {
        let timing = try UIKitTimingInput.animation([
            "mass": .number(2), "stiffness": .number(300), "damping": .number(80),
        ])
        let ca = try CoreAnimationInput.animation([
            "mass": .number(2), "stiffness": .number(300), "damping": .number(80),
        ])
        #expect(sameSpring(timing.spring, ca.spring, tolerance: 0))
        #expect(timing.coreAnimationRendersCritical == ca.coreAnimationRendersCritical)
        #expect(timing.coreAnimationRendersCritical)
    }

    @Test("uikit-timing duration and bounce is SwiftUI's Spring(duration:bounce:)")
    func timingBounce() throws {
        let timing = try UIKitTimingInput.animation(["duration": .number(0.7), "bounce": .number(-0.3)]).spring
        let swiftUI = try SwiftUIInput.animation(["duration": .number(0.7), "bounce": .number(-0.3)]).spring
        #expect(sameSpring(timing, swiftUI, tolerance: 0))
    }

    @Test("uikit-timing reports UIKit's clamps of ζ and of the solver's duration")
    func timingClamps() throws {
        let input = try UIKitTimingInput.numbers(["dampingRatio": 1.5, "duration": 20])
        #expect(input.remarks.count == 2)
        #expect(try UIKitTimingInput.numbers(["dampingRatio": 0.5, "duration": 1]).remarks.isEmpty)
    }

    @Test("uikit-timing needs the animator's duration with a damping ratio")
    func timingRefused() throws {
        #expect(throws: SpringError.self) { try UIKitTimingInput.animation(["dampingRatio": .number(0.5)]) }
        #expect(throws: SpringError.self) { try UIKitTimingInput.animation(["stiffness": .number(100)]) }
    }
}
