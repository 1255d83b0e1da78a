import Dispatch
import Foundation
import Synchronization
import Testing

@testable import SpringLabCLI

/// The contract of ``ChunkPipeline``: chunks consumed in order on the
/// calling thread whatever the number of threads, slots reused, production
/// overlapping consumption, and a failing consumer stopping every worker
/// before `run` returns.
@Suite("chunk pipeline")
struct ChunkPipelineTests {
    /// What a slot holds in these tests: the chunk it was last filled with,
    /// how many times it was filled, and what its producer found wrong.
    struct Slot {
        let serial: Int
        var chunk: Int?
        var fills = 0
        var mistake: String?
    }

    /// Pauses some chunks (a pseudo-random few microseconds) so that workers
    /// finish out of order.
    static func jitter(_ index: Int) {
        let pause = (index &* 2_654_435_761) % 7
        if pause > 3 { usleep(UInt32(pause * 50)) }
    }

    @Test(arguments: [1, 2, 3, 8], [0, 1, 2, 7, 64])
    func consumesEveryChunkOnceInOrder(jobs: Int, chunks: Int) {
        for (slotsPerJob, cores) in [(1, 1), (4, 2), (4, 64)] {
            let pipeline = ChunkPipeline(chunks: chunks, jobs: jobs, slotsPerJob: slotsPerJob, cores: cores)
            // The ring: a slot per worker, and slotsPerJob more for each worker a core runs.
            let workers = min(jobs, chunks)
            let ring = chunks == 0 ? 0 : jobs == 1 ? 1 : min(chunks, workers + slotsPerJob * min(workers, cores))
            var made = 0
            var consumed: [Int] = []
            var serials = Set<Int>()
            pipeline.run(
                slots: {
                    made += 1
                    return Slot(serial: made)
                },
                produce: { slot, index in
                    Self.jitter(index)
                    // Chunk i always uses slot i mod the ring, so the slot last held chunk i − ring.
                    let expected = index >= ring ? index - ring : nil
                    if slot.chunk != expected {
                        slot.mistake = "chunk \(index) found \(String(describing: slot.chunk))"
                    }
                    slot.chunk = index
                    slot.fills += 1
                },
                consume: { slot in
                    #expect(slot.mistake == nil, "\(slot.mistake ?? "")")
                    // The same slot value throughout: chunk i is its (i / ring + 1)-th fill.
                    #expect(slot.fills == (slot.chunk ?? 0) / max(ring, 1) + 1)
                    consumed.append(slot.chunk ?? -1)
                    serials.insert(slot.serial)
                })
            #expect(consumed == Array(0..<chunks), "jobs \(jobs), slots per job \(slotsPerJob), cores \(cores)")
            #expect(made == ring, "slots made once each, for at most the ring")
            #expect(serials.count == ring)
        }
    }

    /// Two workers produce at once: chunk 0's producer waits for chunk 1's
    /// to start, which only a second thread can do.
    @Test func producesOnSeveralThreads() {
        let second = DispatchSemaphore(value: 0)
        let flags = Flags()
        ChunkPipeline(chunks: 2, jobs: 2).run(
            slots: { 0 },
            produce: { slot, index in
                if index == 1 {
                    second.signal()
                } else if second.wait(timeout: .now() + 30) == .timedOut {
                    flags.set("chunk 0 alone")
                }
                slot = index
            },
            consume: { _ in })
        #expect(flags.names.isEmpty)
    }

    /// The consumer writes chunk 0 while chunk 1 is still being produced:
    /// chunk 1's producer waits until chunk 0 has been consumed.
    @Test(arguments: [2, 3])
    func consumesWhileProducing(jobs: Int) {
        let consumedFirst = DispatchSemaphore(value: 0)
        let flags = Flags()
        var consumed: [Int] = []
        ChunkPipeline(chunks: 6, jobs: jobs).run(
            slots: { -1 },
            produce: { slot, index in
                if index == 1, consumedFirst.wait(timeout: .now() + 30) == .timedOut {
                    flags.set("chunk 0 waited for chunk 1")
                }
                slot = index
            },
            consume: { slot in
                consumed.append(slot)
                if slot == 0 { consumedFirst.signal() }
            })
        #expect(flags.names.isEmpty)
        #expect(consumed == Array(0..<6))
    }

    struct Refused: Error, Equatable {
        let chunk: Int
    }

    /// A consumer that throws ends the run with its error; the workers stop
    /// taking chunks (at most the ring's worth is produced) and none is still
    /// producing once `run` has returned.
    @Test(arguments: [0, 5])
    func consumerErrorStopsTheWorkers(failing: Int) {
        let counts = Counts()
        let chunks = 100_000, jobs = 2, slotsPerJob = 4, cores = 2
        var consumed = 0
        #expect(throws: Refused(chunk: failing)) {
            try ChunkPipeline(chunks: chunks, jobs: jobs, slotsPerJob: slotsPerJob, cores: cores).run(
                slots: { 0 },
                produce: { slot, index in
                    counts.begin()
                    slot = index
                    counts.end()
                },
                consume: { slot in
                    if slot == failing { throw Refused(chunk: slot) }
                    consumed += 1
                })
        }
        let (produced, running) = counts.snapshot
        #expect(consumed == failing)
        #expect(running == 0, "a worker still producing after run returned")
        #expect(produced <= failing + jobs + slotsPerJob * min(jobs, cores), "workers went on after the error")
        // Nothing runs later either: every worker had returned.
        usleep(20_000)
        #expect(counts.snapshot.produced == produced)
    }

    /// The single-threaded path stops at the error too.
    @Test func consumerErrorWithOneJob() {
        let counts = Counts()
        #expect(throws: Refused(chunk: 3)) {
            try ChunkPipeline(chunks: 50, jobs: 1).run(
                slots: { 0 },
                produce: { slot, index in
                    counts.begin()
                    slot = index
                    counts.end()
                },
                consume: { slot in if slot == 3 { throw Refused(chunk: 3) } })
        }
        #expect(counts.snapshot.produced == 4)
    }
}

/// Produce calls begun and still running, counted across threads.
private final class Counts: Sendable {
    private let counts = Mutex((produced: 0, running: 0))

    func begin() {
        counts.withLock {
            $0.produced += 1
            $0.running += 1
        }
    }

    func end() { counts.withLock { $0.running -= 1 } }

    var snapshot: (produced: Int, running: Int) { counts.withLock { $0 } }
}

/// Names of things that went wrong on a worker thread.
private final class Flags: Sendable {
    private let list = Mutex<[String]>([])

    func set(_ name: String) { list.withLock { $0.append(name) } }

    var names: [String] { list.withLock { $0 } }
}
