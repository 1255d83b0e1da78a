import PropertyBased
import SpringLabIO
import Testing

/// The formatter must write exactly Swift's shortest round-trip digits, and
/// those must parse back to the identical Double (bit for bit).
@Suite("Shortest round-trip numbers")
struct ShortestDoubleTests {
    static func formatted(_ value: Double) -> String {
        var buffer = ByteBuffer()
        buffer.append(value)
        return String(decoding: buffer.bytes, as: UTF8.self)
    }

    static func expectRoundTrip(_ value: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let text = formatted(value)
        #expect(text == value.description, sourceLocation: sourceLocation)
        let parsed = Double(text)
        #expect(
            parsed?.bitPattern == value.bitPattern, "\(text) parsed as \(String(describing: parsed))",
            sourceLocation: sourceLocation)
    }

    static let chosen: [Double] = {
        let ordinary: [Double] = [0.0, -0.0, 1, -1, 2, 100, 123_456_789, 9_007_199_254_740_994, 1e16, 1e22, 1e23]
        let fractions: [Double] = [0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, .pi, -.pi, 1.0 / 120, 1.0 / 60, 0.45]
        let extremes: [Double] = [1e-300, -1e-300, 1e300, -1e300, 1e-5, 1e-7, 123e-20]
        let limits: [Double] = [
            .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
            Double.leastNormalMagnitude.nextDown, .greatestFiniteMagnitude,
            -.greatestFiniteMagnitude, .ulpOfOne, 1 + .ulpOfOne, Double(1).nextDown,
        ]
        return ordinary + fractions + extremes + limits
    }()

    @Test(arguments: chosen)
    func chosenValuesRoundTrip(_ value: Double) {
        Self.expectRoundTrip(value)
    }

    /// Any finite bit pattern: all exponents, subnormals and both signs.
    @Test func randomBitPatternsRoundTrip() async {
        let finite = Gen<UInt64>.bitSet.map(Double.init(bitPattern:)).filter(\.isFinite)
        await propertyCheck(count: 20_000, input: finite) { value in
            Self.expectRoundTrip(value)
        }
    }

    /// Subnormals, where the shortest form has few digits and a huge exponent.
    @Test func randomSubnormalsRoundTrip() async {
        let subnormal = Gen<UInt64>.value(in: 1...(1 << 52) - 1).map(Double.init(bitPattern:))
        await propertyCheck(count: 5_000, input: subnormal) { value in
            Self.expectRoundTrip(value)
            Self.expectRoundTrip(-value)
        }
    }

    /// Values of the size springlab prints: times, progress, velocities.
    @Test func everydayMagnitudesRoundTrip() async {
        await propertyCheck(count: 20_000, input: Gen.double(in: -1e4...1e4)) { value in
            Self.expectRoundTrip(value)
        }
    }

    /// Integers print with a trailing ".0" and parse back exactly.
    @Test func integersRoundTrip() async {
        await propertyCheck(count: 5_000, input: Gen.int(in: -(1 << 53)...(1 << 53))) { n in
            Self.expectRoundTrip(Double(n))
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
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == "0.5,-2.5e-07")
        buffer.removeAll()
        buffer.append(1e300)
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == "1e+300")
    }
}
