import Testing

@testable import SpringLab

/// Dekker's product must give the exact rounding `n·h − fl(n·h)`, which a
/// fused multiply-add also gives exactly: the two must agree bit for bit.
@Suite("GridRounding")
struct GridRoundingTests {
    static func fused(_ n: Double, _ step: Double) -> Double {
        let time = n * step
        return (-time).addingProduct(n, step)
    }

    @Test("equals the fused multiply-add for steps in 2⁻⁹⁰⁰…2⁹⁰⁰ and indices up to 2⁵³")
    func matchesFusedMultiplyAdd() {
        var generator = SystemRandomNumberGenerator()
        var steps: [Double] = [1.0 / 120, 1.0 / 60, 1e-5, 0.1, 1.0 / 3, 0x1p-900, 0x1p900, 7e-200, 3e250]
        for _ in 0..<200 {
            steps.append(Double.random(in: 1e-9...10, using: &generator))
            let exponent = Int.random(in: -900...899, using: &generator)
            steps.append(
                Double(sign: .plus, exponent: exponent, significand: Double.random(in: 1..<2, using: &generator)))
        }
        for step in steps {
            let rounding = GridRounding(step: step)
            #expect(rounding.splits)
            var indices: [Double] = [0, 1, 2, 3, 0x1p26 - 1, 0x1p26 + 1, 0x1p27 + 3, 0x1p53 - 1]
            for _ in 0..<500 {
                indices.append(Double(Int.random(in: 0..<(1 << 53), using: &generator)))
                indices.append(Double(Int.random(in: 0..<10_000_000, using: &generator)))
            }
            for n in indices {
                let time = n * step
                #expect(rounding.error(index: n, time: time) == Self.fused(n, step), "n \(n) h \(step)")
            }
            let lanes = SIMD4(indices[4], indices[5], indices[6], indices[7])
            let four = rounding.error(index: lanes, time: lanes * step)
            for lane in 0..<4 { #expect(four[lane] == Self.fused(lanes[lane], step)) }
            // The short form, for indices up to 2²⁶.
            for start in stride(from: 0.0, to: 2_000, by: 4) + [0x1p26 - 3, 12_345_677, 0x1p25 + 1] {
                let short = SIMD4(start, start + 1, start + 2, start + 3)
                let error = rounding.errorOfShortIndex(short, time: short * step)
                for lane in 0..<4 {
                    #expect(error[lane] == Self.fused(short[lane], step), "n \(short[lane]) h \(step)")
                }
            }
        }
    }

    @Test(
        "falls back to the fused multiply-add outside the exact range",
        arguments: [0x1p-1000, Double.leastNonzeroMagnitude, 0x1p1000])
    func extremeSteps(step: Double) {
        let rounding = GridRounding(step: step)
        #expect(!rounding.splits)
        for n in [0.0, 1, 3, 12345, 0x1p40 + 1] {
            #expect(rounding.error(index: n, time: n * step) == Self.fused(n, step))
        }
    }
}
