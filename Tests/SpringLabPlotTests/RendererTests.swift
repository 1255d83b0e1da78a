import Foundation
import SpringLab
import Testing

@testable import SpringLabPlot

/// Real renders through gnuplot: the right file type, of a plausible size.
@Suite("rendering through gnuplot")
struct RendererTests {
    static func chart() throws -> Figure {
        let springs = [
            LabelledSpring(try SpringAnimation(UIKitSpring(duration: 0.45, dampingRatio: 0.15, initialVelocity: 5.5))),
            LabelledSpring(try SpringAnimation(.bouncy)),
        ]
        return try SpringChart(springs: springs, showsVelocity: true, showsError: true).figure()
    }

    /// Magic numbers: PNG `89 50 4E 47 0D 0A 1A 0A`, PDF `%PDF-`, SVG an XML
    /// document with an `<svg` element. Sizes: a real chart of three panels is
    /// tens of kilobytes; under 5 kB would be an empty canvas, over 2 MB runaway.
    @Test(.requiresGnuplot, arguments: [OutputFormat.png, .svg, .pdf])
    func writesTheFormat(_ format: OutputFormat) async throws {
        let scratch = try makeScratch()
        defer { removeScratch(scratch) }
        let output = scratch.appendingPathComponent("chart.\(format.rawValue)").path
        try await testRenderer().render(try Self.chart(), format: format, to: output)
        let data = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect((5_000...2_000_000).contains(data.count))
        switch format {
        case .png: #expect(data.starts(with: FileSignature.png))
        case .pdf: #expect(data.starts(with: FileSignature.pdf))
        case .svg:
            let text = String(decoding: data, as: UTF8.self)
            #expect(data.starts(with: FileSignature.xml))
            #expect(text.contains("<svg"))
            #expect(text.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("</svg>"))
        case .dumb: break
        }
        // Only the image is left: the temporary file was renamed into place.
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["chart.\(format.rawValue)"])
    }

    /// The text chart has a frame of `+---…---+` and `|`, tic labels and the axis label.
    @Test(.requiresGnuplot) func textChartShowsAxes() async throws {
        let text = try await testRenderer().textChart(
            try Self.chart(), size: RenderSize(width: 100, height: 60, format: .dumb))
        let lines = text.split(separator: "\n")
        #expect(lines.filter { $0.contains("+------") }.count >= 4)
        #expect(lines.filter { $0.contains("|") }.count > 20)
        #expect(text.contains("time (s)"))
        #expect(text.contains("0.2") && text.contains("0.4"))
        #expect(lines.allSatisfy { $0.count <= 100 })
    }

    /// The saved script redraws the same image on its own: `gnuplot FILE`.
    @Test(.requiresGnuplot) func savedScriptRunsStandalone() async throws {
        let scratch = try makeScratch()
        defer { removeScratch(scratch) }
        let image = scratch.appendingPathComponent("chart.svg").path
        let script = scratch.appendingPathComponent("chart.gp").path
        try await testRenderer().render(try Self.chart(), format: .svg, to: image, scriptPath: script)
        let first = try Data(contentsOf: URL(fileURLWithPath: image))
        try FileManager.default.removeItem(atPath: image)
        #expect(try runProgram(installedGnuplot(), [script], in: URL(fileURLWithPath: "/")) == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: image)) == first)
    }

    /// A failed render leaves an existing file as it was and no temporary file.
    @Test func failureLeavesTheOldFile() async throws {
        let scratch = try makeScratch()
        defer { removeScratch(scratch) }
        let output = scratch.appendingPathComponent("chart.png").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: output))
        let broken = Renderer(runner: GnuplotRunner(executable: "/bin/false"))
        await #expect(throws: PlotError.self) { try await broken.render(try Self.chart(), format: .png, to: output) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == Data("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["chart.png"])
    }

    /// Nothing written (gnuplot exited 0 but drew nothing; `/bin/true` stands
    /// in for it) is a failure too, and leaves no file; so is an empty text chart.
    @Test func anEmptyResultIsAFailure() async throws {
        let scratch = try makeScratch()
        defer { removeScratch(scratch) }
        let output = scratch.appendingPathComponent("chart.png").path
        let silent = Renderer(runner: GnuplotRunner(executable: "/bin/true"))
        await #expect(throws: PlotError.badOutput("gnuplot wrote nothing (expected PNG image)")) {
            try await silent.render(try Self.chart(), format: .png, to: output)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
        await #expect(throws: PlotError.badOutput("gnuplot wrote nothing (expected text chart)")) {
            _ = try await silent.textChart(try Self.chart())
        }
    }

    @Test(.requiresGnuplot) func outputAndScriptMustDiffer() async throws {
        await #expect(throws: PlotError.self) {
            try await testRenderer().render(
                try Self.chart(), format: .svg, to: "/tmp/x.svg", scriptPath: "/tmp/./x.svg")
        }
    }
}
