import Foundation
import SpringLabTestSupport
import Testing

/// Low descriptor limits (`ulimit -n`): every command ends with one line and
/// status 1, or does its work; never a crash, a hang or a temporary folder
/// left behind. Below 4 descriptors free beyond the standard streams
/// springlab refuses to start (libdispatch would stop it with SIGILL);
/// gnuplot's run checks for 16 of its own.
@Suite("descriptor limits")
struct DescriptorLimitTests {
    static func commands(in folder: TemporaryFolder) -> [[String]] {
        [
            ["plot", "--preset", "bouncy", "-o", folder.path("p.svg"), "--timeout", "5"],
            ["tokens", "--preset", "swiftui", "-o", folder.path("tok")],
            ["animate", "--scene", "box", "-o", folder.path("a.gif"), "--timeout", "5"],
            ["retarget", "--spring", "swiftui:duration=0.5", "--at", "0.1", "--to", "0", "-o", folder.path("r.png")],
            ["fit", "--preset", "bouncy"],
            ["sweep", "--duration", "0.2...1:20", "--damping", "0.1...1:20", "-o", folder.path("s.csv")],
            ["serve", "--port", "0"],
        ]
    }

    /// At 4 to 6 (1 to 3 free): the refusal, whatever the command.
    @Test(arguments: [4, 5, 6])
    func tooFewToStartIsOneLine(_ limit: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let scratch = folder.path("tmp")
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        for arguments in Self.commands(in: folder) {
            let result = try runSpringlabInShell(setup: "export TMPDIR='\(scratch)'; ulimit -n \(limit)", arguments)
            expectOneLineError(result, mentioning: "file descriptors free to start (see ulimit -n)")
            #expect(result.status == 1, "\(arguments[0]) at ulimit -n \(limit): \(result.status)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch).isEmpty, "left in TMPDIR")
    }

    /// From 7 to 20: the commands that start gnuplot say it could not be
    /// started, or draw; the others work; none crashes, and TMPDIR is left empty.
    @Test(arguments: [7, 9, 12, 20])
    func aFewFreeIsWorkOrOneLine(_ limit: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let scratch = folder.path("tmp")
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        for arguments in Self.commands(in: folder) where arguments[0] != "serve" {
            let result = try runSpringlabInShell(setup: "export TMPDIR='\(scratch)'; ulimit -n \(limit)", arguments)
            if result.status != 0 {
                #expect(result.status == 1, "\(arguments[0]) at ulimit -n \(limit): \(result.status) \(result.stderr)")
                #expect(
                    result.stderr.hasPrefix("springlab: error: ") && result.stderr.filter { $0 == "\n" }.count == 1,
                    "\(arguments[0]) at ulimit -n \(limit): \(result.stderr)")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch).isEmpty, "left in TMPDIR")
    }
}
