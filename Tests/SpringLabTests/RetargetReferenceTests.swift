import SpringLab
import SpringLabTestSupport
import Testing

/// Each modelled runtime's retargets and gesture hand-offs against what its
/// own code showed (data/reference/retarget/, data/reference/README.md,
/// `retarget/`): the velocity carried into the second move to 1e-9 relative
/// (the same arithmetic, in another order), the end frame exactly, every
/// frame, the jump and the deviation from the continuous move to 1e-9 of D
/// (the same steps in double precision: the runs agree to about 1e-13 of D).
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
            second: second, velocity: Double(shared["second_velocity"]!))
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
    /// and the deviation of `run` against the case; `velocityAfter` in place
    /// of the case's where it records none (no second move started).
    static func expect(
        _ run: RetargetRun, _ recorded: Recorded, _ retarget: Retarget, _ runtime: String,
        velocityAfter: Double? = nil
    ) throws {
        let id = "\(runtime) \(recorded.id)", distance = retarget.move.distance
        let after: Double
        if let velocityAfter { after = velocityAfter } else { after = try #require(recorded.number("velocity_after")) }
        #expect(
            (run.velocityAfter - after).magnitude <= 1e-9 * Swift.max(1, after.magnitude),
            "\(id) velocity after: \(run.velocityAfter) vs \(after)")
        #expect(run.endFrame == recorded.row["second_end_frame"].flatMap { Int($0) }, "\(id) end frame")
        #expect(run.frames.count == recorded.frames.count, "\(id) frames")
        for (index, frame) in zip(run.frames.indices, recorded.frames) {
            let theirs = Double(frame["value"]!)!
            #expect(
                (run.frames[index] - theirs).magnitude <= 1e-9 * distance,
                "\(id) frame \(index): \(run.frames[index]) vs \(theirs)")
        }
        // The measures of the recorded frames, by the same definitions.
        let theirs = RetargetRun(
            frames: recorded.frames.map { Double($0["value"]!)! }, retargetFrame: recorded.retargetFrame,
            velocityBefore: try #require(recorded.number("velocity_before")), velocityAfter: after,
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
}
