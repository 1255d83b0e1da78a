import Foundation
import PropertyBased
import Testing

@testable import SpringLab

@Suite("Apple's parameterizations")
struct ParameterizationTests {
    /// physics.md §3, the published UIKit check: T = 3, ζ = 0.25, v = 0.
    @Test func uikitPublishedVector() throws {
        let spring = try UIKitSpring(duration: 3, dampingRatio: 0.25).spring()
        #expect(abs(spring.stiffness - 54.83363359078326) <= 1e-12 * 54.83363359078326)
        #expect(abs(spring.damping - 3.702486785620688) <= 1e-12 * 3.702486785620688)
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
        #expect(abs(abs(b) * decay - 0.001) <= 1e-12)
        #expect(abs(try uikit.remainingAtEnd()) <= (1 + b * b).squareRoot() * decay * (1 + 1e-12))
    }

    @Test func uikitClampsDamping() throws {
        let over = try UIKitSpring(duration: 0.5, dampingRatio: 2)
        #expect(over.effectiveDampingRatio == 1)
        #expect(try over.spring().dampingRatio == 1)
    }

    /// physics.md §4: Spring(duration: 0.5, bounce: 0.3) → mass 1, stiffness
    /// 157.9, damping 17.6 (published to one decimal).
    @Test func swiftUIPublishedSpring() throws {
        let spring = try SwiftUISpring(duration: 0.5, bounce: 0.3).spring()
        #expect(abs(spring.stiffness - 157.9) < 0.05 && abs(spring.damping - 17.6) < 0.05)
        let back = SwiftUISpring(try Spring(mass: 1, stiffness: 100, damping: 10))
        #expect(abs(back.duration - 0.63) < 0.005 && abs(back.bounce - 0.5) < 1e-15)
    }

    @Test func presets() throws {
        #expect(SwiftUIPreset.smooth.swiftUISpring.dampingRatio == 1)
        #expect(abs(SwiftUIPreset.snappy.swiftUISpring.dampingRatio - 0.85) < 1e-15)
        #expect(abs(SwiftUIPreset.bouncy.swiftUISpring.dampingRatio - 0.7) < 1e-15)
    }

    @Test func perceptualDurationAllowsOverdamping() throws {
        let animation = try CoreAnimationSpring(perceptualDuration: 0.4, bounce: -0.5)
        #expect(animation.allowsOverdamping)
        #expect(abs(animation.spring.dampingRatio - 2) < 1e-12)
        #expect(animation.renderedSpring == animation.spring)
    }

    /// bounce → ζ → bounce is the identity on −1 < b ≤ 1.
    @Test func bounceRoundTrips() async {
        await propertyCheck(count: 500, input: Gen.double(in: -0.999...1)) { b in
            let zeta = try! Bounce(b).dampingRatio
            #expect(abs(Bounce(dampingRatio: zeta).value - b) <= 1e-12)
        }
    }

    /// SwiftUI (duration, bounce) → physical spring → SwiftUI again.
    @Test func swiftUIRoundTrips() async {
        await propertyCheck(count: 500, input: Gen.double(in: 0.05...5), Gen.double(in: -0.9...1)) { d, b in
            let original = try! SwiftUISpring(duration: d, bounce: b)
            let back = SwiftUISpring(try! original.spring(mass: 2.5))
            #expect(abs(back.duration - d) <= 1e-12 * d)
            #expect(abs(back.bounce - b) <= 1e-12)
        }
    }

    /// UIKit (T, ζ, v) → spring → the UIKit call that gives that spring again.
    @Test func uikitRoundTrips() async {
        await propertyCheck(count: 300, input: Gen.double(in: 0.1...3), Gen.double(in: 0.05...0.95)) { t, zeta in
            let original = try! UIKitSpring(duration: t, dampingRatio: zeta)
            let spring = try! original.spring()
            let back = try! #require(UIKitSpring.matching(spring, initialVelocity: 0))
            #expect(abs(back.duration - t) <= 1e-9 * t)
            #expect(abs(back.dampingRatio - zeta) <= 1e-12)
        }
    }

    @Test func uikitCannotExpressOverdamping() throws {
        #expect(UIKitSpring.matching(try Spring(stiffness: 100, damping: 50), initialVelocity: 0) == nil)
    }

    @Test func criticalUIKitEquivalentIsFound() throws {
        let smooth = try SwiftUIPreset.smooth.swiftUISpring.spring()
        let uikit = try #require(UIKitSpring.matching(smooth, initialVelocity: 0))
        #expect(abs(try uikit.spring().naturalFrequency - smooth.naturalFrequency) <= 1e-9 * smooth.naturalFrequency)
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
        #expect(throws: SpringError.self) { try SwiftUISpring(duration: 0.5, bounce: 1.2) }
        #expect(throws: SpringError.self) { try SwiftUISpring(duration: 0.5, bounce: -1) }
        #expect(throws: SpringError.self) { try SwiftUISpring(duration: 0, bounce: 0) }
        #expect(throws: SpringError.self) { try UIKitSpring(duration: -1, dampingRatio: 0.5) }
        #expect(throws: SpringError.self) { try UIKitSpring(duration: 1, dampingRatio: -0.1) }
    }

    @Test func derivedQuantities() throws {
        let spring = try Spring(mass: 2, stiffness: 200, damping: 8)
        #expect(spring.naturalFrequency == 10)
        #expect(spring.dampingRatio == 0.2)
        #expect(spring.decayRate == 2)
        #expect(abs(spring.dampedFrequency - 10 * (0.96).squareRoot()) < 1e-14)
        #expect(spring.regime == .underdamped)
        #expect(abs(spring.response - 2 * .pi / 10) < 1e-15)
    }
}
