import Foundation
import Testing

/// Standard output and standard error that cannot be written: every command
/// exits non-zero with one line (when standard error can take it), and never
/// dies of a signal.
@Suite("unwritable standard streams")
struct StandardStreamTests {
    static let bouncy = ["--preset", "bouncy"]

    /// Output to a full device: a one-line error naming standard output.
    @Test(arguments: [
        ["fit"] + bouncy,
        ["fit", "--json"] + bouncy,
        ["compare"] + bouncy,
        ["compare", "--json"] + bouncy,
        ["simulate"] + bouncy,
        ["simulate", "--format", "json"] + bouncy,
        ["sweep", "--duration", "0.2...1:4", "--bounce", "0...0.5:3"],
        ["plot", "--preview"] + bouncy,
        ["plot", "--preview", "--help"],
        ["--help"],
        ["--version"],
        ["fit", "--help"],
    ])
    func fullStandardOutputIsAnError(_ arguments: [String]) throws {
        let result = try runSpringlab(arguments, redirections: "> /dev/full")
        #expect(result.status != 0 && result.status < 128, "status \(result.status)")
        #expect(
            result.stderr == "springlab: error: cannot write standard output: No space left on device\n",
            "\(result.stderr)")
    }

    /// The error message itself cannot be written (standard error closed, or
    /// full): still a non-zero exit, not a crash.
    @Test(arguments: ["2>&-", "2>/dev/full"])
    func unwritableStandardErrorStillExitsNonZero(_ redirection: String) throws {
        let refused = try runSpringlab(["fit", "--duration", "-1", "--damping", "0.1"], redirections: redirection)
        #expect(refused.status != 0 && refused.status < 128, "status \(refused.status)")
        #expect(refused.stdout.isEmpty)
        let fine = try runSpringlab(["fit"] + Self.bouncy, redirections: redirection)
        #expect(fine.status == 0)
        #expect(fine.stdout.contains("SwiftUI"))
    }

    /// A pipe whose reader has gone (`springlab … | head -1`): as `cat` does,
    /// springlab ends silently with 128 + SIGPIPE, by its own exit after
    /// cleaning up rather than killed. The reader is gone before springlab starts.
    @Test(arguments: [
        ["simulate", "--duration", "0.45", "--damping", "0.15"],
        ["sweep", "--duration", "0.2...1:30", "--damping", "0.1...1:30"],
        ["fit", "--json", "--duration", "0.45", "--damping", "0.15"],
        ["kinds"],
    ])
    func closedPipeEndsSilently(_ arguments: [String]) throws {
        try expectSilentOnClosedPipe(arguments)
    }

    /// `lint --strict` prints its report, then fails on its findings: the
    /// report meets the closed pipe first, so the failure is not reported
    /// either. Run many times, as the report is written when standard
    /// output is flushed, which the failure must do before it speaks.
    @Test func closedPipeSilencesStrictLint() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data("let b = Spring(duration: 350, bounce: 0)\n".utf8).write(
            to: folder.url.appendingPathComponent("A.swift"))
        for _ in 0..<20 {
            try expectSilentOnClosedPipe(["lint", folder.url.path, "--strict"])
        }
    }

    private func expectSilentOnClosedPipe(_ arguments: [String]) throws {
        let process = Process(), output = Pipe(), error = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["--default-signal=PIPE", springlabExecutable.path] + arguments
        try output.fileHandleForReading.close()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let message = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 128 + SIGPIPE)
        #expect(message.isEmpty, "\(String(decoding: message, as: UTF8.self))")
    }

    /// A closed standard output is a write error like a full one.
    @Test func closedStandardOutputIsAnError() throws {
        let result = try runSpringlab(["fit"] + Self.bouncy, redirections: ">&-")
        #expect(result.status != 0 && result.status < 128, "status \(result.status)")
        #expect(
            result.stderr == "springlab: error: cannot write standard output: Bad file descriptor\n", "\(result.stderr)"
        )
    }

    /// `/dev/stdout` (or `/dev/stderr`) named as an input, with the stream a
    /// pipe, is the pipe springlab itself writes to: refused at once rather
    /// than waited on for good.
    @Test func ownPipeAsAnInputIsRefused() throws {
        for arguments in [["gallery", "out", "--seeds", "/dev/stdout"], ["fit", "--curve", "/dev/stderr"]] {
            let result = try runSpringlab(arguments)
            expectOneLineError(result, mentioning: "it is springlab's own standard")
        }
    }
}
