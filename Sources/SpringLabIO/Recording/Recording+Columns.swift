import SpringLab

extension Recording {
    /// Names of a time column (lower case, unit removed); ``frameNames`` are time columns that count frames.
    static let timeNames: Set<String> = [
        "time", "t", "timestamp", "times", "seconds", "second", "sec", "secs", "s", "ms", "msec", "milliseconds",
        "millisecond", "elapsed",
    ]
    static let frameNames: Set<String> = [
        "frame", "frames", "frame_index", "frame_number", "frameindex", "framenumber",
    ]
    /// Names of a value column (lower case, unit removed).
    static let valueNames: Set<String> = [
        "value", "values", "y", "x", "position", "pos", "progress", "offset", "displacement", "translation",
        "translation_x", "translation_y", "position_x", "position_y", "top", "left", "scale", "opacity",
    ]
    private static let secondUnits: Set<String> = ["s", "sec", "secs", "second", "seconds"]
    private static let millisecondUnits: Set<String> = ["ms", "msec", "millisecond", "milliseconds"]

    /// Where the time of a row comes from.
    enum Clock {
        /// A column of times in `unit`; nil when neither the header nor
        /// `--time-unit` says, read as seconds (``checkSeconds(_:column:table:name:)``).
        case time(column: Int, unit: TimeUnit?)
        /// A column of frame numbers (nil: the row's index from 0), at `rate` frames per second.
        case frames(column: Int?, rate: Double)
    }

    /// The value column and the clock of `table` (see the type's rules).
    static func layout(
        of table: RecordingTable, firstRow: [RecordingTable.Field], options: Options, name: String
    ) throws(IOError) -> (value: Int, clock: Clock) {
        let header = table.header?.map(columnName)
        let count = header?.count ?? firstRow.count
        guard count > 0 else { throw IOError(name, reason: "it has no columns; give each sample a time and a value") }
        let time: Int?, value: Int
        if let (timeColumn, valueColumn) = options.columns {
            time = try index(of: timeColumn, header: table.header, count: count, name: name)
            value = try index(of: valueColumn, header: table.header, count: count, name: name)
        } else {
            let named = header?.firstIndex { timeNames.contains($0.base) || frameNames.contains($0.base) }
            let numeric = firstRow.indices.filter { $0 < count && RecordingTable.isNumber(firstRow[$0]) }
            if count == 1 || (named == nil && numeric.count == 1) {
                time = nil
                value = header?.firstIndex { valueNames.contains($0.base) } ?? numeric.first ?? 0
            } else {
                let first = named ?? numeric.first ?? 0
                let namedValue = header?.indices.first { $0 != first && valueNames.contains(header![$0].base) }
                time = first
                // Two columns at least: another one is always there.
                value = namedValue ?? numeric.first { $0 != first } ?? (first == 0 ? 1 : 0)
            }
        }
        let clock = try clock(
            time: time, label: time.map(table.label), header: header, fileRate: table.frameRate, options: options,
            name: name)
        return (value, clock)
    }

    /// How `time` (a column, or nil for values at frames) turns into seconds;
    /// frames are at `--frame-rate`, else at the rate the file states (`fileRate`).
    private static func clock(
        time: Int?, label: String?, header: [(base: String, unit: String?)]?, fileRate: Double?, options: Options,
        name: String
    ) throws(IOError) -> Clock {
        let column = time.flatMap { index in header.map { $0[index] } }
        let countsFrames = column.map { frameNames.contains($0.base) } ?? false
        let headerUnit = column.flatMap(timeUnit)
        if time == nil || countsFrames || (options.frameRate != nil && headerUnit == nil && !isTimeName(column)) {
            let what = label.map { "its \($0) column counts frames" } ?? "its values are at frames"
            if let unit = options.timeUnit {
                throw IOError(
                    name,
                    reason: "\(what); --time-unit \(unit.rawValue) is for a column of times: give --frame-rate alone",
                    isUsage: true)
            }
            guard let rate = options.frameRate ?? fileRate else {
                throw IOError(
                    name,
                    reason: "\(what); give their rate with --frame-rate HZ (e.g. --frame-rate 60)"
                        + (time == nil ? "" : ", or choose a time column with --columns T,V"), isUsage: true)
            }
            return .frames(column: time, rate: rate)
        }
        if let rate = options.frameRate {
            throw IOError(
                name,
                reason: "its \(label ?? "time") column holds times, not frames; leave out --frame-rate \(shown(rate)), "
                    + "or choose a frame column with --columns T,V", isUsage: true)
        }
        if let unit = options.timeUnit, let headerUnit, unit != headerUnit {
            throw IOError(
                name,
                reason:
                    "its header says \(label ?? "the time column") is in \(headerUnit.rawValue), but --time-unit is "
                    + "\(unit.rawValue); leave out --time-unit or correct the header", isUsage: true)
        }
        return .time(column: time ?? 0, unit: options.timeUnit ?? headerUnit)
    }

    /// The longest mean step between samples taken as seconds when nothing
    /// says the unit. Recordings of a motion sample it many times a second;
    /// times stepping by more are milliseconds without a unit, as
    /// `performance.now()` logs are (16.7 a frame at 60 Hz), which read as
    /// seconds would fit a spring a million times too soft.
    static let longestSecondsStep = 0.5

    /// Refuses `times`, read as seconds from `column` only by default, whose
    /// mean step is longer than ``longestSecondsStep``; a column without a
    /// time name may also count frames (`--frame-rate`).
    static func checkSeconds(_ times: [Double], column: Int, table: RecordingTable, name: String) throws(IOError) {
        guard let first = times.first, let last = times.last, times.count > 1 else { return }
        let step = (last - first) / Double(times.count - 1)
        guard step > longestSecondsStep else { return }
        let isTime = table.header.map { column < $0.count && isTimeName(columnName($0[column])) } ?? false
        throw IOError(
            name,
            reason:
                "the times in \(table.label(column)) step by \(FixedDigits.general(step, significant: 4)) a sample, "
                + "too slow for seconds; give --time-unit ms if it holds milliseconds"
                + (isTime ? "" : ", --frame-rate HZ if frame numbers") + " (--time-unit s if seconds)",
            isUsage: true)
    }

    /// The index of a `--columns` item in a table of `count` columns.
    private static func index(of column: Column, header: [String]?, count: Int, name: String) throws(IOError) -> Int {
        switch column {
        case let .number(number):
            guard number <= count else {
                throw IOError(
                    name, reason: "it has \(count) column\(count == 1 ? "" : "s"); --columns \(number) names none",
                    isUsage: true)
            }
            return number - 1
        case let .name(wanted):
            guard let header else {
                throw IOError(name, reason: "it has no header; choose columns by number (--columns 1,2)", isUsage: true)
            }
            let key = wanted.trimmingSpaces().lowercased()
            // A name matches with or without its unit: `time` finds `time (s)`.
            guard
                let index = header.firstIndex(where: { $0.trimmingSpaces().lowercased() == key })
                    ?? header.firstIndex(where: { columnName($0).base == key })
            else {
                let names = header.map { "'\($0)'" }.joined(separator: ", ")
                throw IOError(name, reason: "it has no column '\(wanted)'; its columns are \(names)", isUsage: true)
            }
            return index
        }
    }

    /// A header name in lower case, split into its base and its unit: `t (ms)`
    /// and `time_ms` are `t`/`time` in `ms`; `ms` alone is `ms` in `ms`.
    static func columnName(_ text: String) -> (base: String, unit: String?) {
        let name = text.trimmingSpaces().lowercased()
        for (open, close) in [("(", ")"), ("[", "]")] where name.hasSuffix(close) {
            if let start = name.lastIndex(of: Character(open)) {
                let unit = name[name.index(after: start)..<name.index(before: name.endIndex)]
                return (name[..<start].trimmingSpaces(), unit.trimmingSpaces())
            }
        }
        if let cut = name.lastIndex(of: "_") {
            let unit = String(name[name.index(after: cut)...])
            if secondUnits.contains(unit) || millisecondUnits.contains(unit) || ["px", "pt", "dp"].contains(unit) {
                return (String(name[..<cut]), unit)
            }
        }
        return (name, secondUnits.contains(name) || millisecondUnits.contains(name) ? name : nil)
    }

    private static func timeUnit(_ name: (base: String, unit: String?)) -> TimeUnit? {
        guard let unit = name.unit else { return nil }
        return secondUnits.contains(unit) ? .seconds : millisecondUnits.contains(unit) ? .milliseconds : nil
    }

    private static func isTimeName(_ name: (base: String, unit: String?)?) -> Bool {
        name.map { timeNames.contains($0.base) } ?? false
    }

    /// A rate as written back in a message: `60`, not `60.0`.
    private static func shown(_ value: Double) -> String {
        value == value.rounded() && value.magnitude < 1e15 ? String(Int(value)) : "\(value)"
    }
}
