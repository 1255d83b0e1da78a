import Foundation

@testable import SpringLabPlot

/// A renderer on the installed gnuplot with a generous limit for a loaded machine.
func testRenderer() throws -> Renderer {
    Renderer(runner: GnuplotRunner(executable: try installedGnuplot(), timeLimit: .seconds(120)))
}
/// The `settling_time` of one row of data/reference/springs.csv (mpmath, 50
/// digits; see data/README.md), looked up by its `id`.
func referenceSettlingTime(id: String) throws -> Double {
    let text = try String(
        contentsOf: repositoryRoot.appendingPathComponent("data/reference/springs.csv"), encoding: .utf8)
    let lines = text.split(whereSeparator: \.isNewline)
    let header = lines[0].split(separator: ",", omittingEmptySubsequences: false)
    guard let idColumn = header.firstIndex(of: "id"), let timeColumn = header.firstIndex(of: "settling_time"),
        let row = lines.dropFirst().map({ $0.split(separator: ",", omittingEmptySubsequences: false) })
            .first(where: { $0[idColumn] == id }),
        let time = Double(row[timeColumn])
    else { throw CocoaError(.fileReadCorruptFile) }
    return time
}
