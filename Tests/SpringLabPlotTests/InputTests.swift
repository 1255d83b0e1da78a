import Foundation
import SpringLab
import Testing

@testable import SpringLabPlot

@Suite("reading CSV input")
struct InputTests {
    static func write(_ text: String, in scratch: URL, name: String = "curve.csv") throws -> String {
        let path = scratch.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func readsAnExportedCurve() throws {
        let scratch = try makeScratch()
        defer { removeScratch(scratch) }
        let path = try Self.write(
            """
            time,value,velocity,acceleration,rk4_value,rk4_velocity,error
            0,0,0,100,0,0,0
            0.5,0.75,1.25,-3,0.7500001,1.25,1e-7
            1,1.0000000000000002,-0.5,0.25,1,-0.5,-2.5e-9

            """, in: scratch)
        let curve = try ImportedCurve(contentsOf: path)
        #expect(curve.name == path)
        #expect(curve.value == [Point(0, 0), Point(0.5, 0.75), Point(1, 1.0000000000000002)])
        #expect(curve.velocity == [Point(0, 0), Point(0.5, 1.25), Point(1, -0.5)])
        // |error|, without the exact zero a log axis cannot show.
        #expect(curve.error == [Point(0.5, 1e-7), Point(1, 2.5e-9)])
    }

    @Test func velocityAndErrorAreOptional() throws {
        let scratch = try makeScratch()
        defer { removeScratch(scratch) }
        let curve = try ImportedCurve(contentsOf: Self.write("time,value\n0,0\n1,1\n", in: scratch))
        #expect(curve.velocity == nil)
        #expect(curve.error == nil)
    }

    @Test(arguments: [
        "t,x\n0,0\n",  // no time/value header
        "time,value\n",  // no rows
        "time,value\n0,0\n1,abc\n",  // not a number
        "time,value\n0,0\n1,nan\n",  // not finite
        "time,value\n0\n",  // missing column
    ])
    func refusesBadFiles(_ text: String) throws {
        let scratch = try makeScratch()
        defer { removeScratch(scratch) }
        let path = try Self.write(text, in: scratch)
        #expect(throws: PlotError.self) { try ImportedCurve(contentsOf: path) }
    }

    @Test func namesTheBadLine() throws {
        let scratch = try makeScratch()
        defer { removeScratch(scratch) }
        let path = try Self.write("time,value\n0,0\n1,abc\n", in: scratch)
        #expect(throws: PlotError.badInput("'\(path)' line 3: 'value' is not a finite number: 'abc'")) {
            try ImportedCurve(contentsOf: path)
        }
        #expect(throws: PlotError.self) { try ImportedCurve(contentsOf: scratch.path) }
        #expect(throws: PlotError.self) { try ImportedCurve(contentsOf: "/nonexistent.csv") }
    }

    /// Each row of data/seed-springs.csv becomes the spring its API builds.
    @Test func seedSpringsResolve() throws {
        let seeds = try SeedSprings.load(SeedSpring.path)
        #expect(
            seeds.map(\.name) == [
                "elastic-expand", "elastic-settle", "elastic-expand-still", "elastic-settle-still",
                "jelly-release", "pull-to-refresh", "pulse", "jump", "flash",
            ])
        let settle = try #require(seeds.first { $0.name == "elastic-settle" })
        #expect(settle.animation.uikit == (try UIKitSpring(duration: 0.45, dampingRatio: 0.15, initialVelocity: 5.5)))
        let jump = try #require(seeds.first { $0.name == "jump" })
        #expect(jump.animation.spring == (try Spring(mass: 10, stiffness: 1500, damping: 50)))
        #expect(jump.animation.initialVelocity == 100)
        #expect(jump.animation.uikit == nil)
    }
}
