import ArgumentParser
import SpringLabIO
import SpringLabPlot

@main
struct SpringLabCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "springlab",
        abstract: "Understand a spring animation before it ships.",
        discussion: """
            Pass a spring the way you wrote it in code (UIKit, SwiftUI, Core Animation, or \
            any kind `springlab kinds` lists) \
            and springlab tells you what it does: the physical constants, how long it \
            really takes to settle, how far it overshoots, and the same spring in the other APIs.
            """,
        version: "0.1.0",
        subcommands: [
            Fit.self, Simulate.self, Compare.self, Sweep.self, Plot.self, Animate.self, GalleryCommand.self, Kinds.self,
        ]
    )

    /// Parses and runs like `AsyncParsableCommand.main()`, but: a signal
    /// cleans up and exits (``SignalWatcher``); `fit`'s plainest command
    /// lines are read by ``QuickFit``; the command line is checked
    /// against ``ArgumentRules`` first; standard output is flushed and
    /// checked before a successful exit; and every error is reported on one
    /// line of standard error (no usage dump), with what the user wrote shown
    /// escaped (``terminalSafe(_:)``), and a non-zero exit.
    static func main() async {
        SignalWatcher.install()
        do {
            let arguments = Array(CommandLine.arguments.dropFirst())
            if let text = QuickFit(arguments)?.output() {
                print(text)
            } else {
                try ArgumentRules.check(arguments)
                var command = try parseAsRoot(arguments)
                if var command = command as? AsyncParsableCommand {
                    try await command.run()
                } else {
                    try command.run()
                }
            }
            try StandardStreams.flushOutput()
        } catch {
            SignalWatcher.waitIfEnding()
            let code = exitCode(for: error)
            guard code != .success else { exit(withError: error) }
            let message = Self.commandLineMessage(for: error).trimmingWhitespace()
            printError("springlab: error: \(terminalSafe(message))")
            ProcessEnvironment.exit(code.rawValue == 0 ? 1 : code.rawValue)
        }
    }
}

extension SpringLabCommand {
    /// The one-line message for `error`: the plot library's errors worded
    /// with flag names (``PlotError/commandLine``), others as
    /// swift-argument-parser words them.
    static func commandLineMessage(for error: any Error) -> String {
        (error as? PlotError)?.commandLine ?? message(for: error)
    }
}

/// Writes one line to standard error; a failure to write is ignored (see
/// ``StandardStreams/writeError(_:)``).
func printError(_ line: String) {
    StandardStreams.writeError(line + "\n")
}
