import Foundation
import Testing

/// Output that does not fit: a file-size limit (`ulimit -f`, in 512-byte
/// blocks for /bin/sh) makes every write past it fail as on a full disk.
/// springlab exits non-zero with one line and leaves no file, whole or
/// truncated, and no temporary file.
@Suite("output that does not fit")
struct FullDiskTests {
    /// Each limit lets gnuplot's script (in $TMPDIR) be written, but not the
    /// image: about 33 KB of script for a 47 KB SVG, 17 KB for a 34 KB PNG,
    /// 8.5 KB for a 25 KB filmstrip.
    @Test(
        .requiresGnuplot,
        arguments: [
            (80, ["plot", "--preset", "bouncy", "--velocity-panel", "--size", "1500x1500", "-o", "p.svg"]),
            (50, ["plot", "--preset", "bouncy", "-o", "p.png", "--script", "p.gp"]),
            (8, ["plot", "--preset", "bouncy", "--preview", "--script", "p.gp"]),
            (30, ["animate", "--preset", "bouncy", "--filmstrip", "f.svg", "--at", "0,0.1,0.2,0.3,0.4,0.5,0.6"]),
            (8, ["simulate", "--preset", "bouncy", "--step", "1/100000", "-o", "c.csv"]),
            (8, ["sweep", "--duration", "0.2...1:40", "--damping", "0.1...1:40", "-o", "s.csv"]),
        ])
    func limitLeavesNoFile(_ blocks: Int, _ arguments: [String]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = try runSpringlab(
            arguments, setup: "ulimit -f \(blocks)", redirections: "", environment: ["TMPDIR": folder.url.path],
            currentDirectory: folder.url)
        expectOneLineError(result, mentioning: "springlab: error: ")
        #expect(result.status < 128, "ended by a signal: \(result.status)")
        #expect(try folder.contents().isEmpty)
    }

    /// The script cannot be saved (`/dev/full` is always full): the image or
    /// text chart, which could be, is not written either — both or neither.
    @Test(
        .requiresGnuplot,
        arguments: [
            ["plot", "--preset", "bouncy", "-o", "ok.svg"], ["animate", "--preset", "bouncy", "-o", "ok.gif"],
            ["animate", "--preset", "bouncy", "--filmstrip", "ok.svg", "--at", "0,0.1"],
            // The text chart is not shown either (found by scripts/fuzz, seed 22).
            ["plot", "--preset", "bouncy", "--preview"],
        ])
    func unsavedScriptLeavesNoImage(_ arguments: [String]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = try runSpringlab(arguments + ["--script", "/dev/full"], currentDirectory: folder.url)
        expectOneLineError(result, mentioning: "cannot write /dev/full: No space left on device")
        #expect(try folder.contents().isEmpty)
    }
}
