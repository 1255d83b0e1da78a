import RealModule

/// A CSS `linear()` easing and duration that draws the animation's screen
/// curve within a guaranteed distance: `transition: transform 607ms linear(…)`.
///
/// CSS `linear()` (CSS Easing Functions Level 2) interpolates piecewise
/// linearly between stops `value position%`; two stops at one position make a
/// jump. The curve drawn is the progress 1 + x(t) of the exact motion, and for
/// an animation its API stops early (UIKit at T) the curve up to T followed
/// by the jump to 1 at 100%. The duration is T, or for a motion that runs to
/// rest the first whole millisecond after its band exit at 0.8 × the tolerance
/// (after which CSS shows 1 and the curve is within the tolerance of it).
///
/// **Stops.** The curve is sampled every h seconds (at most 20 000 samples,
/// segments of at most 2 000), and the stops are chosen
/// greedily: each segment reaches as far as its chord stays within the
/// tolerance of every sample (a simplification with an error bound, not a
/// fixed grid, so a smooth stretch takes one segment and a bounce several).
/// Values are written with 4 decimals and positions with 3; the deviation is
/// then measured on the rounded stops.
///
/// **The bound.** Between two check points a distance h apart, a C² error
/// e = curve − chord exceeds its values at the ends by at most h²/8 · max|x''|,
/// and energy never grows in a damped spring, so
/// |x''| ≤ (k √(2E0/k) + c √(2E0/m)) / m with E0 = ½ m v0² + ½ k x0².
/// ``maxDeviation`` is the largest error at the check points (every sample and
/// every stop) plus that term: an upper bound on the deviation at any time.
///
/// Edge cases: an undamped spring has no duration (nil), nor a spring whose
/// energy or acceleration bound overflows a Double, nor one that takes longer
/// than ``longestDuration`` to settle, nor one too long for ``maxSamples``
/// samples to meet the bound (the curvature term alone exceeds the
/// tolerance); the samples' share
/// of the tolerance shrinks by 0.8 (up to 8 times) until the bound is met,
/// and the last attempt is kept even if it does not meet it. An animation
/// stopped early whose easing stays within the tolerance of 0 until the jump
/// (UIKit's solver at ζ ≲ ε = 0.001 returns a spring that barely moves by T)
/// has none either: it would draw a delay and a jump, no motion.
///
/// **A budget of stops.** A long-swinging spring takes hundreds of stops
/// within 0.5%, or is too long to draw that closely at all;
/// ``kept(toStops:of:above:)`` gives the easing of the same motion within the
/// smallest looser tolerance whose stops fit a budget.
public struct CSSLinearEasing: Hashable, Sendable {
    /// The transition's duration, in milliseconds.
    public let durationMilliseconds: Double
    /// The stops: (progress position 0…1, value), in order.
    public let stops: [(position: Double, value: Double)]
    /// An upper bound on |easing − curve| at any time, as a fraction of the distance.
    public let maxDeviation: Double
    /// The tolerance the easing was built within, a fraction of the distance.
    public let tolerance: Double

    public static func == (a: Self, b: Self) -> Bool {
        a.durationMilliseconds == b.durationMilliseconds && a.maxDeviation == b.maxDeviation
            && a.tolerance == b.tolerance
            && a.stops.elementsEqual(b.stops) { $0.position == $1.position && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(durationMilliseconds)
        hasher.combine(maxDeviation)
        hasher.combine(tolerance)
    }

    /// The most samples the stops are chosen from, and the longest segment
    /// tried, in samples: they bound the cost for slow or long motions.
    static let maxSamples = 20_000, maxSegment = 2_000

    /// The longest transition springlab writes, in seconds (an hour).
    public static let longestDuration = 3600.0

    /// The easing for `animation` within `tolerance` (a fraction of the distance).
    ///
    /// - Returns: nil for a motion that never settles.
    public init?(_ animation: SpringAnimation, tolerance: Double = ScreenMatch.defaultTolerance) {
        guard tolerance.isFinite, tolerance > 0 else { return nil }
        let motion = animation.motion
        let duration: Double
        if let end = animation.endTime {
            duration = end
        } else {
            guard let exit = motion.bandExit(epsilon: 0.8 * tolerance).seconds else { return nil }
            duration = Swift.max((exit * 1000).rounded(.up), 1) / 1000
        }
        let curvature = Self.accelerationBound(animation)
        // No bound (the energy overflows a Double) or no room for it: no easing.
        guard curvature.isFinite, duration.isFinite, duration > 0, duration <= Self.longestDuration else {
            return nil
        }
        // Samples h apart such that the curvature term is 5% of the tolerance,
        // but no more than maxSamples of them.
        let step = Swift.max(duration / Double(Self.maxSamples), (0.4 * tolerance / curvature).squareRoot())
        let slack = step * step / 8 * curvature
        // What the samples may use: the tolerance less the curvature term and
        // the rounding of the printed stops.
        var aim = 0.9 * tolerance - slack
        guard aim > 0 else { return nil }
        var best: CSSLinearEasing?
        for _ in 0..<8 {
            let easing = Self.simplify(
                motion, duration: duration, snaps: animation.endTime != nil, step: step, aim: aim, slack: slack,
                tolerance: tolerance)
            best = easing
            if easing.maxDeviation <= tolerance { break }
            aim *= 0.8
        }
        guard let best, animation.endTime == nil || best.moves(within: tolerance) else { return nil }
        self = best
    }

    /// Whether a stop before the last lies farther than `tolerance` from 0:
    /// the easing shows motion before it reaches 1.
    private func moves(within tolerance: Double) -> Bool {
        stops.dropLast().contains { $0.value.magnitude > tolerance }
    }

    private init(
        durationMilliseconds: Double, stops: [(position: Double, value: Double)], maxDeviation: Double,
        tolerance: Double
    ) {
        self.durationMilliseconds = durationMilliseconds
        self.stops = stops
        self.maxDeviation = maxDeviation
        self.tolerance = tolerance
    }

    /// This easing when it has at most `maxStops` stops; else the easing of
    /// `animation` (the motion this one draws) within the smallest tolerance
    /// above ``tolerance`` whose stops number at most `maxStops`
    /// (``kept(toStops:of:above:)``).
    public func kept(toStops maxStops: Int, of animation: SpringAnimation) -> CSSLinearEasing? {
        guard stops.count > maxStops else { return self }
        return Self.kept(toStops: maxStops, of: animation, above: tolerance)
    }

    /// The easing of `animation` within the smallest tolerance above
    /// `tolerance` whose stops number at most `maxStops`: for an easing
    /// within `tolerance` that takes more stops, or a motion too long to have
    /// one within `tolerance` at all.
    ///
    /// The tolerance is doubled until the stops fit, then narrowed by
    /// bisection of its logarithm to within 2% of the smallest that fits
    /// (the stop count falls as the tolerance grows, though not strictly:
    /// the stops are chosen greedily and rounded). A tolerance with no easing
    /// counts as one with too many stops: a looser one ends a motion that runs
    /// to rest sooner (its band exit at 0.8 × the tolerance), which may then
    /// fit the samples' bound.
    ///
    /// - Returns: nil when no tolerance below 1 gives an easing with at most
    ///   `maxStops` stops (an easing has at least 2).
    public static func kept(toStops maxStops: Int, of animation: SpringAnimation, above tolerance: Double)
        -> CSSLinearEasing?
    {
        // The largest tolerance known to take too many stops (or to have no easing), and the easing of the
        // smallest known to fit.
        var tooMany = tolerance
        var fitting: CSSLinearEasing?
        while true {
            if let fitting, fitting.tolerance / tooMany <= 1.02 { return fitting }
            let next = fitting.map { ($0.tolerance * tooMany).squareRoot() } ?? Swift.min(2 * tooMany, 0.999)
            guard next > tooMany else { return fitting }
            if let easing = CSSLinearEasing(animation, tolerance: next), easing.stops.count <= maxStops {
                fitting = easing
            } else {
                tooMany = next
            }
        }
    }

    /// max|x''| over the motion, from energy that never grows.
    static func accelerationBound(_ animation: SpringAnimation) -> Double {
        let spring = animation.spring, state = animation.motion.initialState
        let energy = spring.energy(of: state)
        let x = (2 * energy / spring.stiffness).squareRoot(), v = (2 * energy / spring.mass).squareRoot()
        return Swift.max((spring.stiffness * x + spring.damping * v) / spring.mass, .leastNormalMagnitude)
    }

    /// Greedy stops within `aim` at the samples, rounded, then measured.
    static func simplify(
        _ motion: SpringMotion, duration: Double, snaps: Bool, step: Double, aim: Double, slack: Double,
        tolerance: Double
    ) -> CSSLinearEasing {
        let count = Swift.max(Int((duration / step).rounded(.up)), 1)
        let times = (0...count).map { Swift.min(Double($0) * step, duration) }
        var values = times.map { 1 + motion.displacement(at: $0) }
        values[0] = 0
        if !snaps { values[count] = 1 }
        var chosen = [0]
        var start = 0
        while start < count {
            var end = start + 1
            while end < count, end - start < maxSegment,
                chordFits(values, times, from: start, to: end + 1, within: aim)
            {
                end += 1
            }
            chosen.append(end)
            start = end
        }
        var stops = chosen.map { i in
            (
                position: (times[i] / duration * 100_000).rounded() / 100_000,
                value: (values[i] * 10_000).rounded() / 10_000
            )
        }
        stops[0] = (0, 0)
        if snaps { stops.append((1, 1)) } else { stops[stops.count - 1] = (1, 1) }
        let easing = CSSLinearEasing(
            durationMilliseconds: duration * 1000, stops: stops, maxDeviation: 0, tolerance: tolerance)
        var largest = 0.0
        let checks = times + stops.map { $0.position * duration }
        for t in checks where t < duration || !snaps {
            largest = Swift.max(largest, (easing.value(at: t / duration) - (1 + motion.displacement(at: t))).magnitude)
        }
        return CSSLinearEasing(
            durationMilliseconds: duration * 1000, stops: stops, maxDeviation: largest + slack, tolerance: tolerance)
    }

    /// Whether the chord from sample `a` to `b` stays within `aim` of every sample between.
    static func chordFits(_ values: [Double], _ times: [Double], from a: Int, to b: Int, within aim: Double) -> Bool {
        let slope = (values[b] - values[a]) / (times[b] - times[a])
        for i in (a + 1)..<b where (values[a] + slope * (times[i] - times[a]) - values[i]).magnitude > aim {
            return false
        }
        return true
    }

    /// The easing's output at input progress `u` (0…1), by CSS's rule: linear
    /// between the stops around `u`, the last of equal positions winning at it.
    public func value(at u: Double) -> Double {
        // The first stop past u, by bisection: positions never decrease.
        var low = 0, high = stops.count
        while low < high {
            let mid = (low + high) / 2
            if stops[mid].position > u { high = mid } else { low = mid + 1 }
        }
        let upper = low
        guard upper < stops.count else { return stops[stops.count - 1].value }
        guard upper > 0 else { return stops[0].value }
        let a = stops[upper - 1], b = stops[upper]
        return a.value + (b.value - a.value) * (u - a.position) / (b.position - a.position)
    }

    /// `linear(…)`: the first stop `0`, the last `1`, the others `value position%`.
    public var easing: String {
        let inner = stops.enumerated().map { index, stop in
            let value = Self.decimal(stop.value, places: 4)
            if index == 0 || (index == stops.count - 1 && stop.position == 1 && stops[index - 1].position < 1) {
                return value
            }
            return value + " " + Self.decimal(stop.position * 100, places: 3) + "%"
        }
        return "linear(" + inner.joined(separator: ", ") + ")"
    }

    /// The duration as a CSS time, `<milliseconds>ms` with at most three decimals.
    public var cssDuration: String { Self.decimal(durationMilliseconds, places: 3) + "ms" }

    /// `transition: transform <duration>ms linear(…)`.
    public var transition: String { "transition: transform \(cssDuration) \(easing)" }

    /// `x` with at most `places` decimals, no trailing zeros.
    static func decimal(_ x: Double, places: Int) -> String {
        let scale = Double.pow(10, Double(places))
        let scaled = (x * scale).rounded()
        let negative = scaled < 0
        let digits = String(Int64(scaled.magnitude))
        let padded = String(repeating: "0", count: Swift.max(0, places + 1 - digits.count)) + digits
        var fraction = String(padded.suffix(places))
        while fraction.last == "0" { fraction.removeLast() }
        let whole = String(padded.dropLast(places))
        return (negative ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction)
    }
}
