/// The uniform time grid `t_n = n·h`, n = 0 … count − 1, on which curves are
/// sampled and integrated.
///
/// Each time is computed from its index as `Double(n) * h` (one rounding),
/// never by accumulating `t += h`, which would drift by up to an ulp per step.
public struct TimeGrid: Hashable, Sendable {
    /// The largest grid springlab builds unless told otherwise: 100 million samples.
    public static let defaultSampleLimit = 100_000_000

    /// The spacing h in seconds, finite and > 0.
    public let step: Double
    /// The number of samples, ≥ 0 (≥ 1 for a grid built from an end time).
    public let count: Int

    /// The grid of `count` samples spaced `step` seconds apart.
    public init(step: Double, count: Int) throws(SpringError) {
        try Validate.positive(step, "step")
        guard count >= 0 else { throw .negative(parameter: "sample count", value: Double(count)) }
        self.step = step
        self.count = count
    }

    /// The grid covering [0, `until`]: n = 0 … N with N the largest index whose
    /// time `n·h` does not exceed `until`.
    ///
    /// `until` is compared with a slack of 1e-9 of a step, so an end that is a
    /// whole number of steps (0.45 s at 60 fps, where 27 × fl(1/60) might round
    /// just above 0.45) keeps its last sample; no sample lies further past
    /// `until` than that rounding. An `until` shorter than one step gives the
    /// single sample at t = 0.
    ///
    /// - Throws: `step` or `until` not finite and > 0; more than `sampleLimit`
    ///   samples (``SpringError/tooManySamples(requested:limit:)``), checked
    ///   before anything is allocated.
    public init(step: Double, until: Double, sampleLimit: Int = TimeGrid.defaultSampleLimit) throws(SpringError) {
        try Validate.positive(step, "step")
        try Validate.positive(until, "end time")
        guard sampleLimit >= 1 else { throw .notPositive(parameter: "sample limit", value: Double(sampleLimit)) }
        let ratio = until / step
        // `ratio` may be huge or infinite (a subnormal step): compare as Doubles
        // first, and only count exactly when the count fits the limit.
        guard ratio.rounded(.down) < Double(sampleLimit) + 1 else {
            throw .tooManySamples(requested: ratio.rounded(.down) + 1, limit: sampleLimit)
        }
        let reach = until + 1e-9 * step
        var last = Int(ratio.rounded(.down))
        while Double(last + 1) * step <= reach { last += 1 }
        while last > 0, Double(last) * step > reach { last -= 1 }
        guard last < sampleLimit else { throw .tooManySamples(requested: Double(last) + 1, limit: sampleLimit) }
        self.step = step
        self.count = last + 1
    }

    /// The time of sample `index`, `index · h` seconds.
    public func time(at index: Int) -> Double { Double(index) * step }

    /// The time of the last sample (0 for an empty grid).
    public var end: Double { time(at: max(count - 1, 0)) }
}
