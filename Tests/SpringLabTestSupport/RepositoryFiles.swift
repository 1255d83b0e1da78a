import Foundation

/// The repository's root, found from this file's location
/// (Tests/SpringLabTestSupport/RepositoryFiles.swift).
public let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Rows of a comma-separated data file of the repository (a header line, no
/// quoted fields), as dictionaries keyed by column name.
public func readCSVRows(_ relativePath: String) throws -> [[String: String]] {
    let text = try String(contentsOf: repositoryRoot.appendingPathComponent(relativePath), encoding: .utf8)
    let lines = text.split(whereSeparator: \.isNewline)
    let header = lines[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    return lines.dropFirst().map { line in
        let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        return Dictionary(uniqueKeysWithValues: zip(header, cells))
    }
}

/// ``readCSVRows(_:)`` under the name the SpringLab tests have used.
public func readTable(_ relativePath: String) throws -> [[String: String]] {
    try readCSVRows(relativePath)
}
