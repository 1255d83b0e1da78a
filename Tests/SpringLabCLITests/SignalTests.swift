import Foundation
import Testing

/// SIGINT, SIGTERM, SIGHUP and every other signal whose default is to end
/// the process, while springlab writes: it removes its temporary files, stops
/// its children, clears the progress line and exits with 128 + the signal's
/// number.
@Suite("signals during long runs")
struct SignalTests {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// The other ending signals (SIGQUIT's default would be a core dump and
    /// the runtime's crash report).
    static let otherSignals: [Int32] = {
        var numbers = [SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGVTALRM, SIGPROF, SIGXCPU]
        #if os(Linux)
        numbers += [SIGPOLL, SIGPWR]
        #else
        // Darwin has no other: its one more signal that ends a process, SIGEMT, is a fault of the code.
        #endif
        return numbers
    }()

    /// `springlab arguments` started through `env --default-signal`, so that
    /// no signal the test runner ignores (SIGPIPE, SIGQUIT) is ignored in it.
    static func start(_ arguments: [String], environment: [String: String] = [:]) throws -> BackgroundProcess {
        try BackgroundProcess(
            ["--default-signal", springlabExecutable.path] + arguments,
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            environment: environment)
    }

    /// Each other ending signal during a `sweep -o`: no temporary file is
    /// left, the status is 128 + its number, and nothing is printed (no
    /// crash report for SIGQUIT).
    @Test(arguments: otherSignals)
    func otherSignalsLeaveNoFile(_ signal: Int32) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try Self.start([
            "sweep", "--no-runtimes", "--duration", "0.2...1:3000", "--damping", "0.1...1:3000",
            "-o", folder.path("q.csv"),
        ])
        let started = waitUntil { (try? folder.contents())?.contains { $0.hasPrefix(".q.csv.tmp-") } == true }
        #expect(started, "no temporary file appeared")
        run.send(signal)
        let result = try run.finish()
        #expect(!run.wasKilledBySignal)
        #expect(result.status == 128 + signal)
        #expect(result.stderr.isEmpty, "\(result.stderr.prefix(300))")
        #expect(try folder.contents().isEmpty)
    }

    /// A long `simulate -o`: the hidden temporary file appears, then the
    /// signal; nothing is left in the folder and the exit status says which signal.
    @Test(arguments: signals)
    func interruptedSimulateLeavesNoFile(_ signal: Int32) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try BackgroundProcess([
            "simulate", "--stiffness", "100", "--damping", "10", "--step", "1e-7", "--until", "1000", "--long",
            "--max-samples", "100000000000", "-o", folder.path("big.csv"),
        ])
        let started = waitUntil { (try? folder.contents())?.contains { $0.hasPrefix(".big.csv.tmp-") } == true }
        #expect(started, "no temporary file appeared")
        run.send(signal)
        let result = try run.finish()
        #expect(!run.wasKilledBySignal)
        #expect(result.status == 128 + signal)
        #expect(try folder.contents().isEmpty)
    }

    /// The same for a large `sweep -o`, whose cells are computed on several threads.
    @Test(arguments: signals)
    func interruptedSweepLeavesNoFile(_ signal: Int32) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try BackgroundProcess([
            // --no-runtimes: fast cells; these runs are about signals, not the runtimes.
            "sweep", "--no-runtimes", "--duration", "0.2...1:3000", "--damping", "0.1...1:3000",
            "-o", folder.path("grid.csv"),
        ])
        let started = waitUntil { (try? folder.contents())?.contains { $0.hasPrefix(".grid.csv.tmp-") } == true }
        #expect(started, "no temporary file appeared")
        Thread.sleep(forTimeInterval: 0.2)
        run.send(signal)
        let result = try run.finish()
        #expect(result.status == 128 + signal)
        #expect(try folder.contents().isEmpty)
    }

    /// SIGINT while gnuplot runs (a stand-in that hangs, started through a
    /// wrapper shell): gnuplot's whole process group is killed and the
    /// temporary directory under TMPDIR is removed.
    @Test(arguments: signals + [SIGQUIT, SIGALRM, SIGUSR1])
    func interruptedPlotStopsGnuplot(_ signal: Int32) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let temporary = folder.url.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let marker = "\(600 + Double(signal) / 10 + Double.random(in: 0..<0.01))"
        let fake = try makeFakeGnuplot(in: folder, "sleep \(marker)\necho not reached")
        let output = folder.url.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let run = try Self.start(
            ["plot", "--preset", "bouncy", "-o", output.appendingPathComponent("chart.png").path],
            environment: ["GNUPLOT": fake, "TMPDIR": temporary.path])
        #expect(waitUntil { processCount(withArgument: marker) == 1 }, "the stand-in did not start")
        run.send(signal)
        let result = try run.finish()
        #expect(result.status == 128 + signal)
        #expect(waitUntil(seconds: 2) { processCount(withArgument: marker) == 0 }, "gnuplot's group outlived springlab")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).isEmpty)
    }

    /// On a terminal `sweep` draws a progress line; SIGINT clears it
    /// (carriage return, erase to end of line) before springlab exits. The
    /// terminal is `script`'s pseudo-terminal (util-linux).
    @Test func interruptedSweepClearsTheProgressLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.path("grid.csv")
        let command =
            "exec "
            + shellCommand([
                springlabExecutable.path, "sweep", "--no-runtimes", "--duration", "0.2...1:3000",
                "--damping", "0.1...1:3000", "-o", output,
            ])
        let terminal = try BackgroundProcess(
            ["-qec", command, "/dev/null"], executable: URL(fileURLWithPath: "/usr/bin/script"))
        #expect(waitUntil { !processIDs(withArgument: output).isEmpty }, "springlab did not start")
        // The bar is drawn once the first rows are done, before they are written.
        let writing = waitUntil(seconds: 60) {
            let names = (try? folder.contents()) ?? []
            return names.contains { name in
                let size = try? FileManager.default.attributesOfItem(atPath: folder.path(name))[.size] as? Int
                return name.hasPrefix(".grid.csv.tmp-") && (size ?? 0) > 0
            }
        }
        #expect(writing, "no rows were written")
        for pid in processIDs(withArgument: output) { kill(pid, SIGINT) }
        let shown = try terminal.finish().stdout
        #expect(shown.contains("sweep ["), "no progress line: \(shown.suffix(200))")
        #expect(shown.hasSuffix("\r\u{1B}[K"), "not cleared: \(Array(shown.suffix(40).unicodeScalars))")
        #expect(try folder.contents().isEmpty)
    }
}
