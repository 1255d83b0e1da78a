import SpringLab
import SpringLabIO
import SpringLabWorkloads

// The throughputs bench/compare.py sets against NumPy and SciPy, measured as
// the benchmark suite measures them (same workloads, one core) but in a few
// seconds: each is the best of several repetitions. One line per figure:
// `name value`, the value in units per second.

/// Keeps a result observable so the optimizer cannot drop the work.
@inline(never) func consume<T>(_ value: T) { withExtendedLifetime(value) {} }

/// The best rate of `units` units of work done by `body`, over repetitions
/// filling about `seconds` (at least `minimumRuns`).
func bestRate(units: Int, seconds: Double = 0.4, minimumRuns: Int = 5, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    body()  // warm up: page faults, caches, lazy initialization
    var best = Double.infinity, spent = 0.0, runs = 0
    while runs < minimumRuns || spent < seconds {
        let elapsed = clock.measure(body)
        let time = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        best = min(best, time)
        spent += time
        runs += 1
    }
    return Double(units) / best
}

func report(_ name: String, _ rate: Double) {
    print(name, rate)
}

let samples = 1_000_000
let memory = UnsafeMutableBufferPointer<MotionSample>.allocate(capacity: samples)
memory.initialize(repeating: MotionSample(time: 0, displacement: 0, velocity: 0, acceleration: 0))
report(
    "fill_samples",
    bestRate(units: samples) {
        var sampler = try! UniformSampler(motion: Workloads.motion, step: Workloads.step, count: samples)
        precondition(sampler.fill(memory) == samples)
        consume(memory[samples - 1])
    })

let chunk = UnsafeMutableBufferPointer<MotionSample>.allocate(capacity: 4096)
report(
    "fill_chunked_samples",
    bestRate(units: samples) {
        var sampler = try! UniformSampler(motion: Workloads.motion, step: Workloads.step, count: samples)
        while sampler.fill(chunk) > 0 {}
        consume(chunk[0])
    })

report(
    "band_exit_springs",
    bestRate(units: Workloads.motions.count) {
        for motion in Workloads.motions { consume(motion.bandExit(.standard)) }
    })

report(
    "uikit_fits",
    bestRate(units: Workloads.uikitSprings.count) {
        for uikit in Workloads.uikitSprings { consume(try? uikit.spring()) }
    })

report(
    "metrics_springs",
    bestRate(units: Workloads.motions.count) {
        for motion in Workloads.motions {
            consume(try! SpringMetrics(spring: motion.spring, initialVelocity: motion.initialState.velocity))
        }
    })

// The formatter on an undamped curve's numbers (time, displacement, velocity,
// acceleration: nearly all of them 16–17 digits), as `simulate` writes them.
// (The damped workload settles, and its zeros and ones would flatter it.)
var undamped = try! UniformSampler(
    motion: SpringMotion(animating: Spring(stiffness: 100, damping: 0)),
    step: Workloads.step, count: samples)
precondition(undamped.fill(memory) == samples)
var text = ByteBuffer(capacity: 1 << 22)
report(
    "format_numbers",
    bestRate(units: 4 * samples) {
        for sample in memory {
            text.append(sample.time)
            text.append(sample.displacement)
            text.append(sample.velocity)
            text.append(sample.acceleration)
            if text.count > 1 << 21 { text.removeAll() }
        }
        consume(text.count)
    })

// The same numbers through the standard library's formatter (what
// ByteBuffer used before it had its own), into the same buffer.
report(
    "format_numbers_stdlib",
    bestRate(units: 4 * samples) {
        for sample in memory {
            sample.time.write(to: &text)
            sample.displacement.write(to: &text)
            sample.velocity.write(to: &text)
            sample.acceleration.write(to: &text)
            if text.count > 1 << 21 { text.removeAll() }
        }
        consume(text.count)
    })
