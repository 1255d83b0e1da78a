import Foundation

@testable import SpringLabPlot

/// The gnuplot these tests drive (CI installs gnuplot-nox).
func installedGnuplot() throws -> String { try GnuplotLocator.locate() }

/// A renderer on the installed gnuplot with a generous limit for a loaded machine.
func testRenderer() throws -> Renderer {
    Renderer(runner: GnuplotRunner(executable: try installedGnuplot(), timeLimit: .seconds(120)))
}

/// The repository's root directory, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A fresh directory for one test; remove it with `removeScratch`.
func makeScratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("springlab-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

func removeScratch(_ url: URL) { try? FileManager.default.removeItem(at: url) }

/// Runs a program to completion; returns its exit status.
@discardableResult
func runProgram(_ path: String, _ arguments: [String], in directory: URL) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}

/// A path no test has touched: the canary that an injected command would create.
func canaryPath() -> String { "/tmp/springlab-pwned-\(UUID().uuidString)" }

extension Data {
    func starts(with bytes: [UInt8]) -> Bool { count >= bytes.count && Array(prefix(bytes.count)) == bytes }
}
