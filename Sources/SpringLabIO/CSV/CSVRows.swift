/// CSV rows formatted into memory, with the conventions of ``CSVWriter``
/// (commas between fields, a line feed after each row, numbers in their
/// shortest round-trip form), plus the fields a table of results needs:
/// whole numbers, text, and empty fields for values that do not exist.
///
/// For writers that format blocks of rows on several threads and write the
/// blocks in order: each block is a `CSVRows`, handed to ``BufferedWriter``
/// with ``BufferedWriter/write(_:)-(CSVRows)``.
public struct CSVRows: Sendable {
    public private(set) var bytes: ByteBuffer
    public private(set) var count = 0
    private var fieldsInRow = 0

    public init(capacity: Int = 1 << 16) {
        bytes = ByteBuffer(capacity: capacity)
    }

    /// A number; an empty field for nil or a non-finite value (which no
    /// CSV reader agrees on).
    public mutating func field(_ value: Double?) {
        separate()
        if let value, value.isFinite { bytes.append(value) }
    }

    /// A whole number, `-12`; an empty field for nil.
    public mutating func field(integer value: Int?) {
        separate()
        if let value { bytes.append(String(value)) }
    }

    /// Text, quoted when it holds a comma, a quote or a line break (quotes doubled).
    public mutating func field(text: String) {
        separate()
        // Plain ASCII without a comma, quote or control character needs no quotes: the usual case, checked by byte.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: ",") && $0 != UInt8(ascii: "\"") }) {
            bytes.append(text)
        } else {
            bytes.append(CSVRows.escaped(text))
        }
    }

    /// An empty field.
    public mutating func emptyField() {
        separate()
    }

    /// Ends the current row.
    public mutating func endRow() {
        bytes.append(byte: UInt8(ascii: "\n"))
        fieldsInRow = 0
        count += 1
    }

    /// Removes every row, keeping the memory.
    public mutating func removeAll() {
        bytes.removeAll()
        count = 0
        fieldsInRow = 0
    }

    /// The header line for these column names, with its line feed.
    public static func header(_ names: [String]) -> String {
        names.map(escaped).joined(separator: ",") + "\n"
    }

    /// A field as RFC 4180 writes it.
    static func escaped(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
        var quoted = "\""
        for character in text {
            quoted.append(character)
            if character == "\"" { quoted.append("\"") }
        }
        return quoted + "\""
    }

    private mutating func separate() {
        if fieldsInRow > 0 { bytes.append(byte: UInt8(ascii: ",")) }
        fieldsInRow += 1
    }
}

extension BufferedWriter {
    /// Appends formatted rows; call ``flushIfFull()`` after it as after a row.
    public mutating func write(_ rows: CSVRows) {
        buffer.append(rows.bytes)
    }
}
