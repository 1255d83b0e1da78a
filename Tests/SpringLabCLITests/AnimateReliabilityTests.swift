import Foundation
import Testing

/// `animate` runs gnuplot like `plot`: its whole process group goes at the
/// time limit and on a signal, and a signal or a failure leaves no file.
@Suite("animate: time limit, signals, leftovers")
struct AnimateReliabilityTests {
    /// A wrapper whose child hangs: --timeout kills both; nothing is written.
    @Test func timeoutKillsTheWholeGroup() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let marker = "\(710 + Double.random(in: 0..<1))"
        let wrapper = try makeFakeGnuplot(in: folder, "sleep \(marker)\necho not reached")
        let result = try runSpringlab(
            ["animate", "--preset", "bouncy", "-o", folder.path("a.gif"), "--timeout", "0.5"],
            environment: ["GNUPLOT": wrapper])
        expectOneLineError(result, mentioning: "did not finish within 0.5 s")
        #expect(waitUntil(seconds: 2) { processCount(withArgument: marker) == 0 }, "the wrapper's child survived")
        #expect(try folder.contents() == ["fake-gnuplot"])
    }

    /// A signal while gnuplot draws: exit 128 + N, gnuplot's group gone, no
    /// temporary GIF, frame directory or script left.
    @Test(arguments: [
        (SIGTERM, ["-o", "a.gif", "--script", "a.gp"]), (SIGHUP, ["--frames", "frames"]),
        (SIGINT, ["--filmstrip", "f.svg", "--at", "0,0.1"]),
    ])
    func signalLeavesNothing(_ signal: Int32, _ output: [String]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let temporary = folder.url.appendingPathComponent("tmp"), work = folder.url.appendingPathComponent("work")
        for directory in [temporary, work] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        let marker = "\(720 + Double(signal) + Double.random(in: 0..<0.5))"
        let fake = try makeFakeGnuplot(in: folder, "sleep \(marker)\necho not reached")
        let run = try BackgroundProcess(
            ["animate", "--preset", "bouncy"] + output, environment: ["GNUPLOT": fake, "TMPDIR": temporary.path],
            currentDirectory: work)
        #expect(waitUntil { processCount(withArgument: marker) == 1 }, "the stand-in did not start")
        run.send(signal)
        let result = try run.finish()
        #expect(result.status == 128 + signal)
        #expect(waitUntil(seconds: 2) { processCount(withArgument: marker) == 0 }, "gnuplot's group outlived springlab")
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.path).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    }

    /// A gnuplot that exits 0 having drawn nothing is an error, and no file appears.
    @Test(arguments: [["-o", "a.gif"], ["--filmstrip", "f.png", "--at", "0,0.1"], ["--frames", "frames"]])
    func silentGnuplotIsAnError(_ output: [String]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fake = try makeFakeGnuplot(in: folder, "exit 0")
        let work = folder.url.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let result = try runSpringlab(
            ["animate", "--preset", "bouncy"] + output, environment: ["GNUPLOT": fake], currentDirectory: work)
        expectOneLineError(result, mentioning: "springlab: error: ")
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.path).isEmpty)
    }
}
