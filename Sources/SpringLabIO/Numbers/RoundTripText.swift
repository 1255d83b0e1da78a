/// A finite Double as the text Swift's `description` gives it, written
/// straight into memory: the shortest digits that read back as the same
/// Double (``ShortestDecimal``), laid out as Swift lays them out.
///
/// - Decimal notation from 10⁻⁴ up to 2⁵³, always with a fraction:
///   `0.0001`, `0.1`, `100.0`, `9007199254740992.0`.
/// - Otherwise scientific, with a sign and at least two exponent digits:
///   `9.999999999999999e-05`, `1e+16`, `5e-324`, `1.7976931348623157e+308`.
/// - Zero is `0.0` or `-0.0`; negative values start with `-`.
///
/// It replaces the standard library's formatter on the hot path of CSV
/// output: 27 ns a number of a curve against 38 ns through `Double.write(to:)`
/// (the `CSV:` benchmarks in Benchmarks/, one core).
/// A property test compares the two texts over millions of random bit patterns.
enum RoundTripText {
    /// Bytes ``write(_:to:)`` may touch: the longest text is 24 bytes
    /// (`-1.2345678901234567e-100`, `-0.00012345678901234567`), but runs of
    /// zeros and moved digits are stored 16 bytes at a time.
    static let maximumLength = 48

    /// Writes finite `value` at `output`, which must have room for
    /// ``maximumLength`` bytes, and returns the number of bytes written.
    @inline(__always)
    static func write(_ value: Double, to output: UnsafeMutablePointer<UInt8>) -> Int {
        var p = output
        if value.sign == .minus {
            p.pointee = UInt8(ascii: "-")
            p += 1
        }
        let magnitude = value.magnitude
        guard magnitude != 0 else {
            p[0] = UInt8(ascii: "0"); p[1] = UInt8(ascii: "."); p[2] = UInt8(ascii: "0")
            return p + 3 - output
        }
        let decimal = ShortestDecimal(magnitude)
        let count = DecimalDigits.count(decimal.significand)
        let scientific = decimal.exponent &+ count &- 1  // value = d.ddd × 10^scientific
        // The digits, right-aligned in 17 places with room to read 32 bytes
        // past any of them: the layouts below copy them in 16-byte pieces.
        var scratch = (SIMD32<UInt8>(), SIMD32<UInt8>())
        return withUnsafeMutableBytes(of: &scratch) { raw in
            let padded = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            DecimalDigits.write17(decimal.significand, to: padded)
            let digits = Digits(start: padded + (17 &- count), count: count)
            if magnitude > 0x1p53 || scientific < -4 {
                p = writeScientific(digits, exponent: scientific, to: p)
            } else if scientific >= 0 {
                p = writeWhole(digits, integerDigits: scientific &+ 1, to: p)
            } else {
                p = writeFraction(digits, leadingZeros: -scientific &- 1, to: p)
            }
            return p - output
        }
    }

    /// Significant digits in ASCII, readable 32 bytes past `start`.
    private struct Digits {
        let start: UnsafeMutablePointer<UInt8>
        let count: Int

        /// Copies 16 bytes from `offset` to `destination` (at most 16 digits and what follows them).
        @inline(__always)
        func copy16(from offset: Int, to destination: UnsafeMutablePointer<UInt8>) {
            let bytes = UnsafeRawPointer(start + offset).loadUnaligned(as: SIMD16<UInt8>.self)
            UnsafeMutableRawPointer(destination).storeBytes(of: bytes, as: SIMD16<UInt8>.self)
        }
    }

    /// `d.ddde±XX` (no point for a single digit); returns the end.
    @inline(__always)
    private static func writeScientific(
        _ digits: Digits, exponent: Int,
        to p: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        p[0] = digits.start[0]
        p[1] = UInt8(ascii: ".")
        digits.copy16(from: 1, to: p + 2)
        var end = digits.count > 1 ? p + digits.count + 1 : p + 1
        end[0] = UInt8(ascii: "e")
        end[1] = exponent < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
        end += 2
        var magnitude = UInt32(truncatingIfNeeded: exponent.magnitude)
        if magnitude >= 100 {
            end[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude / 100)
            magnitude %= 100
            end += 1
        }
        DecimalDigits.write2(magnitude, to: end)
        return end + 2
    }

    /// A number ≥ 1 with `integerDigits` (at most 16) digits before the point: `123.45`, `100.0`.
    @inline(__always)
    private static func writeWhole(
        _ digits: Digits, integerDigits: Int,
        to p: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        digits.copy16(from: 0, to: p)
        if digits.count <= integerDigits {
            storeZeros(at: p + digits.count)
            p[integerDigits] = UInt8(ascii: ".")
            p[integerDigits + 1] = UInt8(ascii: "0")
            return p + integerDigits + 2
        }
        p[integerDigits] = UInt8(ascii: ".")
        digits.copy16(from: integerDigits, to: p + integerDigits + 1)
        return p + digits.count + 1
    }

    /// A number below 1: `0.`, `leadingZeros` zeros (at most 3), the digits.
    @inline(__always)
    private static func writeFraction(
        _ digits: Digits, leadingZeros: Int,
        to p: UnsafeMutablePointer<UInt8>
    ) -> UnsafeMutablePointer<UInt8> {
        storeZeros(at: p)
        p[1] = UInt8(ascii: ".")
        let first = p + 2 + leadingZeros
        digits.copy16(from: 0, to: first)
        digits.copy16(from: 16, to: first + 16)
        return first + digits.count
    }

    /// Sixteen ASCII zeros from `p` on.
    @inline(__always)
    private static func storeZeros(at p: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(p).storeBytes(of: SIMD16(repeating: UInt8(ascii: "0")), as: SIMD16<UInt8>.self)
    }
}
