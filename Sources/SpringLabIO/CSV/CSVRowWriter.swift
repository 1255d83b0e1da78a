/// The fields of one row of ``CSVRows``, written straight into the rows'
/// memory, with the conventions of ``CSVRows``: commas between fields,
/// numbers in their shortest round-trip form, an empty field for a missing
/// or non-finite number, text quoted as RFC 4180 asks.
///
/// A writer exists only inside ``CSVRows/appendRow(_:)`` (or one field of
/// ``CSVRows``), which reserves room for the row first: a field then costs
/// a comparison with the room left and its own bytes, instead of a check,
/// field by field, that the rows' memory is not shared and is large enough.
///
/// Each field counts the bytes it may take at most (a number 49 with its
/// comma, whatever its text, since its digits are stored in blocks); once
/// the fields given exceed the room, the writer stops writing and only
/// counts, and ``CSVRows/appendRow(_:)`` writes the row again with room for
/// that count. The room is thus never exceeded, however long a text is.
public struct CSVRowWriter {
    /// The rows' memory; nil for a writer with no room.
    private let base: UnsafeMutablePointer<UInt8>?
    /// Bytes reserved from where the writer starts on.
    private let room: Int
    /// Where the recent numbers' texts are, when the rows remember them.
    private let numbers: RecentNumbers.Cache?
    /// The offset from `base` after the last field written.
    private(set) var end: Int
    /// Fields of the row so far.
    private(set) var fieldsInRow: Int
    /// The bytes the fields given so far may take, from where the writer started.
    private(set) var worstCase = 0

    /// A writer with no room, which counts the fields it is given without
    /// writing them: a placeholder between rows.
    public init() {
        self.init(base: nil, start: 0, room: 0, numbers: nil, fieldsInRow: 0)
    }

    init(
        base: UnsafeMutablePointer<UInt8>?, start: Int, room: Int, numbers: RecentNumbers.Cache?, fieldsInRow: Int
    ) {
        self.base = base
        self.room = room
        self.numbers = numbers
        end = start
        self.fieldsInRow = fieldsInRow
    }

    /// Whether every field given so far was written.
    var fits: Bool { worstCase <= room }

    /// Starts a field that takes at most `bytes` after its comma: the address
    /// to write it at, after the comma, or nil once the row no longer fits.
    @inline(__always)
    private mutating func startField(atMost bytes: Int) -> UnsafeMutablePointer<UInt8>? {
        worstCase &+= 1 &+ bytes
        guard worstCase <= room, let base else { return nil }
        var position = base + end
        if fieldsInRow > 0 {
            position.pointee = UInt8(ascii: ",")
            position += 1
        }
        fieldsInRow &+= 1
        return position
    }

    /// Ends the field started at `field`, `count` bytes long.
    @inline(__always)
    private mutating func endField(at field: UnsafeMutablePointer<UInt8>, count: Int) {
        end = field + count - base!
    }

    /// A number; an empty field for nil or a non-finite value (which no
    /// CSV reader agrees on).
    public mutating func field(_ value: Double?) {
        guard let field = startField(atMost: RoundTripText.maximumLength) else { return }
        guard let value, value.isFinite else { return endField(at: field, count: 0) }
        // Every path that formats ends in a call of its own, in tail position, so that a number
        // copied from the cache (most of a sweep's) saves and restores no registers.
        guard let count = numbers?.copy(value, in: base!, to: field - base!) else {
            return formatted(value, at: field, rememberedIn: numbers)
        }
        endField(at: field, count: count)
    }

    /// A number formatted in place, whether or not the rows remember
    /// numbers: for numbers that rarely repeat (a curve's samples), where a
    /// lookup would only cost. An empty field for a non-finite value.
    public mutating func field(formatting value: Double) {
        guard let field = startField(atMost: RoundTripText.maximumLength) else { return }
        endField(at: field, count: value.isFinite ? RoundTripText.write(value, to: field) : 0)
    }

    /// `value` formatted at `field`, which ends there, and where its text
    /// lies noted in `numbers`, if the rows remember numbers.
    @inline(never)
    private mutating func formatted(
        _ value: Double, at field: UnsafeMutablePointer<UInt8>, rememberedIn numbers: RecentNumbers.Cache?
    ) {
        let count = RoundTripText.write(value, to: field)
        numbers?.remember(value.bitPattern, start: field - base!, count: count)
        endField(at: field, count: count)
    }

    /// Number `index` of `texts`, as ``field(_:)-(Double?)`` writes its value
    /// (and remembered as that call would remember it).
    public mutating func field(_ texts: NumberTexts, at index: Int) {
        guard let field = startField(atMost: RoundTripText.maximumLength) else { return }
        let (count, bits) = texts.write(index, to: field)
        if count > 0 { numbers?.remember(bits, start: field - base!, count: count) }
        endField(at: field, count: count)
    }

    /// A whole number, `-12`; an empty field for nil.
    public mutating func field(integer value: Int?) {
        guard let field = startField(atMost: DecimalDigits.maximumIntegerLength) else { return }
        endField(at: field, count: value.map { DecimalDigits.write(integer: $0, to: field) } ?? 0)
    }

    /// Text, quoted when it holds a comma, a quote or a line break (quotes doubled).
    public mutating func field(text: String) {
        // Plain ASCII without a comma, quote or control character needs no quotes: the usual case,
        // read in place (a native string's bytes are contiguous).
        let copied = text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard CSVRows.isPlain(utf8) else { return false }
            copy(UnsafeRawBufferPointer(utf8))
            return true
        }
        if copied == true { return }
        var escaped = CSVRows.escaped(text)
        escaped.withUTF8 { copy(UnsafeRawBufferPointer($0)) }
    }

    /// A field formatted once (``CSVRows/Field``), for a value many rows repeat.
    public mutating func field(_ field: CSVRows.Field) {
        // The padding is written too, past the field's end, where the next field overwrites it.
        guard let start = startField(atMost: field.padded.count) else { return }
        field.padded.withUnsafeBytes { padded in
            var offset = 0
            repeat {
                let piece = padded.loadUnaligned(fromByteOffset: offset, as: SIMD32<UInt8>.self)
                UnsafeMutableRawPointer(start + offset).storeBytes(of: piece, as: SIMD32<UInt8>.self)
                offset &+= CSVRows.Field.piece
            } while offset < padded.count
        }
        endField(at: start, count: field.count)
    }

    /// An empty field.
    public mutating func emptyField() {
        guard let field = startField(atMost: 0) else { return }
        endField(at: field, count: 0)
    }

    /// Ends the row with a line feed, which takes one byte of the room.
    mutating func endRow() {
        worstCase &+= 1
        guard worstCase <= room, let base else { return }
        base[end] = UInt8(ascii: "\n")
        end &+= 1
        fieldsInRow = 0
    }

    /// A field of these bytes, as they are.
    private mutating func copy(_ bytes: UnsafeRawBufferPointer) {
        guard let field = startField(atMost: bytes.count) else { return }
        if let source = bytes.baseAddress {
            UnsafeMutableRawPointer(field).copyMemory(from: source, byteCount: bytes.count)
        }
        endField(at: field, count: bytes.count)
    }
}

extension CSVRows {
    /// Appends a row of the fields `write` gives the writer, and a line feed.
    ///
    /// `write` may be called more than once: when its fields do not fit the
    /// room reserved (at first a few hundred bytes, then as much as the
    /// longest row needed), they are written again with room for them all.
    /// It must give the same fields each time and touch nothing else.
    public mutating func appendRow(_ write: (inout CSVRowWriter) -> Void) {
        precondition(fieldsInRow == 0, "appendRow in the middle of a row")
        while true {
            let needed = withWriter(room: rowRoom) { row in
                write(&row)
                row.endRow()
                return row.worstCase
            }
            if needed <= rowRoom { break }
            rowRoom = needed
            // The numbers written by the attempt lie past the end, to be overwritten.
            recent?.forgetAll()
        }
        count += 1
    }

    /// Runs `body` with a writer for the bytes past the end, with `room`
    /// bytes of room, continuing the current row, and keeps what it wrote if
    /// every field fitted.
    @inline(__always)
    mutating func withWriter<R>(room: Int, _ body: (inout CSVRowWriter) -> R) -> R {
        bytes.reserve(room)
        let start = bytes.used, fields = fieldsInRow
        let (result, end, written, fits) = bytes.storage.withUnsafeMutableBufferPointer { storage in
            recent.withCache { numbers in
                var writer = CSVRowWriter(
                    base: storage.baseAddress!, start: start, room: room, numbers: numbers, fieldsInRow: fields)
                let result = body(&writer)
                return (result, writer.end, writer.fieldsInRow, writer.fits)
            }
        }
        if fits {
            bytes.used = end
            fieldsInRow = written
        }
        return result
    }
}

extension Optional where Wrapped == RecentNumbers {
    /// The cache's slots when there is a cache, for the fields written in `body`.
    @inline(__always)
    fileprivate mutating func withCache<R>(_ body: (RecentNumbers.Cache?) -> R) -> R {
        guard self != nil else { return body(nil) }
        return self!.withCache { body($0) }
    }
}
