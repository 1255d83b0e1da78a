import RealModule
import SpringLab
import Testing

/// The `android` kind: `SpringForce`'s defaults and constants
/// (`SpringForce.java`), start velocity in units per second.
@Suite("android input")
struct AndroidInputTests {
    @Test("no parameter: SpringForce's stiffness 1500 and damping ratio 0.5, unit mass")
    func defaults() throws {
        let spring = try AndroidInput().animation().spring
        #expect(spring.mass == 1 && spring.stiffness == 1500)
        #expect(spring.damping.isApproximatelyEqual(to: 1500.0.squareRoot(), relativeTolerance: 1e-15))
    }

    @Test(
        "named constants",
        arguments: [
            ("stiffness", "High", 10_000.0), ("stiffness", "Medium", 1500), ("stiffness", "Low", 200),
            ("stiffness", "VeryLow", 50), ("dampingRatio", "HighBouncy", 0.2),
            ("dampingRatio", "MediumBouncy", 0.5), ("dampingRatio", "LowBouncy", 0.75),
            ("dampingRatio", "NoBouncy", 1), ("minimumVisibleChange", "Alpha", 1.0 / 256),
            ("minimumVisibleChange", "Scale", 0.002), ("minimumVisibleChange", "RotationDegrees", 0.1),
        ] as [(String, String, Double)])
    func constants(parameter: String, name: String, value: Double) throws {
        guard case let .number(constants) = try AndroidInput.parameterValues(named: parameter) else {
            Issue.record("\(parameter) is not numeric")
            return
        }
        #expect(constants.first { $0.name == name }?.value == value)
    }

    /// 600 px/s over a move of 200 px is 3 distances per second.
    @Test("startVelocity is in units per second of the move")
    func velocity() throws {
        let animation = try AndroidInput.animation(["startVelocity": .number(600), "distance": .number(200)])
        #expect(animation.initialVelocity == 3)
        let standard = try AndroidInput.animation(["startVelocity": .number(600)])
        #expect(standard.initialVelocity == 2)
    }

    /// `SpringForce`: value threshold 0.75 × the minimum visible change, velocity 62.5 × that.
    @Test("rest thresholds scale with the minimum visible change")
    func thresholds() throws {
        let input = try AndroidInput.numbers(["minimumVisibleChange": 0.1])
        #expect(input.restThresholds.value.isApproximatelyEqual(to: 0.075, relativeTolerance: 1e-15))
        #expect(input.restThresholds.velocity.isApproximatelyEqual(to: 4.6875, relativeTolerance: 1e-15))
        #expect(throws: SpringError.self) { try AndroidInput.animation(["minimumVisibleChange": .number(0)]) }
    }

    @Test("the same spring as Compose's spring(dampingRatio, stiffness)")
    func sameAsCompose() throws {
        let android = try AndroidInput.animation(["stiffness": .number(400), "dampingRatio": .number(0.3)])
        let compose = try ComposeInput.animation(["stiffness": .number(400), "dampingRatio": .number(0.3)])
        #expect(sameSpring(android.spring, compose.spring, tolerance: 0))
    }
}
