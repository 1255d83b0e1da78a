import Benchmark
import SpringLab

/// The library's hot paths, each reported as throughput per unit of work
/// (`*` in the output: per sample, per step, per spring) on one core.
///
///     swift package benchmark --target SpringLabBenchmarks
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.throughput, .wallClock],
        timeUnits: .nanoseconds,
        warmupIterations: 3,
        maxDuration: .seconds(2),
        maxIterations: 1000)
    samplingBenchmarks()
    integrationBenchmarks()
    metricBenchmarks()
    csvBenchmarks()
}
