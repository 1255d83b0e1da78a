import SpringLabTestSupport
import Testing

@testable import SpringLabIO

/// springlab's own shortest round-trip formatter (``RoundTripText``,
/// ``ShortestDecimal``) against two independent judges: the standard
/// library's `description` (a different algorithm, the text springlab
/// promised before it had its own formatter) and parsing the text back.
@Suite("RoundTripText: shortest digits, Swift's layout")
struct RoundTripTextTests {
    /// The formatter's text for `value`, through a scratch buffer of the documented size.
    static func text(_ value: Double) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: RoundTripText.maximumLength) { buffer in
            let count = RoundTripText.write(value, to: buffer.baseAddress!)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    /// Counts the values whose text differs from `description` or does not
    /// parse back to the same bits, and reports the first few.
    static func mismatches<S: Sequence<Double>>(_ values: S, sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        var failures = 0
        for value in values where value.isFinite {
            let ours = text(value)
            guard ours != value.description || Double(ours)?.bitPattern != value.bitPattern else { continue }
            failures += 1
            if failures <= 5 {
                Issue.record("\(value.bitPattern): \(ours) vs \(value.description)", sourceLocation: sourceLocation)
            }
        }
        return failures
    }

    @Test("every binade: its first value, last value and neighbours, both signs")
    func binadeEdges() {
        var values: [Double] = []
        for exponent in 0..<2047 as Range<UInt64> {
            let first = exponent << 52
            for offset in -3...3 {
                let bits = UInt64(bitPattern: Int64(bitPattern: first) &+ Int64(offset)) & ~(1 << 63)
                let value = Double(bitPattern: bits)
                values += [value, -value]
            }
        }
        #expect(Self.mismatches(values) == 0)
    }

    @Test("the 20 000 smallest subnormals (few digits, exponent −324)")
    func smallestSubnormals() {
        #expect(Self.mismatches((1...20_000 as ClosedRange<UInt64>).map(Double.init(bitPattern:))) == 0)
    }

    @Test("powers of ten and the three doubles either side, 1e-323 … 1e308")
    func powersOfTen() {
        var values: [Double] = []
        for exponent in -323...308 {
            var value = Double("1e\(exponent)")!
            for _ in 0..<3 { value = value.nextDown }
            for _ in 0..<7 {
                values.append(value)
                value = value.nextUp
            }
        }
        #expect(Self.mismatches(values) == 0)
    }

    @Test("where the layout changes: 1e-4, 2^53, whole numbers, zeros, extremes")
    func layoutBoundaries() {
        var values: [Double] = [
            0, -0.0, 1e-4, 0x1p53, 1e16, 1e15, 123_456_789, 0.5, 1e22, 1e23, .leastNonzeroMagnitude,
            .greatestFiniteMagnitude, .leastNormalMagnitude, .pi, 1.0 / 120, 83_333.325,
        ]
        for base in [1e-4, 0x1p53, 1e-3, 1, 10, 1e15, 1e16] {
            var low = base, high = base
            for _ in 0..<50 {
                low = low.nextDown
                high = high.nextUp
                values += [low, high]
            }
        }
        for n in 0..<20_000 {
            values += [Double(n), 0x1p53 - Double(n), Double(n) / 1000, Double(n) / 120, Double(n) * 1e10]
        }
        #expect(Self.mismatches(values + values.map { -$0 }) == 0)
        #expect(Self.text(0) == "0.0")
        #expect(Self.text(-0.0) == "-0.0")
        #expect(Self.text(100) == "100.0")
        #expect(Self.text(1e-5) == "1e-05")
        #expect(Self.text(-1.7976931348623157e308) == "-1.7976931348623157e+308")
    }

    /// Any finite bit pattern: every exponent, subnormals and both signs.
    @Test("2 million random bit patterns")
    func randomBitPatterns() {
        var generator = SystemRandomNumberGenerator()
        let values = (0..<2_000_000).lazy.map { _ in Double(bitPattern: generator.next()) }
        #expect(Self.mismatches(values) == 0)
    }

    /// Every count of significant digits (1 to 17) at every place of the
    /// point, so that each layout meets each length: decimals written as
    /// text and read by the standard library, not bit patterns (which have
    /// 16 or 17 digits almost always).
    @Test("300 000 random decimals of 1 to 17 digits, 10⁻⁸ to 10²⁰")
    func everyDigitCount() {
        var generator = SplitMix64(seed: 17)
        var values: [Double] = []
        for _ in 0..<300_000 {
            let digits = Int(generator.next() % 17) + 1
            var significand = UInt64(1 + generator.next() % 9)
            for _ in 1..<digits { significand = significand * 10 + generator.next() % 10 }
            let exponent = Int(generator.next() % 29) - 8 - digits
            let value = Double("\(significand)e\(exponent)")!
            values.append(generator.next() & 1 == 0 ? value : -value)
        }
        #expect(Self.mismatches(values) == 0)
    }

    /// Values of the size springlab prints: times, progress, velocities.
    @Test("500 000 random values in ±10⁴")
    func everydayMagnitudes() {
        var generator = SystemRandomNumberGenerator()
        let values = (0..<500_000).lazy.map { _ in Double.random(in: -1e4...1e4, using: &generator) }
        #expect(Self.mismatches(values) == 0)
    }

    /// Shortness judged without the standard library: the digits read back
    /// as the value, and with the last digit dropped (rounded either way)
    /// they do not.
    @Test("no shorter decimal reads back as the value")
    func shortestWithoutReference() {
        var generator = SystemRandomNumberGenerator()
        var checked = 0
        while checked < 100_000 {
            let value = Double(bitPattern: generator.next() & ~(1 << 63))
            guard value.isFinite, value > 0 else { continue }
            checked += 1
            let decimal = ShortestDecimal(value)
            #expect(Double("\(decimal.significand)e\(decimal.exponent)") == value)
            #expect(decimal.significand % 10 != 0)
            guard decimal.significand >= 10 else { continue }
            let shorter = decimal.significand / 10
            for candidate in [shorter, shorter + 1] {
                #expect(Double("\(candidate)e\(decimal.exponent + 1)") != value, "\(value)")
            }
        }
    }

    /// The integer approximations of logarithms the method relies on, against
    /// Double arithmetic (exact enough here: e·log₁₀2 is never within 1e-6 of
    /// a whole number for 0 < |e| ≤ 1100).
    @Test("⌊e·log₁₀ 2⌋, ⌊e·log₁₀ 2 + log₁₀ ¾⌋, ⌊e·log₂ 10⌋")
    func logarithmApproximations() {
        let log10of2 = 0.301_029_995_663_981_195_21, log2of10 = 3.321_928_094_887_362_347_87
        let log10ofThreeQuarters = -0.124_938_736_608_299_953_13
        for e in -1100...1100 {
            #expect(ShortestDecimal.floorLog10Pow2(e) == Int((Double(e) * log10of2).rounded(.down)))
            #expect(
                ShortestDecimal.floorLog10ThreeQuartersPow2(e)
                    == Int((Double(e) * log10of2 + log10ofThreeQuarters).rounded(.down)))
        }
        for e in -330...330 {
            #expect(ShortestDecimal.floorLog2Pow10(e) == Int((Double(e) * log2of10).rounded(.down)))
        }
    }

    /// For 10^e with e ≤ 19 the table entry is known exactly: 10^e shifted
    /// to 126 bits, plus one.
    @Test("table entries for 10⁰ … 10¹⁹")
    func exactTableEntries() {
        var power: UInt64 = 1
        for e in 0...19 {
            let bits = 64 - power.leadingZeroBitCount  // 10^e < 2^bits
            // g = power · 2^(126 − bits) + 1, split at bit 63.
            let shift = 126 - bits
            let g1 = shift >= 63 ? power << (shift - 63) : power >> (63 - shift)
            let g0 = (shift >= 63 ? 0 : (power << shift) & ((1 << 63) - 1)) + 1
            let entry = 2 * (-e + 324)
            #expect(decimalPowerTable[entry] == g1, "10^\(e)")
            #expect(decimalPowerTable[entry + 1] == g0, "10^\(e)")
            if e < 19 { power *= 10 }
        }
    }
}
