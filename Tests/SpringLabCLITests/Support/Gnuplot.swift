import Foundation

/// The gnuplot on PATH (CI installs gnuplot-nox).
func installedGnuplot() throws -> String {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
        let candidate = "\(directory)/gnuplot"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    throw CocoaError(.fileNoSuchFile)
}

/// A shell script in `folder` standing in for gnuplot; `body` runs with
/// gnuplot's arguments. Returns its path.
func makeFakeGnuplot(in folder: TemporaryFolder, _ body: String) throws -> String {
    let path = folder.path("fake-gnuplot")
    try ("#!/bin/sh\n" + body + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    return path
}
