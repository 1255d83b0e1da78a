import SpringLabIO
import Testing

/// Fixed-digit numbers as C's printf writes them (ISO C 7.21.6.1): the exact
/// binary value rounded, ties to even.
@Suite("Fixed digits")
struct FixedDigitsTests {
    @Test func fixedDecimals() {
        #expect(FixedDigits.fixed(0.5, decimals: 3) == "0.500")
        #expect(FixedDigits.fixed(-12, decimals: 1) == "-12.0")
        #expect(FixedDigits.fixed(2.5, decimals: 0) == "2")  // a tie, to even
        #expect(FixedDigits.fixed(0.125, decimals: 2) == "0.12")  // 0.125 is exact in binary: a tie
        #expect(FixedDigits.fixed(0.1 + 0.2, decimals: 17) == "0.30000000000000004")
        // 1.005 is stored as 1.00499999999999989…: rounds down.
        #expect(FixedDigits.fixed(1.005, decimals: 2) == "1.00")
    }

    /// The longest text the conversions make: the largest Double has 309
    /// integer digits, 2¹⁰²⁴ − 2⁹⁷¹ exactly, whose decimal digits start 17976931348623157081.
    @Test func longestText() {
        let text = FixedDigits.fixed(-Double.greatestFiniteMagnitude, decimals: 340)
        #expect(text.utf8.count == 1 + 309 + 1 + 340)
        #expect(text.hasPrefix("-17976931348623157081"))
        #expect(text.hasSuffix("." + String(repeating: "0", count: 340)))
    }

    @Test func scientific() {
        #expect(FixedDigits.scientific(12_345_678, decimals: 3) == "1.235e+07")
        #expect(FixedDigits.scientific(-1e-300, decimals: 0) == "-1e-300")
    }

    @Test func general() {
        #expect(FixedDigits.general(0.30000000000000004, significant: 6) == "0.3")
        #expect(FixedDigits.general(123_456_789, significant: 6) == "1.23457e+08")
        #expect(FixedDigits.general(0.0001234, significant: 2) == "0.00012")
        #expect(FixedDigits.general(0.00001234, significant: 2) == "1.2e-05")
        #expect(FixedDigits.general(-2.06, significant: 2) == "-2.1")
    }
}
