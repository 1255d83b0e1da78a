import SpringLab

/// A recorded motion as people save it: times in seconds and the values at
/// them, read from a text table, a JSON file or After Effects keyframes
/// (`fit --curve`, `plot --curve`).
///
/// The file:
/// - Text (``RecordingText``): fields separated by commas, tabs, semicolons
///   or runs of spaces, whichever the first line holding one of the three
///   shows (in that order: a tab, else a semicolon, else a comma), looking
///   no further than the first line that starts with a number; else spaces.
///   Fields may be quoted (`"…"`, `""` for a quote, as in CSV). Blank lines,
///   lines of empty fields and lines starting with `#` are skipped, and
///   empty fields ending a row are no columns. Where commas do not separate
///   fields, a decimal comma is read as a point (`0,5`). A first row that is
///   not all numbers is the header; up to two more rows without a number
///   may follow it: the first of these rows as wide as the first row of
///   numbers is then the header, a row above it a title (left out), a row
///   below it units (`time,x` over `ms,px` is `time (ms)`, `x (px)`).
/// - JSON (``RecordingJSON``), when the name ends in `.json` or the first
///   byte that is not white space is `[` or `{`: an array of numbers (values
///   at frames), an array of objects of numbers (`[{"t": 0, "y": 0}, …]`,
///   keys taken as column names, in the first object's order), or an object
///   of equally long arrays of numbers (`{"time": […], "value": […]}`), alone
///   or as the `columns` member of an object (`simulate --format json`).
/// - After Effects keyframe data (``RecordingKeyframes``), when the first line
///   is `Adobe After Effects … Keyframe Data`: one property's keyframes,
///   their `Frame` column at the rate its `Units Per Second` states.
/// - Any may start with a UTF-8 byte order mark and end its lines with
///   `\r\n`. Numbers are decimal (``DecimalText``; JSON's own grammar in JSON).
///
/// The columns: `--columns T,V` names them (a header name, matched without
/// regard to case, with or without its unit, or a 1-based number). Otherwise
/// by name: the first whose name is a time (``timeNames``: `time`, `t`,
/// `timestamp`, `seconds`, `ms`, …, or a frame count: `frame`, `frames`, …)
/// and the first whose name is a value (``valueNames``: `value`, `y`, `x`,
/// `position`, `progress`, …); a column not found by name is the first
/// numeric one (in the first row) not already taken. A table with one
/// column, or one numeric column and no time name, is values at frames. A
/// name's unit is what follows it in parentheses or brackets (`t (ms)`,
/// `y [px]`) or after its last `_` (`time_ms`, `value_px`); the names `s`,
/// `ms`, `seconds`, `milliseconds` are their own unit.
///
/// The clock: a time column is in seconds unless its unit (or `--time-unit`)
/// says milliseconds; a frame column, a table without a time column and a
/// time column that has no time name when `--frame-rate` is given count
/// frames, at `t = frame / rate` (the rate `--frame-rate` gives, else the
/// file's own).
///
/// Edge cases, each an ``IOError`` of one line that names the file and, for
/// a row, its line, and says what would work: an unreadable, too large,
/// empty or non-UTF-8 file; a header without rows; more than
/// ``maximumRows`` rows (counted while reading, which stops there; JSON is
/// read to at most 16 values a row); a `--columns` name or number the file
/// does not have; frames without a rate; `--frame-rate` for a column
/// of times, `--time-unit` for frames, or a `--time-unit` other than the
/// header's; times whose unit nothing says that step by more than
/// ``longestSecondsStep`` a sample (milliseconds, most likely); a row without
/// the column; a field that is not a finite decimal number; JSON other than
/// the three shapes; keyframes of more than one property, or without a
/// rate. Whether the times increase is the fit's to check.
package struct Recording: Sendable {
    /// Seconds, one per row, in the file's order.
    package let times: [Double]
    /// The values, in the file's units.
    package let values: [Double]

    /// More rows than this are refused: a recording that long says nothing
    /// more to a fit or a chart, and would only take long to read and draw.
    package static let maximumRows = 200_000

    /// A column chosen on the command line: a header name or a 1-based number.
    package enum Column: Hashable, Sendable {
        case name(String)
        case number(Int)
    }

    /// The unit of a time column.
    package enum TimeUnit: String, CaseIterable, Sendable {
        case seconds = "s"
        case milliseconds = "ms"

        var seconds: Double { self == .seconds ? 1 : 0.001 }
    }

    /// How to read a file beyond what it says itself.
    package struct Options: Sendable {
        /// The time and value columns (`--columns T,V`).
        package var columns: (time: Column, value: Column)?
        /// The unit of the time column (`--time-unit`).
        package var timeUnit: TimeUnit?
        /// Frames per second of a frame column (`--frame-rate`), > 0.
        package var frameRate: Double?

        package init(columns: (time: Column, value: Column)? = nil, timeUnit: TimeUnit? = nil, frameRate: Double? = nil)
        {
            self.columns = columns
            self.timeUnit = timeUnit
            self.frameRate = frameRate
        }
    }

    /// Reads the recording at `path`; `what` names it in messages ("the curve").
    package init(
        contentsOf path: String, what: String, options: Options = Options(), maximumBytes: Int = 128 << 20
    ) throws(IOError) {
        // Rows are counted while reading, so an endless stream stops at the limit; a
        // JSON file's lines are not its samples, so it is bounded by its size and its count of values.
        let isJSONName = path.lowercased().hasSuffix(".json")
        let bytes = try FileSystem.contents(
            of: path, what: what, maximumBytes: maximumBytes, maximumRows: isJSONName ? .max : Self.maximumRows)
        try self.init(bytes: bytes, name: "\(what) '\(path)'", isJSON: isJSONName, options: options)
    }

    /// Reads a recording from its bytes; `name` names it in messages (`the
    /// curve 'a.csv'`), and `isJSON` says its name marks it as JSON (else its
    /// first character tells).
    package init(bytes: [UInt8], name: String, isJSON isJSONName: Bool = false, options: Options = Options())
        throws(IOError)
    {
        var bytes = bytes[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw IOError(name, reason: "it is not UTF-8 text")
        }
        guard bytes.contains(where: { !Self.isSpace($0) }) else { throw IOError(name, reason: "it is empty") }
        let table: RecordingTable
        if isJSONName || bytes.first(where: { !Self.isSpace($0) }).map(Self.opensJSON) == true {
            table = try RecordingJSON.table(Array(bytes), name: name, maximumRows: Self.maximumRows)
        } else if RecordingKeyframes.isKeyframeData(bytes) {
            table = try RecordingKeyframes.table(Array(bytes), name: name, maximumRows: Self.maximumRows)
        } else {
            table = try RecordingText.table(Array(bytes), name: name, maximumRows: Self.maximumRows)
        }
        guard let first = table.rows.first else {
            throw IOError(name, reason: "it holds no samples; give one row (or JSON element) per sample")
        }
        let layout = try Self.layout(of: table, firstRow: first.fields, options: options, name: name)
        var times: [Double] = [], values: [Double] = []
        times.reserveCapacity(table.rows.count)
        values.reserveCapacity(table.rows.count)
        for (index, row) in table.rows.enumerated() {
            let value = try table.number(row, layout.value, name: name)
            switch layout.clock {
            case let .time(column, unit):
                times.append(try table.number(row, column, name: name) * (unit ?? .seconds).seconds)
            case let .frames(column?, rate): times.append(try table.number(row, column, name: name) / rate)
            case let .frames(nil, rate): times.append(Double(index) / rate)
            }
            values.append(value)
        }
        if case let .time(column, nil) = layout.clock {
            try Self.checkSeconds(times, column: column, table: table, name: name)
        }
        self.times = times
        self.values = values
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }

    private static func opensJSON(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") }
}

/// What a file holds before its columns are chosen: the header, when it has
/// one, and the rows, each with its line.
struct RecordingTable {
    /// A row's field: the text of a table, or the number of a JSON file (nil where an object lacks the key).
    enum Field {
        case text(String)
        case number(Double?)
    }

    var header: [String]?
    var rows: [(line: Int, fields: [Field])]
    /// Frames per second the file states for its frame column (After Effects' `Units Per Second`), > 0.
    var frameRate: Double? = nil

    /// How messages name `column`: its header name in quotes, else its number.
    func label(_ column: Int) -> String {
        header.flatMap { column < $0.count ? "'\($0[column])'" : nil } ?? "column \(column + 1)"
    }

    /// The finite number in `column` of `row`.
    func number(_ row: (line: Int, fields: [Field]), _ column: Int, name: String) throws(IOError) -> Double {
        let label = label(column)
        guard column < row.fields.count else {
            throw IOError(
                "\(name) line \(row.line)",
                reason: "the row has \(row.fields.count) field\(row.fields.count == 1 ? "" : "s") and no \(label); "
                    + "give every row the same columns")
        }
        switch row.fields[column] {
        case let .number(value?): return value
        case .number(nil):
            throw IOError("\(name) line \(row.line)", reason: "the object has no \(label); give every object its keys")
        case let .text(text):
            if let value = DecimalText.parse(text), value.isFinite { return value }
            let hint =
                text.contains(",")
                ? "write decimals with a point (0.5)" : "write finite decimal numbers (0.5, -2, 1e-3)"
            throw IOError("\(name) line \(row.line)", reason: "\(label) is not a finite number: '\(text)'; \(hint)")
        }
    }

    /// Whether the field is a finite number.
    static func isNumber(_ field: Field) -> Bool {
        switch field {
        case let .number(value): value != nil
        case let .text(text): DecimalText.parse(text)?.isFinite == true
        }
    }
}
