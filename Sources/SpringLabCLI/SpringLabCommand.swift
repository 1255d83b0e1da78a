import ArgumentParser
import Dispatch
import SpringLab
import SpringLabIO
import SpringLabPlot
import Synchronization

@main
struct SpringLabCommand: ParsableCommand {
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
            Tokens.self, Lint.self, RetargetCommand.self, Serve.self,
        ]
    )

    /// Parses and runs like swift-argument-parser's `main()`, but: a signal
    /// cleans up and exits (``SignalWatcher``); `springlab --version` alone
    /// is answered at once; standard output is flushed
    /// and checked before a successful exit; and every error is reported on
    /// one line of standard error (no usage dump), with what the user wrote
    /// shown escaped (``terminalSafe(_:)``), and a non-zero exit: the
    /// parser's usage status (64, EX_USAGE) for what the user wrote wrong,
    /// whichever check found it (the parser, an option's `validate()`, the
    /// library's refusals of a spring, a misspelt command, an option that
    /// does not fit a recording's shape), 1 for the rest
    /// (a file that cannot be read or written, gnuplot failing).
    ///
    /// It is synchronous on purpose, and the commands that are `async` run
    /// through ``runWaiting(_:)``. An `async` entry point gives the main
    /// thread to the concurrency runtime's main loop once the first command
    /// awaits, and that loop ends the thread with `pthread_exit`. Ending a
    /// thread unwinds its stack, and in the static executable the unwinder
    /// first sorts the frame descriptions of the whole binary, a cost every
    /// plot, animation and gallery would pay.
    static func main() {
        // libdispatch stops the process (SIGILL, nothing said) when its first
        // worker thread cannot open its event loop's descriptors: refuse
        // before any thread starts, while nothing is written yet.
        guard FileSystem.canOpenDescriptors(descriptorsNeeded) else {
            fail(DescriptorShortage(), code: .failure)
        }
        SignalWatcher.install()
        if Array(CommandLine.arguments.dropFirst()) == ["--version"] {
            // What swift-argument-parser prints, and as it does, not checking
            // standard output: parsing would first reflect on every command's options.
            print(configuration.version)
            return flushOutput()
        }
        do {
            try UsageHint.checkCommand(Array(CommandLine.arguments.dropFirst()), commands: configuration.subcommands)
            var command = try parseAsRoot()
            if let command = command as? AsyncParsableCommand {
                try runWaiting(command)
            } else {
                try command.run()
            }
            try StandardStreams.flushOutput()
        } catch {
            let isUsage = error is SpringError || (error as? IOError)?.isUsage == true
            let code = isUsage ? ExitCode.validationFailure : exitCode(for: error)
            guard code != .success else {
                // Help and a subcommand's --version: printed as the parser
                // would, then checked like any other output.
                print(fullMessage(for: error))
                return flushOutput()
            }
            fail(error, code: code)
        }
    }

    /// The file descriptors springlab needs free when it starts, beyond its
    /// standard streams: the signal pipe (two) and libdispatch's event loop
    /// (an epoll and an eventfd). What a command opens later it checks itself
    /// (gnuplot's run needs 16), and a file it cannot open is a one-line error.
    static let descriptorsNeeded = 4

    /// Too few descriptors free to start (``descriptorsNeeded``).
    struct DescriptorShortage: Error, CustomStringConvertible {
        var description: String {
            "fewer than \(SpringLabCommand.descriptorsNeeded) file descriptors free to start (see ulimit -n)"
        }
    }

    /// Flushes and checks standard output; a failure is reported like any error.
    private static func flushOutput() {
        do { try StandardStreams.flushOutput() } catch { fail(error, code: exitCode(for: error)) }
    }

    /// Reports `error` on one line of standard error and exits with `code` (1 for a success code);
    /// while a signal ends springlab (a closed pipe among them) it reports nothing and lets the signal's status stand.
    private static func fail(_ error: any Error, code: ExitCode) -> Never {
        // What the command printed before it failed (`lint --strict`'s report)
        // goes out first: a closed pipe is then met before the message.
        try? StandardStreams.flushOutput()
        SignalWatcher.waitIfEnding()
        let message = Self.commandLineMessage(for: error).trimmingWhitespace()
        // A failure to write (a closed or full standard error) is ignored:
        // there is nowhere left to report it, and the exit status still tells.
        try? FileSink.standardError.write(Array("springlab: error: \(terminalSafe(message))\n".utf8))
        ProcessEnvironment.exit(code.rawValue == 0 ? 1 : code.rawValue)
    }
}

extension SpringLabCommand {
    /// Runs `command` in a task on the concurrency runtime's threads, while
    /// this thread waits for it to end.
    /// - Throws: what the command threw.
    static func runWaiting(_ command: sending any AsyncParsableCommand) throws {
        let outcome = CommandOutcome()
        let ended = DispatchSemaphore(value: 0)
        Task {
            var command = command
            do {
                try await command.run()
            } catch {
                outcome.error.withLock { $0 = error }
            }
            ended.signal()
        }
        ended.wait()
        if let error = outcome.error.withLock({ $0 }) { throw error }
    }

    /// The one-line message for `error`: the plot library's errors as they
    /// describe themselves (``PlotError/description``), the library's with
    /// the name meant when one is misspelt (``SpringError/withHint``), others
    /// as swift-argument-parser words them (an option's refused text with the
    /// refusal of its type, ``OptionRefusal``), except an unknown option that
    /// is another runtime's parameter, answered with the `--spring` that takes
    /// it (``UsageHint/unknownOption(_:in:)``).
    ///
    /// That one is found in the parser's words: the parser's error types are
    /// internal, and it finds an unknown option only after every option's
    /// value and the command's `validate()` have passed, where no code of
    /// springlab's runs. Should a release word it otherwise, the parser's own
    /// message stands.
    static func commandLineMessage(
        for error: any Error, arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) -> String {
        if let error = error as? PlotError { return error.description }
        if let error = error as? SpringError { return error.withHint }
        let message = message(for: error)
        let prefix = "Unknown option '"
        guard message.hasPrefix(prefix), let end = message.dropFirst(prefix.count).firstIndex(of: "'") else {
            return message
        }
        let option = String(message[message.index(message.startIndex, offsetBy: prefix.count)..<end])
        return UsageHint.unknownOption(option, in: arguments) ?? message
    }
}

/// What a command run by ``SpringLabCommand/runWaiting(_:)`` threw, handed
/// from its task to the waiting thread.
private final class CommandOutcome: Sendable {
    let error = Mutex<(any Error)?>(nil)
}
