/// The shortest decimal that reads back as a given Double: `significand ·
/// 10^exponent`, with as few significant digits as possible and, among the
/// decimals of that length, the one nearest the Double (ties to an even last
/// digit). These are the digits Swift's `description` prints.
///
/// The method is R. Giulietti's Schubfach ("The Schubfach way to render
/// doubles", 2020), written from the paper. For `v = c·2^q` the doubles that
/// round to v fill the interval R from halfway to the predecessor to halfway
/// to the successor (closed when c is even: round-half-even reads a tie back
/// as the even c). With `k = ⌊log₁₀ 2^q⌋`, R is between 1 and 10 units of
/// 10^k wide, so it holds at most one multiple of 10·10^k — if it does, that
/// decimal is the shortest — and otherwise one or both of `s·10^k` and
/// `(s+1)·10^k`, `s = ⌊v·10^−k⌋`, of which the one nearer v wins.
///
/// The scaled bounds `4·v·10^−k` and those of R come from a 126-bit
/// approximation of 10^−k (``decimalPowerTable``, generated exactly by
/// scripts/decimal_powers.py) with the product rounded to odd: an odd result
/// says "not an integer", which keeps every comparison with the even numbers
/// `4·s`, `4·(s+1)` and `2·(2s+1)` exact (the paper's theorem that 126 bits
/// suffice for doubles).
struct ShortestDecimal: Hashable {
    /// The digits, without trailing zeros: 1 ≤ significand < 10¹⁷.
    var significand: UInt64
    /// The power of ten of the last digit.
    var exponent: Int

    init(significand: UInt64, exponent: Int) {
        self.significand = significand
        self.exponent = exponent
    }

    /// The shortest decimal of `value`, which must be finite and > 0.
    @inline(__always)
    init(_ value: Double) {
        let bits = value.bitPattern
        let fraction = bits & (1 << 52 - 1)
        let biasedExponent = Int(truncatingIfNeeded: bits >> 52) & 0x7FF
        guard biasedExponent != 0 else {
            // Subnormal: c·2⁻¹⁰⁷⁴. The two smallest are scaled by ten so that
            // the significand has room for the interval's ends.
            self =
                fraction < 3
                ? Self.nearest(c: 10 * fraction, q: -1074, exponentAdjustment: -1)
                : Self.nearest(c: fraction, q: -1074, exponentAdjustment: 0)
            return
        }
        let c = fraction | 1 << 52
        let q = biasedExponent &- 1075
        // A whole number below 2⁵³: neighbours at most 1 apart, so no shorter
        // decimal reads back as it; its own digits are the answer.
        if q < 0, q > -53 {
            let whole = c &>> UInt64(-q)
            if whole &<< UInt64(-q) == c {
                self = Self.strippingZeros(whole, exponent: 0)
                return
            }
        }
        self = Self.nearest(c: c, q: q, exponentAdjustment: 0)
    }

    /// The shortest nearest decimal of `c·2^q`, its exponent plus `exponentAdjustment`.
    @inline(__always)
    private static func nearest(c: UInt64, q: Int, exponentAdjustment: Int) -> ShortestDecimal {
        let open: UInt64 = c & 1 == 0 ? 0 : 1  // 1: R excludes its ends (c odd)
        let center = c &<< 2
        let upper = center &+ 2
        // Below a power of two (c = 2⁵², except in the lowest binade) the
        // predecessor is only half as far.
        let irregular = c == 1 << 52 && q != -1074
        let lower = irregular ? center &- 1 : center &- 2
        let k = irregular ? floorLog10ThreeQuartersPow2(q) : floorLog10Pow2(q)
        let shift = UInt64(truncatingIfNeeded: q &+ floorLog2Pow10(0 &- k) &+ 2)
        let entry = 2 &* (k &+ 324)
        let (g1, g0) = decimalPowerTable.withUnsafeBufferPointer { ($0[entry], $0[entry + 1]) }
        let scaled = roundedToOdd(g1, g0, center &<< shift)
        let scaledLower = roundedToOdd(g1, g0, lower &<< shift) &+ open
        let scaledUpper = roundedToOdd(g1, g0, upper &<< shift)
        let s = scaled &>> 2
        // One digit shorter: the multiple of ten in R, if there is one.
        let down10 = s / 10 &* 10, up10 = down10 &+ 10
        let downIn = scaledLower <= down10 &<< 2, upIn = (up10 &<< 2) &+ open <= scaledUpper
        if downIn != upIn {
            let tenths = downIn ? down10 / 10 : down10 / 10 &+ 1
            return strippingZeros(tenths, exponent: k &+ 1 &+ exponentAdjustment)
        }
        // From here on the result is in R and not a multiple of ten (those
        // were tried above): no zeros to strip.
        let t = s &+ 1
        let sIn = scaledLower <= s &<< 2, tIn = (t &<< 2) &+ open <= scaledUpper
        if sIn != tIn {
            return ShortestDecimal(significand: sIn ? s : t, exponent: k &+ exponentAdjustment)
        }
        // Both in R: the nearer to v, ties to even.
        let midpoint = (s &+ t) &<< 1
        let nearer = scaled < midpoint || (scaled == midpoint && s & 1 == 0) ? s : t
        return ShortestDecimal(significand: nearer, exponent: k &+ exponentAdjustment)
    }

    /// `⌊g·cp / 2¹²⁷⌋` rounded to odd (its last bit set when the quotient is
    /// not whole), with `g = g1·2⁶³ + g0`.
    @inline(__always)
    private static func roundedToOdd(_ g1: UInt64, _ g0: UInt64, _ cp: UInt64) -> UInt64 {
        let x1 = g0.multipliedFullWidth(by: cp).high
        let (y1, y0) = g1.multipliedFullWidth(by: cp)
        let z = (y0 >> 1) &+ x1
        let high = y1 &+ (z >> 63)
        let low63: UInt64 = (1 << 63) - 1
        return high | (((z & low63) &+ low63) >> 63)
    }

    @inline(__always)
    private static func strippingZeros(_ digits: UInt64, exponent: Int) -> ShortestDecimal {
        var digits = digits, exponent = exponent
        while true {
            let quotient = digits / 10
            guard quotient &* 10 == digits else { break }
            digits = quotient
            exponent &+= 1
        }
        return ShortestDecimal(significand: digits, exponent: exponent)
    }

    /// `⌊e·log₁₀ 2⌋` for |e| ≤ 1100 (checked exhaustively by the table's script).
    @inline(__always)
    static func floorLog10Pow2(_ e: Int) -> Int { (e &* 661_971_961_083) >> 41 }

    /// `⌊e·log₁₀ 2 + log₁₀ ¾⌋` for |e| ≤ 1100.
    @inline(__always)
    static func floorLog10ThreeQuartersPow2(_ e: Int) -> Int { (e &* 661_971_961_083 &- 274_743_187_321) >> 41 }

    /// `⌊e·log₂ 10⌋` for |e| ≤ 330.
    @inline(__always)
    static func floorLog2Pow10(_ e: Int) -> Int { (e &* 913_124_641_741) >> 38 }
}
