import ArgumentParser
import SpringLab

/// The columns `sweep --columns` asks for: column names as the header
/// spells them (`settlingDuration`, `end.remaining`) and groups, a prefix
/// of names before a dot (`end`, `equivalents`, `equivalents.css`,
/// `runtimes`), or `all`.
///
/// The two swept parameters come first and `error` last whatever the list:
/// they say which cell a row is and whether it has a spring. Columns keep
/// the table's order, not the list's.
struct SweepColumns: Sendable {
    /// The names and groups, as written.
    let words: [String]
    /// Whether the words are the default set, which may name groups a
    /// report does not have (`targets` exists only for targets).
    private let isDefault: Bool

    /// The metric columns: the targets of an input written as targets, the
    /// physical spring, the settling metrics, overshoot, peak and crossings,
    /// and the end of an animation the API stops early. Not the move, each
    /// API's equivalents, the runtimes' ends or the notes (the runtimes add
    /// some), nor the input as written: in a sweep its kind is the swept
    /// columns' prefix, its swept values are those columns and its other
    /// values are the command's, so it would repeat them on every row.
    static let standard = SweepColumns(
        words: [
            "targets", "mass", "stiffness", "damping", "initialVelocity", "dampingRatio",
            "naturalFrequency", "dampedFrequency", "regime", "allowsOverdamping", "epsilon", "settlingDuration",
            "coreAnimationSettlingDuration", "coreAnimationRenderedSettlingDuration", "envelopeSettlingDuration",
            "overshoot", "peakTime", "crossings", "end",
        ], isDefault: true)

    /// Every column of `fit --json`.
    static let all = SweepColumns(words: ["all"], isDefault: false)

    private init(words: [String], isDefault: Bool) {
        self.words = words
        self.isDefault = isDefault
    }

    /// The columns of a comma-separated list, `settlingDuration,end,equivalents.swiftUI`.
    init(list: String) throws {
        let words = list.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        if let empty = words.firstIndex(of: "") {
            throw ValidationError("--columns \(list): item \(empty + 1) is empty")
        }
        self.init(words: words, isDefault: false)
    }

    /// Which of `columns` (a report's, in order) are written.
    ///
    /// - Parameter always: names always written (the swept parameters,
    ///   `error`), accepted in the list and otherwise ignored.
    /// - Throws: a one-line error naming the groups for a word that is
    ///   neither a column nor a group.
    func selection(of columns: [String], always: [String]) throws -> [Bool] {
        if words.contains("all") { return columns.map { _ in true } }
        var written = columns.map { _ in false }
        for word in words {
            var found = always.contains(word)
            for (index, column) in columns.enumerated() where Self.column(column, isIn: word) {
                written[index] = true
                found = true
            }
            if !found && !isDefault {
                throw ValidationError(
                    "--columns: no column or group '\(word)'; give names as in the header (settlingDuration, "
                        + "end.remaining, …) or groups: \((["all"] + Self.groups(of: columns)).joined(separator: ", "))"
                )
            }
        }
        return written
    }

    /// Whether `column` is the column `word` or lies in the group `word`.
    private static func column(_ column: String, isIn word: String) -> Bool {
        column == word || column.hasPrefix(word + ".")
    }

    /// The top-level groups among `columns`, in order.
    static func groups(of columns: [String]) -> [String] {
        var groups: [String] = []
        for column in columns {
            guard let dot = column.firstIndex(of: ".") else { continue }
            let group = String(column[..<dot])
            if !groups.contains(group) { groups.append(group) }
        }
        return groups
    }

    /// The parts of a report that the `written` columns need: the runtimes'
    /// runs for their ends and for the notes (a runtime that strays adds
    /// one), the CSS easing for `equivalents.css.*`.
    static func parts(writing written: [Bool], of columns: [String]) -> SpringReport.Parts {
        var parts: SpringReport.Parts = []
        for (column, isWritten) in zip(columns, written) where isWritten {
            if column.hasPrefix("runtimes.") || column == "notes" { parts.insert(.runtimes) }
            if column.hasPrefix("equivalents.css.") { parts.insert(.cssEasing) }
        }
        return parts
    }
}
