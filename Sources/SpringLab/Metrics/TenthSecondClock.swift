/// The grid Core Animation's settling walk samples: `t₀ = 0`,
/// `tₙ₊₁ = fl(tₙ + 0.1)`, each step rounded as a Double addition.
///
/// Summing n steps costs O(n); this finds `tₙ` and its inverse in O(1)
/// steps, exactly: within one binade [2ᵉ, 2ᵉ⁺¹) ⊂ [1, ∞) every tₙ is a
/// multiple of the binade's ulp u, so `fl(tₙ + 0.1) = tₙ + u·round(0.1/u)`
/// (0.1/u is never half an integer there, so there are no ties): the step is
/// constant until the grid leaves the binade. Below 1 the few steps are
/// summed as they are. The runs of constant steps, one a binade, are found
/// once and kept in a table of about 50 entries, indexed by the binade.
///
/// Edge cases: once `u > 0.2` (tₙ ≥ 2⁵⁰ s, about 36 million years) a step
/// no longer changes tₙ, and the clock stops.
enum TenthSecondClock {
    static let tick = 0.1

    /// tₙ, n ≥ 0.
    static func time(at n: Int) -> Double {
        if n < early.count { return early[n] }
        let runs = Self.runs
        // The last run starting at or before n; tₙ ≈ n/10 names its binade, the run's index.
        var k = Swift.max(0, Swift.min(Int((0.1 * Double(n)).exponent), runs.count - 1))
        while k > 0, runs[k].index > n { k -= 1 }
        while k + 1 < runs.count, runs[k + 1].index <= n { k += 1 }
        return runs[k].time(at: n)
    }

    /// The smallest n with tₙ ≥ `time`, or nil when the clock stops before it.
    static func firstIndex(reaching time: Double) -> Int? {
        guard time > early[early.count - 1] else { return early.firstIndex { $0 >= time } ?? 0 }
        let runs = Self.runs
        guard let last = runs.last, last.end >= time else { return nil }
        // The first run ending at or after `time`: the sample sought lies in it, since
        // the one before it ends earlier and is followed by its first sample. The
        // binade of `time` names it, up to a run either way.
        var k = Swift.max(0, Swift.min(Int(time.exponent), runs.count - 1))
        while k > 0, runs[k - 1].end >= time { k -= 1 }
        while runs[k].end < time { k += 1 }
        return runs[k].firstIndex(reaching: time)
    }

    /// t₀, t₁, … below 1, summed one step at a time.
    private static let early: [Double] = {
        var samples = [0.0]
        while samples[samples.count - 1] + tick < 1 { samples.append(samples[samples.count - 1] + tick) }
        return samples
    }()

    /// The runs of constant steps from the first sample at or above 1 to
    /// where the clock stops, each begun by the rounded addition that leaves
    /// the run before it.
    private static let runs: [Run] = {
        var runs: [Run] = []
        var index = early.count - 1, time = early[early.count - 1]
        while true {
            let next = time + tick
            guard next > time else { return runs }
            let run = Run(index: index + 1, time: next)
            runs.append(run)
            index = run.index + run.count
            time = run.end
        }
    }()

    /// Samples `index … index + count` of the grid, `time + k·step` exactly.
    private struct Run {
        let index: Int
        let time: Double
        let step: Double
        let count: Int

        /// The run from a sample `time` ≥ 1 to the last sample in its binade
        /// (or on its upper edge); a lone sample when 0.1 no longer moves it.
        init(index: Int, time: Double) {
            let ulp = time.ulp
            step = (TenthSecondClock.tick / ulp).rounded() * ulp
            let top = Double(sign: .plus, exponent: time.exponent + 1, significand: 1)
            // Both are whole numbers of ulps below 2⁵³: integer division is exact.
            count = step > 0 ? Int((top - time) / ulp) / Int(step / ulp) : 0
            self.index = index
            self.time = time
        }

        /// The last sample of the run.
        var end: Double { time + Double(count) * step }

        /// tₙ for `index` ≤ n; the end of the run for n past it.
        func time(at n: Int) -> Double { time + Double(Swift.min(n - index, count)) * step }

        /// The first sample of the run at or after `target` (≤ `end`).
        func firstIndex(reaching target: Double) -> Int {
            guard target > time else { return index }
            var k = Swift.min(Int(((target - time) / step).rounded(.up)), count)
            // The difference is exact (target lies in [time, 2·time]) and the quotient, at
            // most 2⁵², within half a unit of its exact value: its ceiling is at most one
            // sample off either way. The samples themselves are exact multiples of the ulp,
            // so the comparisons settle it (a bounded step each way, not a search loop).
            if k > 0, time + Double(k - 1) * step >= target { k -= 1 }
            if k < count, time + Double(k) * step < target { k += 1 }
            return index + k
        }
    }
}
