import SpringLab

/// A recording written as a table of text (``Recording``'s rules): the
/// separator found from the first lines, quoted fields as in CSV (RFC 4180:
/// `""` for a quote, separators and line breaks inside quotes are text),
/// spaces around a field ignored, blank lines, lines of empty fields and `#`
/// comment lines skipped, `\r\n` line ends. Empty fields at the end of a
/// row are not columns: spreadsheets pad rows to the widest one.
enum RecordingText {
    /// How the fields of a line are separated.
    enum Separator: Equatable {
        case byte(UInt8)
        /// Runs of spaces and tabs.
        case whitespace
    }

    /// Rows of names a table may start with: a title above the header (Open
    /// Source Physics' video analysis writes the track's name there) and
    /// units below it.
    static let maximumNameRows = 3

    /// The table of `bytes` (UTF-8, without a byte order mark); `name` is how messages name the file.
    /// - Throws: ``IOError`` for a quoted field left open, text after a closing quote, more than `maximumRows` rows.
    static func table(_ bytes: [UInt8], name: String, maximumRows: Int) throws(IOError) -> RecordingTable {
        let separator = separator(of: bytes)
        var reader = Reader(bytes: bytes, name: name, separator: separator)
        var names: [[String]] = [], rows: [(line: Int, fields: [RecordingTable.Field])] = []
        while let record = try reader.record() {
            let fields = record.fields.map { decimalPoint($0, separator: separator) }
            // The first row is a header unless all numbers; a row after it with no number is a title or units.
            if rows.isEmpty, names.count < maximumNameRows,
                names.isEmpty ? !fields.allSatisfy(isNumber) : !fields.contains(where: isNumber)
            {
                names.append(fields)
                continue
            }
            guard rows.count < maximumRows else {
                throw IOError(
                    "\(name) line \(record.line)",
                    reason: "more than \(maximumRows) rows; keep one row per frame (or every n-th frame)")
            }
            rows.append((record.line, fields.map { .text($0) }))
        }
        guard !names.isEmpty || !rows.isEmpty else { throw IOError(name, reason: "it has no rows, only comments") }
        return RecordingTable(header: header(names, width: rows.first?.fields.count), rows: rows)
    }

    /// The header among the rows of names before the first number: the first
    /// as wide as the first row of numbers (`width`), else the last. Rows
    /// above it are titles, left out; a row below it gives units, written
    /// into the names as `name (unit)` where a name has none.
    static func header(_ names: [[String]], width: Int?) -> [String]? {
        guard let last = names.indices.last else { return nil }
        let index = names.firstIndex { $0.count == width } ?? last
        var header = names[index]
        for units in names[(index + 1)...] {
            for (column, unit) in zip(header.indices, units)
            where !unit.isEmpty && Recording.columnName(header[column]).unit == nil {
                header[column] += unit.hasPrefix("(") || unit.hasPrefix("[") ? " \(unit)" : " (\(unit))"
            }
        }
        return header
    }

    /// `field` with a decimal comma written as a point (`0,5` is `0.5`, `1,5E-2`
    /// is `0.015`) where commas do not separate fields, as European spreadsheets
    /// and phyphox write them; any other field as it is.
    static func decimalPoint(_ field: String, separator: Separator) -> String {
        guard separator != .byte(UInt8(ascii: ",")), field.contains(",") else { return field }
        let pointed = String(field.map { $0 == "," ? "." : $0 })
        return DecimalText.isDecimal(pointed) ? pointed : field
    }

    private static func isNumber(_ field: String) -> Bool { DecimalText.parse(field)?.isFinite == true }

    /// A tab, else a semicolon, else a comma in the first line with content
    /// that holds one (outside quotes), looking no further than the first
    /// line that starts with a number; else runs of spaces. A title line
    /// above the header (`mass A`) so does not decide.
    static func separator(of bytes: [UInt8]) -> Separator {
        var position = 0
        while position < bytes.count {
            let end = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let line = bytes[position..<end]
            position = end + 1
            guard let first = line.first(where: { !isBlank($0) }), first != UInt8(ascii: "#") else { continue }
            var quoted = false, found: Set<UInt8> = []
            for byte in line {
                if byte == UInt8(ascii: "\"") { quoted.toggle() }
                if !quoted { found.insert(byte) }
            }
            for candidate in ["\t", ";", ","].map({ UInt8(ascii: $0) }) where found.contains(candidate) {
                return .byte(candidate)
            }
            if first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
            {
                return .whitespace
            }
        }
        return .whitespace
    }

    /// Space, tab, carriage return.
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    private struct Reader {
        let bytes: [UInt8]
        let name: String
        let separator: Separator
        var position = 0
        var line = 1

        /// The next record with content, less its empty fields at the end, and
        /// the line it starts on; nil at the end.
        mutating func record() throws(IOError) -> (line: Int, fields: [String])? {
            while position < bytes.count {
                let start = line
                if skipsComment() { continue }
                var fields: [String] = []
                while let field = try field(recordLine: start) { fields.append(field) }
                while fields.last?.isEmpty == true { fields.removeLast() }
                if !fields.isEmpty { return (start, fields) }
            }
            return nil
        }

        /// Skips a line whose first byte that is not blank is `#`.
        private mutating func skipsComment() -> Bool {
            var probe = position
            while probe < bytes.count, isBlank(bytes[probe]) { probe += 1 }
            guard probe < bytes.count, bytes[probe] == UInt8(ascii: "#") else { return false }
            while probe < bytes.count, bytes[probe] != UInt8(ascii: "\n") { probe += 1 }
            position = probe + 1
            line += 1
            return true
        }

        /// The next field of the current record, with the separator after it
        /// consumed; nil once the record's line end is consumed.
        private mutating func field(recordLine: Int) throws(IOError) -> String? {
            guard !endOfRecord else {
                endOfRecord = false
                return nil
            }
            skipPadding()
            if separator == .whitespace, position == bytes.count || bytes[position] == UInt8(ascii: "\n") {
                consumeLineEnd()
                return nil
            }
            let text: [UInt8]
            if position < bytes.count, bytes[position] == UInt8(ascii: "\"") {
                position += 1
                text = try quoted(recordLine: recordLine)
            } else {
                let start = position
                while position < bytes.count, !endsUnquoted(bytes[position]) { position += 1 }
                var end = position
                while end > start, isBlank(bytes[end - 1]) { end -= 1 }
                text = Array(bytes[start..<end])
            }
            if separator != .whitespace {
                skipPadding()
                if position == bytes.count || bytes[position] == UInt8(ascii: "\n") {
                    consumeLineEnd()
                    endOfRecord = true
                } else {
                    // An unquoted field stops only at the separator; a quoted one may be followed by other text.
                    guard separator == .byte(bytes[position]) else { throw afterQuote }
                    position += 1
                }
            }
            return String(decoding: text, as: UTF8.self)
        }

        private var afterQuote: IOError {
            IOError("\(name) line \(line)", reason: "text after a closing quote; put the whole field inside the quotes")
        }

        /// Set when a field consumed its record's line end.
        var endOfRecord = false

        private mutating func consumeLineEnd() {
            position += 1
            line += 1
        }

        /// Spaces, carriage returns, and tabs unless tabs separate.
        private mutating func skipPadding() {
            while position < bytes.count, isBlank(bytes[position]), separator != .byte(bytes[position]) {
                position += 1
            }
        }

        private func endsUnquoted(_ byte: UInt8) -> Bool {
            switch separator {
            case let .byte(separator): byte == separator || byte == UInt8(ascii: "\n")
            case .whitespace: isBlank(byte) || byte == UInt8(ascii: "\n")
            }
        }

        /// The rest of a quoted field, after its opening quote, up to the byte after its closing quote.
        private mutating func quoted(recordLine: Int) throws(IOError) -> [UInt8] {
            guard let text = CSVRecords.quotedField(bytes, position: &position, line: &line) else {
                throw IOError("\(name) line \(recordLine)", reason: "a quoted field is not closed; close it with \"")
            }
            let next = position < bytes.count ? bytes[position] : UInt8(ascii: "\n")
            guard isBlank(next) || next == UInt8(ascii: "\n") || separator == .byte(next) else {
                throw afterQuote
            }
            return text
        }
    }
}
