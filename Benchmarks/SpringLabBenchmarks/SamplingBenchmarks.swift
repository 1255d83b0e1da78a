import Benchmark
import SpringLab
import SpringLabWorkloads

/// Sampling a curve into memory: one outer iteration produces 10⁶ samples
/// (time, displacement, velocity, acceleration: 32 bytes each) of
/// ``Workloads/motion`` on a 120 Hz grid.
///
/// The first three write all 10⁶ samples into one 32 MB buffer, allocated and
/// touched once so page faults never count: what NumPy's closed form does
/// (bench/numpy_baseline.py). The fourth stores the same bytes without
/// computing anything: the memory's ceiling for the three. The last streams
/// the samples through a 4096-sample buffer that stays in cache, as a writer
/// that formats them chunk by chunk (`springlab simulate`) does.
func samplingBenchmarks() {
    let count = 1_000_000  // = the scaling factor, so throughput is per sample
    let configuration = Benchmark.Configuration(scalingFactor: .mega)
    let motion = Workloads.motion, step = Workloads.step
    let buffer = SampleBuffer(capacity: count)

    Benchmark("Sampling: closed form SpringMotion.sample(at:), samples", configuration: configuration) { _ in
        buffer.write { output in
            for n in 0..<count { output[n] = motion.sample(at: Double(n) * step) }
        }
    }

    Benchmark("Sampling: stepping, UniformSampler as a Sequence, samples", configuration: configuration) { _ in
        let sampler = try! UniformSampler(motion: motion, step: step, count: count)
        buffer.write { output in
            for (n, sample) in sampler.enumerated() { output[n] = sample }
        }
    }

    Benchmark("Sampling: stepping, UniformSampler.fill, samples", configuration: configuration) { _ in
        var sampler = try! UniformSampler(motion: motion, step: step, count: count)
        buffer.write { output in precondition(sampler.fill(output) == count) }
    }

    // The ceiling for the three above: the same 32 MB of stores, no arithmetic.
    Benchmark(
        "Sampling: reference, storing 32-byte samples without computing them, samples",
        configuration: configuration
    ) { _ in
        buffer.write { output in
            for n in 0..<count {
                output[n] = MotionSample(time: Double(n), displacement: 0, velocity: 0, acceleration: 0)
            }
        }
    }

    let chunk = SampleBuffer(capacity: 4096)
    Benchmark(
        "Sampling: stepping, UniformSampler.fill in 4096-sample chunks, samples",
        configuration: configuration
    ) { _ in
        var sampler = try! UniformSampler(motion: motion, step: step, count: count)
        chunk.write { output in
            while sampler.fill(output) > 0 {}
        }
    }
}
