import Foundation
import Testing

/// The repository's root, found from this file's location.
let repositoryRootURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Rows of a comma-separated data file without quoted fields, keyed by the header.
func readCSVRows(_ relativePath: String) throws -> [[String: String]] {
    let text = try String(contentsOf: repositoryRootURL.appendingPathComponent(relativePath), encoding: .utf8)
    let lines = text.split(whereSeparator: \.isNewline)
    let header = lines[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    return lines.dropFirst().map { line in
        Dictionary(uniqueKeysWithValues: zip(header, line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)))
    }
}

/// A fresh directory for one test's files, removed by `remove()`.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("springlab-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// File names in the folder, hidden ones (temporary files) included.
    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// Runs `springlab` under `/bin/sh` after `setup` (e.g. `ulimit -f 1`), for
/// conditions a test cannot create from inside its own process.
func runSpringlabInShell(setup: String, _ arguments: [String]) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", setup + "; exec \"$0\" \"$@\"", springlabExecutable.path] + arguments
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessResult(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                         stderr: String(decoding: stderr, as: UTF8.self))
}

/// Checks the contract of every refused input: non-zero exit, nothing on
/// standard output, exactly one line on standard error that names the problem.
func expectOneLineError(_ result: ProcessResult, mentioning fragment: String,
                        sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(result.status != 0, sourceLocation: sourceLocation)
    #expect(result.stdout.isEmpty, "stdout: \(result.stdout.prefix(200))", sourceLocation: sourceLocation)
    #expect(result.stderr.hasPrefix("springlab: error: "), "\(result.stderr)", sourceLocation: sourceLocation)
    #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)", sourceLocation: sourceLocation)
    #expect(result.stderr.contains(fragment), "\(result.stderr)", sourceLocation: sourceLocation)
}
