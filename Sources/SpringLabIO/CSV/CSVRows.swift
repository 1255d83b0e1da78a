/// CSV rows formatted into memory, with the conventions of ``CSVWriter``
/// (commas between fields, a line feed after each row, numbers in their
/// shortest round-trip form), plus the fields a table of results needs:
/// whole numbers, text, and empty fields for values that do not exist.
///
/// For writers that format blocks of rows on several threads and write the
/// blocks in order: each block is a `CSVRows`, handed to a ``ChunkWriter``
/// with ``ChunkWriter/write(_:)-(CSVRows)``.
public struct CSVRows: Sendable {
    public internal(set) var bytes: ByteBuffer
    public internal(set) var count = 0
    var fieldsInRow = 0
    /// Where the texts of recent numbers are, for rows that repeat numbers;
    /// nil when not asked for.
    var recent: RecentNumbers?
    /// The room ``appendRow(_:)`` reserves for a row: the most a row has needed.
    var rowRoom = 512

    /// - Parameter remembersNumbers: remember where the texts of recent
    ///   numbers are (``RecentNumbers``) and copy them when a number
    ///   repeats: for tables whose rows repeat values, such as a sweep's.
    public init(capacity: Int = 1 << 16, remembersNumbers: Bool = false) {
        bytes = ByteBuffer(capacity: capacity)
        recent = remembersNumbers ? RecentNumbers() : nil
    }

    /// A number; an empty field for nil or a non-finite value (which no
    /// CSV reader agrees on).
    public mutating func field(_ value: Double?) {
        withWriter(room: 1 + RoundTripText.maximumLength) { $0.field(value) }
    }

    /// A whole number, `-12`; an empty field for nil.
    public mutating func field(integer value: Int?) {
        withWriter(room: 1 + DecimalDigits.maximumIntegerLength) { $0.field(integer: value) }
    }

    /// Text, quoted when it holds a comma, a quote or a line break (quotes doubled).
    public mutating func field(text: String) {
        // Quoted, every byte a doubled quote at worst.
        withWriter(room: 3 + 2 * text.utf8.count) { $0.field(text: text) }
    }

    /// A field formatted once (``Field``), for a value many rows repeat.
    public mutating func field(_ field: Field) {
        withWriter(room: 1 + field.padded.count) { $0.field(field) }
    }

    /// An empty field.
    public mutating func emptyField() {
        withWriter(room: 1) { $0.emptyField() }
    }

    /// Ends the current row.
    public mutating func endRow() {
        withWriter(room: 1) { $0.endRow() }
        count += 1
    }

    /// Removes every row, keeping the memory.
    public mutating func removeAll() {
        bytes.removeAll()
        recent?.forgetAll()
        count = 0
        fieldsInRow = 0
    }

    /// The header line for these column names, with its line feed.
    public static func header(_ names: [String]) -> String {
        names.map(escaped).joined(separator: ",") + "\n"
    }

    /// Whether text is written as it is: plain ASCII without a comma, a
    /// quote or a control character.
    static func isPlain(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: ",") && $0 != UInt8(ascii: "\"") }
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
}

extension CSVRows {
    /// The bytes of one field, formatted once: a table's fixed values
    /// (`true`, a kind's name, a constant) copied into every row.
    public struct Field: Sendable {
        /// The field's bytes, then zeros up to a multiple of ``piece`` bytes,
        /// so that a row copies them a piece at a time without a call.
        let padded: [UInt8]
        /// The field's length in bytes.
        let count: Int

        /// The bytes copied at a time.
        static let piece = 32

        /// A number, as ``CSVRows/field(_:)-(Double?)`` writes it.
        public init(_ value: Double?) {
            self.init { $0.field(value) }
        }

        /// A whole number, as ``CSVRows/field(integer:)`` writes it.
        public init(integer value: Int?) {
            self.init { $0.field(integer: value) }
        }

        /// Text, as ``CSVRows/field(text:)`` writes it.
        public init(text: String) {
            self.init { $0.field(text: text) }
        }

        private init(_ write: (inout CSVRows) -> Void) {
            var rows = CSVRows(capacity: 0)
            write(&rows)
            let bytes = rows.bytes.bytes
            count = bytes.count
            let pieces = (bytes.count + Self.piece - 1) / Self.piece
            padded = bytes + repeatElement(0, count: max(pieces, 1) * Self.piece - bytes.count)
        }
    }
}

extension ChunkWriter {
    /// Appends formatted rows.
    public mutating func write(_ rows: CSVRows) throws(IOError) {
        try rows.bytes.withBytes { (bytes) throws(IOError) in try write(bytes) }
    }
}
