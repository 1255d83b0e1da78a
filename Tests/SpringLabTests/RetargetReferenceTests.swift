import SpringLab
import SpringLabTestSupport
import Testing

/// Each modelled runtime's retargets and gesture hand-offs against what its
/// own code showed (data/reference/retarget/, data/reference/README.md,
/// `retarget/`): the velocity carried into the second move to 1e-9 relative
/// (the same arithmetic, in another order), the end frame exactly, every
/// frame, the jump and the deviation from the continuous move to 1e-9 of D
/// (the same steps in double precision: the runs agree to about 1e-13 of D;
/// motion's frames are the closed form at whole milliseconds, as springlab's;
/// Android's, in `float`, agree exactly once its numbers are read back as
/// the `float`s it printed).
@Suite("retargets as the runtimes' own code ran them")
struct RetargetReferenceTests {
    typealias Recorded = RetargetReferenceDataTests.Recorded

    /// The shared case's spring and move, with the runtime's own target and
    /// second spring: `spring(config)` reads a recorded config.
    static func retarget(
        _ recorded: Recorded, spring: (String) throws -> Spring
    ) throws -> Retarget {
        let shared = try #require(
            try readCSVRows("data/reference/retarget/cases.csv").first { $0["case"] == recorded.id }, "\(recorded.id)")
        let second = try spring(recorded.row["second_config"]!)
        // A gesture has no first move: its spring is the second.
        let first = recorded.row["first_config"]!.isEmpty ? second : try spring(recorded.row["first_config"]!)
        let fps = try #require(recorded.number("fps")), to = try #require(recorded.number("to"))
        if recorded.row["kind"] == "gesture" {
            let from = try #require(Double(shared["from"]!)),
                velocity = try #require(Double(shared["second_velocity"]!))
            let move = try ScreenMove(
                distance: (to - from).magnitude == 0 ? 1 : (to - from).magnitude, framesPerSecond: fps)
            return try Retarget(
                releasing: animation(second, velocity: 0), from: from, velocity: velocity, to: to, move: move)
        }
        let distance = try #require(recorded.number("distance"))
        let move = try ScreenMove(distance: distance, framesPerSecond: fps)
        let velocity = Double(shared["first_velocity"]!)! / distance
        return try Retarget(
            first: animation(first, velocity: velocity), move: move, retargetFrame: recorded.retargetFrame, to: to,
            second: animation(second, velocity: 0), velocity: Double(shared["second_velocity"]!))
    }

    /// A motion case's retarget, its transitions `key=value;…` as motion
    /// inputs (a `velocity` in the second transition is the one the app
    /// passes; in the first, the move's own, in units per second of D).
    static func motionRetarget(_ recorded: Recorded) throws -> Retarget {
        let fps = try #require(recorded.number("fps")), to = try #require(recorded.number("to"))
        var second = try motionTransition(recorded.row["second_transition"]!)
        let velocity = second.removeValue(forKey: "velocity")
        if recorded.row["kind"] == "gesture" {
            let from = try #require(recorded.number("from"))
            let move = try ScreenMove(
                distance: (to - from).magnitude == 0 ? 1 : (to - from).magnitude, framesPerSecond: fps)
            return try Retarget(
                releasing: try motionAnimation(second), from: from, velocity: try #require(velocity), to: to, move: move
            )
        }
        let distance = try #require(recorded.number("distance"))
        var first = try motionTransition(recorded.row["first_transition"]!)
        first["distance"] = distance
        return try Retarget(
            first: try motionAnimation(first), move: try ScreenMove(distance: distance, framesPerSecond: fps),
            retargetFrame: recorded.retargetFrame, to: to, second: try motionAnimation(second), velocity: velocity)
    }

    /// `type=spring;key=value;…` as numbers, the type left out.
    static func motionTransition(_ text: String) throws -> [String: Double] {
        var options = config(text)
        #expect(text.hasPrefix("type=spring;"), "\(text)")
        options["type"] = nil
        return options
    }

    static func motionAnimation(_ options: [String: Double]) throws -> SpringAnimation {
        try MotionInput.written(options.sorted { $0.key < $1.key }.map { ($0.key, .number($0.value)) }).animation()
    }

    /// A spring written as Core Animation's, `velocity` in fractions of the distance per second.
    static func animation(_ spring: Spring, velocity: Double) throws -> SpringAnimation {
        try CoreAnimationInput.written([
            ("mass", .number(spring.mass)), ("stiffness", .number(spring.stiffness)),
            ("damping", .number(spring.damping)), ("velocity", .number(velocity)),
        ]).animation()
    }

    /// `key=value;…` as numbers (other values, `useNativeDriver=false`, left out).
    static func config(_ text: String) -> [String: Double] {
        Dictionary(
            uniqueKeysWithValues: text.split(separator: ";").compactMap { pair in
                let parts = pair.split(separator: "=")
                return Double(parts[1]).map { (String(parts[0]), $0) }
            })
    }

    /// Every recorded frame, the carried velocity, the end frame, the jump
    /// and the deviation of `run` against the case; `read` turns a recorded
    /// number into the value the runtime held when it wrote it, and
    /// `velocityAfter` stands in for the case's where it records none (no
    /// second move started).
    static func expect(
        _ run: RetargetRun, _ recorded: Recorded, _ retarget: Retarget, _ runtime: String,
        read: (Double) -> Double = { $0 }, velocityAfter: Double? = nil
    ) throws {
        let id = "\(runtime) \(recorded.id)", distance = retarget.move.distance
        let after = try velocityAfter ?? read(try #require(recorded.number("velocity_after")))
        #expect(
            (run.velocityAfter - after).magnitude <= 1e-9 * Swift.max(1, after.magnitude),
            "\(id) velocity after: \(run.velocityAfter) vs \(after)")
        #expect(run.endFrame == recorded.row["second_end_frame"].flatMap { Int($0) }, "\(id) end frame")
        #expect(run.frames.count == recorded.frames.count, "\(id) frames")
        for (index, frame) in zip(run.frames.indices, recorded.frames) {
            let theirs = read(Double(frame["value"]!)!)
            #expect(
                (run.frames[index] - theirs).magnitude <= 1e-9 * distance,
                "\(id) frame \(index): \(run.frames[index]) vs \(theirs)")
        }
        // The measures of the recorded frames, by the same definitions.
        let theirs = RetargetRun(
            frames: recorded.frames.map { read(Double($0["value"]!)!) }, retargetFrame: recorded.retargetFrame,
            velocityBefore: read(try #require(recorded.number("velocity_before"))), velocityAfter: after,
            endFrame: recorded.row["second_end_frame"].flatMap { Int($0) }, snappedFrom: run.snappedFrom,
            firstMoveEnded: run.firstMoveEnded)
        let mine = try RetargetMeasures(run, of: retarget), reference = try RetargetMeasures(theirs, of: retarget)
        #expect((mine.maxDeviation - reference.maxDeviation).magnitude <= 1e-9, "\(id) deviation")
        #expect((mine.overshoot - reference.overshoot).magnitude <= 1e-9, "\(id) overshoot")
    }

    @Test("Rebound: setEndValue keeps the velocity and the unspent step time")
    func rebound() throws {
        let cases = try RetargetReferenceDataTests.recorded("rebound")
        #expect(cases.count == 18)
        for recorded in cases {
            let retarget = try Self.retarget(recorded) { text in
                let config = Self.config(text)
                return try Spring(mass: 1, stiffness: config["tension"]!, damping: config["friction"]!)
            }
            let run = ReboundRuntime().retargetRun(retarget)
            try Self.expect(run, recorded, retarget, "rebound")
        }
    }

    @Test("react-spring: start({ to }) keeps the last velocity; a finished spring starts again from rest")
    func reactSpring() throws {
        let cases = try RetargetReferenceDataTests.recorded("react-spring")
        #expect(cases.count == 18)
        for recorded in cases {
            let retarget = try Self.retarget(recorded) { text in
                let config = Self.config(text)
                return try Spring(mass: config["mass"]!, stiffness: config["tension"]!, damping: config["friction"]!)
            }
            let run = ReactSpringRuntime(defaultsFor: retarget.move.distance).retargetRun(retarget)
            try Self.expect(run, recorded, retarget, "react-spring")
        }
    }

    /// The retargets and gestures `Retarget` describes: a call at frame
    /// r − 1's time (the `…-midframe` cases call half a frame later) on a
    /// value the animation drives (`gesture-tracked-release` is set by the
    /// app before its call).
    static func motionCases(_ runtime: String) throws -> [Recorded] {
        try RetargetReferenceDataTests.recorded(runtime).filter {
            !$0.id.hasSuffix("-midframe") && $0.row["kind"] != "tracked"
        }
    }

    @Test("motion: animate() keeps the last frames' velocity; a finished animation hands over none")
    func motion() throws {
        let cases = try Self.motionCases("motion")
        #expect(cases.count == 18)
        for recorded in cases {
            let retarget = try Self.motionRetarget(recorded)
            let runtime = try #require(MotionRuntime.model(for: retarget.first, move: retarget.move))
            try Self.expect(try runtime.retargetRun(retarget), recorded, retarget, "motion")
        }
    }

    @Test("motion's duration springs start from rest, whatever velocity they are handed")
    func motionDuration() throws {
        let cases = try Self.motionCases("motion-duration")
        #expect(cases.count == 14)
        for recorded in cases {
            let retarget = try Self.motionRetarget(recorded)
            let runtime = try #require(MotionRuntime.model(for: retarget.first, move: retarget.move))
            try Self.expect(try runtime.retargetRun(retarget), recorded, retarget, "motion-duration")
        }
    }

    @Test("React Native: a new spring on a running value takes its velocity, position and clock")
    func reactNative() throws {
        let cases = try RetargetReferenceDataTests.recorded("react-native")
        #expect(cases.count == 18)
        for recorded in cases {
            let retarget = try Self.retarget(recorded) { text in
                let config = Self.config(text)
                return try Spring(mass: config["mass"]!, stiffness: config["stiffness"]!, damping: config["damping"]!)
            }
            try Self.expect(try ReactNativeRuntime().retargetRun(retarget), recorded, retarget, "react-native")
        }
    }

    /// Android prints its `float`s with `Float.toString`, the shortest
    /// decimal that reads back as the same `float`; read back so, they are
    /// the numbers Android held (read as Doubles they are up to half a
    /// `float`'s spacing off, 1.5e-5 of D for the gesture at 300 with D = 1).
    /// The model keeps the same `float`s, and the tolerances stay 1e-9
    /// relative for the velocity and 1e-9 of D for the frames: a `float`'s
    /// spacing is at least 6e-8 of its size, so they ask for the very
    /// `float` Android held for every velocity above 1/60 unit/s and every
    /// frame farther than D/60 from 0. On these cases every number is equal.
    @Test("Android: animateToFinalPosition keeps the velocity; the next frame moves half toward the old target")
    func android() throws {
        let cases = try RetargetReferenceDataTests.recorded("android")
        #expect(cases.count == 18)
        for recorded in cases {
            let retarget = try Self.retarget(recorded) { text in
                let config = Self.config(text), stiffness = config["stiffness"]!
                return try Spring(
                    mass: 1, stiffness: stiffness, damping: 2 * config["dampingRatio"]! * stiffness.squareRoot())
            }
            let runtime = AndroidRuntime(minimumVisibleChange: try #require(recorded.number("minimum_visible_change")))
            try Self.expect(
                try runtime.retargetRun(retarget), recorded, retarget, "android", read: { Double(Float($0)) })
        }
    }
}
