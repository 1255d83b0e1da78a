import SpringLab
import SpringLabIO

/// The CSV table `sweep` writes, one row per cell in grid order:
///
/// - the two swept parameters, named `KIND.parameter` (`uikit.duration`,
///   `ca.stiffness`, `swiftui.bounce`, …);
/// - the fields of `fit --json` that ``SweepColumns`` selects, under the same
///   names, nested names joined with dots (`input.kind`, `settlingDuration`,
///   `end.remaining`, `equivalents.swiftUI.bounce`, `notes`, …),
///   ``SpringReport/visitFields(_:)``, in that order;
/// - `error`: empty, or why the cell has no spring (its report fields are then empty).
///
/// A value that does not exist (an undamped spring never settles, a motion
/// that never overshoots has no peak, a group that does not apply) is an
/// empty field; several notes are joined with a space.
struct SweepTable: Sendable {
    /// The swept parameters' column names.
    let parameters: [String]
    /// Every column a report of this sweep has, from a report of this sweep.
    let reportColumns: [String]
    /// Whether each of ``reportColumns`` is written.
    let written: [Bool]
    /// The report's top-level groups and their columns.
    fileprivate let groups: [ReportGroup]

    init(parameters: [String], example report: SpringReport, columns: SweepColumns) throws {
        var names = ColumnNames()
        report.visitFields(&names)
        self.parameters = parameters
        reportColumns = names.columns
        groups = names.groups
        written = try columns.selection(of: names.columns, always: parameters + ["error"])
    }

    var header: [String] { parameters + zip(reportColumns, written).filter(\.1).map(\.0) + ["error"] }

    /// What a cell's report must compute for the written columns.
    var parts: SpringReport.Parts { SweepColumns.parts(writing: written, of: reportColumns) }
}

/// Rows of a sweep's table, formatted into one reusable block of memory.
struct SweepRows {
    /// The visitor that writes a row's fields, and the rows it wrote.
    private var fields: SelectedFields

    init(table: SweepTable, capacity: Int) {
        fields = SelectedFields(rows: CSVRows(capacity: capacity), written: table.written, groups: table.groups)
    }

    /// The rows of the block.
    var rows: CSVRows { fields.rows }

    /// Empties the block, keeping its memory.
    mutating func removeAll() { fields.rows.removeAll() }

    /// Appends the row of `cell`: its swept values, the written columns of
    /// its report (empty when it has none), then its error.
    mutating func append(_ cell: consuming SweepCell) {
        fields.start()
        fields.rows.field(cell.first)
        fields.rows.field(cell.second)
        // Taken apart, so that the report is read where it lies rather than copied out.
        let outcome = cell.outcome, input = cell.unresolvedInput
        _ = consume cell
        switch consume outcome {
        case let .success(report):
            report.visitFields(&fields)
            fields.rows.emptyField()
        case let .failure(error):
            // The input as written, if any, then nothing up to the error.
            input?.visitFields(&fields)
            fields.emptyToEnd()
            fields.rows.field(text: error.description)
        }
        fields.rows.endRow()
    }
}

/// A top-level group of a report's columns: `input`, `end`, `equivalents`, ….
private struct ReportGroup: Sendable {
    /// Its columns are `reportColumns[start..<start + count]`.
    let start: Int
    let count: Int
}

/// The column names of a report: group names joined with dots.
private struct ColumnNames: SpringReportVisitor {
    var columns: [String] = []
    var groups: [ReportGroup] = []
    var prefix = ""

    mutating func number(_ name: String, _ value: Double?) { columns.append(prefix + name) }
    mutating func integer(_ name: String, _ value: Int?) { columns.append(prefix + name) }
    mutating func flag(_ name: String, _ value: Bool?) { columns.append(prefix + name) }
    mutating func text(_ name: String, _ value: String?) { columns.append(prefix + name) }
    mutating func remarks(_ name: String, _ value: @autoclosure () -> [SpringRemark]) {
        columns.append(prefix + name)
    }

    mutating func group(_ name: String, present: Bool, _ fields: (inout Self) -> Void) {
        let outer = prefix, start = columns.count
        prefix += name + "."
        fields(&self)
        prefix = outer
        if outer.isEmpty { groups.append(ReportGroup(start: start, count: columns.count - start)) }
    }
}

/// A report's selected values as CSV fields, in the order of ``ColumnNames``.
///
/// Every report of a sweep has the same fields in the same order, so a
/// field is known by its place: the top-level groups by their count from
/// the first, the columns by their index. A top-level group none of whose
/// columns is written is skipped without visiting it, so what only it reads
/// (the equivalents, say) is never computed; the notes are built only when
/// written.
private struct SelectedFields: SpringReportVisitor {
    var rows: CSVRows
    let written: [Bool]
    /// For each top-level group in order, its column count when none of them is written, else nil.
    private let skippedColumns: [Int?]
    /// The report column the next value belongs to.
    private var column = 0
    /// The top-level group the next one is.
    private var group = 0
    private var depth = 0

    init(rows: CSVRows, written: [Bool], groups: [ReportGroup]) {
        self.rows = rows
        self.written = written
        skippedColumns = groups.map { written[$0.start..<$0.start + $0.count].contains(true) ? nil : $0.count }
    }

    /// Back to the first column, for the next row.
    mutating func start() {
        column = 0
        group = 0
        depth = 0
    }

    /// An empty field for every written column left in the row.
    mutating func emptyToEnd() {
        while column < written.count {
            if written[column] { rows.emptyField() }
            column += 1
        }
    }

    /// Whether the next column is written; moves past it.
    private mutating func next() -> Bool {
        defer { column += 1 }
        return written[column]
    }

    mutating func number(_ name: String, _ value: Double?) { if next() { rows.field(value) } }
    mutating func integer(_ name: String, _ value: Int?) { if next() { rows.field(integer: value) } }
    mutating func flag(_ name: String, _ value: Bool?) { if next() { rows.field(flag: value) } }
    mutating func text(_ name: String, _ value: String?) { if next() { rows.field(text: value ?? "") } }
    mutating func remarks(_ name: String, _ value: @autoclosure () -> [SpringRemark]) {
        if next() { rows.field(text: value().map(\.sentence).joined(separator: " ")) }
    }

    mutating func group(_ name: String, present: Bool, _ fields: (inout Self) -> Void) {
        if depth == 0 {
            defer { group += 1 }
            if let count = skippedColumns[group] {
                column += count
                return
            }
        }
        depth += 1
        fields(&self)
        depth -= 1
    }
}
