import Foundation
import Testing

/// The gnuplot the tests drive, found by springlab's own rule: `GNUPLOT` when
/// set and not empty (a path, or a name looked up on `PATH`), else `gnuplot`
/// on `PATH`; nil when there is none. CI installs gnuplot-nox.
public let gnuplotExecutable: String? = {
    let environment = ProcessInfo.processInfo.environment
    let named = environment["GNUPLOT"].flatMap { $0.isEmpty ? nil : $0 } ?? "gnuplot"
    if named.contains("/") { return isExecutableFile(named) ? named : nil }
    let directories = (environment["PATH"] ?? "").split(separator: ":")
    return directories.map { "\($0)/\(named)" }.first(where: isExecutableFile)
}()

private func isExecutableFile(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
        && FileManager.default.isExecutableFile(atPath: path)
}

/// Whether this is a continuous-integration run (`CI=true`): there gnuplot
/// must be installed, and a missing one fails the tests instead of skipping them.
public let isContinuousIntegration = ProcessInfo.processInfo.environment["CI"] == "true"

/// Why a test that runs gnuplot cannot.
public struct GnuplotMissing: Error, CustomStringConvertible {
    public var description: String {
        "gnuplot not found at GNUPLOT or on PATH (apt-get install gnuplot-nox, or brew install gnuplot)"
    }
}

/// The path of the gnuplot these tests drive.
/// - Throws: ``GnuplotMissing`` when there is none.
public func installedGnuplot() throws -> String {
    guard let gnuplotExecutable else { throw GnuplotMissing() }
    return gnuplotExecutable
}

extension Trait where Self == ConditionTrait {
    /// For a test that runs the real gnuplot: skipped, with the reason, when
    /// gnuplot is missing, except under `CI=true`, where the test runs and fails.
    public static var requiresGnuplot: Self {
        .enabled(
            if: gnuplotExecutable != nil || isContinuousIntegration,
            Comment(rawValue: GnuplotMissing().description))
    }
}

/// A shell script in `folder` standing in for gnuplot; `body` runs with
/// gnuplot's arguments. Returns its path.
public func makeFakeGnuplot(in folder: TemporaryDirectory, _ body: String) throws -> String {
    let path = folder.path("fake-gnuplot")
    try ("#!/bin/sh\n" + body + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    return path
}
