import ArgumentParser
import Foundation

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

    /// Parses and runs like `AsyncParsableCommand.main()`, but reports every
    /// error on one line of standard error (no usage dump) and exits non-zero.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var command = command as? AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            guard code != .success else { exit(withError: error) }
            let message = Self.message(for: error)
                .split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
                .joined(separator: " ")
            printError("springlab: error: \(message)")
            Foundation.exit(code.rawValue == 0 ? 1 : code.rawValue)
        }
    }
}

/// Writes one line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
