import SpringLab
import SpringLabTestSupport
import Testing

/// springlab's models of motion's, react-spring's, Rebound's and POP's ends against
/// what those runtimes' own code showed, frame by frame, on the springs of
/// data/reference/runtimes/ends/springs.csv (data/reference/README.md).
@Suite("runtime ends against the runtimes' own code")
struct RuntimeEndReferenceTests {
    /// One spring of the reference data and the frames a runtime showed of it.
    struct Case: CustomStringConvertible, Sendable {
        let id: String
        let spring: Spring
        let velocity: Double
        let move: ScreenMove
        /// Value shown at each frame, in units (0 → distance).
        let values: [Double]
        /// The first frame the runtime reported finished.
        let finishedFrame: Int?
        var description: String { id }

        var motion: SpringMotion { get throws { try SpringMotion(animating: spring, initialVelocity: velocity) } }
    }

    static func cases(_ file: String, finished: String) throws -> [Case] {
        let rows = try readCSVRows("data/reference/runtimes/ends/\(file)")
        return try readCSVRows("data/reference/runtimes/ends/springs.csv").map { spring in
            let mine = rows.filter { $0["id"] == spring["id"] }
            let number = { (key: String) in Double(spring[key]!)! }
            return Case(
                id: spring["id"]!,
                spring: try Spring(mass: number("mass"), stiffness: number("stiffness"), damping: number("damping")),
                velocity: number("velocity"),
                move: try ScreenMove(distance: number("distance"), framesPerSecond: number("fps")),
                values: mine.map { Double($0["value"]!)! },
                finishedFrame: mine.first { $0[finished] == "1" }.map { Int($0["frame"]!)! })
        }
    }

    /// Same arithmetic as react-spring (1 ms Euler steps, ⌈dt⌉ per frame):
    /// every frame within 1e-9 of the distance and the same finishing frame.
    @Test("react-spring: frames to 1e-9 of the distance, the same finishing frame")
    func reactSpring() throws {
        for c in try Self.cases("react-spring-frames.csv", finished: "idle") {
            let model = ReactSpringRuntime(defaultsFor: c.move.distance)
            let (values, finished) = model.frames(
                mass: c.spring.mass, tension: c.spring.stiffness, friction: c.spring.damping,
                velocity: c.velocity * c.move.distance / 1000, move: c.move)
            #expect(finished != nil, "\(c)")
            #expect(values.count == c.finishedFrame, "\(c)")
            for (mine, theirs) in zip(values, c.values) {
                #expect((mine - theirs).magnitude <= 1e-9 * c.move.distance, "\(c)")
            }
        }
    }

    /// Same arithmetic as Rebound's `Spring.advance` (1 ms steps, its RK4-shaped
    /// step, the blend back by the leftover): frames to 1e-9, same rest frame.
    @Test("Rebound: frames to 1e-9 of the distance, the same frame at rest")
    func rebound() throws {
        for c in try Self.cases("rebound-frames.csv", finished: "atRest") {
            let (values, atRest) = ReboundRuntime().frames(
                tension: c.spring.stiffness / c.spring.mass, friction: c.spring.damping / c.spring.mass,
                velocity: c.velocity * c.move.distance, move: c.move)
            #expect(atRest != nil, "\(c)")
            #expect(values.count == c.finishedFrame, "\(c)")
            for (mine, theirs) in zip(values, c.values) {
                #expect((mine - theirs).magnitude <= 1e-9 * c.move.distance, "\(c)")
            }
        }
    }

    /// Same arithmetic as POP's `SpringSolver` (RK4 steps of 0.001f s, the
    /// blend back, each frame restarting from the value written) and its two
    /// rest rules: frames and the value reached at the end to 1e-9 of the
    /// distance, the same frame done.
    @Test("POP: frames to 1e-9 of the distance, the same frame done")
    func pop() throws {
        for c in try Self.cases("pop-frames.csv", finished: "done") {
            let (values, atRest) = POPRuntime().frames(
                stiffness: c.spring.stiffness, damping: c.spring.damping, mass: c.spring.mass,
                velocity: c.velocity * c.move.distance, move: c.move)
            let finished = try #require(c.finishedFrame, "\(c)")
            #expect(values.count == finished, "\(c)")
            let reached = try #require(atRest, "\(c)")
            #expect((reached - c.values[finished]).magnitude <= 1e-9 * c.move.distance, "\(c)")
            for (mine, theirs) in zip(values, c.values) {
                #expect((mine - theirs).magnitude <= 1e-9 * c.move.distance, "\(c)")
            }
        }
    }

    /// motion evaluates the closed-form solution, as springlab does (another
    /// arrangement of the same formula): frames to 1e-9 of the distance, the
    /// target wherever the rest rule held, and completion at the same frame.
    @Test("motion: frames to 1e-9 of the distance, the same completing frame")
    func motion() throws {
        for c in try Self.cases("motion-frames.csv", finished: "completed") {
            let run = MotionRuntime(defaultsFor: c.move.distance).run(try c.motion, move: c.move)
            for (k, theirs) in c.values.enumerated() {
                let mine = try #require(run.displacement(atFrame: k))
                #expect(((mine + 1) * c.move.distance - theirs).magnitude <= 1e-9 * c.move.distance, "\(c) frame \(k)")
            }
            let completion = try #require(c.finishedFrame)
            let duration = try #require(
                MotionRuntime(defaultsFor: c.move.distance).generatorDuration(try c.motion, distance: c.move.distance))
            let firstAfter = (0...).first { MotionRuntime.elapsedMilliseconds($0, move: c.move) >= duration }
            #expect(completion == firstAfter, "\(c)")
        }
    }

    @Test("motion: the generator's duration on its 50 ms grid")
    func motionDurations() throws {
        let durations = try readCSVRows("data/reference/runtimes/ends/motion-durations.csv")
        for c in try Self.cases("motion-frames.csv", finished: "completed") {
            let theirs = Double(try #require(durations.first { $0["id"] == c.id }?["generatorDurationMs"]))
            let mine = MotionRuntime(defaultsFor: c.move.distance).generatorDuration(
                try c.motion, distance: c.move.distance)
            #expect(mine == theirs, "\(c)")
        }
    }
}
