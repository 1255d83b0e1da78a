import Testing

@testable import SpringLab

/// The constants a spring accepts: every rate of its motion (k/m, c/m, k/c,
/// ζ) a normal, finite Double, so that no time or amplitude overflows.
@Suite("spring constants within Double's range")
struct SpringRangeTests {
    /// (m, k, c) whose rates leave Double's range: c/m = 1e308/0.3 overflows;
    /// k/c = 0.3/1e308 and k/m = 1e-3/1e308 fall below the smallest normal
    /// Double; ζ = 1e308/(2√(1e-300)) overflows; k·m = 1e400 overflows (the
    /// critical damping 2√(km) Core Animation draws crashed on it).
    @Test(arguments: [
        (0.3, 0.3, 1e308), (1, 0.3, 1e308), (1e308, 1e-3, 1), (1, 1e-300, 1e308), (1e200, 1e200, 1),
        (1e-200, 1e-200, 1e-200),
    ])
    func refusesRatesBeyondDouble(mass: Double, stiffness: Double, damping: Double) {
        #expect(throws: SpringError.beyondDoublePrecision(mass: mass, stiffness: stiffness, damping: damping)) {
            try Spring(mass: mass, stiffness: stiffness, damping: damping)
        }
    }

    /// Extreme but representable: ζ = 5e-151, ω0 = 1e150; ζ = 5e149; k/c = 1e-300.
    @Test(arguments: [(1.0, 1e300, 1.0), (1, 1, 1e150), (1, 1e-300, 1)])
    func acceptsExtremeRepresentableSprings(mass: Double, stiffness: Double, damping: Double) throws {
        let spring = try Spring(mass: mass, stiffness: stiffness, damping: damping)
        #expect(spring.normalizedToUnitMass.damping == damping / mass)
    }

    /// A bracket or a function value beyond Double's range has no root: NaN.
    @Test func rootOfAnOverflowedFunctionIsNaN() {
        let unbounded = decreasingRoot(in: 0, .nan) { t in
            LocalExpansion(value: 1 - t, slope: -1, curvature: 0, jerk: 0)
        }
        #expect(unbounded.isNaN)
        let overflowed = decreasingRoot(in: 0, 2) { _ in LocalExpansion(value: .nan, slope: -1, curvature: 0, jerk: 0) }
        #expect(overflowed.isNaN)
        let root = decreasingRoot(in: 0, 2) { t in LocalExpansion(value: 1 - t, slope: -1, curvature: 0, jerk: 0) }
        #expect(root == 1)
    }
}

/// Numbers in target messages: the mantissa stays in [1, 10) after
/// rounding, down to subnormal numbers.
@Suite("numbers in target messages")
struct ApproximateTextTests {
    @Test(arguments: [
        (9.9999996e-309, "1e-308"), (4.98759e-309, "4.98759e-309"), (9.9999996e20, "1e21"),
        (-9.9999996e-5, "-1e-4"), (3.94892e-26, "3.94892e-26"), (5e-324, "4.94066e-324"), (123456.7, "123457"),
    ])
    func mantissaBelowTen(value: Double, text: String) {
        #expect(approx(value) == text)
    }
}
