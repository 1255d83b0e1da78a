import Foundation
import Testing

/// The `springlab` executable SwiftPM built next to this test bundle.
let springlabExecutable: URL = {
    let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [bundleDirectory, Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        .map { $0.appendingPathComponent("springlab") }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
}()

/// Runs `springlab` with `arguments` (and extra environment variables), waits,
/// and returns its exit status and both output streams.
func runSpringlab(
    _ arguments: [String], environment: [String: String] = [:],
    currentDirectory: URL? = nil
) throws -> ProcessResult {
    try runProcess(springlabExecutable.path, arguments, environment: environment, currentDirectory: currentDirectory)
}

/// Runs `springlab` under `/bin/sh` after `setup` (e.g. `ulimit -f 1`), for
/// conditions a test cannot create from inside its own process.
func runSpringlabInShell(setup: String, _ arguments: [String]) throws -> ProcessResult {
    try runProcess("/bin/sh", ["-c", setup + "; exec \"$0\" \"$@\"", springlabExecutable.path] + arguments)
}

/// Checks the contract of every refused input: non-zero exit, nothing on
/// standard output, exactly one line on standard error that names the problem.
func expectOneLineError(
    _ result: ProcessResult, mentioning fragment: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(result.status != 0, sourceLocation: sourceLocation)
    #expect(result.stdout.isEmpty, "stdout: \(result.stdout.prefix(200))", sourceLocation: sourceLocation)
    #expect(result.stderr.hasPrefix("springlab: error: "), "\(result.stderr)", sourceLocation: sourceLocation)
    #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)", sourceLocation: sourceLocation)
    #expect(result.stderr.contains(fragment), "\(result.stderr)", sourceLocation: sourceLocation)
}
