import Foundation
import Testing

/// Golden files: the exact bytes a command wrote, committed under `Tests/Golden/` and read by eye
/// when they change. A test compares what the command writes now with its golden file and, when
/// they differ, fails with a unified diff of the two. With `SPRINGLAB_UPDATE_GOLDEN=1` in the
/// environment it writes the golden files instead (and removes the ones no test wrote), so that
/// `SPRINGLAB_UPDATE_GOLDEN=1 swift test --filter Golden` regenerates them all; `git diff` then
/// shows what changed.
enum Golden {
    /// Where the golden files live: one folder per test, `Tests/Golden/<folder>/`.
    static let root = repositoryRoot.appendingPathComponent("Tests/Golden")

    /// Whether this run writes the golden files rather than comparing with them.
    static let isUpdating = ProcessInfo.processInfo.environment["SPRINGLAB_UPDATE_GOLDEN"] == "1"

    /// How many lines of the diff a failure shows.
    static let diffLines = 60

    /// Compares `files` (a path inside `folder` → its text) with the golden files of `folder`:
    /// the same names, each with the same bytes where `comparable(golden, actual)` holds (a file
    /// drawn by another gnuplot than its golden file's may differ). Updating, it makes `folder`
    /// hold exactly `files`.
    static func expect(
        _ files: [String: String], in folder: String, sourceLocation: SourceLocation = #_sourceLocation,
        comparable: (_ golden: String, _ actual: String) -> Bool = { _, _ in true }
    ) throws {
        let directory = root.appendingPathComponent(folder)
        if isUpdating {
            try? FileManager.default.removeItem(at: directory)
            for (name, text) in files {
                let url = directory.appendingPathComponent(name)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            return
        }
        let committed = try fileNames(in: directory)
        #expect(
            committed == files.keys.sorted(),
            "Tests/Golden/\(folder) holds other files than the test writes; \(updateHint)",
            sourceLocation: sourceLocation)
        for name in files.keys.sorted() where committed.contains(name) {
            let url = directory.appendingPathComponent(name)
            let expected = try String(decoding: Data(contentsOf: url), as: UTF8.self)
            let actual = files[name] ?? ""
            if expected != actual && comparable(expected, actual) {
                Issue.record(
                    Comment(
                        rawValue: "Tests/Golden/\(folder)/\(name) differs (\(updateHint)):\n"
                            + (try unifiedDiff(expected: url, actual: actual, name: "\(folder)/\(name)"))),
                    sourceLocation: sourceLocation)
            }
        }
    }

    static let updateHint = "SPRINGLAB_UPDATE_GOLDEN=1 swift test --filter Golden rewrites it"

    /// The paths of the regular files under `directory`, relative to it, sorted; none if it is missing.
    static func fileNames(in directory: URL) throws -> [String] {
        guard let walk = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        var names: [String] = []
        while let name = walk.nextObject() as? String {
            if walk.fileAttributes?[.type] as? FileAttributeType == .typeRegular { names.append(name) }
        }
        return names.sorted()
    }

    /// The first ``diffLines`` lines of `diff -u` from the golden file to `actual`.
    static func unifiedDiff(expected: URL, actual: String, name: String) throws -> String {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let actualPath = scratch.path("actual")
        try Data(actual.utf8).write(to: URL(fileURLWithPath: actualPath))
        let diff = try runProcess(
            "/usr/bin/env", ["diff", "-u", "-L", "golden " + name, "-L", "actual", expected.path, actualPath])
        let lines = diff.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let shown = lines.prefix(diffLines).joined(separator: "\n")
        return lines.count > diffLines ? shown + "\n… (\(lines.count - diffLines) more lines)" : shown
    }
}
