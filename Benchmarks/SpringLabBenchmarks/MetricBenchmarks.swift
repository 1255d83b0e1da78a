import Benchmark
import SpringLab
import SpringLabWorkloads

/// Metrics over a spread of 1000 springs (``Workloads/motions``,
/// ``Workloads/uikitSprings``): throughput is per spring.
func metricBenchmarks() {
    let configuration = Benchmark.Configuration(scalingFactor: .kilo)
    let motions = Workloads.motions, uikitSprings = Workloads.uikitSprings
    precondition(motions.count == 1000 && uikitSprings.count == 1000)

    Benchmark("Band exit: SpringMotion.bandExit(.standard), springs", configuration: configuration) { _ in
        for motion in motions { blackHole(motion.bandExit(.standard)) }
    }

    Benchmark("UIKit fit: UIKitSpring.spring(), springs", configuration: configuration) { _ in
        // A few of these make UIKit's Newton iteration diverge (a thrown error): same work.
        for uikit in uikitSprings { blackHole(try? uikit.spring()) }
    }

    Benchmark("SpringMetrics(spring:initialVelocity:), springs", configuration: configuration) { _ in
        for motion in motions {
            blackHole(try! SpringMetrics(spring: motion.spring, initialVelocity: motion.initialState.velocity))
        }
    }
}
