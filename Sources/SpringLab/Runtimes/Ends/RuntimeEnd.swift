/// How one runtime ends an animation on screen: when it stops, how far it
/// jumps there, and how far its frames stray from the exact curve.
///
/// A runtime whose screen depends on something the app cannot fix (the
/// phase of a whole-millisecond clock, ``ClockPhaseRuntime``) may show one
/// of several runs: the end, jump and deviation are those of the worst, the
/// run that strays farthest from the exact curve, and ``earliestEnd`` and
/// ``latestEnd`` bound the ends of them all.
///
/// Times in seconds, distances as fractions of the move.
public struct RuntimeEnd: Hashable, Sendable {
    /// The time of the first frame that shows the final value for good; nil
    /// when the runtime has not stopped within ``ScreenRun/horizon``.
    public let endsAt: Double?
    /// The jump at the end (0 for a runtime that does not snap); nil without an end.
    public let jump: Double?
    /// The largest |shown − exact| over every frame, during and after the run.
    public let maxDeviation: Double
    /// The earliest end of the runs the runtime may show; nil when none stops.
    public let earliestEnd: Double?
    /// The latest end of the runs the runtime may show; nil when one does not stop.
    public let latestEnd: Double?

    /// A runtime's one end: ``earliestEnd`` and ``latestEnd`` are `endsAt`.
    public init(endsAt: Double?, jump: Double?, maxDeviation: Double) {
        self.init(endsAt: endsAt, jump: jump, maxDeviation: maxDeviation, earliestEnd: endsAt, latestEnd: endsAt)
    }

    init(endsAt: Double?, jump: Double?, maxDeviation: Double, earliestEnd: Double?, latestEnd: Double?) {
        self.endsAt = endsAt
        self.jump = jump
        self.maxDeviation = maxDeviation
        self.earliestEnd = earliestEnd
        self.latestEnd = latestEnd
    }

    /// The end of `run` measured against the exact motion `exact`.
    public init(_ run: ScreenRun, exact: SpringMotion, move: ScreenMove) {
        self.init(runs: [run], exact: exact, move: move)
    }

    /// The end of the worst of `runs` (not empty; the first of equals)
    /// measured against the exact motion `exact`, with the range of their ends.
    public init(runs: [ScreenRun], exact: SpringMotion, move: ScreenMove) {
        let deviations = runs.map { $0.maxDeviation(from: exact, move: move) }
        // `max` keeps the first of equals.
        let worst = deviations.indices.max { deviations[$0] < deviations[$1] }!
        let run = runs[worst], ends = runs.map { $0.endTime(move) }
        let stopping = ends.compactMap { $0 }
        self.init(
            endsAt: run.endTime(move), jump: run.endFrame == nil ? nil : run.jump, maxDeviation: deviations[worst],
            earliestEnd: stopping.min(), latestEnd: stopping.count == ends.count ? stopping.max() : nil)
    }
}

extension ScreenRun {
    /// The largest |shown − x(t)| over the frames, x the exact motion.
    ///
    /// After the end the screen holds ``restValue`` while the curve still
    /// moves; frames are compared until the curve stays within the deviation
    /// already found minus |rest| (its band exit there), so no later frame
    /// can exceed it. Edge case: a run without an end is compared over its
    /// frames only.
    public func maxDeviation(from exact: SpringMotion, move: ScreenMove) -> Double {
        var largest = 0.0
        for (k, x) in shown.enumerated() {
            largest = Swift.max(largest, (x - exact.displacement(at: move.frameTime(k))).magnitude)
        }
        guard let endFrame else { return largest }
        largest = Swift.max(largest, (restValue - exact.displacement(at: move.frameTime(endFrame))).magnitude)
        // A band far below the deviation found changes nothing but the cost (and
        // for a huge initial velocity would put the band exit beyond a Double).
        let band = Swift.max(largest - restValue.magnitude, 1e-12 * Swift.max(1, largest))
        guard band.isFinite else { return largest }
        let until = Swift.min(exact.bandExit(epsilon: band).seconds ?? Self.horizon, Self.horizon)
        var k = endFrame + 1
        while move.frameTime(k) <= until {
            largest = Swift.max(largest, (restValue - exact.displacement(at: move.frameTime(k))).magnitude)
            k += 1
        }
        return largest
    }

    /// The largest difference between two runs' frames, over both runs and
    /// until both rest.
    public func maxDeviation(from other: ScreenRun) -> Double {
        let count = Swift.max(shown.count, other.shown.count) + 1
        var largest = 0.0
        for k in 0..<count {
            guard let a = displacement(atFrame: k), let b = other.displacement(atFrame: k) else { break }
            largest = Swift.max(largest, (a - b).magnitude)
        }
        return largest
    }
}
