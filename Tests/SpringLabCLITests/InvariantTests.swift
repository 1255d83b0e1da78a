import Foundation
import Testing

/// What holds for every command: a non-zero exit prints exactly one line on
/// standard error, nothing on standard output, and leaves no file (in the
/// working directory or under $TMPDIR); exit 0 leaves a complete output.
@Suite("invariants of every command")
struct InvariantTests {
    static let failing: [[String]] = [
        ["fit", "--duration", "-1", "--damping", "0.1"],
        ["fit", "--preset", "bouncy\r\nx"],
        ["fit", "--preset", "bouncy", "--epsilon", "1e308"],
        ["simulate", "--preset", "bouncy", "--step", "0", "-o", "c.csv"],
        ["simulate", "--preset", "bouncy", "--max-samples", "10", "-o", "c.csv"],
        ["simulate", "--preset", "bouncy", "--format", "json", "--max-samples", "10"],
        ["compare", "--preset", "bouncy", "--steps", "1/30,,1/60"],
        ["sweep", "--duration", "0.2...1:3", "--damping", "0.1...1:3", "--mass", "-1", "-o", "s.csv"],
        ["plot", "--preset", "bouncy", "--until", "0", "-o", "p.svg"],
        ["plot", "--preset", "bouncy", "-o", "p.jpg"],
        ["plot", "--sweep", "missing.csv", "--preview"],
        ["plot", "--csv", "bad.csv", "--preview"],
        ["animate", "--preset", "bouncy", "--fps", "0", "-o", "a.gif"],
        ["animate", "--preset", "bouncy", "--scene", "nothing", "-o", "a.gif"],
        ["gallery", "--timeout", "-1"],
        ["kinds", "--unknown"],
        ["nothing"],
    ]

    @Test(arguments: failing)
    func failureLeavesNothing(_ arguments: [String]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let work = folder.url.appendingPathComponent("work"), temporary = folder.url.appendingPathComponent("tmp")
        for directory in [work, temporary] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        try "time,value\n0,nan\n".write(to: work.appendingPathComponent("bad.csv"), atomically: true, encoding: .utf8)
        let result = try runSpringlab(arguments, environment: ["TMPDIR": temporary.path], currentDirectory: work)
        expectOneLineError(result, mentioning: "springlab: error: ")
        #expect(result.status < 128)
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.path) == ["bad.csv"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    }

    /// A successful run leaves its output and nothing else.
    @Test(arguments: [
        ["simulate", "--preset", "bouncy", "-o", "c.csv"],
        ["sweep", "--duration", "0.2...1:3", "--damping", "0.1...1:3", "-o", "c.csv"],
    ])
    func successLeavesTheOutputOnly(_ arguments: [String]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = try runSpringlab(arguments, currentDirectory: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try folder.contents() == ["c.csv"])
        let text = try String(contentsOfFile: folder.path("c.csv"), encoding: .utf8)
        #expect(text.hasSuffix("\n") && !text.lowercased().contains("nan"))
    }

    /// A chart holds a bounded number of points per curve, however fine the
    /// RK4 step: 20 springs at 1/600 s make a script of at most a few MB (4 points per column of ``CurveThinning`` per curve).
    @Test(.requiresGnuplot) func chartsStayBounded() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let springs = (1...20).flatMap { ["--spring", "ca:stiffness=\($0 * 50),damping=0.5"] }
        let result = try runSpringlab(
            ["plot"] + springs + ["--error", "--error-step", "0.00167", "--velocity-panel", "--until", "60", "--long"]
                + ["-o", folder.path("p.svg"), "--script", folder.path("p.gp")])
        #expect(result.status == 0, "\(result.stderr)")
        let size = try FileManager.default.attributesOfItem(atPath: folder.path("p.gp"))[.size] as? Int ?? .max
        // Unthinned, the RK4 curves alone would be 20 × 36,000 points per panel.
        #expect(size < 16 << 20, "script of \(size) bytes")
        let many = (1...33).flatMap { ["--spring", "ca:stiffness=\($0 * 10),damping=1"] }
        expectOneLineError(
            try runSpringlab(["plot"] + many + ["--preview"]), mentioning: "more than one chart can show")
    }
}
