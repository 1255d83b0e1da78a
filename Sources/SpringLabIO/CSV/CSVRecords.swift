/// The records of a CSV file as text fields (RFC 4180): the first record is
/// the header, the others are rows, each with the line it starts on.
///
/// Fields are separated by commas. A field that starts with a double quote
/// (after optional spaces) is quoted: it may hold commas, line breaks and
/// doubled quotes (`""` for one), and spaces after its closing quote are
/// ignored. Other fields are kept as written, spaces included. Lines end
/// with `\n` or `\r\n`; a blank line is a row of one empty field.
///
/// Edge cases (each an ``IOError`` naming the file): an unreadable or
/// too large file, or one of more than `maximumRows` rows
/// (``FileSystem/contents(of:what:maximumBytes:maximumRows:)``), text
/// that is not UTF-8, an empty file, a quoted field left open, and text
/// between a closing quote and the next comma.
package struct CSVRecords: Sendable {
    /// The fields of the first record.
    package let header: [String]
    /// Every later record, with the number of the line it starts on (the header is line 1).
    package let rows: [(line: Int, fields: [String])]

    /// Reads the CSV file at `path`; `what` names it in messages ("the sweep file").
    package init(
        contentsOf path: String, what: String, maximumBytes: Int = 128 << 20, maximumRows: Int = .max
    ) throws(IOError) {
        let bytes = try FileSystem.contents(of: path, what: what, maximumBytes: maximumBytes, maximumRows: maximumRows)
        try self.init(bytes: bytes, name: "\(what) '\(path)'")
    }

    /// Reads CSV text; `name` is how messages name it.
    package init(bytes: [UInt8], name: String) throws(IOError) {
        var parser = Parser(bytes: bytes, name: name)
        guard let first = try parser.record() else { throw IOError(name, reason: "it is empty") }
        header = first.fields
        var rows: [(line: Int, fields: [String])] = []
        while let record = try parser.record() { rows.append(record) }
        self.rows = rows
    }

    /// Reads CSV text one record at a time: `header` gets the first
    /// record's fields, then `row` each later record with the line it
    /// starts on, so that the table is never held whole as text (a sweep
    /// file is read in about its own size, not six times it). Whatever the
    /// closures throw ends the reading and is thrown.
    /// - Throws: ``IOError`` as ``init(bytes:name:)`` does, or what a closure throws.
    package static func read(
        bytes: [UInt8], name: String, header: ([String]) throws -> Void,
        row: (_ line: Int, _ fields: [String]) throws -> Void
    ) throws {
        var parser = Parser(bytes: bytes, name: name)
        guard let first = try parser.record() else { throw IOError(name, reason: "it is empty") }
        try header(first.fields)
        while let record = try parser.record() { try row(record.line, record.fields) }
    }

    private struct Parser {
        let bytes: [UInt8]
        let name: String
        var position = 0
        var line = 1

        /// The next record and the line it starts on; nil at the end.
        mutating func record() throws(IOError) -> (line: Int, fields: [String])? {
            guard position < bytes.count else { return nil }
            let start = line
            var fields: [String] = []
            while true {
                fields.append(try field(recordLine: start))
                guard position < bytes.count else { break }
                let byte = bytes[position]
                position += 1
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    break
                }
                // Otherwise a comma: field() stops only there or at a line end.
            }
            return (start, fields)
        }

        /// One field, up to (not including) the comma or line end after it.
        mutating func field(recordLine: Int) throws(IOError) -> String {
            var probe = position
            while probe < bytes.count, bytes[probe] == UInt8(ascii: " ") || bytes[probe] == UInt8(ascii: "\t") {
                probe += 1
            }
            if probe < bytes.count, bytes[probe] == UInt8(ascii: "\"") {
                position = probe + 1
                return try quoted(recordLine: recordLine)
            }
            let start = position
            while position < bytes.count, bytes[position] != UInt8(ascii: ","), bytes[position] != UInt8(ascii: "\n") {
                position += 1
            }
            var end = position
            if end > start, bytes[end - 1] == UInt8(ascii: "\r"), position < bytes.count,
                bytes[position] == UInt8(ascii: "\n")
            {
                end -= 1
            }
            return try text(bytes[start..<end])
        }

        /// A field's bytes as text; the separators are ASCII, so checking
        /// each field checks the whole text.
        func text(_ field: ArraySlice<UInt8>) throws(IOError) -> String {
            guard let text = String(validating: field, as: UTF8.self) else {
                throw IOError(name, reason: "it is not UTF-8 text")
            }
            return text
        }

        /// The rest of a quoted field, after its opening quote.
        mutating func quoted(recordLine: Int) throws(IOError) -> String {
            guard let text = CSVRecords.quotedField(bytes, position: &position, line: &line) else {
                throw IOError("\(name) line \(recordLine)", reason: "a quoted field is not closed")
            }
            while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t")
            {
                position += 1
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: "\r"),
                position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "\n")
            {
                position += 1
            }
            guard
                position == bytes.count || bytes[position] == UInt8(ascii: ",") || bytes[position] == UInt8(ascii: "\n")
            else {
                throw IOError("\(name) line \(line)", reason: "text after a closing quote")
            }
            return try self.text(text[...])
        }
    }
}

extension CSVRecords {
    /// The index of the header field `name`, nil when there is none.
    package func column(_ name: String) -> Int? { header.firstIndex(of: name) }
}

/// The rows of CSV text counted as its bytes arrive, so that a file of too
/// many is refused before it is read whole: a record ends at a line break
/// outside double quotes or at the end of the text, a blank line (spaces,
/// tabs and `\r` only) is none, and the first record is the header.
struct CSVRecordCount {
    private var records = 0, quoted = false, blank = true

    /// The records after the header so far.
    var rows: Int { max(0, records - 1) }

    /// Counts `bytes`, the text's next part; `ends`: the text ends after them.
    mutating func add(_ bytes: ArraySlice<UInt8>, ends: Bool) {
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\""):
                quoted.toggle()
                blank = false
            case UInt8(ascii: "\n") where !quoted:
                if !blank { records += 1 }
                blank = true
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
            default: blank = false
            }
        }
        if ends, !blank { records += 1 }
    }
}

extension CSVRecords {
    /// The text of a quoted field (RFC 4180) from `position`, just after its
    /// opening quote, to its closing quote, a doubled quote read as one;
    /// `position` ends after the closing quote and `line` counts the line
    /// feeds inside. nil when the bytes end before the field is closed.
    static func quotedField(_ bytes: [UInt8], position: inout Int, line: inout Int) -> [UInt8]? {
        var text: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "\"") {
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return text }
                position += 1
            }
            if byte == UInt8(ascii: "\n") { line += 1 }
            text.append(byte)
        }
        return nil
    }
}
