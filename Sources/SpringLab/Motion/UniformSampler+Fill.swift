extension UniformSampler {
    /// Writes the next samples into `buffer`, exactly as many calls to
    /// ``next()`` would produce them (bit for bit), and advances the sampler
    /// past them.
    ///
    /// This is the bulk path for sampling a curve into memory: instead of one
    /// iterator step and one anchoring test per sample, it walks whole anchor
    /// blocks (the `anchorInterval` samples between two re-anchorings to the
    /// closed form) in branch-free inner loops. Each block depends only on its
    /// own anchor, so four consecutive blocks are advanced side by side: the
    /// latency of one step (a multiply and an add that feed the next step) is
    /// then hidden behind the three other blocks' steps, and what limits the
    /// loop is how fast memory takes the samples (32 bytes each).
    ///
    /// Streaming a long curve in fixed-size chunks (say 4096 samples) keeps
    /// memory flat; the chunks need not line up with the anchor blocks.
    ///
    /// - Parameter buffer: destination, initialized or not (``MotionSample``
    ///   is a trivial type).
    /// - Returns: the number of samples written: `min(buffer.count, remaining)`,
    ///   0 once the sampler is exhausted.
    ///
    /// On x86-64 processors with AVX2 and FMA the blocks are written by a C
    /// function compiled for them (see `FillKernel`), about twice as fast;
    /// it performs the same operations in the same order, so the samples are
    /// the same bits.
    public mutating func fill(_ buffer: UnsafeMutableBufferPointer<MotionSample>) -> Int {
        fill(buffer, kernel: .preferred)
    }

    /// ``fill(_:)`` with the given loop for whole anchor blocks (tests compare the two).
    mutating func fill(_ buffer: UnsafeMutableBufferPointer<MotionSample>, kernel: FillKernel) -> Int {
        guard let output = buffer.baseAddress else { return 0 }
        let total = Swift.min(buffer.count, count - index)
        var written = 0
        while written < total {
            if untilAnchor == 0 {
                // (Divided rather than multiplied: anchorInterval may be huge.)
                if (total - written) / BlockLanes.scalarCount >= anchorInterval {
                    writeInterleavedBlocks(into: output + written, kernel: kernel)
                    index += BlockLanes.scalarCount * anchorInterval
                    written += BlockLanes.scalarCount * anchorInterval
                    continue
                }
                anchor()
            }
            // The rest of the current block, or of the buffer if that ends first.
            let run = Swift.min(untilAnchor, total - written)
            state = writeRun(from: state, firstIndex: index, count: run, into: output + written)
            index += run
            untilAnchor -= run
            written += run
        }
        return written
    }

    /// All remaining samples as an array, written by ``fill(_:)``.
    public mutating func collect() -> [MotionSample] {
        let remaining = count - index
        return [MotionSample](unsafeUninitializedCapacity: remaining) { buffer, initialized in
            initialized = fill(buffer)
        }
    }

    /// One value per anchor block that ``fill(_:)`` advances side by side.
    /// Four blocks cover the latency of a multiply followed by an add (about
    /// 5 cycles) on current cores.
    typealias BlockLanes = SIMD4<Double>

    /// Resets the state to the closed form at the current index, as ``next()`` does.
    private mutating func anchor() {
        let n = Double(index)
        let time = n * step
        state = motion.state(at: time)
        anchorRounding = rounding.error(index: n, time: time)
        untilAnchor = anchorInterval
    }

    /// Writes `count` samples starting at grid index `firstIndex` from `state`
    /// without re-anchoring, and returns the state after the last of them.
    /// Each sample is moved from the stepped time to the reported time `fl(n h)`
    /// exactly as in ``next()``.
    @inline(__always)
    private func writeRun(
        from state: SpringState, firstIndex: Int, count: Int,
        into output: UnsafeMutablePointer<MotionSample>
    ) -> SpringState {
        var state = state
        let constants = motion.constants
        for k in 0..<count {
            let n = Double(firstIndex + k)
            let time = n * step
            let shift = anchorRounding - rounding.error(index: n, time: time)
            let acceleration = constants.acceleration(of: state)
            let shifted = SpringState(
                displacement: state.displacement + state.velocity * shift,
                velocity: state.velocity + acceleration * shift)
            (output + k).initialize(to: MotionSample(time: time, state: shifted, constants: constants))
            state = transition.advance(state)
        }
        return state
    }

    /// Writes the ``BlockLanes`` whole anchor blocks that start at the current index
    /// (a multiple of `anchorInterval`), each from its own anchor, advancing
    /// them in lockstep. Per block the arithmetic is that of ``writeRun``, in
    /// the same order, so the samples are identical.
    @inline(__always)
    private func writeInterleavedBlocks(into output: UnsafeMutablePointer<MotionSample>, kernel: FillKernel) {
        let blockLength = anchorInterval
        // Grid indices as Doubles: exact below 2⁵³, so `gridIndex * step` is
        // the `Double(index) * step` of ``next()``, without a conversion per sample.
        var gridIndex = BlockLanes(), x = BlockLanes(), v = BlockLanes(), anchorRounding = BlockLanes()
        for lane in gridIndex.indices {
            gridIndex[lane] = Double(index + lane * blockLength)
            let anchorTime = gridIndex[lane] * step
            let anchor = motion.state(at: anchorTime)
            x[lane] = anchor.displacement
            v[lane] = anchor.velocity
            anchorRounding[lane] = rounding.error(index: gridIndex[lane], time: anchorTime)
        }
        if kernel == .avx2 {
            // Same operations; its fma gives the same exact rounding as either form below.
            writeLanesAVX2(gridIndex: gridIndex, x: x, v: v, anchorRounding: anchorRounding, into: output)
            return
        }
        let rounding = self.rounding
        // Below 2²⁶ an index is its own high half (GridRounding): half the work, same bits.
        if rounding.splits, Double(index + BlockLanes.scalarCount * blockLength) <= GridRounding.shortIndexLimit {
            writeLanes(gridIndex: gridIndex, x: x, v: v, anchorRounding: anchorRounding, into: output) {
                rounding.errorOfShortIndex($0, time: $1)
            }
        } else {
            writeLanes(gridIndex: gridIndex, x: x, v: v, anchorRounding: anchorRounding, into: output) {
                rounding.error(index: $0, time: $1)
            }
        }
    }

    /// The lockstep loop of ``writeInterleavedBlocks(into:)``, from the lanes'
    /// anchors, with `roundingError` giving `n·h − fl(n·h)` exactly.
    @inline(__always)
    private func writeLanes(
        gridIndex: BlockLanes, x: BlockLanes, v: BlockLanes, anchorRounding: BlockLanes,
        into output: UnsafeMutablePointer<MotionSample>,
        roundingError: (BlockLanes, BlockLanes) -> BlockLanes
    ) {
        let blockLength = anchorInterval
        var gridIndex = gridIndex, x = x, v = v
        let t = transition, c = motion.constants
        let accelerationFromVelocity = -2 * c.decay
        for k in 0..<blockLength {
            let time = gridIndex * step
            // The same time correction as next(), lane by lane.
            let shift = anchorRounding - roundingError(gridIndex, time)
            let a = accelerationFromVelocity * v - c.naturalFrequencySquared * x
            let shiftedX = x + v * shift, shiftedV = v + a * shift
            let acceleration = accelerationFromVelocity * shiftedV - c.naturalFrequencySquared * shiftedX
            for lane in gridIndex.indices {
                Self.store(
                    time: time[lane], displacement: shiftedX[lane], velocity: shiftedV[lane],
                    acceleration: acceleration[lane], at: output + (lane &* blockLength &+ k))
            }
            (x, v) = (t.xx * x + t.xv * v, t.vx * x + t.vv * v)
            gridIndex += 1
        }
    }

    /// Writes one sample as two 16-byte stores, (time, displacement) and
    /// (velocity, acceleration), where the compiler emits three or four for
    /// the struct. Into main memory the store queue, not the arithmetic, is
    /// what limits ``fill(_:)``, and halving its traffic makes the fill about
    /// 30% faster. Relies on ``MotionSample`` being four `Double`s in
    /// declaration order, as Swift lays out such a struct (a test checks it);
    /// storing raw bytes of a trivial type into it is allowed.
    @inline(__always)
    private static func store(
        time: Double, displacement: Double, velocity: Double, acceleration: Double,
        at destination: UnsafeMutablePointer<MotionSample>
    ) {
        let bytes = UnsafeMutableRawPointer(destination)
        bytes.storeBytes(of: SIMD2(time, displacement), as: SIMD2<Double>.self)
        (bytes + 16).storeBytes(of: SIMD2(velocity, acceleration), as: SIMD2<Double>.self)
    }
}
