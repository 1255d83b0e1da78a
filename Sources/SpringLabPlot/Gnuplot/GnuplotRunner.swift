import SpringLab
import SpringLabIO
import Subprocess
import Synchronization

#if canImport(System)
import System
#else
import SystemPackage
#endif

/// Runs a gnuplot script in a child process, with a time limit, and returns
/// what gnuplot wrote on standard output: the image or the text chart.
///
/// The script goes to a file in a fresh temporary directory (removed
/// afterwards, whatever happens) and gnuplot runs it as `gnuplot -d FILE`:
/// from a file, gnuplot stops at the first error (from standard input it
/// would carry on), and `-d` skips the user's `~/.gnuplot` so the output
/// depends on the script alone. Standard error is captured and becomes the
/// error message when gnuplot fails.
///
/// gnuplot runs as the leader of a process group of its own, so that
/// everything it starts (or a wrapper script that starts it) goes with it:
/// when the time limit passes the whole group is killed, after gnuplot ends
/// whatever is left of the group is killed, and while it runs the group is
/// registered with `CleanupRegistry`, so a signal that ends springlab ends
/// it too. Being in its own group, it does not get the terminal's Ctrl-C
/// directly; springlab's clean-up kills it instead.
struct GnuplotRunner: Sendable {
    let executable: String
    var timeLimit = Duration.seconds(30)

    /// Most of what gnuplot may print: the image or text chart on standard
    /// output, messages on standard error.
    static let outputLimit = 256 << 20
    static let errorLimit = 1 << 20

    /// Runs `script` and returns what gnuplot wrote on standard output.
    /// - Throws: ``PlotError/gnuplotFailed(status:message:)`` with gnuplot's
    ///   standard error, ``PlotError/timedOut(seconds:)``, or
    ///   ``PlotError/badOutput(_:)`` when it wrote more than ``outputLimit``
    ///   on standard output or ``errorLimit`` on standard error.
    func run(script: String) async throws(PlotError) -> [UInt8] {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("figure.gp")
        do {
            try AtomicFile.write(to: file) { sink in try sink.write(Array(script.utf8)) }
        } catch {
            // "cannot write /tmp/springlab-…/figure.gp: No space left on device"
            throw .badPath("\(error)")
        }
        let (status, output, error) = try await launch(arguments: ["-d", "figure.gp"], in: directory.path)
        guard case .exited(0) = status else {
            throw .gnuplotFailed(status: Self.describe(status), message: Self.condense(error))
        }
        return output
    }

    /// What the time limit's task throws when it passes first.
    private struct TimedOut: Error {}

    /// Races gnuplot against the time limit; the loser is cancelled, and a
    /// cancelled gnuplot's whole process group is killed.
    private func launch(arguments: [String], in directory: String) async throws(PlotError)
        -> (TerminationStatus, output: [UInt8], error: String)
    {
        let executable = FilePath(executable), workingDirectory = FilePath(directory)
        let limit = timeLimit
        var options = PlatformOptions()
        options.processGroupID = 0
        options.teardownSequence = [
            .send(signal: .kill, toProcessGroup: true, allowedDurationToNextStep: .milliseconds(200))
        ]
        let group = ProcessGroup()
        CleanupRegistry.shared.beginSpawn()
        defer { group.end() }
        do {
            return try await withThrowingTaskGroup(of: (TerminationStatus, output: [UInt8], error: String).self) {
                tasks in
                tasks.addTask { [options] in
                    let result = try await Subprocess.run(
                        .path(executable), arguments: Arguments(arguments), workingDirectory: workingDirectory,
                        platformOptions: options, input: .none,
                        output: .bytes(limit: Self.outputLimit), error: .string(limit: Self.errorLimit)
                    ) { execution in
                        group.started(execution.processIdentifier.value)
                    }
                    // Subprocess gathers the output in a buffer of the limit's capacity; the bytes
                    // alone, copied out, let a caller keep many images without holding 256 MB of
                    // address space for each, which the kernel counts when the next process starts.
                    let output = result.standardOutput.withUnsafeBufferPointer { Array($0) }
                    return (result.terminationStatus, output, result.standardError)
                }
                tasks.addTask {
                    try await Task.sleep(for: limit)
                    throw TimedOut()
                }
                defer { tasks.cancelAll() }
                guard let first = try await tasks.next() else { throw TimedOut() }
                return first
            }
        } catch is TimedOut {
            throw .timedOut(
                seconds: Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18)
        } catch let error as SubprocessError where error.code == .outputLimitExceeded {
            throw .badOutput("gnuplot wrote more than \(Self.exceededLimit(error))")
        } catch let error as SubprocessError where !group.hasStarted {
            throw .gnuplotFailed(status: "could not be started", message: "\(executable): \(error)")
        } catch {
            throw .gnuplotFailed(status: "while running", message: "\(error)")
        }
    }

    /// Which limit `error` (an `outputLimitExceeded`) is about, e.g. "1 MB to
    /// standard error". The error carries only the limit in bytes, and only in
    /// its description, so the two limits must differ; when neither is found
    /// both are named.
    static func exceededLimit(_ error: SubprocessError) -> String {
        let output = "\(outputLimit >> 20) MB to standard output", messages = "\(errorLimit >> 20) MB to standard error"
        let text = error.description
        if text.contains("limit of \(errorLimit) bytes") { return messages }
        if text.contains("limit of \(outputLimit) bytes") { return output }
        return output + " or " + messages
    }

    static func describe(_ status: TerminationStatus) -> String {
        switch status {
        case let .exited(code): return "exit status \(code)"
        #if !os(Windows)
        case let .signaled(signal): return "killed by signal \(signal)"
        #endif
        }
    }

    /// gnuplot's error report on one line: its lines joined, without the
    /// caret line that points at the column.
    static func condense(_ message: String) -> String {
        message.split(whereSeparator: \.isNewline)
            .map { $0.trimmingSpaces() }
            .filter { !$0.isEmpty && $0 != "^" }
            .joined(separator: " | ")
    }
}

/// The process group of one gnuplot run, as far as it got: announced to
/// `CleanupRegistry` before the start, registered once started, and ended
/// (its remains killed, the registration dropped) exactly once.
private final class ProcessGroup: Sendable {
    private struct State {
        var leader: Int32?
        var ended = false
    }
    private let state = Mutex(State())

    var hasStarted: Bool { state.withLock { $0.leader != nil } }

    /// gnuplot started with this process ID, which is also its group's ID.
    func started(_ pid: Int32) {
        state.withLock {
            guard $0.leader == nil, !$0.ended else { return }
            $0.leader = pid
            CleanupRegistry.shared.endSpawn(group: pid)
        }
    }

    /// gnuplot has been waited for, or never started.
    func end() {
        state.withLock {
            guard !$0.ended else { return }
            $0.ended = true
            if let leader = $0.leader {
                CleanupRegistry.shared.endGroup(leader)
            } else {
                CleanupRegistry.shared.endSpawn(group: nil)
            }
        }
    }
}
