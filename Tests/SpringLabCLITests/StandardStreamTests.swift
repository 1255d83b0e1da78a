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

    /// A closed standard output is a write error like a full one.
    @Test func closedStandardOutputIsAnError() throws {
        let result = try runSpringlab(["fit"] + Self.bouncy, redirections: ">&-")
        #expect(result.status != 0 && result.status < 128, "status \(result.status)")
        #expect(
            result.stderr == "springlab: error: cannot write standard output: Bad file descriptor\n", "\(result.stderr)"
        )
    }
}
