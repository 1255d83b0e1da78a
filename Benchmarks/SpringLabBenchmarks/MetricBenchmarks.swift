import Benchmark
import BenchmarkWorkloads
import SpringLab

/// What `fit` computes for one spring, and `sweep` for every cell, over a
/// spread of 1000 springs (``Workloads/motions``, ``Workloads/uikitSprings``).
func metricBenchmarks() {
    let motions = Workloads.motions, uikitSprings = Workloads.uikitSprings

    benchmark("Band exit: SpringMotion.bandExit(.standard)", units: motions.count, "springs") {
        for motion in motions { blackHole(motion.bandExit(.standard)) }
    }

    benchmark("UIKit fit: UIKitSpring.spring()", units: uikitSprings.count, "springs") {
        // A few of these make UIKit's Newton iteration diverge (a thrown error): same work.
        for uikit in uikitSprings { blackHole(try? uikit.spring()) }
    }

    benchmark("Metrics: SpringMetrics(spring:initialVelocity:)", units: motions.count, "springs") {
        for motion in motions {
            blackHole(try! SpringMetrics(spring: motion.spring, initialVelocity: motion.initialState.velocity))
        }
    }
    // The same over the whole accepted range (``Workloads/randomMotions``).
    let random = Workloads.randomMotions
    benchmark(
        "Metrics: SpringMetrics on random springs (zeta 1e-2 to 1e2, omega0 1e-1 to 1e4)", units: random.count,
        "springs"
    ) {
        for motion in random {
            blackHole(try? SpringMetrics(spring: motion.spring, initialVelocity: motion.initialState.velocity))
        }
    }
}
