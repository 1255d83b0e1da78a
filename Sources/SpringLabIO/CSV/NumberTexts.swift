/// The CSV texts of a list of numbers, formatted once and copied into rows
/// by index (``CSVRows/field(_:at:)``): for values every row takes from a
/// short list, such as the inner axis of a sweep, whose values come back
/// once per row of the grid, too far apart for ``RecentNumbers``.
///
/// Each text is what ``CSVRows/field(_:)-(Double?)`` writes for its value:
/// the shortest round-trip form, empty for a non-finite value.
public struct NumberTexts: Sendable {
    /// The texts one after another, then room to read 32 bytes past any of them.
    private let bytes: [UInt8]
    /// Text i is `bytes[starts[i]..<starts[i + 1]]`.
    private let starts: [Int]
    /// The bit patterns of the values, for the rows' cache.
    private let bits: [UInt64]

    /// Texts are copied 32 bytes at a time: longer ones (none are) would be cut.
    static let copyLength = 32

    public init(_ values: [Double]) {
        var text = ByteBuffer(capacity: values.count * 24 + Self.copyLength)
        var starts = [0]
        starts.reserveCapacity(values.count + 1)
        for value in values {
            if value.isFinite { text.append(value) }
            starts.append(text.count)
        }
        var bytes = text.bytes
        bytes.append(contentsOf: repeatElement(0, count: Self.copyLength))
        self.bytes = bytes
        self.starts = starts
        bits = values.map(\.bitPattern)
    }

    public var count: Int { bits.count }

    /// Writes text `index` at `output`, which must have room for
    /// ``RoundTripText/maximumLength`` bytes; returns its length and its value's bits.
    @inline(__always)
    func write(_ index: Int, to output: UnsafeMutablePointer<UInt8>) -> (count: Int, bits: UInt64) {
        let start = starts[index], count = starts[index + 1] - start
        bytes.withUnsafeBufferPointer { bytes in
            let text = UnsafeRawPointer(bytes.baseAddress! + start).loadUnaligned(as: SIMD32<UInt8>.self)
            UnsafeMutableRawPointer(output).storeBytes(of: text, as: SIMD32<UInt8>.self)
        }
        return (count, bits[index])
    }
}

extension CSVRows {
    /// Number `index` of `texts`, as ``field(_:)-(Double?)`` writes its value
    /// (and remembered as that call would remember it).
    public mutating func field(_ texts: NumberTexts, at index: Int) {
        withWriter(room: 1 + RoundTripText.maximumLength) { $0.field(texts, at: index) }
    }
}
