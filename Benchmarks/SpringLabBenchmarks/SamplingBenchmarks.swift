import Benchmark
import BenchmarkWorkloads
import SpringLab

/// Sampling ``Workloads/motion`` on its 120 Hz grid into memory: 10⁶ samples
/// (time, displacement, velocity, acceleration: 32 bytes each) an iteration,
/// into one 32 MB buffer allocated and touched once, so page faults never
/// count. What NumPy's closed form does in bench/numpy_baseline.py.
func samplingBenchmarks() {
    let count = 1_000_000
    let motion = Workloads.motion, step = Workloads.step
    let buffer = SampleBuffer(capacity: count)

    // The stepping `simulate` iterates (through CurveSampler, which adds the user's units).
    benchmark("Sampling: UniformSampler.next(), state-transition stepping", units: count, "samples") {
        let sampler = try! UniformSampler(motion: motion, step: step, count: count)
        buffer.write { output in
            for (n, sample) in sampler.enumerated() { output[n] = sample }
        }
    }

    benchmark("Sampling: closed form SpringMotion.sample(at:) at every sample", units: count, "samples") {
        buffer.write { output in
            for n in 0..<count { output[n] = motion.sample(at: Double(n) * step) }
        }
    }
}
