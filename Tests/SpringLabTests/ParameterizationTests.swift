import Foundation
import PropertyBased
import RealModule
import Testing

@testable import SpringLab

@Suite("Apple's parameterizations")
struct ParameterizationTests {
    /// UIKit's check value (docs/apple.md, UIKit's solver): with v = 0 the
    /// ζ < 1 equation ε = ζ/√(1−ζ²) · e^(−ζωT) has the closed-form root
    /// ω = ln(ζ/(ε√(1−ζ²)))/(ζT), which the 12 Newton steps must reach;
    /// T = 3, ζ = 0.25 gives k = ω² ≈ 54.8336, c = 2ζω ≈ 3.7025.
    @Test func uikitMatchesTheClosedFormRoot() throws {
        let (duration, zeta, epsilon) = (3.0, 0.25, 0.001)
        let omega = log(zeta / (epsilon * (1 - zeta * zeta).squareRoot())) / (zeta * duration)
        let spring = try UIKitSpring(duration: duration, dampingRatio: zeta).spring()
        #expect(spring.stiffness.isApproximatelyEqual(to: omega * omega, relativeTolerance: 1e-12))
        #expect(spring.damping.isApproximatelyEqual(to: 2 * zeta * omega, relativeTolerance: 1e-12))
        #expect(spring.mass == 1)
    }

    /// UIKit's equation keeps only the sine coefficient B = (ζω − v)/ωd, so at T
    /// its spring satisfies |B| e^(−ζωT) = ε and |x(T)| ≤ √(1 + B²) e^(−ζωT).
    @Test(arguments: [(0.45, 0.15, 0.0), (1.0, 0.5, 0), (0.25, 0.9, 1.5), (0.9, 0.57, 0)])
    func uikitSolvesItsEquation(duration: Double, zeta: Double, velocity: Double) throws {
        let uikit = try UIKitSpring(duration: duration, dampingRatio: zeta, initialVelocity: velocity)
        let spring = try uikit.spring()
        let omega = spring.naturalFrequency
        let b = (zeta * omega - velocity) / (omega * (1 - zeta * zeta).squareRoot())
        let decay = exp(-zeta * omega * duration)
        #expect((abs(b) * decay).isApproximatelyEqual(to: 0.001, absoluteTolerance: 1e-12))
        #expect(abs(try uikit.remainingAtEnd()) <= (1 + b * b).squareRoot() * decay * (1 + 1e-12))
    }

    @Test func uikitClampsDamping() throws {
        let over = try UIKitSpring(duration: 0.5, dampingRatio: 2)
        #expect(over.effectiveDampingRatio == 1)
        #expect(try over.spring().dampingRatio == 1)
    }

    /// Apple's `Spring` overview (docs/apple.md, published numbers):
    /// Spring(duration: 0.5, bounce: 0.3) → mass 1, stiffness 157.9, damping
    /// 17.6, and Spring(mass: 1, stiffness: 100, damping: 10) → duration 0.63,
    /// bounce 0.5 (published to the digits shown).
    @Test func swiftUIPublishedSpring() throws {
        let spring = try PerceptualSpring(duration: 0.5, bounce: 0.3).spring()
        #expect(spring.stiffness.isApproximatelyEqual(to: 157.9, absoluteTolerance: 0.05))
        #expect(spring.damping.isApproximatelyEqual(to: 17.6, absoluteTolerance: 0.05))
        let back = PerceptualSpring(try Spring(mass: 1, stiffness: 100, damping: 10))
        #expect(back.duration.isApproximatelyEqual(to: 0.63, absoluteTolerance: 0.005))
        #expect(back.bounce.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-15))
    }

    @Test func presets() throws {
        #expect(SwiftUIPreset.smooth.swiftUISpring.dampingRatio == 1)
        let (snappy, bouncy) = (SwiftUIPreset.snappy.swiftUISpring, SwiftUIPreset.bouncy.swiftUISpring)
        #expect(snappy.dampingRatio.isApproximatelyEqual(to: 0.85, absoluteTolerance: 1e-15))
        #expect(bouncy.dampingRatio.isApproximatelyEqual(to: 0.7, absoluteTolerance: 1e-15))
    }

    @Test func perceptualDurationAllowsOverdamping() throws {
        let animation = try CoreAnimationSpring(perceptualDuration: 0.4, bounce: -0.5)
        #expect(animation.allowsOverdamping)
        #expect(animation.spring.dampingRatio.isApproximatelyEqual(to: 2, absoluteTolerance: 1e-12))
        #expect(animation.renderedSpring == animation.spring)
    }

    /// bounce → ζ → bounce is the identity on −1 < b ≤ 1.
    @Test func bounceRoundTrips() async {
        await propertyCheck(count: 500, input: Gen.double(in: -0.999...1)) { b in
            let zeta = try! Bounce(b).dampingRatio
            #expect(Bounce(dampingRatio: zeta).value.isApproximatelyEqual(to: b, absoluteTolerance: 1e-12))
        }
    }

    /// SwiftUI (duration, bounce) → physical spring → SwiftUI again.
    @Test func swiftUIRoundTrips() async {
        await propertyCheck(count: 500, input: Gen.double(in: 0.05...5), Gen.double(in: -0.9...1)) { d, b in
            let original = try! PerceptualSpring(duration: d, bounce: b)
            let back = PerceptualSpring(try! original.spring(mass: 2.5))
            #expect(back.duration.isApproximatelyEqual(to: d, relativeTolerance: 1e-12))
            #expect(back.bounce.isApproximatelyEqual(to: b, absoluteTolerance: 1e-12))
        }
    }

    /// UIKit (T, ζ, v) → spring → the UIKit call that gives that spring again.
    @Test func uikitRoundTrips() async {
        await propertyCheck(count: 300, input: Gen.double(in: 0.1...3), Gen.double(in: 0.05...0.95)) { t, zeta in
            let original = try! UIKitSpring(duration: t, dampingRatio: zeta)
            let spring = try! original.spring()
            let back = try! #require(UIKitSpring.matching(spring, initialVelocity: 0))
            #expect(back.duration.isApproximatelyEqual(to: t, relativeTolerance: 1e-9))
            #expect(back.dampingRatio.isApproximatelyEqual(to: zeta, absoluteTolerance: 1e-12))
        }
    }

    @Test func uikitCannotExpressOverdamping() throws {
        #expect(UIKitSpring.matching(try Spring(stiffness: 100, damping: 50), initialVelocity: 0) == nil)
    }

    @Test func criticalUIKitEquivalentIsFound() throws {
        let smooth = try SwiftUIPreset.smooth.swiftUISpring.spring()
        let uikit = try #require(UIKitSpring.matching(smooth, initialVelocity: 0))
        let found = try uikit.spring().naturalFrequency
        #expect(found.isApproximatelyEqual(to: smooth.naturalFrequency, relativeTolerance: 1e-9))
    }
}

@Suite("Validation")
struct ValidationTests {
    @Test func springRefusesBadConstants() {
        #expect(throws: SpringError.notPositive(parameter: "mass", value: 0)) {
            try Spring(mass: 0, stiffness: 1, damping: 1)
        }
        #expect(throws: SpringError.notPositive(parameter: "stiffness", value: -1)) {
            try Spring(stiffness: -1, damping: 1)
        }
        #expect(throws: SpringError.negative(parameter: "damping", value: -0.5)) {
            try Spring(stiffness: 1, damping: -0.5)
        }
        #expect(throws: SpringError.self) { try Spring(stiffness: .nan, damping: 1) }
        #expect(throws: SpringError.self) { try Spring(stiffness: 1, damping: .infinity) }
        #expect(throws: SpringError.self) {
            try SpringMotion(animating: Spring(stiffness: 1, damping: 1), initialVelocity: .nan)
        }
    }

    @Test func apiRangesAreEnforced() {
        #expect(throws: SpringError.self) { try PerceptualSpring(duration: 0.5, bounce: 1.2) }
        #expect(throws: SpringError.self) { try PerceptualSpring(duration: 0.5, bounce: -1) }
        #expect(throws: SpringError.self) { try PerceptualSpring(duration: 0, bounce: 0) }
        #expect(throws: SpringError.self) { try UIKitSpring(duration: -1, dampingRatio: 0.5) }
        #expect(throws: SpringError.self) { try UIKitSpring(duration: 1, dampingRatio: -0.1) }
    }

    @Test func derivedQuantities() throws {
        let spring = try Spring(mass: 2, stiffness: 200, damping: 8)
        #expect(spring.naturalFrequency == 10)
        #expect(spring.dampingRatio == 0.2)
        #expect(spring.decayRate == 2)
        #expect(spring.dampedFrequency.isApproximatelyEqual(to: 10 * (0.96).squareRoot(), absoluteTolerance: 1e-14))
        #expect(spring.regime == .underdamped)
        #expect(spring.response.isApproximatelyEqual(to: 2 * .pi / 10, absoluteTolerance: 1e-15))
    }
}
