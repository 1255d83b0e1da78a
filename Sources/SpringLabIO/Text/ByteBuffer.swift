/// A growable buffer of UTF-8 bytes that numbers and text are appended to
/// without creating a `String` per number.
///
/// Doubles are written as the standard library writes them (`Double.write(to:)`,
/// the same text as `description`): the shortest digits that parse back to
/// the identical Double, `0.1`, `100.0`, `-0.0`, `1e-05`, `1e+16`, `5e-324`;
/// `nan`, `inf`, `-inf` for non-finite values.
package struct ByteBuffer: TextOutputStream, Sendable {
    /// The bytes written, then spare room: an array's own appends would check
    /// its uniqueness and capacity once more for every piece of every number.
    private var storage: [UInt8]
    /// Bytes written so far.
    package private(set) var count = 0

    package init(capacity: Int = 0) {
        storage = [UInt8](repeating: 0, count: max(capacity, 64))
    }

    /// A copy of the bytes written so far.
    package var bytes: [UInt8] { Array(storage[..<count]) }

    package var isEmpty: Bool { count == 0 }

    /// Empties the buffer, keeping its storage for reuse.
    package mutating func removeAll() { count = 0 }

    /// Appends `value` in its shortest round-trip form.
    package mutating func append(_ value: Double) {
        // The longest text, `-1.2345678901234567e-100`, has 24 bytes.
        reserve(32)
        let start = count
        count += storage.withUnsafeMutableBufferPointer { storage in
            var digits = Digits(at: storage.baseAddress! + start)
            value.write(to: &digits)
            return digits.count
        }
    }

    /// Appends `value` in decimal, `-` first when negative: `0`, `-12`.
    package mutating func append(integer value: Int) { append(String(value)) }

    /// Appends one byte (an ASCII character such as `,` or `\n`).
    package mutating func append(byte: UInt8) {
        reserve(1)
        let index = count
        storage.withUnsafeMutableBufferPointer { $0[index] = byte }
        count = index + 1
    }

    /// Appends the UTF-8 bytes of `text`.
    package mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: UnsafeRawBufferPointer($0)) }
    }

    /// Appends raw bytes.
    package mutating func append(contentsOf raw: UnsafeRawBufferPointer) {
        guard !raw.isEmpty else { return }
        reserve(raw.count)
        let start = count
        storage.withUnsafeMutableBytes {
            ($0.baseAddress! + start).copyMemory(from: raw.baseAddress!, byteCount: raw.count)
        }
        count += raw.count
    }

    /// Appends the bytes of another buffer.
    package mutating func append(_ other: ByteBuffer) {
        other.withBytes { append(contentsOf: $0) }
    }

    /// Reads the bytes without copying them.
    package func withBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        let count = self.count
        let result: Result<R, E> = storage.withUnsafeBytes { raw in
            do throws(E) { return .success(try body(UnsafeRawBufferPointer(rebasing: raw[..<count]))) } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Makes room for `extra` more bytes past ``count``.
    private mutating func reserve(_ extra: Int) {
        guard storage.count - count < extra else { return }
        storage.append(contentsOf: repeatElement(0, count: max(storage.count, extra)))
    }

    // MARK: TextOutputStream

    package mutating func write(_ string: String) { append(string) }

    /// The standard library's number formatters hand their digits to this
    /// requirement; implemented, the digits are copied without a `String`
    /// made for them. An underscored entry point, kept because it pays:
    /// with each number appended as its `description` instead, a 10⁷-row
    /// `simulate` to a file took 1.71 × the wall time of b84d04f's build,
    /// against 1.19 × with it (`bench/budget.py`; docs/performance.md).
    package mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        append(contentsOf: UnsafeRawBufferPointer(buffer))
    }
}

/// Where `Double.write(to:)` puts a number's digits: memory with room for them.
private struct Digits: TextOutputStream {
    let start: UnsafeMutablePointer<UInt8>
    var count = 0

    init(at start: UnsafeMutablePointer<UInt8>) { self.start = start }

    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { _writeASCII($0) }
    }

    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let digits = buffer.baseAddress else { return }
        (start + count).initialize(from: digits, count: buffer.count)
        count += buffer.count
    }
}
