/// A recording written as JSON (RFC 8259), in one of three shapes
/// (``Recording``'s rules): an array of numbers, an array of objects whose
/// members are numbers, or an object whose members are equally long arrays
/// of numbers.
///
/// A reader for exactly these shapes rather than FoundationEssentials'
/// `JSONDecoder`: a refusal must name the line of the sample it is about,
/// which the decoder's errors (coding paths) cannot; columns chosen by
/// position need the members in the file's order, which a decoded
/// dictionary loses; and `SpringLabIO` imports no Foundation, whose loading
/// the start-up budget of every command pays for. A recording needs numbers,
/// arrays, objects and member names, nothing else. Strings are member names only; `null`, `true`, `false`, nested arrays and text values
/// are refused where they stand, naming their line. Numbers follow JSON's
/// grammar (`-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`) and must be
/// finite as doubles.
enum RecordingJSON {
    /// The table of `bytes` (UTF-8, without a byte order mark); `name` is how messages name the file.
    static func table(_ bytes: [UInt8], name: String, maximumRows: Int) throws(IOError) -> RecordingTable {
        var parser = Parser(bytes: bytes, name: name, maximumRows: maximumRows)
        let table = try parser.document()
        parser.skipSpace()
        guard parser.position == bytes.count else { throw parser.refusal("text after the JSON value") }
        return table
    }

    private struct Parser {
        let bytes: [UInt8]
        let name: String
        let maximumRows: Int
        var position = 0
        var line = 1

        /// The whole document: `[numbers…]`, `[objects…]` or `{name: [numbers…], …}`.
        mutating func document() throws(IOError) -> RecordingTable {
            skipSpace()
            if take("{") { return try columns() }
            guard take("[") else { throw refusal("expected `[` or `{` at the start") }
            skipSpace()
            if peek == UInt8(ascii: "{") { return try objects() }
            var rows: [(line: Int, fields: [RecordingTable.Field])] = []
            if hasElements(before: "]") {
                repeat {
                    rows.append((line, [.number(try number())]))
                    try checkCount(rows.count)
                } while try hasMore(before: "]")
            }
            return RecordingTable(header: nil, rows: rows)
        }

        /// `[{…}, {…}]` after its `[`: the first object's names are the header.
        private mutating func objects() throws(IOError) -> RecordingTable {
            var header: [String] = [], rows: [(line: Int, fields: [RecordingTable.Field])] = []
            guard hasElements(before: "]") else { return RecordingTable(header: header, rows: rows) }
            repeat {
                let start = line
                guard take("{") else { throw refusal("expected an object like {\"t\": 0, \"y\": 1}") }
                var members: [(String, Double)] = []
                if hasElements(before: "}") {
                    repeat {
                        let key = try memberName()
                        members.append((key, try number()))
                    } while try hasMore(before: "}")
                }
                if rows.isEmpty { header = members.map(\.0) }
                let fields = header.map { key in RecordingTable.Field.number(members.first { $0.0 == key }?.1) }
                rows.append((start, fields))
                try checkCount(rows.count)
            } while try hasMore(before: "]")
            return RecordingTable(header: header, rows: rows)
        }

        /// `{"time": […], "value": […]}` after its `{`.
        private mutating func columns() throws(IOError) -> RecordingTable {
            var header: [String] = [], columns: [[(line: Int, value: Double)]] = []
            guard hasElements(before: "}") else { throw IOError(name, reason: "the object has no arrays") }
            repeat {
                header.append(try memberName())
                guard take("[") else { throw refusal("expected an array of numbers for '\(header.last!)'") }
                var column: [(line: Int, value: Double)] = []
                if hasElements(before: "]") {
                    repeat {
                        column.append((line, try number()))
                        try checkCount(column.count)
                    } while try hasMore(before: "]")
                }
                columns.append(column)
            } while try hasMore(before: "}")
            guard let count = columns.first?.count else { throw IOError(name, reason: "the object has no arrays") }
            if let index = columns.firstIndex(where: { $0.count != count }) {
                throw IOError(
                    name,
                    reason: "'\(header[0])' has \(count) numbers but '\(header[index])' has \(columns[index].count); "
                        + "give every array one number per sample")
            }
            let rows = (0..<count).map { row in
                (line: columns.last![row].line, fields: columns.map { RecordingTable.Field.number($0[row].value) })
            }
            return RecordingTable(header: header, rows: rows)
        }

        /// After an opening bracket: whether elements follow, or the closing `close` (consumed).
        private mutating func hasElements(before close: Unicode.Scalar) -> Bool {
            skipSpace()
            return !take(close)
        }

        /// After an element: whether another follows (its comma consumed), or the closing `close` (consumed).
        private mutating func hasMore(before close: Unicode.Scalar) throws(IOError) -> Bool {
            skipSpace()
            if take(close) { return false }
            guard take(",") else { throw refusal("expected `,` or `\(close)`") }
            skipSpace()
            return true
        }

        /// `"name":`
        private mutating func memberName() throws(IOError) -> String {
            skipSpace()
            guard take("\"") else { throw refusal("expected a member name in quotes") }
            var text: [UInt8] = []
            while true {
                guard let byte = peek, byte >= 0x20 else { throw refusal("a member name is not closed") }
                position += 1
                if byte == UInt8(ascii: "\"") { break }
                if byte == UInt8(ascii: "\\") {
                    // Names of columns need no escapes but the quote and backslash; others are refused.
                    guard let escaped = peek, escaped == UInt8(ascii: "\"") || escaped == UInt8(ascii: "\\") else {
                        throw refusal("write member names without escapes other than \\\" and \\\\")
                    }
                    position += 1
                    text.append(escaped)
                } else {
                    text.append(byte)
                }
            }
            skipSpace()
            guard take(":") else { throw refusal("expected `:` after a member name") }
            skipSpace()
            return String(decoding: text, as: UTF8.self)
        }

        /// A finite number in JSON's grammar.
        private mutating func number() throws(IOError) -> Double {
            let start = position
            _ = take("-")
            if !take("0") {
                guard digits() > 0 else {
                    throw refusal("expected a number (\"null\", text and true/false are not samples)")
                }
            }
            if take("."), digits() == 0 { throw refusal("expected digits after the decimal point") }
            if take("e") || take("E") {
                _ = take("+") || take("-")
                guard digits() > 0 else { throw refusal("expected digits in the exponent") }
            }
            guard let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)), value.isFinite else {
                throw refusal("the number is too large for a double")
            }
            return value
        }

        private mutating func digits() -> Int {
            let start = position
            while let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { position += 1 }
            return position - start
        }

        private func checkCount(_ count: Int) throws(IOError) {
            guard count > maximumRows else { return }
            throw IOError(
                "\(name) line \(line)",
                reason: "more than \(maximumRows) samples; keep one per frame (or every n-th frame)")
        }

        mutating func skipSpace() {
            while let byte = peek,
                byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                    || byte == UInt8(ascii: "\r")
            {
                if byte == UInt8(ascii: "\n") { line += 1 }
                position += 1
            }
        }

        private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

        private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
            guard peek == UInt8(ascii: scalar) else { return false }
            position += 1
            return true
        }

        /// An error at the current line, with what stands there.
        func refusal(_ reason: String) -> IOError {
            let rest = bytes[position...].prefix(12).prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }
            let shown = position < bytes.count ? "'\(String(decoding: rest, as: UTF8.self))'" : "the end"
            return IOError(
                "\(name) line \(line)",
                reason: "\(reason), found \(shown); JSON recordings are [numbers…], [{\"t\": 0, \"y\": 0}, …] "
                    + "or {\"time\": […], \"value\": […]}")
        }
    }
}
