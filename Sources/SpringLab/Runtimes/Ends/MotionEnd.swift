/// motion's (Framer Motion's) end of a physical spring: its generator reports
/// the target once |v| ≤ `restSpeed` and |to − x| ≤ `restDelta` at the time it
/// is asked about (analytic velocity, motion 13.1.1); and `JSAnimation`
/// finishes the animation at the first frame at or after the generator's
/// duration, found by asking it every 50 ms until it is done
/// (`calcGeneratorDuration`, given up at 20 s). `JSAnimation` measures a
/// frame's time from the start in whole milliseconds (`Math.round`), so frame
/// k is evaluated at round(k · 1000 / fps) ms. docs/runtime-ends.md.
///
/// On screen a frame shows the target whenever the rest rule holds at its
/// time, and for good from the finishing frame on; the end is the first frame
/// from which every frame shows the target.
///
/// Edge cases: below a move of 5 units motion uses its "granular" defaults
/// (0.005 and 0.01); a generator that is not done within 20 s never finishes
/// (its duration is ∞). A `{ duration, bounce }` spring has no rest rule and
/// ends at its duration instead (``MotionDurationEnd``).
public struct MotionEnd: Hashable, Sendable {
    /// `restDelta`, in the value's units.
    public let restDelta: Double
    /// `restSpeed`, in the value's units per second.
    public let restSpeed: Double

    /// The grid motion finds a generator's duration on, in milliseconds.
    public static let durationStep = 50.0
    /// motion's largest generator duration, in milliseconds.
    public static let maxDuration = 20_000.0

    public init(restDelta: Double, restSpeed: Double) {
        self.restDelta = restDelta
        self.restSpeed = restSpeed
    }

    /// motion's defaults for a move of `distance`: 0.5 and 2, or 0.005 and
    /// 0.01 below 5 units.
    public init(defaultsFor distance: Double) {
        let granular = distance.magnitude < 5
        self.init(restDelta: granular ? 0.005 : 0.5, restSpeed: granular ? 0.01 : 2)
    }

    /// Whether the generator reports rest at `seconds`.
    func isAtRest(_ motion: SpringMotion, at seconds: Double, distance: Double) -> Bool {
        let state = motion.state(at: seconds)
        return (state.velocity * distance).magnitude <= restSpeed
            && (state.displacement * distance).magnitude <= restDelta
    }

    /// `calcGeneratorDuration`: the first multiple of 50 ms at which the
    /// generator is done, in milliseconds; nil (∞) past 20 s.
    public func generatorDuration(_ motion: SpringMotion, distance: Double) -> Double? {
        var milliseconds = 0.0
        while !isAtRest(motion, at: milliseconds / 1000, distance: distance) {
            milliseconds += Self.durationStep
            if milliseconds >= Self.maxDuration { return nil }
        }
        return milliseconds
    }

    /// The time `JSAnimation` evaluates frame `k` at: whole milliseconds.
    public static func elapsedMilliseconds(_ k: Int, move: ScreenMove) -> Double {
        move.frameMilliseconds(k).rounded(.toNearestOrAwayFromZero)
    }

    /// The frames motion shows of `motion` over `move`.
    public func run(_ motion: SpringMotion, move: ScreenMove) -> ScreenRun {
        let distance = move.distance
        let finish = generatorDuration(motion, distance: distance) ?? .infinity
        var shown: [Double] = []
        var restingSince: Int?
        for k in 0...ScreenRun.frameLimit(move) {
            let milliseconds = Self.elapsedMilliseconds(k, move: move)
            let x = motion.displacement(at: milliseconds / 1000)
            if milliseconds >= finish {
                let end = restingSince ?? k
                let jump = motion.displacement(at: Self.elapsedMilliseconds(end, move: move) / 1000).magnitude
                return ScreenRun(shown: Array(shown.prefix(end)), endFrame: end, jump: jump)
            }
            let rests = isAtRest(motion, at: milliseconds / 1000, distance: distance)
            if rests {
                restingSince = restingSince ?? k
            } else {
                restingSince = nil
            }
            shown.append(rests ? 0 : x)
        }
        return ScreenRun(shown: shown, endFrame: nil, jump: 0)
    }
}
