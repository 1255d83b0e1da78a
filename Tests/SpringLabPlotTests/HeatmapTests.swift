import Foundation
import SpringLabIO
import Testing

@testable import SpringLabPlot

/// The heatmap chart kind: reading a sweep grid, the gnuplot script it makes,
/// and real renders.
@Suite("heatmaps of sweep files")
struct HeatmapTests {
    /// A 3 × 2 grid as `sweep` writes it: x outer; one blank metric (never settles).
    static let grid = """
        uikit.duration,uikit.dampingRatio,stiffness,settlingDuration,error
        0.2,0.5,10.0,0.3,
        0.2,1.0,20.0,0.25,
        0.6,0.5,30.0,,
        0.6,1.0,40.0,0.7,
        1.0,0.5,50.0,1.1,
        1.0,1.0,60.0,0.9,

        """

    static func heatmap(_ text: String = grid, metric: String = "settlingDuration") throws -> SweepHeatmap {
        try SweepHeatmap(
            records: CSVRecords(bytes: Array(text.utf8), name: "grid.csv"), name: "grid.csv", metric: metric)
    }

    @Test("the grid is read back: x outer, blanks as NaN, labels with units")
    func readsTheGrid() throws {
        let sweep = try Self.heatmap()
        #expect(sweep.heatmap.x == [0.2, 0.6, 1.0])
        #expect(sweep.heatmap.y == [0.5, 1.0])
        #expect(sweep.heatmap.values.map { $0.isNaN ? -1 : $0 } == [0.3, 0.25, -1, 0.7, 1.1, 0.9])
        #expect(sweep.heatmap.label == "settlingDuration (s)")
        // Half a cell past the first and last centres.
        #expect(sweep.heatmap.xExtent == 0.0...1.2)
        #expect(sweep.heatmap.yExtent == 0.25...1.25)
        #expect(try Self.heatmap(metric: "stiffness").heatmap.values == [10, 20, 30, 40, 50, 60])
    }

    @Test("the script draws the cells with image and a palette; blank cells are NaN")
    func script() throws {
        let text = try GnuplotScript(figure: Self.heatmap().figure(), format: .png, output: "out.png").text()
        #expect(text.contains("$p1h << EOD\n0.2 0.5 0.3\n0.2 1.0 0.25\n\n0.6 0.5 NaN\n"))
        #expect(text.contains("plot $p1h using 1:2:3 with image notitle"))
        #expect(text.contains("set palette defined (0 '#440154'"))
        #expect(text.contains("set cblabel 'settlingDuration (s)'"))
        #expect(text.contains("set xrange [0.0:1.2]"))
    }

    @Test("the text chart draws a character per cell from the ramp, lowest to highest")
    func textScript() throws {
        let text = try GnuplotScript(figure: Self.heatmap().figure(), format: .dumb, output: nil).text()
        // 0.25 is the lowest ('.'), 1.1 the highest ('@'); the blank cell is left out.
        #expect(text.contains("0.2 1.0 \".\"\n"))
        #expect(text.contains("1.0 0.5 \"@\"\n"))
        #expect(!text.contains("0.6 0.5 "))
        #expect(text.contains("with labels notitle"))
        #expect(text.contains("settlingDuration (s): .:-=+*#%@ from 0.25 to 1.1"))
    }

    @Test(
        "refused files",
        arguments: [
            (
                grid, "overshoot",
                "has no metric column 'overshoot'; a file written by `springlab sweep` has the swept "
                    + "parameters first, then: stiffness, settlingDuration"
            ),
            (grid, "error", "has no metric column 'error'"),
            (grid, "uikit.duration", "has no metric column 'uikit.duration'"),
            ("a,b,c\n1,2,3\n1,3,4\n2,2,5\n", "c", "is not a grid as `springlab sweep` writes it"),
            ("a,b,c\n1,2,x\n", "c", "line 2: c 'x' is not a finite number"),
            ("a,b,c\n1,nan,3\n", "c", "line 2: the swept parameters '1', 'nan' are not finite numbers"),
            ("a,b,c\n1,2\n", "c", "line 2: 2 fields, the header has 3"),
            ("a,b,c\n", "c", "has a header but no rows"),
        ])
    func refusedFiles(text: String, metric: String, message: String) {
        #expect {
            _ = try Self.heatmap(text, metric: metric)
        } throws: { error in
            "\(error)".contains(message)
        }
    }

    @Test("PNG and text through the real gnuplot", .requiresGnuplot)
    func renders() async throws {
        let scratch = try makeScratch()
        defer { removeScratch(scratch) }
        let output = scratch.appendingPathComponent("heat.png").path
        try await testRenderer().render(Self.heatmap().figure(), format: .png, to: output)
        let data = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect(data.starts(with: FileSignature.png))
        let text = try await testRenderer().textChart(Self.heatmap().figure())
        #expect(text.contains("+------") && text.contains("uikit.duration (s)") && text.contains("uikit.dampingRatio"))
        #expect(text.contains("@"))
    }
}
