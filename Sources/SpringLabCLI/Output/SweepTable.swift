import SpringLab
import SpringLabIO

/// The CSV table `sweep` writes, one row per cell in grid order:
///
/// - the two swept parameters, named `KIND.parameter` (`uikit.duration`,
///   `ca.stiffness`, `swiftui.bounce`, …);
/// - every field of `fit --json` under the same names, nested names joined
///   with dots (`input.kind`, `settlingDuration`, `end.remaining`,
///   `equivalents.swiftUI.bounce`, `notes`, …), ``SpringReport/visitFields(_:)``;
/// - `error`: empty, or why the cell has no spring (its report fields are then empty).
///
/// A value that does not exist (an undamped spring never settles, a motion
/// that never overshoots has no peak, a group that does not apply) is an
/// empty field; several notes are joined with a space.
struct SweepTable: Sendable {
    /// The swept parameters' column names.
    let parameters: [String]
    /// The report's column names, from a report of this sweep.
    let reportColumns: [String]
    /// How many of those come from the `input` group (filled even for a refused cell).
    let inputColumnCount: Int

    init(parameters: [String], example report: SpringReport) {
        var names = ColumnNames()
        report.visitFields(&names)
        self.parameters = parameters
        reportColumns = names.columns
        inputColumnCount = names.columns.prefix { $0.hasPrefix("input.") }.count
    }

    var header: [String] { parameters + reportColumns + ["error"] }

    /// Appends the row of `cell`.
    func append(_ cell: SweepCell, to rows: inout CSVRows) {
        rows.field(cell.first)
        rows.field(cell.second)
        switch cell.outcome {
        case let .success(report):
            report.visitFields(&rows)
            rows.emptyField()
        case let .failure(error):
            var written = 0
            if let input = cell.input {
                input.visitFields(&rows)
                written = inputColumnCount
            }
            for _ in written..<reportColumns.count { rows.emptyField() }
            rows.field(text: error.description)
        }
        rows.endRow()
    }
}

/// The column names of a report: group names joined with dots.
private struct ColumnNames: SpringReportVisitor {
    var columns: [String] = []
    var prefix = ""

    mutating func number(_ name: String, _ value: Double?) { columns.append(prefix + name) }
    mutating func integer(_ name: String, _ value: Int?) { columns.append(prefix + name) }
    mutating func flag(_ name: String, _ value: Bool?) { columns.append(prefix + name) }
    mutating func text(_ name: String, _ value: String?) { columns.append(prefix + name) }
    mutating func remarks(_ name: String, _ value: [SpringRemark]) { columns.append(prefix + name) }

    mutating func group(_ name: String, present: Bool, _ fields: (inout Self) -> Void) {
        let outer = prefix
        prefix += name + "."
        fields(&self)
        prefix = outer
    }
}

/// A report's values as CSV fields, in the order of ``ColumnNames``.
extension CSVRows: SpringReportVisitor {
    public mutating func number(_ name: String, _ value: Double?) { field(value) }
    public mutating func integer(_ name: String, _ value: Int?) { field(integer: value) }
    public mutating func flag(_ name: String, _ value: Bool?) { field(text: value.map { $0 ? "true" : "false" } ?? "") }
    public mutating func text(_ name: String, _ value: String?) { field(text: value ?? "") }

    public mutating func remarks(_ name: String, _ value: [SpringRemark]) {
        field(text: value.map(\.sentence).joined(separator: " "))
    }

    public mutating func group(_ name: String, present: Bool, _ fields: (inout Self) -> Void) { fields(&self) }
}
