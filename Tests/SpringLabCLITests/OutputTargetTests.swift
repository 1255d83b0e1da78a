import Foundation
import Testing

/// What `-o` names decides how it is written: a FIFO or `/dev/stdout` in
/// place (never replaced by a regular file), a symbolic link followed to its
/// target, an existing file's permissions kept, any file name accepted.
@Suite("output targets")
struct OutputTargetTests {
    static let curve = ["simulate", "--preset", "bouncy", "--fps", "30"]

    /// A FIFO stays a FIFO, and what is read from it is the whole CSV.
    @Test func fifoIsWrittenInPlace() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fifo = folder.path("pipe.csv")
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = try BackgroundProcess(["-c", "cat \"$0\"", fifo], executable: URL(fileURLWithPath: "/bin/sh"))
        let result = try runSpringlab(Self.curve + ["-o", fifo])
        let read = try reader.finish()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(read.stdout.hasPrefix("time,value,velocity,acceleration\n"))
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO)
        #expect(try folder.contents() == ["pipe.csv"])
    }

    /// A FIFO that nobody opens: after a bounded wait (5 s), one line saying
    /// so, for a FIFO written (`-o`) and one read (`fit --curve`).
    @Test(arguments: [(["-o"], "no reader on the FIFO"), (["fit", "--curve"], "no writer on the FIFO")])
    func fifoWithoutPartnerIsAnError(_ option: [String], _ message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fifo = folder.path("pipe.csv")
        #expect(mkfifo(fifo, 0o600) == 0)
        let start = Date()
        let result = try runSpringlab(option.count == 1 ? Self.curve + option + [fifo] : option + [fifo])
        expectOneLineError(result, mentioning: message)
        #expect(Date().timeIntervalSince(start) < 15)
        #expect(try folder.contents() == ["pipe.csv"])
    }

    /// A curve read from a pipe (`<(…)`, a FIFO with a writer) is read whole.
    @Test func curveIsReadFromAPipe() throws {
        let result = try runProcess(
            "/bin/bash",
            ["-c", "\"$0\" fit --curve <(\"$0\" simulate --duration 0.45 --damping 0.15)", springlabExecutable.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Fit to the curve /dev/fd/"))
    }

    /// Image and script appear together or not at all: a script whose name is
    /// too long for the file system is refused before the image is put in place.
    @Test(.requiresGnuplot)
    func unwritableScriptLeavesNoImage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = String(repeating: "x", count: 300) + ".gp"
        let result = try runSpringlab(
            ["plot", "--preset", "bouncy", "-o", "c.svg", "--script", script], currentDirectory: folder.url)
        expectOneLineError(result, mentioning: "File name too long")
        #expect(try folder.contents().isEmpty)
    }

    /// `/dev/stdout` is springlab's own standard output.
    @Test func devStdoutIsStandardOutput() throws {
        let result = try runSpringlab(Self.curve + ["-o", "/dev/stdout"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == (try runSpringlab(Self.curve)).stdout)
    }

    /// A link is followed: its target is replaced, the link stays a link.
    @Test func linkIsFollowed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("real"), withIntermediateDirectories: false)
        try "old".write(toFile: folder.path("real/curve.csv"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("link.csv"), withDestinationPath: "real/curve.csv")
        let result = try runSpringlab(Self.curve + ["-o", folder.path("link.csv")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("link.csv")) == "real/curve.csv")
        #expect(try String(contentsOfFile: folder.path("real/curve.csv"), encoding: .utf8).hasPrefix("time,"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("real")) == ["curve.csv"])
    }

    /// A replaced file keeps its permission bits.
    @Test func permissionsAreKept() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("curve.csv")
        try "old".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(chmod(path, 0o640) == 0)
        #expect(try runSpringlab(Self.curve + ["-o", path]).status == 0)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
    }

    /// A name with a line separator is a valid file name: the image is
    /// written under it and no hidden file is left.
    @Test(.requiresGnuplot, arguments: ["a\u{2028}b.svg", "a\u{2029}b.svg", "it's.svg"])
    func unusualNamesAreWritten(_ name: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = try runSpringlab(["plot", "--preset", "bouncy", "-o", name], currentDirectory: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try folder.contents() == [name])
        #expect(try String(contentsOfFile: folder.path(name), encoding: .utf8).contains("</svg>"))
    }
}
