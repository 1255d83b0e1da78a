import RealModule
import SpringLab
import Testing

/// The `origami`, `pop` and `rebound` kinds against Rebound 0.3.8's own
/// conversions (data/reference/runtimes/rebound-conversions.csv), and the
/// `figma` kind's presets.
@Suite("origami, pop, rebound and figma input")
struct BouncyRuntimeInputTests {
    static func conversions(_ form: String) throws -> [(a: Double, b: Double, k: Double, c: Double)] {
        try readTable("data/reference/runtimes/rebound-conversions.csv").filter { $0["form"] == form }.map {
            (Double($0["a"]!)!, Double($0["b"]!)!, Double($0["tension"]!)!, Double($0["friction"]!)!)
        }
    }

    static func matches(_ spring: Spring, _ row: (a: Double, b: Double, k: Double, c: Double)) -> Bool {
        spring.mass == 1 && spring.stiffness.isApproximatelyEqual(to: row.k, relativeTolerance: 1e-12)
            && spring.damping.isApproximatelyEqual(to: row.c, relativeTolerance: 1e-12)
    }

    @Test("Origami tension and friction, in origami and rebound, as Rebound converts them")
    func origamiUnits() throws {
        for row in try Self.conversions("origami") where row.k > 0 && row.c > 0 {
            let origami = try OrigamiInput.animation(["tension": .number(row.a), "friction": .number(row.b)])
            let rebound = try ReboundInput.animation([
                "origamiTension": .number(row.a), "origamiFriction": .number(row.b),
            ])
            #expect(Self.matches(origami.spring, row) && Self.matches(rebound.spring, row), "\(row)")
        }
    }

    @Test("bounciness and speed, in origami, rebound and pop, as Rebound converts them")
    func bounciness() throws {
        for row in try Self.conversions("bouncy") {
            let origami = try OrigamiInput.animation(["bounciness": .number(row.a), "speed": .number(row.b)])
            let rebound = try ReboundInput.animation(["bounciness": .number(row.a), "speed": .number(row.b)])
            let pop = try POPInput.animation(["springBounciness": .number(row.a), "springSpeed": .number(row.b)])
            #expect(Self.matches(origami.spring, row) && Self.matches(rebound.spring, row), "\(row)")
            #expect(Self.matches(pop.spring, row), "\(row)")
        }
    }

    /// POP's defaults are bounciness 4 and speed 12; Rebound's default config is Origami (40, 7).
    @Test("defaults: POP's (4, 12), Rebound's Origami (40, 7) = k 230.2, c 22")
    func defaults() throws {
        let pop = try POPInput().animation().spring
        let row = try #require(try Self.conversions("bouncy").first { $0.a == 4 && $0.b == 12 })
        #expect(Self.matches(pop, row))
        let rebound = try ReboundInput().animation().spring
        #expect(rebound.stiffness.isApproximatelyEqual(to: 230.2, relativeTolerance: 1e-14))
        #expect(rebound.damping.isApproximatelyEqual(to: 22, relativeTolerance: 1e-14))
    }

    @Test("physical forms: Rebound's SpringConfig and POP's dynamics properties")
    func physical() throws {
        let rebound = try ReboundInput.animation(["tension": .number(300), "friction": .number(20)]).spring
        #expect(rebound.mass == 1 && rebound.stiffness == 300 && rebound.damping == 20)
        let pop = try POPInput.animation([
            "dynamicsTension": .number(300), "dynamicsFriction": .number(20), "dynamicsMass": .number(2),
        ]).spring
        #expect(pop.mass == 2 && pop.stiffness == 300 && pop.damping == 20)
    }

    /// 600 units/s over a move of 200 units is 3 distances per second.
    @Test("Rebound and POP velocities are in units per second of the move")
    func velocity() throws {
        let rebound = try ReboundInput.animation(["velocity": .number(600), "distance": .number(200)])
        let pop = try POPInput.animation(["velocity": .number(600), "distance": .number(200)])
        #expect(rebound.initialVelocity == 3 && pop.initialVelocity == 3)
    }

    /// Rebound's own frames lie much closer to the exact curve of the units/s
    /// reading of `setVelocity` than to that of a units/ms reading.
    @Test("Rebound's own frames follow the units/s reading")
    func reboundFrames() throws {
        let frames = try RuntimeFrame.byID("rebound-frames.csv", stoppedColumn: "atRest")
        for reference in try RuntimeReferenceSpring.all() where reference.velocity != 0 {
            let distance = reference.move.distance
            let runtime = try #require(frames[reference.id])
            func deviation(velocityPerSecond: Double) throws -> Double {
                let input = try ReboundInput.written([
                    ("tension", .number(reference.spring.stiffness / reference.spring.mass)),
                    ("friction", .number(reference.spring.damping / reference.spring.mass)),
                    ("velocity", .number(velocityPerSecond)), ("distance", .number(distance)),
                ])
                return rootMeanSquareDeviation(runtime, from: try input.animation().motion, distance: distance)
            }
            let perSecond = try deviation(velocityPerSecond: reference.velocity * distance)
            let perMillisecond = try deviation(velocityPerSecond: reference.velocity * distance * 1000)
            #expect(perSecond < 0.2 * perMillisecond, "\(reference.id): \(perSecond), \(perMillisecond)")
        }
    }

    @Test(
        "figma presets (third-party values) and a custom spring",
        arguments: [("gentle", 100.0, 15.0), ("quick", 300, 20), ("bouncy", 600, 15), ("slow", 80, 20)])
    func figma(name: String, stiffness: Double, damping: Double) throws {
        let preset = try FigmaInput.animation(["preset": .choice(name)]).spring
        let custom = try FigmaInput.animation(["stiffness": .number(stiffness), "damping": .number(damping)]).spring
        #expect(sameSpring(preset, custom, tolerance: 0))
        #expect(preset.mass == 1 && preset.stiffness == stiffness && preset.damping == damping)
    }
}
