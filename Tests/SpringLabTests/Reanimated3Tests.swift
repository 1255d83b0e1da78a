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
        if reference.fields.contains(where: { $0.value == "undefined" }) {
            // A field written `undefined` replaces Reanimated 3's default and runs NaN.
            #expect(reference.endFrame == nil && reference.number("final_value")?.isNaN == true, "\(reference)")
            #expect(throws: SpringError.self) { try Reanimated3Input.value(of: "stiffness", reading: "undefined") }
            return
        }
        guard let parameters = try reference.animatedParameters(Reanimated3Input.self, ignored: ["mass", "damping"])
        else { return }
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
        reference.expectClose(start.drawing.dampingRatio, "zeta")
        reference.expectClose(start.drawing.naturalFrequency, "omega0")
        if start.drawing.dampingRatio < 1 { reference.expectClose(start.drawing.dampedFrequency, "omega1") }
        reference.expectClose(start.config.velocity, "start_velocity")
        #expect((start.solvedMass == nil) == (reference.number("solved_mass") == nil), "\(id)")
        if let solved = start.solvedMass { reference.expectClose(solved, "solved_mass", 1e-9) }
    }
}
