import Benchmark
import BenchmarkWorkloads
import SpringLab
import SpringLabIO

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// What `springlab simulate` spends its time on: numbers to text. The curve
/// is an undamped spring (k 100, c 0) at 120 Hz, so that nearly every
/// number keeps all its 16–17 digits (a damped one settles to 0.0 and 1.0,
/// which would flatter the formatter).
func csvBenchmarks() {
    let rows = 250_000
    let motion = try! SpringMotion(animating: Spring(stiffness: 100, damping: 0))
    let samples = SampleBuffer(capacity: rows)
    samples.write { output in
        for (n, sample) in try! UniformSampler(motion: motion, step: Workloads.step, count: rows).enumerated() {
            output[n] = sample
        }
    }
    var text = ByteBuffer(capacity: 1 << 22)

    // 4 numbers a sample, 10⁶ numbers an iteration.
    benchmark("CSV: springlab's formatter, ByteBuffer.append(Double)", units: 4 * rows, "numbers") {
        samples.read { sample in
            text.append(sample.time); text.append(sample.displacement)
            text.append(sample.velocity); text.append(sample.acceleration)
            if text.count > 1 << 21 { text.removeAll() }
        }
    }

    // The yardstick for the one above: what the formatter replaces.
    benchmark("CSV: reference, the standard library's Double.write(to:)", units: 4 * rows, "numbers") {
        samples.read { sample in
            sample.time.write(to: &text); sample.displacement.write(to: &text)
            sample.velocity.write(to: &text); sample.acceleration.write(to: &text)
            if text.count > 1 << 21 { text.removeAll() }
        }
    }

    // simulate's own loop, CurveSampler → CSVWriter, into /dev/null.
    let nullDevice = open("/dev/null", O_WRONLY)
    let grid = try! TimeGrid(step: Workloads.step, count: 1_000_000)
    benchmark("CSV: simulate's rows (time,value,velocity,acceleration) to /dev/null", units: grid.count, "rows") {
        var csv = try! CSVWriter(
            sink: FileSink(descriptor: nullDevice, name: "/dev/null"),
            header: ["time", "value", "velocity", "acceleration"])
        var points = try! CurveSampler(motion: motion, range: ValueRange(from: 0, to: 1), grid: grid, method: .analytic)
        while let point = points.next() {
            csv.field(point.time); csv.field(point.value); csv.field(point.velocity); csv.field(point.acceleration)
            try! csv.endRow()
        }
        try! csv.finish()
    }
}
