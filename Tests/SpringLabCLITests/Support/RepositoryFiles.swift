import Foundation

/// The repository's root, found from this file's location
/// (Tests/SpringLabCLITests/Support/RepositoryFiles.swift).
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// Rows of a comma-separated data file without quoted fields, keyed by the header.
func readCSVRows(_ relativePath: String) throws -> [[String: String]] {
    let text = try String(contentsOf: repositoryRoot.appendingPathComponent(relativePath), encoding: .utf8)
    let lines = text.split(whereSeparator: \.isNewline)
    let header = lines[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    return lines.dropFirst().map { line in
        Dictionary(
            uniqueKeysWithValues: zip(
                header, line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)))
    }
}
