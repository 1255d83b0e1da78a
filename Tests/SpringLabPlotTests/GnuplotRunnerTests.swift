import Foundation
import Testing

@testable import SpringLabPlot

@Suite("running gnuplot")
struct GnuplotRunnerTests {
    @Test(.requiresGnuplot) func standardOutputIsReturned() async throws {
        let output = try await GnuplotRunner(executable: installedGnuplot()).run(
            script: "set print '-'\nprint 'hello'\n")
        #expect(output == Array("hello\n".utf8))
        // What is kept is the output, not the capacity of the output limit: a
        // command that keeps a hundred images must not hold 256 MB for each.
        #expect(output.capacity < 1 << 20, "capacity \(output.capacity)")
    }

    /// gnuplot's own complaint (it names the bad token and the line) is the error.
    @Test(.requiresGnuplot) func aBrokenScriptSurfacesGnuplotsMessage() async throws {
        let runner = GnuplotRunner(executable: try installedGnuplot())
        let error = await #expect(throws: PlotError.self) {
            try await runner.run(script: "set terminal dumb\nplot sin(x) wiht lines\n")
        }
        guard case let .gnuplotFailed(status, message)? = error else {
            Issue.record("expected gnuplotFailed, got \(String(describing: error))")
            return
        }
        #expect(status == "exit status 1")
        #expect(message.contains("wiht"))
        #expect(message.contains("line 2"))
        #expect(!message.contains("\n"))
    }

    /// From a file gnuplot stops at the first error: nothing after it runs.
    @Test(.requiresGnuplot) func nothingRunsAfterTheFirstError() async throws {
        let scratch = try makeScratch()
        defer { removeScratch(scratch) }
        let after = scratch.appendingPathComponent("after.txt").path
        let script = "undefined_command\nset print \(gnuplotFileName(after)!)\nprint 'ran'\n"
        await #expect(throws: PlotError.self) {
            try await GnuplotRunner(executable: installedGnuplot()).run(script: script)
        }
        #expect(!FileManager.default.fileExists(atPath: after))
    }

    /// A stuck gnuplot is stopped at the time limit.
    @Test(.requiresGnuplot) func aStuckScriptTimesOut() async throws {
        let runner = GnuplotRunner(executable: try installedGnuplot(), timeLimit: .milliseconds(300))
        await #expect(throws: PlotError.timedOut(seconds: 0.3)) { try await runner.run(script: "pause 600\n") }
    }

    /// Where CI runs (`CI=true`) gnuplot must be installed: its absence fails
    /// the run here, and the tests that need it run and fail instead of being
    /// skipped (`.requiresGnuplot`).
    @Test(.enabled(if: isContinuousIntegration, "checked only where CI=true"))
    func gnuplotIsInstalledUnderCI() {
        #expect(gnuplotExecutable != nil, "CI=true, but gnuplot is neither at GNUPLOT nor on PATH")
    }

    @Test func aMissingExecutableIsAnError() async throws {
        let runner = GnuplotRunner(executable: "/nonexistent/gnuplot")
        await #expect(throws: PlotError.self) { try await runner.run(script: "print 1\n") }
    }

    @Test func locatorExplainsHowToInstall() throws {
        #expect(throws: PlotError.self) {
            try GnuplotLocator.locate(environment: ["GNUPLOT": "/nonexistent", "PATH": "/usr/bin"])
        }
        #expect(throws: PlotError.self) { try GnuplotLocator.locate(environment: ["PATH": "/nonexistent"]) }
        let message = PlotError.gnuplotNotFound(searched: "not on PATH").description
        #expect(message.contains("apt-get install gnuplot-nox"))
        #expect(message.contains("brew install gnuplot"))
        #expect(!message.contains("\n"))
    }

    /// A bare name is looked up on PATH; an empty GNUPLOT is ignored.
    @Test(.requiresGnuplot) func locatorSearchesPath() throws {
        let installed = try installedGnuplot()
        let directory = URL(fileURLWithPath: installed).deletingLastPathComponent().path
        #expect(try GnuplotLocator.locate(environment: ["GNUPLOT": "gnuplot", "PATH": directory]) == installed)
        #expect(try GnuplotLocator.locate(environment: ["GNUPLOT": "", "PATH": directory]) == installed)
    }
}
