import Benchmark
import BenchmarkWorkloads
import RealModule
import SpringLab

/// The slowest spring for `SpringMetrics` in a corpus of random springs
/// chosen to be hard, timed on its own: the worst case a `fit` or a `sweep`
/// cell can meet, where the other benchmarks give the typical one.
func worstCaseBenchmarks() {
    benchmark(
        "Worst case: SpringMetrics on the slowest of \(WorstCase.corpusSize) hard springs", units: 1000,
        "springs"
    ) {
        let slowest = WorstCase.slowest
        for _ in 0..<1000 { blackHole(WorstCase.metrics(slowest)) }
    }
}

/// The corpus and its slowest spring, found once per process (on first use,
/// inside the benchmark's warm-up iterations, so the search never counts).
enum WorstCase {
    static let corpusSize = 100_000

    /// Springs over the whole range the metrics accept, weighted to the hard
    /// places: damping ratios 10^u with u uniform in −2…2 (0.01 to 100), one
    /// in four instead within 10^−v of critical damping (v uniform in 1…15,
    /// either side); natural frequencies 10^u rad/s, u uniform in −1…4;
    /// released from −1 at rest one time in eight, otherwise with a velocity
    /// of ±ω0·10^u, u uniform in −6…9, so that the velocity can dwarf the
    /// distance. The same springs every run (a fixed seed).
    static let corpus: [SpringMotion] = {
        var generator = SplitMix64(seed: 14)
        var motions: [SpringMotion] = []
        motions.reserveCapacity(corpusSize)
        while motions.count < corpusSize {
            let nearCritical = Int.random(in: 0..<4, using: &generator) == 0
            let side: Double = Bool.random(using: &generator) ? 1 : -1
            let zeta =
                nearCritical
                ? 1 + side * Double.pow(10, -Double.random(in: 1...15, using: &generator))
                : Double.pow(10, Double.random(in: -2...2, using: &generator))
            if let motion = Workloads.randomMotion(dampingRatio: zeta, velocityExponents: -6...9, using: &generator) {
                motions.append(motion)
            }
        }
        return motions
    }()

    /// The slowest spring of ``corpus``: each spring is timed over a few
    /// repetitions, then the 100 slowest again over many, so that one
    /// interruption of the machine cannot pick the spring.
    static let slowest: SpringMotion = {
        let quick = corpus.map { (motion: $0, time: bestTime(of: $0, repetitions: 5)) }
        let suspects = quick.sorted { $0.time > $1.time }.prefix(100).map(\.motion)
        return suspects.max { bestTime(of: $0, repetitions: 200) < bestTime(of: $1, repetitions: 200) }!
    }()

    @inline(never)
    static func metrics(_ motion: SpringMotion) -> SpringMetrics? {
        try? SpringMetrics(spring: motion.spring, initialVelocity: motion.initialState.velocity)
    }

    /// The least time of one evaluation over `repetitions` evaluations.
    private static func bestTime(of motion: SpringMotion, repetitions: Int) -> Duration {
        let clock = ContinuousClock()
        var best = Duration.seconds(1)
        for _ in 0..<repetitions {
            let start = clock.now
            blackHole(metrics(motion))
            best = min(best, clock.now - start)
        }
        return best
    }
}
