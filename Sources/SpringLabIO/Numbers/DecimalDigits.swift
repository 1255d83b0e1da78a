/// The decimal digits of an unsigned integer as ASCII, two at a time.
enum DecimalDigits {
    /// "00", "01", …, "99": 200 bytes. A literal, so that no lazy
    /// initialization is checked on every use.
    private static var pairs: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }

    /// 10⁰ … 10¹⁹.
    private static let powersOfTen: [UInt64] = [
        1, 10, 100, 1000, 10000, 100000, 1000000,
        10000000, 100000000, 1000000000, 10000000000, 100000000000, 1000000000000,
        10000000000000, 100000000000000, 1000000000000000, 10000000000000000,
        100000000000000000, 1000000000000000000, 10000000000000000000,
    ]

    /// The number of digits of `value`, 0 for 0 (which has no significant digit).
    @inline(__always)
    static func count(_ value: UInt64) -> Int {
        // ⌊bits · log₁₀ 2⌋ (1233/4096 ≈ log₁₀ 2) is the count or one less.
        let bits = 64 &- (value | 1).leadingZeroBitCount
        let estimate = (bits &* 1233) &>> 12
        return powersOfTen.withUnsafeBufferPointer { estimate &+ ($0[estimate] <= value ? 1 : 0) }
    }

    /// Writes `value` < 10¹⁷ as exactly 17 digits, zero-padded on the left:
    /// a fixed amount of work whatever the number of digits, without branches.
    @inline(__always)
    static func write17(_ value: UInt64, to output: UnsafeMutablePointer<UInt8>) {
        let top = value / 10_000_000_000_000_000
        let rest = value &- top &* 10_000_000_000_000_000
        let high = rest / 100_000_000
        output.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: top)
        write8(UInt32(truncatingIfNeeded: high), to: output + 1)
        write8(UInt32(truncatingIfNeeded: rest &- high &* 100_000_000), to: output + 9)
    }

    /// Writes `value` < 10⁸ as 8 digits: a tree of divisions (10⁴, then 10²)
    /// rather than a chain.
    @inline(__always)
    static func write8(_ value: UInt32, to output: UnsafeMutablePointer<UInt8>) {
        let high = value / 10_000, low = value &- high &* 10_000
        write2(high / 100, to: output)
        write2(high % 100, to: output + 2)
        write2(low / 100, to: output + 4)
        write2(low % 100, to: output + 6)
    }

    /// Writes `value` < 100 as two digits.
    @inline(__always)
    static func write2(_ value: UInt32, to output: UnsafeMutablePointer<UInt8>) {
        let pair = UnsafeRawPointer(pairs.utf8Start).loadUnaligned(fromByteOffset: 2 &* Int(value), as: UInt16.self)
        UnsafeMutableRawPointer(output).storeBytes(of: pair, as: UInt16.self)
    }

    /// Bytes ``write(integer:to:)`` may write: Int.min's sign and 19 digits.
    static let maximumIntegerLength = 20

    /// Writes `value` in decimal, `-` first when negative (`0`, `-12`), at
    /// `output`; returns the number of bytes written.
    static func write(integer value: Int, to output: UnsafeMutablePointer<UInt8>) -> Int {
        let sign = value < 0 ? 1 : 0
        if sign == 1 { output.pointee = UInt8(ascii: "-") }
        let magnitude = UInt64(value.magnitude)
        let digits = Swift.max(count(magnitude), 1)
        var rest = magnitude, position = sign + digits
        repeat {
            position -= 1
            output[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0
        return sign + digits
    }
}
