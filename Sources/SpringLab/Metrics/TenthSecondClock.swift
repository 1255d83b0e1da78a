/// The grid Core Animation's settling walk samples: `t₀ = 0`,
/// `tₙ₊₁ = fl(tₙ + 0.1)`, each step rounded as a Double addition.
///
/// Summing n steps costs O(n); this finds `tₙ` and its inverse in O(log)
/// steps, exactly: within one binade [2ᵉ, 2ᵉ⁺¹) ⊂ [1, ∞) every tₙ is a
/// multiple of the binade's ulp u, so `fl(tₙ + 0.1) = tₙ + u·round(0.1/u)`
/// (0.1/u is never half an integer there, so there are no ties): the step is
/// constant until the grid leaves the binade. Below 1 the few steps are
/// summed as they are.
///
/// Edge cases: once `u > 0.2` (tₙ ≥ 2⁵⁰ s, about 36 million years) a step
/// no longer changes tₙ, and the clock stops.
enum TenthSecondClock {
    static let tick = 0.1

    /// tₙ, n ≥ 0.
    static func time(at n: Int) -> Double {
        var clock = Position(index: 0, time: 0)
        clock.advance(toIndex: n)
        return clock.time
    }

    /// The smallest n with tₙ ≥ `time`, or nil when the clock stops before it.
    static func firstIndex(reaching time: Double) -> Int? {
        var clock = Position(index: 0, time: 0)
        return clock.advance(toTime: time) ? clock.index : nil
    }

    /// A sample of the grid, moved forward a binade at a time.
    private struct Position {
        var index: Int
        var time: Double

        /// Moves to sample `target` (≥ index).
        mutating func advance(toIndex target: Int) {
            while index < target {
                guard let (steps, step) = run(), steps > 0 else {
                    if !stepOnce() { return }
                    continue
                }
                let taken = Swift.min(steps, target - index)
                time += Double(taken) * step
                index += taken
            }
        }

        /// Moves to the first sample at or after `target`; false if the clock stops first.
        mutating func advance(toTime target: Double) -> Bool {
            while time < target {
                guard let (steps, step) = run(), steps > 0 else {
                    if !stepOnce() { return false }
                    continue
                }
                // Steps needed to reach the target, if it lies within this run.
                let needed = ((target - time) / step).rounded(.up)
                let taken = needed <= Double(steps) ? Int(needed) : steps
                time += Double(taken) * step
                index += taken
                // The quotient may round up past an integer: step back while the
                // previous sample (still in this run, since the run began below
                // the target) already reaches it.
                while time - step >= target {
                    time -= step
                    index -= 1
                }
            }
            return true
        }

        /// One rounded addition; false when it no longer moves the clock.
        mutating func stepOnce() -> Bool {
            let next = time + TenthSecondClock.tick
            guard next > time else { return false }
            time = next
            index += 1
            return true
        }

        /// The constant step of the binade holding `time`, and how many such
        /// steps stay within it (ending at most on its upper edge); nil below 1.
        func run() -> (steps: Int, step: Double)? {
            guard time >= 1 else { return nil }
            let ulp = time.ulp
            let step = (TenthSecondClock.tick / ulp).rounded() * ulp
            guard step > 0 else { return (0, 0) }
            let top = Double(sign: .plus, exponent: time.exponent + 1, significand: 1)
            // Both are whole numbers of ulps below 2⁵³: integer division is exact.
            return (Int((top - time) / ulp) / Int(step / ulp), step)
        }
    }
}
