import RealModule
import SpringLab
import SpringLabTestSupport
import Testing

/// Reanimated 3's `withSpring`: the kind, the mass solver, the rest rule, the
/// stop at a duration and `clamp`, against what Reanimated 3's own code
/// showed frame by frame (data/reference/reanimated/reanimated3-*.csv,
/// data/reference/README.md, `reanimated/`).
@Suite("Reanimated 3 withSpring")
struct Reanimated3Tests {
    static func input(_ parameters: [(String, SpringParameterValue)]) throws -> Reanimated3Input {
        try Reanimated3Input.written(parameters)
    }

    /// Every one-move case: the end frame exactly; every frame and the jump
    /// to 1e-6 of the distance (the same steps of the same closed form,
    /// arranged otherwise); the solved mass to 1e-9 relative (the same
    /// bisection on the same estimate); ζ, ω0 and ω1 to 1e-12 relative. The
    /// cases Reanimated 3 does not animate are refused or not written; a
    /// field written `undefined` replaces Reanimated 3's default and runs
    /// NaN, which springlab has no value for.
    @Test("every one-move case as Reanimated 3's own code ran it")
    func cases() throws {
        let cases = try ReanimatedCase.all("reanimated3")
        #expect(cases.count == 84)
        for reference in cases { try Self.check(reference) }
    }

    static func check(_ reference: ReanimatedCase) throws {
        guard reference.started else {
            #expect(throws: SpringError.self, "\(reference)") { try input(reference.parameters).animation() }
            return
        }
        if reference.reducesMotion {
            #expect(reference.endFrame == 0 && reference.number("final_value") == reference.to, "\(reference)")
            #expect(throws: SpringError.self) { try input([("reduceMotion", .choice("always"))]) }
            return
        }
        if reference.fields.contains(where: { $0.value == "undefined" }) {
            #expect(reference.endFrame == nil && reference.number("final_value")?.isNaN == true, "\(reference)")
            #expect(throws: SpringError.self) { try Reanimated3Input.value(of: "stiffness", reading: "undefined") }
            return
        }
        if reference.warned || reference.fields.contains(where: { $0 == ("duration", "0") }) {
            #expect(reference.endFrame == 0, "\(reference)")
            #expect(throws: SpringError.self, "\(reference)") { try input(reference.parameters).animation() }
            return
        }
        // Reanimated 3's types refuse these beside a duration and its code ignores them:
        // the kind refuses them, and the frames are those of the config without them.
        let ignored = ["mass", "damping"]
        var parameters = reference.parameters
        if parameters.contains(where: { ["duration", "dampingRatio"].contains($0.0) }),
            parameters.contains(where: { ignored.contains($0.0) })
        {
            #expect(throws: SpringError.self, "\(reference)") { try input(parameters).animation() }
            parameters.removeAll { ignored.contains($0.0) }
        }
        let animation = try input(parameters).animation()
        let move = try reference.move ?? ScreenMove(from: reference.from, to: reference.to)
        let runtime = try #require(Reanimated3Runtime.model(for: animation, move: move), "\(reference)")
        let start = runtime.config.start(from: reference.from, to: reference.to)
        try expectStart(start, reference)
        let timestamps = reference.timestamps
        let run =
            reference.move == nil
            ? start.run(count: timestamps.count, timestamp: { timestamps[$0] })
            : runtime.screenRun(animation, move: move)
        ReanimatedTests.expectFrames(run, reference)
    }

    static func expectStart(_ start: Reanimated3Start, _ reference: ReanimatedCase) throws {
        let id = "\(reference)"
        func close(_ mine: Double, _ column: String, _ tolerance: Double = 1e-12) {
            guard let theirs = reference.number(column), !theirs.isNaN else { return }
            #expect(
                mine.isApproximatelyEqual(to: theirs, absoluteTolerance: tolerance, relativeTolerance: tolerance),
                "\(id) \(column): \(mine) vs \(theirs)")
        }
        close(start.drawing.dampingRatio, "zeta")
        close(start.drawing.naturalFrequency, "omega0")
        if start.drawing.dampingRatio < 1 { close(start.drawing.dampedFrequency, "omega1") }
        close(start.config.velocity, "start_velocity")
        #expect((start.solvedMass == nil) == (reference.number("solved_mass") == nil), "\(id)")
        if let solved = start.solvedMass { close(solved, "solved_mass", 1e-9) }
    }
}
