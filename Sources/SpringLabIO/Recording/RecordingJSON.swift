/// A recording written as JSON (RFC 8259), in one of three shapes
/// (``Recording``'s rules): an array of numbers, an array of objects whose
/// members are numbers, or an object whose members are equally long arrays
/// of numbers, standing alone or as the `columns` member of another object
/// (`simulate --format json` writes its samples so, beside the spring's report).
///
/// Read with ``JSONValue``, which keeps the members in the file's order (for
/// columns chosen by position) and each value's line (for a refusal that
/// names the sample's line). Strings are member names only; `null`, `true`,
/// `false`, nested arrays and text values are refused where they stand,
/// naming their line.
enum RecordingJSON {
    /// The table of `bytes` (UTF-8, without a byte order mark); `name` is how messages name the file.
    static func table(_ bytes: [UInt8], name: String, maximumRows: Int) throws(IOError) -> RecordingTable {
        let document: JSONValue
        // The tree is read whole before its rows are counted: 16 values a row leave room for 15 columns in
        // either shape (an object and its numbers a row, or an array a column), and bound what hostile
        // text costs (128 MB of `0,` would be 64 million values).
        do { document = try JSONValue(reading: bytes, maximumValues: 16 * maximumRows) } catch {
            throw IOError("\(name) line \(error.line)", reason: error.reason)
        }
        let shape = Shape(name: name, maximumRows: maximumRows)
        switch document.content {
        case let .object(members):
            if let samples = members.first(where: { $0.name == "columns" }),
                case let .object(columns) = samples.value.content
            {
                return try shape.columns(columns)
            }
            return try shape.columns(members)
        case let .array(items) where items.first.map(\.isObject) == true: return try shape.objects(items)
        case let .array(items): return RecordingTable(header: nil, rows: try shape.numbers(items).map { ($0, [$1]) })
        default: throw shape.refusal(document, expected: "`[` or `{` at the start")
        }
    }

    private struct Shape {
        let name: String
        let maximumRows: Int

        /// `[{…}, {…}]`: the first object's names are the header.
        func objects(_ items: [JSONValue]) throws(IOError) -> RecordingTable {
            var header: [String] = [], rows: [(line: Int, fields: [RecordingTable.Field])] = []
            for item in items {
                guard case let .object(members) = item.content else {
                    throw refusal(item, expected: "an object like {\"t\": 0, \"y\": 1}")
                }
                for member in members { _ = try number(member.value) }
                if rows.isEmpty { header = members.map(\.name) }
                let fields = header.map { key in
                    RecordingTable.Field.number(members.first { $0.name == key }.flatMap { $0.value.number })
                }
                rows.append((item.line, fields))
                try checkCount(rows.count, at: item)
            }
            return RecordingTable(header: header, rows: rows)
        }

        /// `{"time": […], "value": […]}`: each row's line is that of its number in the last array.
        func columns(_ members: [(name: String, value: JSONValue)]) throws(IOError) -> RecordingTable {
            var columns: [[(line: Int, field: RecordingTable.Field)]] = []
            for (key, value) in members {
                guard case let .array(items) = value.content else {
                    throw refusal(value, expected: "an array of numbers for '\(key)'")
                }
                columns.append(try numbers(items))
            }
            let header = members.map(\.name)
            guard let count = columns.first?.count else { throw IOError(name, reason: "the object has no arrays") }
            if let index = columns.firstIndex(where: { $0.count != count }) {
                throw IOError(
                    name,
                    reason: "'\(header[0])' has \(count) numbers but '\(header[index])' has \(columns[index].count); "
                        + "give every array one number per sample")
            }
            let rows = (0..<count).map { row in (line: columns.last![row].line, fields: columns.map { $0[row].field }) }
            return RecordingTable(header: header, rows: rows)
        }

        /// The samples `items`, each a field with its line.
        func numbers(_ items: [JSONValue]) throws(IOError) -> [(line: Int, field: RecordingTable.Field)] {
            var numbers: [(line: Int, field: RecordingTable.Field)] = []
            numbers.reserveCapacity(items.count)
            for item in items {
                numbers.append((item.line, .number(try number(item))))
                try checkCount(numbers.count, at: item)
            }
            return numbers
        }

        private func number(_ item: JSONValue) throws(IOError) -> Double {
            guard let number = item.number else {
                throw refusal(item, expected: "a number (\"null\", text and true/false are not samples)")
            }
            return number
        }

        private func checkCount(_ count: Int, at item: JSONValue) throws(IOError) {
            guard count > maximumRows else { return }
            throw IOError(
                "\(name) line \(item.line)",
                reason: "more than \(maximumRows) samples; keep one per frame (or every n-th frame)")
        }

        /// An error at `value`'s line, saying what stands there.
        func refusal(_ value: JSONValue, expected: String) -> IOError {
            IOError(
                "\(name) line \(value.line)",
                reason: "expected \(expected), found \(value.kindName); JSON recordings are [numbers…], "
                    + "[{\"t\": 0, \"y\": 0}, …] or {\"time\": […], \"value\": […]}")
        }
    }
}

extension JSONValue {
    fileprivate var isObject: Bool {
        guard case .object = content else { return false }
        return true
    }

    fileprivate var number: Double? {
        guard case let .number(value) = content else { return nil }
        return value
    }
}
