import Dispatch

/// Produces a result per chunk on several threads and consumes the results on
/// the calling thread in chunk order, so output written in `consume` comes out
/// in the same order whatever the number of threads.
///
/// Chunks are processed in waves of `jobs × chunksPerJob`: the wave's chunks
/// are produced in parallel (worker w takes chunks w, w + jobs, …), then
/// consumed in order before the next wave starts, so memory holds one wave's
/// results at a time. With one job everything runs on the calling thread.
struct ChunkPipeline {
    let chunks: Int
    /// Threads producing chunks, ≥ 1.
    let jobs: Int
    /// Chunks each thread produces per wave: more balances uneven chunks
    /// better, fewer keeps the output flowing.
    var chunksPerJob = 4

    /// - Parameters:
    ///   - produce: called once per chunk index, from any thread, concurrently
    ///     with itself: it must only read shared state.
    ///   - consume: called on the calling thread with the results in chunk order.
    func run<Result: Sendable>(produce: @escaping @Sendable (Int) -> Result, consume: (Result) throws -> Void) rethrows
    {
        let wave = max(jobs, 1) * max(chunksPerJob, 1)
        var start = 0
        while start < chunks {
            let size = min(wave, chunks - start)
            let results = produceWave(first: start, count: size, produce: produce)
            for result in results { try consume(result) }
            start += size
        }
    }

    /// Like ``run(produce:consume:)``, with the results in reusable slots:
    /// one per chunk of a wave, made once, so large buffers are filled again
    /// instead of allocated (and faulted into memory) for every chunk.
    ///
    /// - Parameters:
    ///   - makeSlot: makes each slot, on the calling thread.
    ///   - produce: fills the slot of a chunk, from any thread, concurrently
    ///     with itself on other slots: it must only read shared state.
    ///   - consume: called on the calling thread with each chunk's slot, in
    ///     chunk order, before the slot is filled again.
    func run<Slot>(
        slots makeSlot: () -> Slot,
        produce: @escaping @Sendable (inout Slot, Int) -> Void,
        consume: (inout Slot) throws -> Void
    ) rethrows {
        let wave = max(jobs, 1) * max(chunksPerJob, 1)
        let slots = Slots<Slot>(count: min(wave, max(chunks, 0)))
        for index in 0..<slots.memory.count { slots.initialize(index, to: makeSlot()) }
        defer {
            _ = slots.moveAll()
            slots.deallocate()
        }
        var start = 0
        while start < chunks {
            let size = min(wave, chunks - start), first = start
            let workers = jobs > 1 && size > 1 ? min(jobs, size) : 1
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                for index in stride(from: worker, to: size, by: workers) {
                    produce(&slots.memory[index], first + index)
                }
            }
            for index in 0..<size { try consume(&slots.memory[index]) }
            start += size
        }
    }

    private func produceWave<Result: Sendable>(
        first: Int, count: Int,
        produce: @escaping @Sendable (Int) -> Result
    ) -> [Result] {
        guard jobs > 1, count > 1 else { return (first..<first + count).map(produce) }
        let slots = Slots<Result>(count: count)
        defer { slots.deallocate() }
        let workers = min(jobs, count)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: count, by: workers) {
                slots.initialize(index, to: produce(first + index))
            }
        }
        return slots.moveAll()
    }
}

/// Memory for one wave's results, shared by the workers: each slot is
/// written by exactly one worker, and read only after all have finished
/// (`concurrentPerform` returns when they have), hence `@unchecked Sendable`.
private struct Slots<Result>: @unchecked Sendable {
    let memory: UnsafeMutableBufferPointer<Result>

    init(count: Int) {
        memory = .allocate(capacity: count)
    }

    func initialize(_ index: Int, to value: Result) {
        (memory.baseAddress! + index).initialize(to: value)
    }

    /// The results in order, leaving the slots uninitialized.
    func moveAll() -> [Result] {
        (0..<memory.count).map { (memory.baseAddress! + $0).move() }
    }

    func deallocate() {
        memory.deallocate()
    }
}
