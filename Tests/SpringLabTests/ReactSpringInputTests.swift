import RealModule
import SpringLab
import Testing

/// The `react-spring` kind: its presets (`constants.ts`), `frequency`/`damping`
/// (`AnimationConfig.ts`), velocity in units per millisecond, checked against
/// react-spring 9.7.5's own frames.
@Suite("react-spring input")
struct ReactSpringInputTests {
    static let springs = try! RuntimeReferenceSpring.all()

    @Test(
        "presets: react-spring's config table",
        arguments: [
            ("default", 170.0, 26.0), ("gentle", 120, 14), ("wobbly", 180, 12), ("stiff", 210, 20),
            ("slow", 280, 60), ("molasses", 280, 120),
        ])
    func presets(name: String, tension: Double, friction: Double) throws {
        let spring = try ReactSpringInput.animation(["preset": .choice(name)]).spring
        #expect(spring.mass == 1 && spring.stiffness == tension && spring.damping == friction)
    }

    /// tension = (2π/f)² m and friction = 4πζm/f: the undamped period f and
    /// ratio ζ, the same spring as SwiftUI's response f and damping ratio ζ.
    @Test("frequency and damping are response and damping ratio")
    func frequency() throws {
        let react = try ReactSpringInput.animation(["frequency": .number(0.4), "damping": .number(0.3)]).spring
        let swiftUI = try SwiftUIInput.animation(["response": .number(0.4), "dampingRatio": .number(0.3)]).spring
        #expect(sameSpring(react, swiftUI))
    }

    /// 0.6 units/ms over a move of 200 units is 3 distances per second.
    @Test("velocity is in units per millisecond of the move")
    func velocity() throws {
        let animation = try ReactSpringInput.animation(["velocity": .number(0.6), "distance": .number(200)])
        #expect(animation.initialVelocity.isApproximatelyEqual(to: 3, relativeTolerance: 1e-15))
    }

    /// react-spring's first frame is a whole number of its documented 1 ms
    /// steps (docs/runtimes.md: a = (−tension·1e-6·(x − to) − friction·1e-3·v)/m,
    /// v += a, x += v) from the velocity read in units/ms; read in units/s, no
    /// number of steps reaches it. How many steps its clock takes is the end
    /// model's matter, so every count up to 100 is tried.
    @Test("react-spring's own first frame comes from the units/ms reading", arguments: springs)
    func framesConfirmTheUnit(_ reference: RuntimeReferenceSpring) throws {
        guard reference.velocity != 0 else { return }
        let frames = try #require(
            try RuntimeFrame.byID("react-spring-frames.csv", stoppedColumn: "idle")[reference.id])
        let (distance, spring) = (reference.move.distance, reference.spring)
        let velocity = reference.velocity * distance / 1000
        let input = try ReactSpringInput.written([
            ("tension", .number(spring.stiffness)), ("friction", .number(spring.damping)),
            ("mass", .number(spring.mass)), ("velocity", .number(velocity)), ("distance", .number(distance)),
        ])
        #expect(try input.animation().initialVelocity == reference.velocity)
        func reaches(_ target: Double, from start: Double) -> Bool {
            var (x, v) = (0.0, start)
            for _ in 0..<100 {
                let force = -spring.stiffness * 0.000001 * (x - distance) - spring.damping * 0.001 * v
                v += force / spring.mass
                x += v
                if abs(x - target) <= 1e-9 * distance { return true }
            }
            return false
        }
        #expect(reaches(frames[1].value, from: velocity))
        #expect(!reaches(frames[1].value, from: velocity / 1000))
    }

    @Test("rest thresholds: precision min(1, 0.001 × distance), restVelocity precision / 10")
    func thresholds() throws {
        #expect(ReactSpringInput().restThresholds(distance: 300) == (0.3, 0.03))
        #expect(ReactSpringInput().restThresholds(distance: 5000) == (1, 0.1))
        let written = try ReactSpringInput.numbers(["precision": 0.01])
        #expect(written.restThresholds(distance: 300) == (0.01, 0.001))
    }
}
