/// A reusable buffer of UTF-8 bytes that numbers and text are appended to
/// without creating a `String` per number.
///
/// Doubles are written in Swift's shortest round-trip form — the same digits
/// as `value.description`, which parses back to the identical `Double` — by
/// the standard library's own formatter, which hands its ASCII bytes straight
/// to ``_writeASCII(_:)`` below. (If a future standard library called
/// ``write(_:)`` instead, the output would be the same, only slower.)
public struct ByteBuffer: TextOutputStream {
    @usableFromInline var storage: [UInt8] = []

    /// The bytes written so far.
    public var bytes: [UInt8] { storage }

    public init(capacity: Int = 0) {
        storage.reserveCapacity(capacity)
    }

    public var count: Int { storage.count }
    public var isEmpty: Bool { storage.isEmpty }

    /// Empties the buffer, keeping its storage for reuse.
    public mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
    }

    /// Appends `value` in the shortest form that round-trips (`0.1`, `-2.5e-07`,
    /// `1e+16`, `5e-324`; `nan`/`inf` for non-finite values).
    @inlinable
    public mutating func append(_ value: Double) {
        value.write(to: &self)
    }

    /// Appends one byte (an ASCII character such as `,` or `\n`).
    @inlinable
    public mutating func append(byte: UInt8) {
        storage.append(byte)
    }

    /// Appends the UTF-8 bytes of `text`.
    public mutating func append(_ text: String) {
        storage.append(contentsOf: text.utf8)
    }

    /// Reads the bytes without copying them.
    public func withBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        let result: Result<R, E> = storage.withUnsafeBytes { raw in
            do throws(E) { return .success(try body(raw)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    // MARK: TextOutputStream

    public mutating func write(_ string: String) {
        storage.append(contentsOf: string.utf8)
    }

    /// The standard library's number formatters call this with their digits.
    public mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        storage.append(contentsOf: buffer)
    }
}
