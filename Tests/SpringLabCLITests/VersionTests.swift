import Testing

@testable import SpringLabCLI

/// `springlab --version` is answered before the argument parser runs; it
/// must say what the parser says, and exit as the parser does.
@Suite("--version")
struct VersionTests {
    /// The parser's answer: the message and exit code of the error it throws.
    static func parserAnswer(_ arguments: [String]) -> (message: String, success: Bool) {
        do {
            _ = try SpringLabCommand.parseAsRoot(arguments)
            return ("", false)
        } catch {
            return (SpringLabCommand.message(for: error), SpringLabCommand.exitCode(for: error) == .success)
        }
    }

    @Test func printsWhatTheParserPrints() throws {
        let parser = Self.parserAnswer(["--version"])
        #expect(parser.success)
        let result = try runSpringlab(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == parser.message + "\n")
        #expect(result.stdout == SpringLabCommand.configuration.version + "\n")
        #expect(result.stderr.isEmpty)
    }

    /// `--version` with anything else still goes through the parser.
    @Test func leavesOtherLinesToTheParser() throws {
        let result = try runSpringlab(["--version", "fit"])
        #expect(result.status == 0)
        #expect(result.stdout == Self.parserAnswer(["--version", "fit"]).message + "\n")
    }
}
