import Foundation
import SpringLabTestSupport
import Testing

/// `-o DIR` when the files cannot be written: a file-size limit (`ulimit
/// -f`, in 512-byte blocks for /bin/sh) makes every write past it fail as on
/// a full disk, even as root. `tokens` exits non-zero with one line, and the
/// directories it made for the files (DIR, its missing parents, `curves/`)
/// are gone again; what was there before stays, with nothing added. A
/// signal while the files are written removes those directories too.
@Suite("tokens -o DIR on a failed write")
struct TokenOutputDirectoryTests {
    /// `springlab tokens ARGUMENTS` run by /bin/sh in `directory` after `ulimit -f blocks`.
    static func run(_ arguments: [String], blocks: Int, in directory: TemporaryDirectory) throws -> ProcessResult {
        try runProcess(
            "/bin/sh",
            ["-c", "ulimit -f \(blocks); exec \"$0\" \"$@\"", springlabExecutable.path, "tokens"] + arguments,
            environment: ["TMPDIR": directory.path("")], currentDirectory: directory.url)
    }

    /// A work directory holding the example token file, a directory `pre`
    /// and a file `keep.txt`.
    static func workDirectory() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(
            atPath: repositoryRoot.appendingPathComponent("docs/tokens-example.json").path,
            toPath: directory.path("t.json"))
        try FileManager.default.createDirectory(atPath: directory.path("pre"), withIntermediateDirectories: false)
        try "kept\n".write(toFile: directory.path("keep.txt"), atomically: true, encoding: .utf8)
        return directory
    }

    static func expectFailure(_ result: ProcessResult, writing output: String, in directory: TemporaryDirectory) throws
    {
        #expect(result.status != 0 && result.status < 128, "status \(result.status): \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("springlab: error: cannot write \(output)"), "\(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
        // Exactly what was there before: nothing made is left, nothing that was there is gone.
        #expect(try directory.contents() == ["keep.txt", "pre", "t.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path("pre")).isEmpty)
        #expect(try String(contentsOfFile: directory.path("keep.txt"), encoding: .utf8) == "kept\n")
    }

    /// `x/../y` made `x` and `y`; once `x` exists, `x/..` names the work
    /// directory, which was there before and is left with its files.
    @Test(
        "the directories made for DIR are removed, a parent that was there stays",
        arguments: ["pre/a/b/out", "new/out", "out/", "a//b/", "pre", "x/../y"])
    func parentsRemoved(_ output: String) throws {
        let directory = try Self.workDirectory()
        defer { directory.remove() }
        let result = try Self.run(["t.json", "-o", output, "--no-curves"], blocks: 1, in: directory)
        try Self.expectFailure(result, writing: output, in: directory)
    }

    /// `out/Springs.swift` is a FIFO nobody opens: springlab waits there for
    /// a reader (up to 5 s), with `out/curves/` made, when SIGTERM arrives.
    @Test("a signal while the files are written removes the directories made for them", .requiresGnuplot)
    func signalRemovesMadeDirectories() throws {
        _ = try installedGnuplot()
        let directory = try Self.workDirectory()
        defer { directory.remove() }
        try FileManager.default.createDirectory(atPath: directory.path("out"), withIntermediateDirectories: false)
        #expect(mkfifo(directory.path("out/Springs.swift"), 0o600) == 0)
        let process = Process()
        process.executableURL = springlabExecutable
        process.arguments = ["tokens", "t.json", "-o", "out"]
        process.currentDirectoryURL = directory.url
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": directory.path("")]) { $1 }
        process.standardError = FileHandle.nullDevice
        try process.run()
        var waited = 0
        while !FileManager.default.fileExists(atPath: directory.path("out/curves")), waited < 400 {
            usleep(25_000)
            waited += 1
        }
        #expect(FileManager.default.fileExists(atPath: directory.path("out/curves")), "never reached the writing")
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationStatus == 128 + SIGTERM)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path("out")) == ["Springs.swift"])
    }

    /// 40 blocks (20 KB) let gnuplot's script through but not a curve's SVG
    /// (22 KB or more for each token of the example file).
    @Test("curves/ goes with DIR when a curve cannot be written", .requiresGnuplot)
    func curvesRemoved() throws {
        _ = try installedGnuplot()
        let directory = try Self.workDirectory()
        defer { directory.remove() }
        let result = try Self.run(["t.json", "-o", "pre/new/out", "--platform", "md"], blocks: 40, in: directory)
        try Self.expectFailure(result, writing: "pre/new/out/curves/", in: directory)
    }
}
