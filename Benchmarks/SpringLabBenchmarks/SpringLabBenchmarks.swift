import Benchmark

/// The library calls the springlab commands make, each timed on one core:
/// `simulate`'s stepping, RK4 (`simulate --method rk4`, `compare`), and what
/// `fit` and `sweep` compute per spring.
///
///     cd Benchmarks && swift package benchmark
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
    worstCaseBenchmarks()
}
