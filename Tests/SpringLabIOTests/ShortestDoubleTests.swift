import PropertyBased
import SpringLabIO
import Testing

/// The text of a number in springlab's CSV and JSON: the shortest decimal
/// that parses back to the identical Double (bit for bit), laid out as
/// Swift's `description` lays it out.
@Suite("Shortest round-trip numbers")
struct ShortestDoubleTests {
    static func formatted(_ value: Double) -> String {
        var buffer = ByteBuffer()
        buffer.append(value)
        return String(decoding: buffer.bytes, as: UTF8.self)
    }

    static func expectRoundTrip(_ value: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let text = formatted(value)
        let parsed = Double(text)
        #expect(
            parsed?.bitPattern == value.bitPattern, "\(text) parsed as \(String(describing: parsed))",
            sourceLocation: sourceLocation)
    }

    /// Decimal notation from 10⁻⁴ up to 2⁵³, always with a fraction;
    /// scientific otherwise, with a sign and at least two exponent digits;
    /// zero keeps its sign.
    @Test(
        arguments: [
            (0.0, "0.0"), (-0.0, "-0.0"), (1, "1.0"), (100, "100.0"), (-12.5, "-12.5"), (0.1, "0.1"),
            (1.0 / 3, "0.3333333333333333"), (1e-4, "0.0001"), (1e-5, "1e-05"), (-2.5e-7, "-2.5e-07"),
            (9.999999999999999e-05, "9.999999999999999e-05"), (0x1p53, "9007199254740992.0"),
            (0x1p53 + 2, "9.007199254740994e+15"), (1e16, "1e+16"), (1e300, "1e+300"), (5e-324, "5e-324"),
            (1.7976931348623157e308, "1.7976931348623157e+308"), (-1.7976931348623157e308, "-1.7976931348623157e+308"),
        ] as [(Double, String)])
    func layout(_ value: Double, _ text: String) {
        #expect(Self.formatted(value) == text)
    }

    /// No decimal with one significant digit fewer (the last dropped, rounded
    /// down or up) reads back as the value: the digits are the shortest.
    @Test func digitsAreShortest() async {
        let positive = Gen<UInt64>.bitSet.map { Double(bitPattern: $0 & ~(1 << 63)) }.filter { $0.isFinite && $0 > 0 }
        await propertyCheck(count: 20_000, input: positive) { value in
            let text = Self.formatted(value)
            let parts = text.split(separator: "e")
            let fraction = parts[0].split(separator: ".").dropFirst().first?.count ?? 0
            guard var significand = UInt64(parts[0].filter { $0 != "." }) else {
                Issue.record("\(text): digits")
                return
            }
            var exponent = (parts.count > 1 ? Int(parts[1]) ?? 0 : 0) - fraction
            while significand % 10 == 0 {
                significand /= 10
                exponent += 1
            }
            #expect(Double("\(significand)e\(exponent)") == value, "\(text)")
            guard significand >= 10 else { return }
            for candidate in [significand / 10, significand / 10 + 1] {
                #expect(Double("\(candidate)e\(exponent + 1)") != value, "\(text)")
            }
        }
    }

    /// Any finite bit pattern: all exponents, subnormals and both signs.
    @Test func randomBitPatternsRoundTrip() async {
        let finite = Gen<UInt64>.bitSet.map(Double.init(bitPattern:)).filter(\.isFinite)
        await propertyCheck(count: 20_000, input: finite) { value in
            Self.expectRoundTrip(value)
        }
    }

    /// Integers print with a trailing ".0" and parse back exactly.
    @Test func integersRoundTrip() async {
        await propertyCheck(count: 5_000, input: Gen.int(in: -(1 << 53)...(1 << 53))) { n in
            Self.expectRoundTrip(Double(n))
            #expect(Self.formatted(Double(n)) == "\(n).0")
        }
    }

    @Test func nonFiniteValuesHaveNames() {
        #expect(Self.formatted(.infinity) == "inf")
        #expect(Self.formatted(-.infinity) == "-inf")
        #expect(Self.formatted(.nan) == "nan")
    }

    /// The buffer is reused: appending after `removeAll` starts afresh.
    @Test func bufferIsReusable() {
        var buffer = ByteBuffer(capacity: 64)
        buffer.append(0.5)
        buffer.append(byte: UInt8(ascii: ","))
        buffer.append(-2.5e-7)
        buffer.append(byte: UInt8(ascii: ","))
        buffer.append(integer: -12)
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == "0.5,-2.5e-07,-12")
        buffer.removeAll()
        buffer.append(1e300)
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == "1e+300")
    }
}
