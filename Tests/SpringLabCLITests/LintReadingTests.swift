import Foundation
import SpringLabTestSupport
import Testing

/// What `springlab lint` reads: a path given by name that it cannot read is
/// a one-line error with status 1; a file met in the walk that it cannot
/// read is a warning and a count, which `--strict` fails on; running short
/// of file descriptors never drops a file; and a file reached by several
/// paths is read once.
@Suite("lint reads every file once")
struct LintReadingTests {
    private let spring = "let s = Spring(duration: 0.4, bounce: 0.1)\n"

    private func save(_ text: String, _ path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    private func json(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func aPathGivenThatCannotBeReadIsAnError() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        try save(spring, root.path("src/A.kt"))
        try save(spring, root.path("README.markdown"))
        try save(
            String(repeating: "// padding to pass five megabytes\n", count: (5 << 20) / 34 + 1), root.path("Big.dart"))
        let fifo = root.path("src/Pipe.tsx")
        #expect(mkfifo(fifo, 0o600) == 0)
        let cases: [([String], String)] = [
            (
                [root.path("src/A.kt"), root.path("src/nowhere")],
                "'\(root.path("src/nowhere"))': no such file or folder"
            ),
            ([root.path("README.markdown")], "not a source file lint reads (.dart, "),
            ([root.path("Big.dart")], "larger than 5 MB"),
            ([root.path("src"), fifo], "'\(fifo)': not a regular file or a folder"),
            ([root.path("src/A.kt/x.kt")], "cannot read '\(root.path("src/A.kt/x.kt"))': Not a directory"),
        ]
        for (paths, message) in cases {
            let result = try runSpringlab(["lint"] + paths + ["--format", "json"])
            expectOneLineError(result, mentioning: message)
            #expect(result.status == 1, "\(paths)")
        }
    }

    /// Standard input and a process substitution are pipes, not files: `lint`
    /// says so at once instead of finding nothing in them.
    @Test func pipesGivenByNameAreErrors() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        try save(spring, root.path("A.swift"))
        for command in [#"cat "$1" | "$0" lint /dev/stdin"#, #"cat "$1" | "$0" lint /proc/self/fd/0 --strict"#] {
            let result = try runProcess("/bin/sh", ["-c", command, springlabExecutable.path, root.path("A.swift")])
            expectOneLineError(result, mentioning: "not a regular file or a folder")
            #expect(result.status == 1)
        }
    }

    /// A path longer than PATH_MAX (4096 bytes on Linux) cannot be looked at,
    /// even by root: met in the walk it is a warning and a count, given by
    /// name an error. A FIFO named like a source file is not read either.
    @Test func aFileMetThatCannotBeReadIsAWarningAndACount() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        try save(spring, root.path("tree/A.swift"))
        #expect(mkfifo(root.path("tree/Queue.kt"), 0o600) == 0)
        let level = String(repeating: "d", count: 200)
        // Made one level at a time relative to the last, as no path to it can be given.
        var folder = open(root.path("tree"), O_RDONLY | O_DIRECTORY)
        for _ in 0..<25 {
            #expect(mkdirat(folder, level, 0o755) == 0)
            let next = openat(folder, level, O_RDONLY | O_DIRECTORY)
            close(folder)
            folder = next
        }
        let file = openat(folder, "Deep.swift", O_WRONLY | O_CREAT, 0o644)
        #expect(file >= 0 && write(file, spring, spring.utf8.count) == spring.utf8.count)
        close(file)
        close(folder)
        let tree = root.path("tree")
        let plain = try runSpringlab(["lint", tree])
        #expect(plain.status == 0)
        #expect(plain.stdout.hasSuffix("1 spring found, 1 measured, 0 groups, 0 findings, 2 files not read\n"))
        let warnings = plain.stderr.split(separator: "\n")
        #expect(warnings.count == 2, "\(plain.stderr)")
        #expect(warnings.contains("springlab: warning: cannot read '\(tree)/Queue.kt': not a regular file"))
        #expect(
            warnings.contains {
                $0.hasPrefix("springlab: warning: cannot read '\(tree)/\(level)/")
                    && $0.hasSuffix("': File name too long")
            })

        let strict = try runSpringlab(["lint", tree, "--strict", "--format", "json"])
        #expect(strict.status == 1)
        #expect(strict.stderr.hasSuffix("springlab: error: lint: 2 files not read (--strict)\n"))
        let notRead = try #require(try json(strict.stdout)["notRead"] as? [[String: String]])
        #expect(notRead.map { $0["reason"] } == ["not a regular file", "File name too long"])

        let sarif = try json(try runSpringlab(["lint", tree, "--format", "sarif"]).stdout)
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == true)
        let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notifications.count == 2)
        #expect(notifications.allSatisfy { $0["level"] as? String == "warning" })

        var long = tree
        for _ in 0..<25 { long += "/" + level }
        let named = try runSpringlab(["lint", long + "/Deep.swift"])
        expectOneLineError(named, mentioning: "File name too long")
        #expect(named.status == 1)
    }

    /// Without the permission to list a folder or read a file (which root has
    /// whatever the mode): the same warnings.
    @Test(.enabled(if: getuid() != 0, "root reads every file")) func filesWithoutPermission() throws {
        let root = try TemporaryDirectory()
        defer {
            chmod(root.path("closed"), 0o755)
            root.remove()
        }
        try save(spring, root.path("A.swift"))
        try save(spring, root.path("Secret.swift"))
        try save(spring, root.path("closed/B.swift"))
        #expect(chmod(root.path("Secret.swift"), 0) == 0 && chmod(root.path("closed"), 0) == 0)
        let result = try runSpringlab(["lint", root.url.path, "--strict"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("1 spring found, 1 measured, 0 groups, 0 findings, 2 files not read"))
        #expect(result.stderr.components(separatedBy: "Permission denied").count == 3, "\(result.stderr)")
        expectOneLineError(try runSpringlab(["lint", root.path("Secret.swift")]), mentioning: "Permission denied")
    }

    /// With few file descriptors the workers wait for each other's: every
    /// file is read, or lint stops with one line when not even one can be
    /// opened, at once. Besides standard input, output and error, springlab
    /// holds a pipe (its signal handling) and the dispatch library up to three
    /// (an epoll, an eventfd and a timerfd), which it needs to start its
    /// threads: below 8 it cannot, so those limits are not tried here.
    @Test func fewFileDescriptorsDropNoFile() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        for index in 0..<120 {
            let bounce = 0.05 + Double(index % 60) / 100
            try save(
                "let s\(index) = Spring(duration: 0.4, bounce: \(bounce))\n",
                root.path("m\(index % 2)/F\(index).swift"))
        }
        for limit in [5, 8, 9, 10, 12, 16] {
            let started = Date()
            let result = try runSpringlabInShell(
                setup: "ulimit -n \(limit)", ["lint", root.url.path, "--format", "json"])
            if result.status == 0 {
                #expect(try (json(result.stdout)["springs"] as? [Any])?.count == 120, "ulimit -n \(limit)")
            } else {
                // At 5 springlab refuses to start (fewer than 4 free); above, a file cannot be opened.
                expectOneLineError(
                    result, mentioning: limit == 5 ? "file descriptors free to start" : "Too many open files")
                #expect(result.status == 1 && limit < 12, "ulimit -n \(limit): \(result.stderr)")
                // One file waits a second for a descriptor; the others are not tried.
                #expect(Date().timeIntervalSince(started) < 8, "ulimit -n \(limit)")
            }
        }
    }

    /// A folder given twice, by another spelling, through a link, or with
    /// one of its files named too, and a hard link inside it: each spring
    /// once, under the path met first, in no group with itself.
    @Test func aFileReachedByManyPathsIsReadOnce() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let tree = root.path("t")
        // A duration of 12 s reads like milliseconds: one finding per time the file is read.
        try save("let s = Spring(duration: 12, bounce: 0.1)\n", tree + "/a.swift")
        try save("val b = spring(dampingRatio = 0.3f, stiffness = 200f)\n", tree + "/sub/b.kt")
        try FileManager.default.createSymbolicLink(atPath: root.path("link"), withDestinationPath: tree)
        try FileManager.default.linkItem(atPath: tree + "/sub/b.kt", toPath: tree + "/sub/c.kt")
        let result = try runSpringlab(
            [
                "lint", tree + "/sub/b.kt", tree, "./t/", root.url.path + "//t/./", root.path("link"), "link/sub",
                "--format", "sarif",
            ],
            currentDirectory: root.url)
        #expect(result.status == 0, "\(result.stderr)")
        let run = try #require((try json(result.stdout)["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["milliseconds-duration"])
        let table = try runSpringlab(["lint", "t", "./t", "link", "t/a.swift"], currentDirectory: root.url)
        let rows = table.stdout.split(separator: "\n").filter { $0.hasPrefix("t/") }
        #expect(rows.map { String($0.prefix { $0 != " " }) } == ["t/a.swift:1:9", "t/sub/b.kt:1:9"])
        #expect(table.stdout.hasSuffix("2 springs found, 2 measured, 0 groups, 1 finding\n"))
    }
}
