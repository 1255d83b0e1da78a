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
