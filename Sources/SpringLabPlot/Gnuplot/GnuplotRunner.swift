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

    /// The file descriptors one run needs free: the script file, the pipes
    /// to and from gnuplot, the process's own descriptor, and the
    /// child-process library's monitor, with a margin.
    static let descriptorsNeeded = 16

    /// Runs `script` and returns what gnuplot wrote on standard output.
    /// - Throws: ``PlotError/gnuplotFailed(status:message:)`` with gnuplot's
    ///   standard error, ``PlotError/timedOut(seconds:)``, or
    ///   ``PlotError/badOutput(_:)`` when it wrote more than ``outputLimit``
    ///   on standard output or ``errorLimit`` on standard error.
    func run(script: String) async throws(PlotError) -> [UInt8] {
        // Short of descriptors, the child-process library stops springlab
        // with a fatal error, or loses track of gnuplot and waits for good.
        guard FileSystem.canOpenDescriptors(Self.descriptorsNeeded) else {
            throw .gnuplotFailed(
                status: "could not be started",
                message: "fewer than \(Self.descriptorsNeeded) file descriptors free (see ulimit -n)")
        }
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
            return try await Self.withTimeLimit(limit) { [options] in
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

    /// The result of `operation`, or ``TimedOut`` once `limit` has passed,
    /// or `CancellationError` when the caller is cancelled — whichever
    /// comes first, without waiting for `operation` to end: it is cancelled
    /// and left behind, so a child-process library that never returns
    /// cannot hold springlab past the limit (gnuplot's process group is
    /// killed by the caller all the same).
    private static func withTimeLimit<Result: Sendable>(
        _ limit: Duration, _ operation: @escaping @Sendable () async throws -> Result
    ) async throws -> Result {
        let race = Race<Result>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                race.begin(continuation)
                let work = Task {
                    do { race.finish(.success(try await operation())) } catch { race.finish(.failure(error)) }
                }
                let timer = Task {
                    try await Task.sleep(for: limit)
                    race.finish(.failure(TimedOut()))
                }
                race.track(work, timer)
            }
        } onCancel: {
            race.finish(.failure(CancellationError()))
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
            guard $0.leader == nil else { return }
            // Started after the time limit gave up on it: it goes at once.
            guard !$0.ended else { return CleanupRegistry.shared.endGroup(pid) }
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

/// One operation raced against its time limit: the first to finish resumes
/// the waiting caller, exactly once, and both tasks are then cancelled.
private final class Race<Result: Sendable>: Sendable {
    private struct State {
        var waiter: CheckedContinuation<Result, any Error>?
        var outcome: Swift.Result<Result, any Error>?
        var work: Task<Void, Never>?
        var timer: Task<Void, any Error>?
    }
    private let state = Mutex(State())

    func begin(_ waiter: CheckedContinuation<Result, any Error>) {
        let outcome = state.withLock { state in
            if state.outcome == nil { state.waiter = waiter }
            return state.outcome
        }
        if let outcome { waiter.resume(with: outcome) }
    }

    func track(_ work: Task<Void, Never>, _ timer: Task<Void, any Error>) {
        let finished = state.withLock { state in
            state.work = work
            state.timer = timer
            return state.outcome != nil
        }
        if finished { cancelTasks() }
    }

    func finish(_ outcome: Swift.Result<Result, any Error>) {
        let waiter = state.withLock { state -> CheckedContinuation<Result, any Error>? in
            guard state.outcome == nil else { return nil }
            state.outcome = outcome
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(with: outcome)
        cancelTasks()
    }

    private func cancelTasks() {
        let (work, timer) = state.withLock { ($0.work, $0.timer) }
        work?.cancel()
        timer?.cancel()
    }
}
