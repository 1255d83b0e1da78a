import Foundation

/// Helpers for the plot tests that run gnuplot.

/// The repository's root directory, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A fresh directory for one test.
func makeScratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("springlab-cli-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

func removeScratch(_ url: URL) { try? FileManager.default.removeItem(at: url) }

/// The gnuplot on PATH (CI installs gnuplot-nox).
func installedGnuplot() throws -> String {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
        let candidate = "\(directory)/gnuplot"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    throw CocoaError(.fileNoSuchFile)
}

/// A shell script standing in for gnuplot; `body` runs with gnuplot's arguments.
func makeFakeGnuplot(in directory: URL, _ body: String) throws -> String {
    let path = directory.appendingPathComponent("fake-gnuplot").path
    try ("#!/bin/sh\n" + body + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    return path
}

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
