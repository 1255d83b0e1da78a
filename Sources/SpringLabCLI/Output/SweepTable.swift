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
    /// The rows of the block.
    private(set) var rows: CSVRows
    /// The visitor that writes a row's fields.
    private var fields: SelectedFields

    /// - Parameter secondTexts: the texts of the second axis's values, when
    ///   rows are appended with their column of the grid.
    init(table: SweepTable, capacity: Int, secondTexts: NumberTexts? = nil) {
        // A row repeats its swept values (as parameters and spring) and constants.
        rows = CSVRows(capacity: capacity, remembersNumbers: true)
        fields = SelectedFields(written: table.written, groups: table.groups, secondTexts: secondTexts)
    }

    /// Empties the block, keeping its memory.
    mutating func removeAll() { rows.removeAll() }

    /// Appends the row of `cell`, which lies in `column` of the grid (the
    /// index of its second value, for the texts of the second axis).
    mutating func append(_ cell: consuming SweepCell, column: Int) {
        let swept = (first: cell.first, second: cell.second, column: column)
        // Taken apart, so that the report is read where it lies rather than copied out.
        let outcome = cell.outcome, input = cell.unresolvedInput
        _ = consume cell
        switch consume outcome {
        case let .success(report):
            Self.append(swept, to: &rows, through: &fields) { fields in
                report.visitFields(&fields)
                fields.row.emptyField()
            }
        case let .failure(error):
            Self.append(swept, to: &rows, through: &fields) { fields in
                // The input as written, if any, then nothing up to the error.
                input?.visitFields(&fields)
                fields.emptyToEnd()
                fields.row.field(text: error.description)
            }
        }
    }

    /// Appends a row: the swept values, then what `rest` writes. Static, so
    /// that the rows and the visitor, two properties of one value, can be
    /// changed together.
    private static func append(
        _ swept: (first: Double, second: Double, column: Int), to rows: inout CSVRows,
        through fields: inout SelectedFields, _ rest: (inout SelectedFields) -> Void
    ) {
        rows.appendRow { row in
            fields.start(row, second: swept.second, column: swept.column)
            fields.row.field(swept.first)
            fields.writeSecond()
            rest(&fields)
            row = fields.finish()
        }
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
    /// The row being written; a writer with no room between rows.
    var row = CSVRowWriter()
    let written: [Bool]
    /// For each top-level group in order, its column count when none of them is written, else nil.
    private let skippedColumns: [Int?]
    /// The report column the next value belongs to.
    private var column = 0
    /// The top-level group the next one is.
    private var group = 0
    private var depth = 0
    /// The row's second swept value.
    private var second = 0.0
    /// The texts of the second axis's values, and the row's index in them.
    private let secondTexts: NumberTexts?
    private var secondIndex = 0
    /// For each column, the last text written there and its field: a text
    /// column (the regime) takes few values, so a row mostly copies a field
    /// formatted before instead of checking the text again.
    private var lastTexts: [String]
    private var lastTextFields: [CSVRows.Field]

    private static let trueField = CSVRows.Field(text: "true"), falseField = CSVRows.Field(text: "false")

    init(written: [Bool], groups: [ReportGroup], secondTexts: NumberTexts?) {
        self.written = written
        self.secondTexts = secondTexts
        lastTexts = Array(repeating: "", count: written.count)
        lastTextFields = Array(repeating: CSVRows.Field(text: ""), count: written.count)
        skippedColumns = groups.map { written[$0.start..<$0.start + $0.count].contains(true) ? nil : $0.count }
    }

    /// Back to the first column, for the row of the cell with this second
    /// swept value, in `column` of the grid, written by `row`.
    mutating func start(_ row: CSVRowWriter, second: Double, column: Int) {
        self.row = row
        self.column = 0
        group = 0
        depth = 0
        self.second = second
        secondIndex = column
    }

    /// The writer of the row, which it leaves for a writer with no room.
    mutating func finish() -> CSVRowWriter {
        defer { row = CSVRowWriter() }
        return row
    }

    /// The row's second swept value, from its text formatted once when there is one.
    mutating func writeSecond() {
        if let secondTexts { row.field(secondTexts, at: secondIndex) } else { row.field(second) }
    }

    /// An empty field for every written column left in the row.
    mutating func emptyToEnd() {
        while column < written.count {
            if written[column] { row.emptyField() }
            column += 1
        }
    }

    /// Whether the next column is written; moves past it.
    private mutating func next() -> Bool {
        defer { column += 1 }
        return written[column]
    }

    mutating func number(_ name: String, _ value: Double?) { if next() { row.field(value) } }
    mutating func integer(_ name: String, _ value: Int?) { if next() { row.field(integer: value) } }
    @inline(__always) mutating func flag(_ name: String, _ value: Bool?) {
        guard next() else { return }
        // Each branch reads its field in place; a conditional expression would copy it out.
        switch value {
        case true?: row.field(Self.trueField)
        case false?: row.field(Self.falseField)
        case nil: row.emptyField()
        }
    }
    @inline(__always) mutating func text(_ name: String, _ value: String?) {
        guard next() else { return }
        let text = value ?? "", index = column - 1
        if lastTexts[index] != text {
            lastTexts[index] = text
            lastTextFields[index] = CSVRows.Field(text: text)
        }
        row.field(lastTextFields[index])
    }
    mutating func remarks(_ name: String, _ value: @autoclosure () -> [SpringRemark]) {
        if next() { row.field(text: value().map(\.sentence).joined(separator: " ")) }
    }

    // Inlined, so that each group's fields are written by code compiled into the row's, not through a closure.
    @inline(__always)
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
