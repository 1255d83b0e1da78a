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

/// Rows of one spring's reference runs grouped by their `phase` column (a
/// clock phase in ms), the phases in the order they first appear.
public func rowsByPhase(_ rows: [[String: String]]) -> [(phase: Double, rows: [[String: String]])] {
    var phases: [String] = []
    for row in rows where !phases.contains(row["phase"]!) { phases.append(row["phase"]!) }
    return phases.map { phase in (Double(phase)!, rows.filter { $0["phase"] == phase }) }
}
