import SpringLab
import SpringLabIO

/// A curve exported earlier by `springlab simulate`: a CSV file with the
/// header `time,value,velocity,acceleration[,rk4_value,rk4_velocity,error]`.
///
/// `time` and `value` are required, `velocity` and `error` are drawn when
/// present, other columns are ignored. Values are plotted as written (the
/// user's units when the export used `--from/--to`), thinned to what a chart
/// shows (``CurveThinning``). Numbers must be decimal (SpringLabIO's
/// `DecimalText`: no hex, `inf` or `nan`).
public struct ImportedCurve: Sendable {
    /// Legend name: the file name as given.
    public let name: String
    public let value: [Point]
    public let velocity: [Point]?
    /// `error` column (rk4_value − value), as its absolute value.
    public let error: [Point]?

    public init(contentsOf path: String) throws(PlotError) {
        let records: CSVRecords
        // More rows are refused while reading: they would not add anything a chart can show.
        do {
            records = try CSVRecords(
                contentsOf: path, what: "the CSV file", maximumRows: Recording.maximumRows)
        } catch {
            throw .badInput(PlotMessage(error.description))
        }
        try self.init(records: records, name: path)
    }

    init(records: CSVRecords, name: String) throws(PlotError) {
        let header = records.header
        func column(_ name: String) -> Int? { header.firstIndex { $0.trimmingSpaces() == name } }
        guard let time = column("time"), let value = column("value") else {
            throw .badInput(
                "'\(name)' needs a header with 'time' and 'value' columns, "
                    + "as `springlab simulate` writes (time,value,velocity,acceleration[,rk4_value,rk4_velocity,error])"
            )
        }
        let velocity = column("velocity"), error = column("error")
        var values: [Point] = [], velocities: [Point] = [], errors: [Point] = []
        for (line, row) in records.rows {
            if row.count == 1, row[0].isEmpty { continue }
            let number = { (column: Int) throws(PlotError) -> Double in
                try Self.number(in: row, at: column, header: header, line: line, file: name)
            }
            let t = try number(time)
            values.append(Point(t, try number(value)))
            if let velocity { velocities.append(Point(t, try number(velocity))) }
            if let error { errors.append(Point(t, abs(try number(error)))) }
        }
        guard !values.isEmpty else { throw .badInput("'\(name)' has a header but no rows") }
        // Thinned to what a chart shows (CurveThinning), over the file's time range.
        let start = values.map(\.x).min() ?? 0, end = values.map(\.x).max() ?? 0
        let thinned = { (points: [Point]) in CurveThinning.thinned(points, from: start, to: end) }
        self.name = name
        self.value = thinned(values)
        self.velocity = velocity == nil ? nil : thinned(velocities)
        self.error = error == nil ? nil : thinned(errors.filter { $0.y > 0 })
    }

    private static func number(
        in row: [String], at column: Int, header: [String], line: Int,
        file: String
    ) throws(PlotError) -> Double {
        guard column < row.count else {
            throw .badInput("'\(file)' line \(line): missing the '\(header[column])' column")
        }
        let text = row[column].trimmingSpaces()
        guard let value = DecimalText.parse(text), value.isFinite else {
            throw .badInput("'\(file)' line \(line): '\(header[column])' is not a finite number: '\(text)'")
        }
        return value
    }
}
