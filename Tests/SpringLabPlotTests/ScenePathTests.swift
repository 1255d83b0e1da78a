import Testing

@testable import SpringLabPlot

@Suite("Bézier paths")
struct ScenePathTests {
    /// At s = 1/2 a quadratic curve is at (P0 + 2C + P1)/4 and a cubic one at
    /// (P0 + 3C1 + 3C2 + P1)/8; both end exactly at their end points.
    @Test func curvesPassThroughTheirMidpoints() {
        let p0 = Point(0, 0), c = Point(50, 80), p1 = Point(100, 0)
        var quad = ScenePath(start: p0)
        quad.quadCurve(to: p1, control: c)
        #expect(quad.points.count == ScenePath.segments + 1)
        #expect(quad.points[ScenePath.segments / 2] == Point(50, 40))
        #expect(quad.points.last == p1)

        let c1 = Point(10, 40), c2 = Point(90, -40)
        var cubic = ScenePath(start: p0)
        cubic.curve(to: p1, c1, c2)
        let middle = cubic.points[ScenePath.segments / 2]
        #expect(abs(middle.x - (0 + 30 + 270 + 100) / 8) < 1e-12)
        #expect(abs(middle.y - (0 + 120 - 120 + 0) / 8) < 1e-12)
        #expect(cubic.points.last == p1)
    }

    @Test func closeReturnsToTheStart() {
        var path = ScenePath(start: Point(1, 2))
        path.line(to: Point(3, 4))
        path.close()
        #expect(path.points == [Point(1, 2), Point(3, 4), Point(1, 2)])
    }
}
