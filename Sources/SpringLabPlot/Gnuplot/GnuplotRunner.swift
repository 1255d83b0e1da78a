import SpringLab
import SpringLabIO

/// Runs a gnuplot script in a child process (``ChildProcess``: its own
/// process group, a time limit, bounded output, killed with springlab) and
/// returns what gnuplot wrote on standard output: the image or the text chart.
///
/// The script goes to a file in a fresh temporary directory (removed
/// afterwards, whatever happens) and gnuplot runs it as `gnuplot -d FILE`:
/// from a file, gnuplot stops at the first error (from standard input it
/// would carry on), and `-d` skips the user's `~/.gnuplot` so the output
/// depends on the script alone. Standard error is captured and becomes the
/// error message when gnuplot fails.
struct GnuplotRunner: Sendable {
    let executable: String
    var timeLimit = Duration.seconds(30)

    /// Most of what gnuplot may print: the image or text chart on standard
    /// output, messages on standard error.
    static let outputLimit = 256 << 20
    static let errorLimit = 1 << 20

    /// The file descriptors one run needs free: the script file and a child process's.
    static let descriptorsNeeded = ChildProcess.descriptorsNeeded

    /// Runs `script` and returns what gnuplot wrote on standard output.
    /// - Throws: ``PlotError/gnuplotFailed(status:message:)`` with gnuplot's
    ///   standard error, ``PlotError/timedOut(seconds:)``, or
    ///   ``PlotError/badOutput(_:)`` when it wrote more than ``outputLimit``
    ///   on standard output or ``errorLimit`` on standard error.
    func run(script: String) async throws(PlotError) -> [UInt8] {
        // Checked before the temporary directory is made, so that nothing is left to remove.
        guard FileSystem.canOpenDescriptors(Self.descriptorsNeeded) else { throw Self.descriptorsShort }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("figure.gp")
        do {
            try AtomicFile.write(to: file) { sink in try sink.write(Array(script.utf8)) }
        } catch {
            // "cannot write /tmp/springlab-…/figure.gp: No space left on device"
            throw .badPath("\(error)")
        }
        let process = ChildProcess(
            executable: executable, arguments: ["-d", "figure.gp"], workingDirectory: directory.path,
            timeLimit: timeLimit, outputLimit: Self.outputLimit, errorLimit: Self.errorLimit)
        let outcome: ChildProcess.Outcome
        do {
            outcome = try await process.run()
        } catch {
            throw Self.plotError(error)
        }
        guard outcome.succeeded else {
            throw .gnuplotFailed(status: outcome.status, message: Self.condense(outcome.error))
        }
        return outcome.output
    }

    static let descriptorsShort = PlotError.gnuplotFailed(
        status: "could not be started",
        message: "fewer than \(descriptorsNeeded) file descriptors free (see ulimit -n)")

    /// The plot error of a run that gave no outcome.
    static func plotError(_ failure: ChildProcess.Failure) -> PlotError {
        switch failure {
        case .descriptorsShort: descriptorsShort
        case let .timedOut(seconds): .timedOut(seconds: seconds)
        case let .tooMuchOutput(limit): .badOutput("gnuplot wrote more than \(limit)")
        case let .notStarted(reason): .gnuplotFailed(status: "could not be started", message: reason)
        case let .broken(reason): .gnuplotFailed(status: "while running", message: reason)
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
