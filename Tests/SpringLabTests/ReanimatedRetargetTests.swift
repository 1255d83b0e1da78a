import SpringLab
import SpringLabTestSupport
import Testing

/// Reanimated 4's and 3's retargets against what Reanimated's own
/// `withSpring` and `valueSetter` showed (data/reference/reanimated/
/// `*-retarget-*.csv`, data/reference/README.md, `reanimated/`): for every
/// case, the velocity carried into the second move (`velocity_after`) to
/// 1e-9 relative, the first move's velocity at the hand-off likewise, the
/// end frame exactly, every frame to 1e-9 of D, and the deviation and
/// overshoot of ``RetargetMeasures`` of the run against those of the
/// recorded frames to 1e-9 (``RetargetReferenceTests/expect(_:_:_:_:read:velocityAfter:)``).
///
/// Why 1e-9 of D: the model takes the same closed-form steps from the same
/// states over the same timestamps, in double precision, the value kept as
/// Reanimated keeps it (the displacement taken from it at each step); below
/// ζ = 1 in the same order of operations, at ζ ≥ 1 with the velocity
/// arranged otherwise. The runs then differ by rounding alone, far below
/// 1e-9 of D, while a rule misread moves a frame by much more (a step a
/// millisecond off is |v| · 1 ms away, a velocity not carried all of it).
///
/// The cases are read as the app made them: the first config as the kind
/// writes it for the move 0 → D; the second call with the same config and
/// the velocity it passes (`Retarget.velocity`); X as used, except for a
/// target recorded as the value shown at frame r − 1, which is the model's
/// own value shown there (the case is that equality: nothing starts); the
/// clock at `clock_origin_ms`, the call made inside frame r as the reference
/// runs made it (``WithSpringCallTime/insideFrame``). A case that starts
/// nothing records no velocity after: the value holds still, 0.
@Suite("Reanimated retargets as Reanimated's own code ran them")
struct ReanimatedRetargetTests {
    typealias Recorded = RetargetReferenceDataTests.Recorded

    /// The retarget cases of `dataset` (`reanimated4`, `reanimated3`, `reanimated4-variant434`).
    static func recorded(_ dataset: String) throws -> [Recorded] {
        try RetargetReferenceDataTests.recorded("\(dataset)-retarget", in: "data/reference/reanimated")
    }

    /// A recorded config's fields, `key=value`.
    static func fields(_ config: String) -> [String] {
        ReanimatedCase(row: ["config": config], frames: []).fields.map { "\($0.key)=\($0.value)" }
    }

    /// The first config's parameters for the kind, for the move 0 → D.
    static func parameters(_ recorded: Recorded) -> [(String, SpringParameterValue)] {
        let row = [
            "case": recorded.id, "config": recorded.row["first_config"]!, "from": "0", "to": recorded.row["distance"]!,
        ]
        return ReanimatedCase(row: row, frames: []).parameters
    }

    /// The velocity the second call passes, units/s; its other fields are the first config's.
    static func secondVelocity(_ recorded: Recorded) -> Double? {
        let second = fields(recorded.row["second_config"]!)
        #expect(second.filter { !$0.hasPrefix("velocity=") } == fields(recorded.row["first_config"]!), "\(recorded.id)")
        return second.first { $0.hasPrefix("velocity=") }.flatMap { Double($0.dropFirst("velocity=".count)) }
    }

    /// Runs every case of `dataset` that `includes` holds of with `Model`
    /// (resolved for the first config written with `Input`), `run` given the
    /// retarget and the clock origin, and compares each with its record; the
    /// cases compared.
    static func check<Input: SpringInput, Model: RetargetModel>(
        _ dataset: String, _ input: Input.Type, _ model: Model.Type, includes: (Recorded) -> Bool = { _ in true },
        run: (Model, Retarget, Double) throws -> RetargetRun
    ) throws -> Int {
        let cases = try recorded(dataset).filter(includes)
        for recorded in cases {
            let id = "\(dataset) \(recorded.id)", r = recorded.retargetFrame
            let distance = try #require(recorded.number("distance")),
                origin = try #require(recorded.number("clock_origin_ms"))
            let animation = try Input.written(parameters(recorded)).animation()
            let move = try ScreenMove(distance: distance, framesPerSecond: 60)
            let runtime = try #require(try Model.model(for: animation, move: move), "\(id)")
            func retarget(to: Double) throws -> Retarget {
                try Retarget(
                    first: animation, move: move, retargetFrame: r, to: to, velocity: secondVelocity(recorded))
            }
            var target = try #require(recorded.number("to"))
            if target == recorded.number("value_at_retarget") {
                target = try run(runtime, try retarget(to: target), origin).valueAtRetarget
            }
            let retarget = try retarget(to: target), result = try run(runtime, retarget, origin)
            let started = recorded.row["second_started"] == "1"
            let before = try #require(recorded.number("velocity_before"))
            #expect(
                (result.velocityBefore - before).magnitude <= 1e-9 * Swift.max(1, before.magnitude),
                "\(id) velocity before: \(result.velocityBefore) vs \(before)")
            #expect(result.firstMoveEnded == !(recorded.row["first_end_frame"] ?? "").isEmpty, "\(id) first move ended")
            try RetargetReferenceTests.expect(
                result, recorded, retarget, dataset, velocityAfter: started ? nil : 0)
        }
        return cases.count
    }

    @Test("Reanimated 4: the running velocity plus the config's; the same target continues the spring")
    func reanimated4() throws {
        let count = try Self.check("reanimated4", ReanimatedInput.self, ReanimatedRuntime.self) {
            try $0.retargetRun($1, clockOrigin: $2, call: .insideFrame)
        }
        #expect(count == 17)
    }

    /// 4.3.4's rule: a velocity pointing away from the new target starts as
    /// 0. The cases it does not touch run as 4.x's; those it does start at
    /// rest, the starting energy unchanged.
    @Test("Reanimated 4.3.4 variant: a velocity away from the new target zeroed")
    func reanimated4Variant() throws {
        let count = try Self.check("reanimated4-variant434", ReanimatedInput.self, ReanimatedRuntime.self) {
            try $0.retargetRun($1, clockOrigin: $2, call: .insideFrame, zeroingVelocityAwayFromTarget: true)
        }
        #expect(count == 17)
    }

    @Test("Reanimated 3: the running velocity plus the config's; a duration counted from the call")
    func reanimated3() throws {
        let count = try Self.check("reanimated3", Reanimated3Input.self, Reanimated3Runtime.self) {
            try $0.retargetRun($1, clockOrigin: $2, call: .insideFrame)
        }
        #expect(count == 17)
    }

    /// The report's call follows frame r − 1 at its time. A running first
    /// move hands over its last timestamp, so the call's own time matters
    /// only after the first move has ended (its last timestamp is 0: frame r
    /// then steps from the call) and for a Reanimated 3 duration config (its
    /// stop counts from the call); every other case runs as recorded.
    @Test("the report's call, after frame r − 1, as recorded wherever the call's time cannot matter")
    func callAfterFrame() throws {
        let running = { (recorded: Recorded) in (recorded.row["first_end_frame"] ?? "").isEmpty }
        let physics = { (recorded: Recorded) in
            running(recorded) && !recorded.row["first_config"]!.contains("duration")
        }
        let four = try Self.check("reanimated4", ReanimatedInput.self, ReanimatedRuntime.self, includes: running) {
            try $0.retargetRun($1, clockOrigin: $2, call: .afterFrame)
        }
        let three = try Self.check("reanimated3", Reanimated3Input.self, Reanimated3Runtime.self, includes: physics) {
            try $0.retargetRun($1, clockOrigin: $2, call: .afterFrame)
        }
        #expect(four == 16 && three == 13)
    }
}
