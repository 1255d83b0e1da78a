import Dispatch
import SpringLabIO
import Synchronization

/// Fills chunks of output on several threads while the calling thread
/// consumes (writes) the finished ones in chunk order, so what `consume`
/// writes comes out the same whatever the number of threads.
///
/// Each chunk is produced into a slot of a fixed ring of slots, one per job
/// and `slotsPerJob` more per core the jobs can run on at once (threads
/// beyond the cores only wait, and slots for them to run ahead would hold
/// finished chunks the one consumer cannot keep up with), made once and
/// filled again for later chunks: chunk i always uses
/// slot i mod the ring's size. A worker thread waits for a free slot, then
/// takes the next chunk no one has taken (so an unevenly slow chunk holds up
/// only its own worker), fills the chunk's slot and marks it filled; the
/// calling thread waits for chunk 0's slot, consumes it and frees it, then
/// chunk 1, and so on. Producing and consuming thus overlap, and memory stays
/// at the ring's slots however many chunks there are: workers a whole ring
/// ahead of the consumer wait (blocked, not spinning) until it catches up.
///
/// Edge cases: with no chunks nothing is called, not even `makeSlot`; with
/// one job or one chunk everything runs on the calling thread with one slot.
/// When `consume` throws, the workers stop: each finishes at most the chunk it
/// is filling and takes no other, and `run` rethrows once every worker has
/// returned, so no thread outlives the call. A terminating signal ends the
/// process from ``SignalWatcher``'s thread, workers included.
struct ChunkPipeline {
    let chunks: Int
    /// Threads producing chunks, ≥ 1.
    let jobs: Int
    /// Slots per thread that can run at once: more lets the workers run
    /// further ahead of a consumer that stalls (a slow disk), at the cost of memory.
    var slotsPerJob = 4
    /// The cores the threads can run on at once.
    var cores = ProcessEnvironment.activeProcessorCount

    /// The ring's size for `workers` threads: each its slot, and
    /// `slotsPerJob` more for each of them a core can run.
    func ringSize(workers: Int) -> Int {
        min(chunks, workers + max(slotsPerJob, 1) * min(workers, max(cores, 1)))
    }

    /// - Parameters:
    ///   - makeSlot: makes each slot, on the calling thread, before any chunk is produced.
    ///   - produce: fills a slot with the chunk of the given index (from 0),
    ///     on a worker thread, concurrently with itself on other slots: it must
    ///     only read shared state. A slot holds whatever an earlier chunk (or
    ///     `makeSlot`) left in it.
    ///   - consume: called on the calling thread with each chunk's slot, in
    ///     chunk order, before the slot is filled again.
    func run<Slot>(
        slots makeSlot: () -> Slot,
        produce: @escaping @Sendable (inout Slot, Int) -> Void,
        consume: (inout Slot) throws -> Void
    ) rethrows {
        guard chunks > 0 else { return }
        /// Every chunk produced on the calling thread, in order, in one slot.
        func runHere(_ consume: (inout Slot) throws -> Void) rethrows {
            var slot = makeSlot()
            for index in 0..<chunks {
                produce(&slot, index)
                try consume(&slot)
            }
        }
        let workers = min(max(jobs, 1), chunks)
        guard workers > 1 else { return try runHere(consume) }
        let ring = SlotRing(count: ringSize(workers: workers), chunks: chunks, makeSlot: makeSlot)
        let done = DispatchGroup()
        var started = 0
        // A thread of its own for each worker, even when the shared pool is
        // busy (say, with the tasks of a test run). A thread the system will
        // not make (a memory limit) leaves the chunks to those it made.
        for _ in 0..<workers {
            done.enter()
            guard
                ProcessEnvironment.startThread({
                    ring.work(produce); done.leave()
                })
            else {
                done.leave()
                break
            }
            started += 1
        }
        defer {
            ring.stop(waking: workers)
            done.wait()
            ring.destroySlots()
        }
        // Not one thread: the chunks are produced here.
        guard started > 0 else { return try runHere(consume) }
        for index in 0..<chunks {
            try ring.consume(index, consume)
        }
    }
}

/// The slots of a ``ChunkPipeline`` and the signals that pass each slot from
/// a producer to the consumer and back.
///
/// A worker waits for a free slot before it takes a chunk. The consumer
/// frees one slot per chunk consumed, in order, so when a worker takes chunk
/// i, at least i + 1 waits have ended out of `count` + (chunks consumed):
/// chunk i − `count`, the last user of slot i mod `count`, has been consumed.
/// A slot's memory is thus touched by one thread at a time: its chunk's
/// worker until it signals `filled`, then the consumer until it signals
/// `free`. The semaphores order those accesses (a signal happens before the
/// wait it ends), hence `@unchecked Sendable`.
///
/// Each slot lies on cache lines of its own (``PaddedSlots``): workers
/// update their slots' fields (a buffer's length, a row count) on every
/// value they format, and two slots sharing a line would make both cores
/// pass it to and fro at each update.
private final class SlotRing<Slot>: @unchecked Sendable {
    private let slots: PaddedSlots<Slot>
    /// Signalled when slot k holds its chunk, for the consumer.
    private let filled: [DispatchSemaphore]
    /// Counts the slots free for a chunk, for the workers.
    private let free = DispatchSemaphore(value: 0)
    private let chunks: Int
    private let taking = Mutex(Taking())

    private struct Taking {
        /// The next chunk no worker has taken.
        var next = 0
        var stopped = false
    }

    init(count: Int, chunks: Int, makeSlot: () -> Slot) {
        self.chunks = chunks
        slots = PaddedSlots(count: count, makeSlot: makeSlot)
        // Semaphores start at 0 and are signalled up: libdispatch traps when a
        // semaphore is destroyed below the value it was created with.
        filled = (0..<count).map { _ in DispatchSemaphore(value: 0) }
        for _ in 0..<count { free.signal() }
    }

    /// A worker's loop: takes chunks until none are left or the run stops.
    func work(_ produce: (inout Slot, Int) -> Void) {
        while true {
            free.wait()
            guard let index = take() else { return }
            let slot = index % slots.count
            produce(&slots[slot].pointee, index)
            filled[slot].signal()
        }
    }

    /// Consumes chunk `index` once it is filled, then hands its slot back.
    func consume(_ index: Int, _ consume: (inout Slot) throws -> Void) rethrows {
        let slot = index % slots.count
        filled[slot].wait()
        try consume(&slots[slot].pointee)
        free.signal()
    }

    /// Lets no worker take another chunk, and wakes those waiting for a
    /// free slot so that they return.
    func stop(waking workers: Int) {
        taking.withLock { $0.stopped = true }
        for _ in 0..<workers { free.signal() }
    }

    /// Destroys the slots; call once every worker has returned.
    func destroySlots() {
        slots.destroy()
    }

    private func take() -> Int? {
        taking.withLock { taking in
            guard !taking.stopped, taking.next < chunks else { return nil }
            defer { taking.next += 1 }
            return taking.next
        }
    }
}

/// Values laid out `spacing` bytes apart, a multiple of 128 bytes from an
/// address aligned to 128: no two share a cache line, nor the pair of lines
/// x86 processors prefetch together (Intel® 64 and IA-32 Architectures
/// Optimization Reference Manual, "spatial prefetcher"; the same padding as
/// `CachePadded` of the Rust crate crossbeam-utils uses on x86-64).
private struct PaddedSlots<Slot> {
    private static var lineSize: Int { 128 }
    private let base: UnsafeMutableRawPointer
    private let spacing: Int
    let count: Int

    init(count: Int, makeSlot: () -> Slot) {
        let lines = (MemoryLayout<Slot>.stride + Self.lineSize - 1) / Self.lineSize
        spacing = max(lines, 1) * Self.lineSize
        self.count = count
        base = .allocate(
            byteCount: count * spacing, alignment: max(Self.lineSize, MemoryLayout<Slot>.alignment))
        for index in 0..<count {
            (base + index * spacing).initializeMemory(as: Slot.self, to: makeSlot())
        }
    }

    subscript(index: Int) -> UnsafeMutablePointer<Slot> {
        (base + index * spacing).assumingMemoryBound(to: Slot.self)
    }

    func destroy() {
        for index in 0..<count { self[index].deinitialize(count: 1) }
        base.deallocate()
    }
}
