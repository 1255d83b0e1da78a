import Foundation
import Testing

/// gnuplot runs in a process group of its own, and no process of that group
/// outlives springlab: not at the time limit, not after a normal run.
@Suite("gnuplot's process group")
struct ProcessGroupTests {
    /// A wrapper shell that runs a hanging "gnuplot" as its child (not with
    /// exec): --timeout kills both, not only the wrapper.
    @Test func timeoutKillsTheWholeGroup() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let marker = "\(700 + Double.random(in: 0..<1))"
        let wrapper = try makeFakeGnuplot(in: folder, "sleep \(marker)\necho not reached")
        let start = Date()
        let result = try runSpringlab(
            ["plot", "--preset", "bouncy", "--preview", "--timeout", "0.5"],
            environment: ["GNUPLOT": wrapper])
        expectOneLineError(result, mentioning: "did not finish within 0.5 s")
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(waitUntil(seconds: 2) { processCount(withArgument: marker) == 0 }, "the wrapper's child survived")
    }

    /// A gnuplot that leaves a process of its own behind (here: a wrapper that
    /// starts one in the background, then runs the real gnuplot): the chart is
    /// drawn, and the leftover is killed with the group when gnuplot is done.
    @Test func leftoversOfTheGroupAreKilled() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let marker = "\(800 + Double.random(in: 0..<1))"
        let wrapper = try makeFakeGnuplot(in: folder, "sleep \(marker) &\nexec \(try installedGnuplot()) \"$@\"")
        let result = try runSpringlab(["plot", "--preset", "bouncy", "--preview"], environment: ["GNUPLOT": wrapper])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("time (s)"))
        #expect(
            waitUntil(seconds: 2) { processCount(withArgument: marker) == 0 }, "a process of gnuplot's group survived")
    }

    /// A "gnuplot" that cannot be started is said so; one that ran and failed
    /// is reported with its exit status, never as "not run".
    @Test func startFailureAndExitStatusAreTold() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let broken = folder.path("broken-gnuplot")
        try "#!/nonexistent/interpreter\n".write(toFile: broken, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: broken)
        expectOneLineError(
            try runSpringlab(["plot", "--preset", "bouncy", "--preview"], environment: ["GNUPLOT": broken]),
            mentioning: "gnuplot failed (could not be started)")
        let failing = try makeFakeGnuplot(in: folder, "echo 'line 3: bad' >&2\nexit 3")
        let ran = try runSpringlab(["plot", "--preset", "bouncy", "--preview"], environment: ["GNUPLOT": failing])
        expectOneLineError(ran, mentioning: "gnuplot failed (exit status 3): line 3: bad")
        #expect(!ran.stderr.contains("not run"))
    }
}
