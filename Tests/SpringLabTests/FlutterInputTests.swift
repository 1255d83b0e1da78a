import RealModule
import SpringLab
import Testing

/// The `flutter` kind: `SpringDescription`'s three constructors
/// (`spring_simulation.dart`), velocity in units per second.
@Suite("flutter input")
struct FlutterInputTests {
    @Test("SpringDescription(mass:stiffness:damping:) as given")
    func physical() throws {
        let spring = try FlutterInput.animation(["mass": .number(2), "stiffness": .number(50), "damping": .number(3)])
            .spring
        #expect(spring.mass == 2 && spring.stiffness == 50 && spring.damping == 3)
    }

    /// c = ratio · 2√(m k): m 2, k 50, ratio 0.3 gives c = 6.
    @Test("withDampingRatio: c = ratio · 2√(m k), ratio 1 by default")
    func dampingRatio() throws {
        let spring = try FlutterInput.animation(["mass": .number(2), "stiffness": .number(50), "ratio": .number(0.3)])
            .spring
        #expect(spring.damping.isApproximatelyEqual(to: 6, relativeTolerance: 1e-15))
        let critical = try FlutterInput.animation(["mass": .number(2), "stiffness": .number(50)]).spring
        #expect(critical.dampingRatio.isApproximatelyEqual(to: 1, relativeTolerance: 1e-15))
    }

    /// Flutter documents withDurationAndBounce as SwiftUI's spring(duration:bounce:).
    @Test("withDurationAndBounce is SwiftUI's mapping on whole milliseconds", arguments: [0.3, 0, -0.5])
    func durationAndBounce(bounce: Double) throws {
        let flutter = try FlutterInput.animation(["duration": .number(0.25), "bounce": .number(bounce)]).spring
        let swiftUI = try SwiftUIInput.animation(["duration": .number(0.25), "bounce": .number(bounce)]).spring
        #expect(sameSpring(flutter, swiftUI))
    }

    /// `Duration.inMilliseconds` truncates: 0.3456 s is 345 ms.
    @Test("withDurationAndBounce truncates the duration to whole milliseconds")
    func truncation() throws {
        let spring = try FlutterInput.animation(["duration": .number(0.3456)]).spring
        #expect(spring.response.isApproximatelyEqual(to: 0.345, relativeTolerance: 1e-12))
        let defaults = try FlutterInput.animation(["bounce": .number(0)]).spring
        #expect(defaults.response.isApproximatelyEqual(to: 0.5, relativeTolerance: 1e-12))
        #expect(throws: SpringError.self) { try FlutterInput.animation(["duration": .number(0.0009)]) }
    }

    @Test("velocity is in units per second of the move")
    func velocity() throws {
        let animation = try FlutterInput.animation([
            "mass": .number(1), "stiffness": .number(100), "damping": .number(10), "velocity": .number(-450),
            "distance": .number(150),
        ])
        #expect(animation.initialVelocity == -3)
    }
}
