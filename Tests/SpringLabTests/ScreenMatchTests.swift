import SpringLab
import Testing

/// `--for`: parameters that keep a runtime within the tolerance of the
/// source's screen, or the best there is.
@Suite("screen match")
struct ScreenMatchTests {
    static let animation = SpringAnimation(try! CoreAnimationSpring(mass: 1, stiffness: 100, damping: 10))

    /// motion's rest thresholds can always be tightened: within the tolerance,
    /// with a restDelta no larger than the tolerance in units (a snap larger
    /// than that would break it).
    @Test("motion: thresholds within the tolerance")
    func motion() throws {
        let match = try ScreenMatch(Self.animation, for: "motion", move: .standard, tolerance: 0.005)
        #expect(match.isWithinTolerance)
        let model = try #require(match.runtime.model as? MotionRuntime)
        #expect(model.restDelta <= 0.005 * 300)
        // The deviation claimed is the one of these parameters' frames.
        let run = try #require(match.runtime.run(Self.animation, move: .standard))
        let source = try #require(
            ScreenRuntime.named("ca", for: Self.animation, move: .standard).run(Self.animation, move: .standard))
        #expect(run.maxDeviation(from: source) == match.deviation)
    }

    /// A tolerance tighter than react-spring's defaults reach: matched by
    /// tightening precision and slowing the spring by the 17 ms it runs per
    /// 16.67 ms frame.
    @Test("react-spring at 0.5%: matched")
    func reactSpring() throws {
        let defaults = try #require(
            ScreenRuntime.named("react-spring", for: Self.animation, move: .standard).run(
                Self.animation, move: .standard))
        let source = try #require(
            ScreenRuntime.named("ca", for: Self.animation, move: .standard).run(Self.animation, move: .standard))
        #expect(defaults.maxDeviation(from: source) > 0.005)
        let match = try ScreenMatch(Self.animation, for: "react-spring", move: .standard)
        #expect(match.isWithinTolerance)
    }

    /// On a very stiff spring (ω0 ≈ 71 rad/s, 1 ms Euler steps) no precision
    /// brings react-spring within 0.1%: the match says so and keeps the best.
    @Test("react-spring on a very stiff spring: impossible, best found")
    func impossible() throws {
        let stiff = SpringAnimation(try CoreAnimationSpring(mass: 1, stiffness: 5000, damping: 60))
        let match = try ScreenMatch(stiff, for: "react-spring", move: .standard, tolerance: 0.001)
        #expect(!match.isWithinTolerance)
        let defaults = try #require(
            ScreenRuntime.named("react-spring", for: stiff, move: .standard).run(stiff, move: .standard))
        let source = try #require(
            ScreenRuntime.named("ca", for: stiff, move: .standard).run(stiff, move: .standard))
        #expect(match.deviation <= defaults.maxDeviation(from: source))
    }

    @Test("an unknown runtime or a bad tolerance is refused")
    func refused() {
        #expect(throws: SpringError.self) { try ScreenMatch(Self.animation, for: "css", move: .standard) }
        #expect(throws: SpringError.self) {
            try ScreenMatch(Self.animation, for: "motion", move: .standard, tolerance: 0)
        }
    }
}
