import Subprocess
import Synchronization

#if canImport(System)
import System
#else
import SystemPackage
#endif

/// One run of a helper program (gnuplot, ffmpeg) as a child process, bounded
/// in time and in what it may print, and never left behind.
///
/// The program runs as the leader of a process group of its own, so that
/// everything it starts (or a wrapper script that starts it) goes with it:
/// when the time limit passes the whole group is killed, after the program
/// ends whatever is left of the group is killed, and while it runs the group
/// is registered with ``CleanupRegistry``, so a signal that ends springlab
/// ends it too. Being in its own group, it does not get the terminal's Ctrl-C
/// directly; springlab's clean-up kills it instead. Standard input is empty.
package struct ChildProcess: Sendable {
    /// The program's absolute path.
    package let executable: String
    package let arguments: [String]
    /// Where it runs; nil for springlab's own current directory.
    package var workingDirectory: String?
    package var timeLimit: Duration
    /// Most bytes it may write to standard output, and to standard error.
    /// The two must differ: the child-process library names the limit
    /// exceeded only by its number (``exceededLimit(_:)``).
    package var outputLimit: Int
    package var errorLimit: Int

    /// The file descriptors one run needs free: the pipes to and from the
    /// program, its process descriptor, and the child-process library's
    /// monitor, with a margin. Short of them the library stops springlab with a
    /// fatal error, or loses track of the program and waits for good.
    package static let descriptorsNeeded = 16

    package init(
        executable: String, arguments: [String], workingDirectory: String? = nil, timeLimit: Duration,
        outputLimit: Int, errorLimit: Int
    ) {
        precondition(outputLimit != errorLimit, "the two limits must differ")
        self.executable = executable
        self.arguments = arguments
        self.workingDirectory = workingDirectory
        self.timeLimit = timeLimit
        self.outputLimit = outputLimit
        self.errorLimit = errorLimit
    }

    /// How the program ended and what it printed.
    package struct Outcome: Sendable {
        /// Whether it exited with status 0.
        package let succeeded: Bool
        /// `exit status 2`, `killed by signal 9`.
        package let status: String
        package let output: [UInt8]
        package let error: String
    }

    /// Why a run gave no outcome.
    package enum Failure: Error, Sendable {
        /// Fewer than ``descriptorsNeeded`` descriptors were free.
        case descriptorsShort
        /// The time limit passed (seconds); the program's group was killed.
        case timedOut(Double)
        /// It wrote more than a limit: `256 MB to standard output`.
        case tooMuchOutput(String)
        /// It could not be started (the library's reason).
        case notStarted(String)
        /// The child-process library failed while it ran.
        case broken(String)
    }

    /// Runs the program to its end, or to the time limit.
    package func run() async throws(Failure) -> Outcome {
        guard FileSystem.canOpenDescriptors(Self.descriptorsNeeded) else { throw .descriptorsShort }
        let executable = FilePath(executable), workingDirectory = workingDirectory.map { FilePath($0) }
        let arguments = arguments, outputLimit = outputLimit, errorLimit = errorLimit, limit = timeLimit
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
                    output: .bytes(limit: outputLimit), error: .string(limit: errorLimit)
                ) { execution in
                    group.started(execution.processIdentifier.value)
                }
                // Subprocess gathers the output in a buffer of the limit's capacity; the bytes
                // alone, copied out, let a caller keep many outputs without holding the limit's
                // address space for each, which the kernel counts when the next process starts.
                let output = result.standardOutput.withUnsafeBufferPointer { Array($0) }
                return Outcome(
                    succeeded: result.terminationStatus == .exited(0), status: Self.describe(result.terminationStatus),
                    output: output, error: result.standardError)
            }
        } catch is TimedOut {
            throw .timedOut(Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18)
        } catch let error as SubprocessError where error.code == .outputLimitExceeded {
            throw .tooMuchOutput(exceededLimit(error))
        } catch let error as SubprocessError where !group.hasStarted {
            throw .notStarted("\(executable): \(error)")
        } catch {
            throw .broken("\(error)")
        }
    }

    /// What the time limit's task throws when it passes first.
    private struct TimedOut: Error {}

    /// The result of `operation`, or ``TimedOut`` once `limit` has passed,
    /// or `CancellationError` when the caller is cancelled — whichever
    /// comes first, without waiting for `operation` to end: it is cancelled
    /// and left behind, so a child-process library that never returns
    /// cannot hold springlab past the limit (the program's process group is
    /// killed all the same).
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
    /// its description; when neither limit is found both are named.
    package func exceededLimit(_ error: SubprocessError) -> String {
        let output = "\(Self.megabytes(outputLimit)) to standard output"
        let messages = "\(Self.megabytes(errorLimit)) to standard error"
        let text = error.description
        if text.contains("limit of \(errorLimit) bytes") { return messages }
        if text.contains("limit of \(outputLimit) bytes") { return output }
        return output + " or " + messages
    }

    /// `256 MB` for 256 MiB; bytes under a mebibyte.
    static func megabytes(_ bytes: Int) -> String { bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(bytes) bytes" }

    static func describe(_ status: TerminationStatus) -> String {
        switch status {
        case let .exited(code): return "exit status \(code)"
        #if !os(Windows)
        case let .signaled(signal): return "killed by signal \(signal)"
        #endif
        }
    }
}

/// The process group of one run, as far as it got: announced to
/// ``CleanupRegistry`` before the start, registered once started, and ended
/// (its remains killed, the registration dropped) exactly once.
private final class ProcessGroup: Sendable {
    private struct State {
        var leader: Int32?
        var ended = false
    }
    private let state = Mutex(State())

    var hasStarted: Bool { state.withLock { $0.leader != nil } }

    /// The program started with this process ID, which is also its group's ID.
    func started(_ pid: Int32) {
        state.withLock {
            guard $0.leader == nil else { return }
            // Started after the time limit gave up on it: it goes at once.
            guard !$0.ended else { return CleanupRegistry.shared.endGroup(pid) }
            $0.leader = pid
            CleanupRegistry.shared.endSpawn(group: pid)
        }
    }

    /// The program has been waited for, or never started.
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
