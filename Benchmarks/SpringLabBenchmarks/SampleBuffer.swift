import Benchmark
import SpringLab

/// Destination memory for the sampling benchmarks, allocated and touched once
/// (the benchmarks of one process run one at a time, on one thread).
final class SampleBuffer: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<MotionSample>

    init(capacity: Int) {
        storage = .allocate(capacity: capacity)
        storage.initialize(repeating: MotionSample(time: 0, displacement: 0, velocity: 0, acceleration: 0))
    }

    deinit { storage.deallocate() }

    /// Lets `body` write the buffer, then keeps the result observable.
    func write(_ body: (UnsafeMutableBufferPointer<MotionSample>) -> Void) {
        body(storage)
        blackHole(storage[storage.count - 1])
    }

    /// Hands every sample to `body`, in order.
    func read(_ body: (MotionSample) -> Void) {
        for sample in storage { body(sample) }
    }
}
