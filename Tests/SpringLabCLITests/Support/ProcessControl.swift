import Foundation

/// Runs `springlab` under `/bin/sh` after `setup` (`ulimit -f 4`), with shell
/// redirections applied to it (`> /dev/full`, `2>&-`), for conditions a test
/// cannot set up with pipes. Whatever is not redirected is captured as by
/// ``runSpringlab(_:environment:currentDirectory:)``. The shell reports
/// springlab's exit status, or 128 + N when signal N killed it.
func runSpringlab(
    _ arguments: [String], setup: String = ":", redirections: String, environment: [String: String] = [:],
    currentDirectory: URL? = nil
) throws -> ProcessResult {
    try runProcess(
        "/bin/sh", ["-c", setup + "; \"$0\" \"$@\" " + redirections, springlabExecutable.path] + arguments,
        environment: environment, currentDirectory: currentDirectory)
}

/// A process started in the background (`springlab` unless told otherwise),
/// to be signalled while it works.
final class BackgroundProcess: @unchecked Sendable {
    let process = Process()
    private let stdout = Pipe(), stderr = Pipe()
    private let collected = DispatchGroup()
    private var outData = Data(), errData = Data()

    /// Starts `springlab arguments`; standard error goes to `standardError`
    /// when given (a terminal), else to a pipe that is collected.
    init(
        _ arguments: [String], executable: URL = springlabExecutable, environment: [String: String] = [:],
        currentDirectory: URL? = nil, standardError: FileHandle? = nil
    ) throws {
        // A test runner started in the background may ignore SIGINT, and
        // children inherit that (springlab keeps an ignored signal ignored):
        // the signals these tests send must reach springlab's handlers.
        for number in [SIGINT, SIGTERM, SIGHUP] { signal(number, SIG_DFL) }
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        process.standardOutput = stdout
        process.standardError = standardError ?? stderr
        try process.run()
        drain(stdout) { self.outData = $0 }
        if standardError == nil { drain(stderr) { self.errData = $0 } }
    }

    private func drain(_ pipe: Pipe, into store: @escaping @Sendable (Data) -> Void) {
        collected.enter()
        Thread.detachNewThread { [collected] in
            store(pipe.fileHandleForReading.readDataToEndOfFile())
            collected.leave()
        }
    }

    func send(_ signal: Int32) { kill(process.processIdentifier, signal) }

    /// Waits for the exit (at most `seconds`, then kills it and fails).
    func finish(within seconds: Double = 20) throws -> ProcessResult {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw TimedOut()
        }
        process.waitUntilExit()
        collected.wait()
        return ProcessResult(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Whether it ended by a signal rather than by exiting.
    var wasKilledBySignal: Bool { process.terminationReason == .uncaughtSignal }

    struct TimedOut: Error {}
}

/// Polls `condition` every 20 ms for at most `seconds`; whether it became true.
@discardableResult
func waitUntil(seconds: Double = 20, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        Thread.sleep(forTimeInterval: 0.02)
    }
    return condition()
}

/// How many running processes have `marker` among their arguments.
func processCount(withArgument marker: String) -> Int { processIDs(withArgument: marker).count }

/// The IDs of the running processes that have `marker` among their arguments (from /proc).
func processIDs(withArgument marker: String) -> [Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.filter { $0.allSatisfy(\.isNumber) }.filter { pid in
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
        return data.split(separator: 0).contains { String(decoding: $0, as: UTF8.self) == marker }
    }.compactMap { Int32($0) }
}

/// `arguments` as one `/bin/sh` command line, each quoted.
func shellCommand(_ arguments: [String]) -> String {
    arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
}
