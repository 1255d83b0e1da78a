import Foundation
import Subprocess

#if canImport(System)
import System
#else
import SystemPackage
#endif

/// Runs a gnuplot script in a child process, with a time limit.
///
/// The script goes to a file in a fresh temporary directory (removed
/// afterwards, whatever happens) and gnuplot runs it as `gnuplot -d FILE`:
/// from a file, gnuplot stops at the first error (from standard input it
/// would carry on), and `-d` skips the user's `~/.gnuplot` so the output
/// depends on the script alone. Standard error is captured and becomes the
/// error message when gnuplot fails. When the time limit passes, the task
/// running gnuplot is cancelled and swift-subprocess kills the process.
public struct GnuplotRunner: Sendable {
    public let executable: String
    public let timeLimit: Duration

    /// Most of what gnuplot may print: the text chart on standard output,
    /// messages on standard error.
    static let outputLimit = 64 << 20
    static let errorLimit = 1 << 20

    public init(executable: String, timeLimit: Duration = .seconds(30)) {
        self.executable = executable
        self.timeLimit = timeLimit
    }

    /// Runs `script` and returns what gnuplot wrote on standard output.
    /// - Throws: ``PlotError/gnuplotFailed(status:message:)`` with gnuplot's
    ///   standard error, or ``PlotError/timedOut(seconds:)``.
    public func run(script: String) async throws(PlotError) -> String {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = "figure.gp"
        do {
            try Data(script.utf8).write(to: directory.url.appendingPathComponent(file))
        } catch {
            throw .badPath(
                "cannot write a temporary gnuplot script in \(directory.url.path): \(error.localizedDescription)")
        }
        switch try await launch(arguments: ["-d", file], in: directory.url.path) {
        case .timedOut:
            throw .timedOut(
                seconds: Double(timeLimit.components.seconds)
                    + Double(timeLimit.components.attoseconds) / 1e18)
        case let .finished(status, output, error):
            guard case .exited(0) = status else {
                throw .gnuplotFailed(status: Self.describe(status), message: Self.condense(error))
            }
            return output
        }
    }

    private enum Outcome: Sendable {
        case finished(TerminationStatus, output: String, error: String)
        case timedOut
    }

    /// Races gnuplot against the time limit; the loser is cancelled.
    private func launch(arguments: [String], in directory: String) async throws(PlotError) -> Outcome {
        let executable = FilePath(executable), workingDirectory = FilePath(directory)
        let limit = timeLimit
        do {
            return try await withThrowingTaskGroup(of: Outcome.self) { group in
                group.addTask {
                    let result = try await Subprocess.run(
                        .path(executable), arguments: Arguments(arguments), workingDirectory: workingDirectory,
                        output: .string(limit: Self.outputLimit), error: .string(limit: Self.errorLimit))
                    return .finished(
                        result.terminationStatus, output: result.standardOutput,
                        error: result.standardError)
                }
                group.addTask {
                    try await Task.sleep(for: limit)
                    return .timedOut
                }
                defer { group.cancelAll() }
                guard let first = try await group.next() else { return .timedOut }
                return first
            }
        } catch {
            throw .gnuplotFailed(status: "not run", message: "\(executable): \(error)")
        }
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
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && $0 != "^" }
            .joined(separator: " | ")
    }
}
