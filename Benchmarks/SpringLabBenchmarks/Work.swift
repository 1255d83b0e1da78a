import Benchmark

/// Registers a benchmark whose every iteration does `units` units of work,
/// named "`what`, `units` `noun`" (say "Band exit: …, 1000 springs").
///
/// The count is stated once, here: bench/compare.py reads it back from the
/// name to turn a time per iteration into a time per unit, and it is the
/// benchmark's scaling factor, so the `*` figures of
/// `swift package benchmark --scale` are per unit too.
///
/// Edge cases: `units` must be a power of 1000 (1, 10³, 10⁶, …), the scaling
/// factors ordo-one/benchmark knows.
func benchmark(_ what: String, units: Int, _ noun: String, _ body: @escaping () -> Void) {
    guard let scaling = BenchmarkScalingFactor(rawValue: units) else {
        preconditionFailure("\(units) \(noun) an iteration: not a power of 1000")
    }
    Benchmark("\(what), \(units) \(noun)", configuration: .init(scalingFactor: scaling)) { _ in body() }
}
