import RealModule
import SpringLab
import Testing

/// The `compose` kind: Compose's defaults, its named constants, and the
/// mapping k = stiffness, c = 2ζ√k with unit mass.
@Suite("compose input")
struct ComposeInputTests {
    @Test("written by name, it is in the list of kinds")
    func registered() throws {
        #expect(try SpringInputKinds.named("compose") == ComposeInput.self)
    }

    @Test("no parameter: Compose's default spring, ζ = 1 and stiffness 1500")
    func defaults() throws {
        let animation = try ComposeInput().animation()
        #expect(animation.spring.mass == 1)
        #expect(animation.spring.stiffness == 1500)
        #expect(animation.spring.dampingRatio.isApproximatelyEqual(to: 1, relativeTolerance: 1e-15))
        #expect(animation.endTime == nil)
    }

    /// c = 2ζ√k: for ζ = 0.5 and k = 400, c = 20 exactly.
    @Test("dampingRatio and stiffness give c = 2ζ√k of unit mass")
    func mapping() throws {
        let input = try ComposeInput.written([("dampingRatio", .number(0.5)), ("stiffness", .number(400))])
        let spring = try input.animation().spring
        #expect(spring.stiffness == 400)
        #expect(spring.damping.isApproximatelyEqual(to: 20, relativeTolerance: 1e-15))
    }

    @Test(
        "named constants stand for their values",
        arguments: [
            ("dampingRatio", "HighBouncy", 0.2), ("dampingRatio", "MediumBouncy", 0.5),
            ("dampingRatio", "LowBouncy", 0.75),
            ("dampingRatio", "NoBouncy", 1), ("stiffness", "High", 10_000), ("stiffness", "Medium", 1500),
            ("stiffness", "MediumLow", 400), ("stiffness", "Low", 200), ("stiffness", "VeryLow", 50),
        ])
    func constants(parameter: String, name: String, value: Double) throws {
        guard case let .number(constants) = try ComposeInput.parameterValues(named: parameter) else {
            Issue.record("\(parameter) is not numeric")
            return
        }
        #expect(constants.first { $0.name == name }?.value == value)
    }

    /// animateTo's 600 units/s over a move of 200 units is 3 distances per second.
    @Test("initialVelocity is in units per second of the move; visibilityThreshold must be positive")
    func velocity() throws {
        let animation = try ComposeInput.animation(["initialVelocity": .number(600), "distance": .number(200)])
        #expect(animation.initialVelocity == 3)
        #expect(throws: SpringError.self) { try ComposeInput.animation(["visibilityThreshold": .number(0)]) }
    }

    @Test("refused: a negative ratio, zero stiffness, an unknown parameter")
    func refused() throws {
        #expect(throws: SpringError.negative(parameter: "damping ratio", value: -0.1)) {
            try ComposeInput.written([("dampingRatio", .number(-0.1))]).animation()
        }
        #expect(throws: SpringError.notPositive(parameter: "stiffness", value: 0)) {
            try ComposeInput.written([("stiffness", .number(0))]).animation()
        }
        #expect(throws: SpringError.self) { try ComposeInput.written([("mass", .number(1))]) }
    }
}
