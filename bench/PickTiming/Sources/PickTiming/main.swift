import SpringLab

// Target solves and a curve fit timed in-process: one line per case,
// `name median_µs best_µs runs`. The medians are what bench/pick reports.

/// Keeps a result observable so the optimizer cannot drop the work.
@inline(never) func consume<T>(_ value: T) { withExtendedLifetime(value) {} }

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

/// Median and best time of `body` over repetitions filling about `budget` seconds.
func time(_ name: String, budget: Double = 0.5, minimumRuns: Int = 20, _ body: () -> Void) {
    let clock = ContinuousClock()
    body()  // warm up
    var times: [Double] = []
    var spent = 0.0
    while times.count < minimumRuns || spent < budget {
        let elapsed = seconds(clock.measure(body))
        times.append(elapsed)
        spent += elapsed
    }
    times.sort()
    let median = times[times.count / 2], best = times[0]
    print(name, String(median * 1e6), String(best * 1e6), times.count)
}

func solve(_ targets: SpringTargets) {
    consume(try! targets.spring())
}

time("target_settling_overshoot_at_rest") {
    solve(try! SpringTargets(.settling(duration: 0.5, .overshoot(0.08))))
}
time("target_settling_damping_ratio_at_rest") {
    solve(try! SpringTargets(.settling(duration: 0.4, .dampingRatio(0.7))))
}
time("target_settling_overshoot_with_velocity") {
    solve(try! SpringTargets(.settling(duration: 0.5, .overshoot(0.08)), initialVelocity: 2))
}
time("target_settling_peak_time") {
    solve(try! SpringTargets(.settling(duration: 0.5, .peakTime(0.15))))
}
time("target_settling_bounces_with_velocity") {
    solve(try! SpringTargets(.settling(duration: 0.5, .bounces(2)), initialVelocity: 2))
}

// A fit of 10,000 noise-free samples of k 200, c 16 from 0 to 1 over 2 s:
// the in-process share of `fit --curve` on such a file.
let spring = try! Spring(stiffness: 200, damping: 16)
let motion = try! SpringMotion(animating: spring, initialVelocity: 0)
let count = 10_000
let times = (0..<count).map { Double($0) * 2 / Double(count - 1) }
let values = times.map { 1 + motion.state(at: $0).displacement }
let curve = try! RecordedCurve(times: times, values: values)
time("curve_fit_10000_samples", budget: 2, minimumRuns: 5) {
    consume(try! CurveFit(curve))
}
