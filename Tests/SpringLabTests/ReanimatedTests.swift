import RealModule
import SpringLab
import SpringLabTestSupport
import Testing

/// Reanimated 4's `withSpring`: the kind, the duration solver, the energy
/// and overshoot ends and `clamp`, against what Reanimated's own code showed
/// frame by frame (data/reference/reanimated/reanimated4-*.csv,
/// data/reference/README.md, `reanimated/`).
@Suite("Reanimated 4 withSpring")
struct ReanimatedTests {
    static func input(_ parameters: [(String, SpringParameterValue)]) throws -> ReanimatedInput {
        try ReanimatedInput.written(parameters)
    }

    /// Every one-move case: the end frame exactly; every frame and the jump
    /// to 1e-6 of the distance (the model takes the same steps of the same
    /// closed form, arranged otherwise: about 1e-15 apart; a frame a
    /// millisecond off would be |v| · 1 ms away); the solved stiffness to
    /// 1e-9 relative (the same bisection on the same equation); ζ, ω0, ω1
    /// and the starting energy to 1e-12 relative. The cases Reanimated does
    /// not animate (reduced motion, a config it rejects, a duration of 0, no
    /// distance) are refused, or not written, as the kind's rules say.
    @Test("every one-move case as Reanimated 4's own code ran it")
    func cases() throws {
        let cases = try ReanimatedCase.all("reanimated4")
        #expect(cases.count == 83)
        for reference in cases { try Self.check(reference) }
    }

    /// The 4.3.4 variant changes one rule: a configured velocity pointing
    /// away from the target starts as 0 (the starting energy still counts
    /// it). Every case without such a velocity is the same as 4.x's; those
    /// with one start at rest there.
    @Test("the 4.3.4 variant: the same but for a velocity pointing away")
    func variant() throws {
        let cases = try ReanimatedCase.all("reanimated4-variant434")
        #expect(cases.count == 83)
        for reference in cases {
            let velocity = reference.fields.first { $0.key == "velocity" }.flatMap { Double($0.value) } ?? 0
            if velocity * (reference.to - reference.from) < 0 {
                #expect(reference.number("start_velocity") == 0, "\(reference)")
            } else {
                try Self.check(reference)
            }
        }
    }

    static func check(_ reference: ReanimatedCase) throws {
        guard
            let parameters = try reference.animatedParameters(ReanimatedInput.self, ignored: ["stiffness", "damping"])
        else { return }
        let written = try input(parameters)
        let animation = try written.animation()
        let move = try reference.move ?? ScreenMove(from: reference.from, to: reference.to)
        let runtime = try #require(ReanimatedRuntime.model(for: animation, move: move), "\(reference)")
        let start = runtime.config.start(from: reference.from, to: reference.to)
        try expectStart(start, reference)
        if let preset = reference.row["preset"], !preset.isEmpty {
            let named = try input([("preset", .choice(preset)), ("distance", .number(reference.distance))])
            #expect(try named.config() == written.config(), "\(reference)")
        }
        let timestamps = reference.timestamps
        let run =
            reference.move == nil
            ? start.run(count: timestamps.count, timestamp: { timestamps[$0] })
            : runtime.screenRun(animation, move: move)
        expectFrames(run, reference)
    }

    static func expectStart(_ start: ReanimatedStart, _ reference: ReanimatedCase) throws {
        let id = "\(reference)"
        reference.expectClose(start.drawing.dampingRatio, "zeta")
        reference.expectClose(start.drawing.naturalFrequency, "omega0")
        if start.drawing.dampingRatio < 1 { reference.expectClose(start.drawing.dampedFrequency, "omega1") }
        reference.expectClose(start.initialEnergy, "initial_energy")
        reference.expectClose(start.config.velocity, "start_velocity")
        #expect((start.solvedStiffness == nil) == (reference.number("solved_stiffness") == nil), "\(id)")
        if let solved = start.solvedStiffness { reference.expectClose(solved, "solved_stiffness", 1e-9) }
    }

    /// The end frame, every frame before it and the jump there.
    static func expectFrames(_ run: ScreenRun, _ reference: ReanimatedCase) {
        let id = "\(reference)", distance = reference.distance
        #expect(run.endFrame.map(reference.frameNumber) == reference.endFrame, "\(id): end")
        for index in reference.frames.indices {
            let theirs = Double(reference.frames[index]["value"]!)!
            guard let mine = reference.value(run, atFrame: index) else {
                Issue.record("\(id) frame \(index): no frame")
                return
            }
            #expect((mine - theirs).magnitude <= 1e-12 * distance, "\(id) frame \(index): \(mine) vs \(theirs)")
        }
        if let jump = reference.expectedJump() {
            #expect((run.jump - jump).magnitude <= 1e-6, "\(id) jump: \(run.jump) vs \(jump)")
        }
    }
}
