import Foundation
import Testing

/// `springlab plot --sweep`: a heatmap of a grid written by `springlab sweep`,
/// through the real gnuplot.
@Suite("plot --sweep")
struct SweepPlotTests {
    static func grid(in folder: TemporaryFolder) throws -> String {
        let path = folder.path("grid.csv")
        let result = try runSpringlab(["sweep", "--duration", "0.2...1:12", "--damping", "0.1...1:10", "-o", path])
        #expect(result.status == 0, "\(result.stderr)")
        return path
    }

    @Test("PNG and SVG files: the format's magic bytes, nothing else left in the folder", .requiresGnuplot)
    func imageFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let grid = try Self.grid(in: folder)
        for (name, magic) in [("heat.png", FileSignature.png), ("heat.svg", FileSignature.xml)] {
            let result = try runSpringlab(["plot", "--sweep", grid, "--metric", "overshoot", "-o", folder.path(name)])
            #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty, "\(result.stderr)")
            let data = try Data(contentsOf: URL(fileURLWithPath: folder.path(name)))
            #expect(data.starts(with: magic))
        }
        #expect(try folder.contents() == ["grid.csv", "heat.png", "heat.svg"])
    }

    @Test("the text chart: a frame, the parameters on the axes, the ramp's legend", .requiresGnuplot)
    func preview() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = try runSpringlab(["plot", "--sweep", Self.grid(in: folder), "--preview"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.filter { $0.contains("+------") }.count >= 2)
        #expect(result.stdout.contains("uikit.duration (s)"))
        #expect(result.stdout.contains("uikit.damping"))
        #expect(result.stdout.contains("settlingDuration (s): .:-=+*#%@ from"))
    }

    @Test("refused: unknown metric, curve options with --sweep, --metric alone, missing file")
    func refused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let grid = try Self.grid(in: folder)
        let out = folder.path("heat.png")
        expectOneLineError(
            try runSpringlab(["plot", "--sweep", grid, "--metric", "speed", "-o", out]),
            mentioning: "has no metric column 'speed'; a file written by `springlab sweep` has the swept "
                + "parameters first, then: mass, stiffness, damping")
        expectOneLineError(
            try runSpringlab(["plot", "--sweep", grid, "--duration", "0.5", "--damping", "0.5", "-o", out]),
            mentioning: "--sweep draws a heatmap of a sweep file")
        expectOneLineError(
            try runSpringlab(["plot", "--metric", "overshoot", "--preset", "bouncy", "-o", out]),
            mentioning: "--metric picks the column of a --sweep file")
        expectOneLineError(
            try runSpringlab(["plot", "--sweep", folder.path("none.csv"), "-o", out]),
            mentioning: "cannot read the sweep file")
        #expect(try folder.contents() == ["grid.csv"])
    }

    @Test("a grid swept downwards draws like an ascending one; a repeated axis value is refused", .requiresGnuplot)
    func descendingGrid() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let down = folder.path("down.csv")
        try "a,b,settlingDuration\n0.4,0.2,1\n0.4,0.1,2\n0.3,0.2,3\n0.3,0.1,4\n"
            .write(toFile: down, atomically: true, encoding: .utf8)
        let result = try runSpringlab(["plot", "--sweep", down, "--preview"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.contains("settlingDuration (s): .:-=+*#%@ from"))
        let repeated = folder.path("repeated.csv")
        try "a,b,settlingDuration\n0.3,0.1,1\n0.4,0.1,2\n0.3,0.1,3\n"
            .write(toFile: repeated, atomically: true, encoding: .utf8)
        expectOneLineError(
            try runSpringlab(["plot", "--sweep", repeated, "--preview"]),
            mentioning: "is not a grid: a swept parameter repeats a value")
    }

    /// A sweep file is read row by row, keeping the three numbers drawn: a
    /// 300 × 300 sweep (about 28 MB) drawn with a peak of about 50 MB, where
    /// holding every field as text took 190 MB (6.9 × the file). The bound:
    /// twice the file and 40 MB for the program itself.
    @Test(.requiresGnuplot, .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status")))
    func aLargeSweepIsReadInAboutItsSize() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.path("big.csv")
        let swept = try runSpringlab(["sweep", "--duration", "0.2...1:300", "--damping", "0.1...1:300", "-o", file])
        #expect(swept.status == 0, "\(swept.stderr)")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int)
        let run = try BackgroundProcess(["plot", "--sweep", file, "-o", folder.path("h.png")])
        let peak = SweepCommandTests.peakResidentKilobytes(whileRunning: run)
        let result = try run.finish()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(peak > 0)
        #expect(peak * 1024 < 2 * size + (40 << 20), "peak \(peak / 1024) MB for a file of \(size >> 20) MB")
    }
}
