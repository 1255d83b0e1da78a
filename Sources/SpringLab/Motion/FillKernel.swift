import CSpringKernels

/// Which loop ``UniformSampler/fill(_:)`` uses for its four side-by-side
/// anchor blocks. Both write the same samples, bit for bit.
///
/// - ``swift``: the portable loop (`writeLanes`), 2-wide SSE2 vectors on
///   x86-64 and Dekker's product for the exact time rounding.
/// - ``avx2``: the same loop in C (`CSpringKernels`), compiled for AVX2 and
///   FMA for that one function only, so 4-wide vectors and one fused
///   multiply-add for the rounding. Swift packages cannot raise the target
///   instruction set without `unsafeFlags`, which would make SpringLab
///   unusable as a dependency; a C function's `target` attribute can.
///
/// ``preferred`` asks the processor once (x86-64 with AVX2 and FMA: ``avx2``;
/// anything else: ``swift``). Tests choose each explicitly to compare them.
enum FillKernel: Sendable {
    case swift
    case avx2

    static let preferred: FillKernel = springlab_four_blocks_available() != 0 ? .avx2 : .swift
}

extension UniformSampler {
    /// Writes the four anchor blocks from the lanes' anchors with the C kernel.
    /// Only for ``FillKernel/avx2``, i.e. when the processor has AVX2 and FMA.
    func writeLanesAVX2(
        gridIndex: BlockLanes, x: BlockLanes, v: BlockLanes, anchorRounding: BlockLanes,
        into output: UnsafeMutablePointer<MotionSample>
    ) {
        let c = motion.constants, t = transition
        let constants = SpringLabFillConstants(
            step: step, xx: t.xx, xv: t.xv, vx: t.vx, vv: t.vv,
            accelerationFromVelocity: -2 * c.decay, naturalFrequencySquared: c.naturalFrequencySquared)
        // The layout the kernel reads: 16 Doubles, index, x, v, rounding, four lanes each.
        let anchors = SIMD16(
            lowHalf: SIMD8(lowHalf: gridIndex, highHalf: x),
            highHalf: SIMD8(lowHalf: v, highHalf: anchorRounding))
        withUnsafeBytes(of: anchors) { lanes in
            springlab_write_four_blocks(lanes.baseAddress, constants, anchorInterval, output)
        }
    }
}
