import SpringLab
import Testing

@testable import SpringLabPlot

/// The retarget chart draws each runtime's own frames: one line per
/// runtime followed, at n / fps, every point the value its frame shows (the
/// target after its end), the hand-off at frame r − 1 and both targets.
@Suite("retarget chart")
struct RetargetChartTests {
    @Test func linesAreTheRuntimesFrames() throws {
        let animation = try SpringAnimation(CoreAnimationSpring(mass: 1, stiffness: 300, damping: 20))
        let move = try ScreenMove(distance: 300, framesPerSecond: 60)
        let report = try RetargetReport(
            try Retarget(first: animation, move: move, retargetFrame: 12, to: -40))
        let figure = RetargetChart(report).figure()
        let panel = try #require(figure.panels.first)
        #expect(figure.panels.count == 1 && !report.rows.isEmpty)
        #expect(panel.series.map(\.label) == report.rows.map(\.name))
        let longest = report.rows.map { $0.run.frames.count }.max()!
        for (series, row) in zip(panel.series, report.rows) {
            let points = try #require(series.segments.first)
            #expect(points.count == longest)
            for (n, point) in points.enumerated() {
                #expect(point.x == Double(n) / 60, "\(row.key) \(n)")
                #expect(point.y == (n < row.run.frames.count ? row.run.frames[n] : -40), "\(row.key) \(n)")
            }
        }
        let verticals = panel.guides.compactMap { guide -> Double? in
            if case let .verticalLine(x, _) = guide { return x }
            return nil
        }
        let horizontals = panel.guides.compactMap { guide -> Double? in
            if case let .horizontalLine(y, _) = guide { return y }
            return nil
        }
        #expect(verticals == [11.0 / 60])
        #expect(Set(horizontals) == [300, -40])
    }
}
