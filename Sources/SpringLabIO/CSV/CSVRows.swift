/// CSV rows formatted into memory, with the conventions of ``CSVWriter``
/// (commas between fields, a line feed after each row, numbers in their
/// shortest round-trip form), plus the fields a table of results needs:
/// whole numbers, text, and empty fields for values that do not exist.
///
/// For writers that format blocks of rows on several threads and write the
/// blocks in order (``bytes`` to a ``FileSink``).
package struct CSVRows: Sendable {
    package private(set) var bytes: ByteBuffer
    /// Rows ended so far.
    package private(set) var count = 0
    private var fieldsInRow = 0

    package init(capacity: Int = 1 << 16) {
        bytes = ByteBuffer(capacity: capacity)
    }

    /// A number; an empty field for nil or a non-finite value (which no
    /// CSV reader agrees on).
    package mutating func field(_ value: Double?) {
        startField()
        guard let value, value.isFinite else { return }
        bytes.append(value)
    }

    /// A whole number, `-12`; an empty field for nil.
    package mutating func field(integer value: Int?) {
        startField()
        if let value { bytes.append(integer: value) }
    }

    /// Text, quoted when it holds a comma, a quote or a line break (quotes doubled).
    package mutating func field(text: String) {
        startField()
        bytes.append(Self.escaped(text))
    }

    /// `true` or `false`; an empty field for nil.
    package mutating func field(flag value: Bool?) {
        startField()
        if let value { bytes.append(value ? "true" : "false") }
    }

    /// An empty field.
    package mutating func emptyField() { startField() }

    /// Ends the current row.
    package mutating func endRow() {
        bytes.append(byte: UInt8(ascii: "\n"))
        fieldsInRow = 0
        count += 1
    }

    /// Removes every row, keeping the memory.
    package mutating func removeAll() {
        bytes.removeAll()
        count = 0
        fieldsInRow = 0
    }

    /// The comma before every field but a row's first.
    private mutating func startField() {
        if fieldsInRow > 0 { bytes.append(byte: UInt8(ascii: ",")) }
        fieldsInRow += 1
    }

    /// The header line for these column names, with its line feed.
    package static func header(_ names: [String]) -> String {
        names.map(escaped).joined(separator: ",") + "\n"
    }

    /// A field as RFC 4180 writes it: in quotes, with quotes doubled, when
    /// it holds a comma, a quote or a line break.
    static func escaped(_ text: String) -> String {
        // Printable ASCII without a comma or quote, the usual field, is decided on its bytes.
        let plain = text.utf8.withContiguousStorageIfAvailable { utf8 in
            utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: ",") && $0 != UInt8(ascii: "\"") }
        }
        guard plain != true, text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
        var quoted = "\""
        for character in text {
            quoted.append(character)
            if character == "\"" { quoted.append("\"") }
        }
        return quoted + "\""
    }
}
