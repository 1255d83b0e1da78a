/// A reusable buffer of UTF-8 bytes that numbers and text are appended to
/// without creating a `String` per number.
///
/// Doubles are written in Swift's shortest round-trip form — the same text
/// as `value.description`, which parses back to the identical `Double` — by
/// springlab's own formatter (``RoundTripText``), which writes the digits
/// straight into the buffer's memory. Non-finite values (`nan`, `inf`), which
/// no caller writes on a hot path, go through the standard library's.
public struct ByteBuffer: TextOutputStream, Sendable {
    /// Zero-filled past ``count``, so numbers can be written in place.
    @usableFromInline var storage: [UInt8]
    @usableFromInline var used = 0

    /// The bytes written so far.
    public var bytes: [UInt8] { Array(storage[..<used]) }

    public init(capacity: Int = 0) {
        storage = [UInt8](repeating: 0, count: max(capacity, RoundTripText.maximumLength))
    }

    public var count: Int { used }
    public var isEmpty: Bool { used == 0 }

    /// Empties the buffer, keeping its storage for reuse.
    public mutating func removeAll() {
        used = 0
    }

    /// Appends `value` in the shortest form that round-trips (`0.1`, `-2.5e-07`,
    /// `1e+16`, `5e-324`; `nan`/`inf` for non-finite values).
    public mutating func append(_ value: Double) {
        guard value.isFinite else { return value.write(to: &self) }
        write(reserving: RoundTripText.maximumLength) { base, end in RoundTripText.write(value, to: base + end) }
    }

    /// Appends `value` in decimal, `-` first when negative: `0`, `-12`.
    public mutating func append(integer value: Int) {
        write(reserving: DecimalDigits.maximumIntegerLength) { base, end in
            DecimalDigits.write(integer: value, to: base + end)
        }
    }

    /// Lets `body` write up to `extra` bytes past the end, given the
    /// storage's start and the end's offset; it returns how many it wrote.
    @inline(__always)
    mutating func write(reserving extra: Int, _ body: (_ base: UnsafeMutablePointer<UInt8>, _ end: Int) -> Int) {
        reserve(extra)
        let end = used
        used += storage.withUnsafeMutableBufferPointer { body($0.baseAddress!, end) }
    }

    /// Appends one byte (an ASCII character such as `,` or `\n`).
    @inlinable @inline(__always)
    public mutating func append(byte: UInt8) {
        reserve(1)
        let index = used
        storage.withUnsafeMutableBufferPointer { $0[index] = byte }
        used = index + 1
    }

    /// Appends the UTF-8 bytes of `text`.
    public mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: UnsafeRawBufferPointer($0)) }
    }

    /// Appends raw bytes.
    public mutating func append(contentsOf bytes: UnsafeRawBufferPointer) {
        guard !bytes.isEmpty else { return }
        reserve(bytes.count)
        let start = used
        storage.withUnsafeMutableBytes {
            ($0.baseAddress! + start).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
        }
        used += bytes.count
    }

    /// Appends the bytes of another buffer.
    public mutating func append(_ other: ByteBuffer) {
        other.withBytes { append(contentsOf: $0) }
    }

    /// Reads the bytes without copying them.
    public func withBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        let used = self.used
        let result: Result<R, E> = storage.withUnsafeBytes { raw in
            do throws(E) { return .success(try body(UnsafeRawBufferPointer(rebasing: raw[..<used]))) } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Makes room for `extra` more bytes past ``count``.
    @inlinable
    mutating func reserve(_ extra: Int) {
        if storage.count - used < extra { grow(extra) }
    }

    @usableFromInline
    mutating func grow(_ extra: Int) {
        let capacity = max(2 * storage.count, used + extra)
        storage.append(contentsOf: repeatElement(0, count: capacity - storage.count))
    }

    // MARK: TextOutputStream

    public mutating func write(_ string: String) {
        append(string)
    }

    /// The standard library's number formatters call this with their digits.
    public mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        append(contentsOf: UnsafeRawBufferPointer(buffer))
    }
}
