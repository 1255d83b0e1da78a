import Benchmark
import BenchmarkWorkloads
import SpringLab

/// Fixed-step RK4 on the spring's equation of motion, as `simulate --method
/// rk4` and `compare` step it: 1000 trajectories of 1000 chained steps (8.3 s
/// of motion at 120 Hz, so the state stays far from subnormal numbers, which
/// would slow every operation) an iteration.
func integrationBenchmarks() {
    let motion = Workloads.motion, step = Workloads.step
    let rk4 = RungeKutta4(spring: motion.spring)
    benchmark("RK4: RungeKutta4(spring:).step", units: 1000 * 1000, "steps") {
        blackHole(integrate(rk4.step(from:at:by:), from: motion.initialState, step: step))
    }
}

/// 1000 × 1000 steps of `advance`; returns the sum of the final states.
@inline(__always)
private func integrate(
    _ advance: (SpringState, Double, Double) -> SpringState,
    from initial: SpringState, step: Double
) -> Double {
    var total = 0.0
    for _ in 0..<1000 {
        var state = initial
        var time = 0.0
        for _ in 0..<1000 {
            state = advance(state, time, step)
            time += step
        }
        total += state.displacement
    }
    return total
}
