import Testing

@testable import SpringLab

/// The AVX2 + FMA kernel of `UniformSampler.fill` (C, `CSpringKernels`) must
/// write exactly the bits of the portable Swift loop and of `next()`: it is
/// only allowed to be faster. Compared bit for bit (not with ==, which would
/// let −0 pass for +0), on springs of every regime, steps inside and outside
/// the range where the Swift loop uses Dekker's product, and runs that start
/// just below 2²⁶ (where the Swift loop switches from the short to the
/// general form of the rounding) and at large indices up to 2⁵² + a little.
@Suite("UniformSampler.fill kernels")
struct FillKernelTests {
    static let springs: [(stiffness: Double, damping: Double, velocity: Double)] = [
        (100, 0, 0),  // undamped: nothing decays, so every bit of the state matters
        (100, 10, 2),  // Core Animation's default, underdamped
        (100, 20, -3),  // critically damped
        (100, 85, 0.5),  // overdamped
        (39.47841760435743, 0.3, 0),
    ]
    static let steps: [Double] = [1.0 / 120, 1.0 / 60, 1e-3, 0.1, 1.0 / 3, 0x1p-950]
    /// First indices of the runs: 0, just below 2²⁶, and far beyond.
    static let starts = [0, (1 << 26) - 3 * 1024 - 5, (1 << 40) + 17, (1 << 52) + 3]

    static func bits(_ samples: some Sequence<MotionSample>) -> [UInt64] {
        samples.flatMap {
            [
                $0.time.bitPattern, $0.displacement.bitPattern,
                $0.velocity.bitPattern, $0.acceleration.bitPattern,
            ]
        }
    }

    /// Where two bit lists first differ, as (sample, field), or nil: short failure messages.
    static func firstDifference(_ a: [UInt64], _ b: [UInt64]) -> String? {
        guard a != b else { return nil }
        let index = a.indices.first { $0 >= b.count || a[$0] != b[$0] } ?? a.count
        return "sample \(index / 4) field \(index % 4) (of \(a.count / 4) and \(b.count / 4) samples)"
    }

    /// A sampler positioned at grid index `start` (set through the internal
    /// state: the public API would have to iterate 2²⁶ samples to get there).
    static func sampler(
        _ spring: (stiffness: Double, damping: Double, velocity: Double), step: Double,
        start: Int, count: Int, anchorInterval: Int
    ) throws -> UniformSampler {
        let motion = try SpringMotion(
            animating: Spring(stiffness: spring.stiffness, damping: spring.damping),
            initialVelocity: spring.velocity)
        var sampler = try UniformSampler(
            motion: motion, step: step, count: start + count,
            anchorInterval: anchorInterval)
        sampler.index = start
        return sampler
    }

    static func filled(_ sampler: UniformSampler, kernel: FillKernel, count: Int) -> [UInt64] {
        var sampler = sampler
        let buffer = UnsafeMutableBufferPointer<MotionSample>.allocate(capacity: count)
        defer { buffer.deallocate() }
        let written = sampler.fill(buffer, kernel: kernel)
        return bits(buffer[..<written])
    }

    @Test(
        "the C kernel writes the Swift loop's and next()'s bits",
        .enabled(if: FillKernel.preferred == .avx2, "needs an x86-64 processor with AVX2 and FMA"),
        arguments: [(1024, 4 * 1024 * 3 + 77), (7, 4 * 7 * 50 + 3)])
    func kernelsAgree(anchorInterval: Int, count: Int) throws {
        for spring in Self.springs {
            for step in Self.steps {
                for start in Self.starts {
                    let sampler = try Self.sampler(
                        spring, step: step, start: start, count: count,
                        anchorInterval: anchorInterval)
                    let vector = Self.filled(sampler, kernel: .avx2, count: count)
                    let portable = Self.filled(sampler, kernel: .swift, count: count)
                    let iterated = Self.bits(IteratorSequence(sampler))
                    #expect(vector.count == 4 * count)
                    let run = "k \(spring.stiffness) c \(spring.damping) h \(step) from \(start)"
                    #expect(Self.firstDifference(vector, portable) == nil, "\(run)")
                    #expect(Self.firstDifference(vector, iterated) == nil, "\(run)")
                }
            }
        }
    }

    /// The run of the issue: an undamped spring at 120 Hz, over a stretch of
    /// 2⁵ anchor blocks that crosses index 2²⁶.
    @Test(
        "an undamped 120 Hz run across index 2²⁶ is the same with either kernel",
        .enabled(if: FillKernel.preferred == .avx2, "needs an x86-64 processor with AVX2 and FMA"))
    func undampedAcrossTwoToThe26() throws {
        let count = 32 * 1024
        let sampler = try Self.sampler(
            (100, 0, 0), step: 1.0 / 120, start: (1 << 26) - count / 2,
            count: count, anchorInterval: 1024)
        let vector = Self.filled(sampler, kernel: .avx2, count: count)
        #expect(Self.firstDifference(vector, Self.filled(sampler, kernel: .swift, count: count)) == nil)
        #expect(Self.firstDifference(vector, Self.bits(IteratorSequence(sampler))) == nil)
    }
}
