import SpringLab
import SpringLabTestSupport
import Testing

/// springlab's model of how motion ends a `{ duration, bounce }` spring
/// against what motion's own `JSAnimation` showed
/// (data/reference/runtimes/ends/motion-duration-frames.csv, data/reference/README.md).
///
/// Tolerance: 1e-9 of the distance. motion evaluates the same closed form at
/// the same whole milliseconds in double precision; what is left is the
/// rounding of two arrangements of one formula and of the Newton steps that
/// find the spring (``MotionDurationSpring``, checked to 1e-9 in
/// `MotionInputTests`).
@Suite("motion's duration springs against motion's own code")
struct MotionDurationEndReferenceTests {
    static let tolerance = 1e-9

    struct Case: CustomStringConvertible, Sendable {
        let id: String
        let animation: SpringAnimation
        let move: ScreenMove
        /// The value shown at each frame, in units (0 → distance), through the completing frame.
        let values: [Double]
        let completedFrame: Int?
        var description: String { id }

        var run: ScreenRun? {
            try? ScreenRuntime.named("motion", for: animation, move: move).run(animation, move: move)
        }
    }

    static func cases() throws -> [Case] {
        let rows = try readCSVRows("data/reference/runtimes/ends/motion-duration-frames.csv")
        return try readCSVRows("data/reference/runtimes/ends/motion-duration-springs.csv").map { spring in
            let number = { (key: String) in Double(spring[key]!)! }
            let mine = rows.filter { $0["id"] == spring["id"] }
            return Case(
                id: spring["id"]!,
                animation: try MotionInput.numbers([
                    "duration": number("duration"), "bounce": number("bounce"), "distance": number("distance"),
                ]).animation(),
                move: try ScreenMove(distance: number("distance"), framesPerSecond: number("fps")),
                values: mine.map { Double($0["value"]!)! },
                completedFrame: mine.first { $0["completed"] == "1" }.map { Int($0["frame"]!)! })
        }
    }

    /// Frames at round(k · 1000/fps) ms, the target from the first frame
    /// whose time reaches the duration, which completes the animation.
    @Test("frame by frame, the same completing frame")
    func frames() throws {
        let cases = try Self.cases()
        #expect(cases.count == 12)
        for c in cases {
            let run = try #require(c.run, "\(c)")
            #expect(run.endFrame == c.completedFrame, "\(c)")
            for (k, theirs) in c.values.enumerated() {
                let mine = try #require(run.displacement(atFrame: k))
                #expect(
                    ((mine + 1) * c.move.distance - theirs).magnitude <= Self.tolerance * c.move.distance, "\(c) \(k)")
            }
        }
    }

    /// `motion:duration=0.05,bounce=0.9`: three frames, shown at 17 and 33 ms
    /// rather than 16.67 and 33.33, stray 1.71% from the exact curve; the
    /// deviation reported is the reference frames' own.
    @Test("duration 0.05 s, bounce 0.9: the deviation of motion's own frames")
    func quickBouncy() throws {
        let c = try #require(try Self.cases().first { $0.id == "quick-bouncy" })
        let completed = try #require(c.completedFrame)
        #expect(completed == 3)
        let exact = c.animation.motion
        // The target from the completing frame on; the jump does not enter the deviation.
        let theirs = ScreenRun(
            shown: c.values.prefix(completed).map { $0 / c.move.distance - 1 }, endFrame: completed, jump: 0
        ).maxDeviation(from: exact, move: c.move)
        let end = try #require(try RuntimeEnds(c.animation, move: c.move)["motion"])
        #expect((end.maxDeviation - theirs).magnitude <= Self.tolerance)
        #expect(end.maxDeviation > 0.0171 && end.maxDeviation < 0.0172)
        #expect(end.endsAt == 3.0 / 60)
    }

    /// motion's conversions of the duration: seconds × 1000, ÷ 1000, × 1000.
    @Test("the duration in milliseconds as motion converts it")
    func durationMilliseconds() {
        #expect(MotionDurationEnd(duration: 0.05).durationMilliseconds == 50)
        #expect(MotionDurationEnd(duration: 0.8).durationMilliseconds == 800)
        #expect(MotionDurationEnd(duration: 0.01).durationMilliseconds == 10)
    }
}
