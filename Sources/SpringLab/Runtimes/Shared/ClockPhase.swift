/// A runtime whose frames read a clock of whole milliseconds (Android's and
/// Rebound's `SystemClock.uptimeMillis()`, React Native's `Date.now()`): what
/// it shows depends on where that clock's millisecond ticks fall against the
/// display's frames, which no app fixes.
///
/// **Clock.** With the display's frames at k · 1000/fps ms after frame 0 and
/// the clock's ticks falling a phase φ ∈ [0, 1) ms before frame 0, frame k
/// reads Tₖ = ⌊φ + k · 1000/fps⌋ − ⌊φ⌋ ms since frame 0
/// (``elapsedMilliseconds(_:phase:move:)``): up to a millisecond behind the
/// frame's own time, the same error at every frame rate. φ = 0 is a clock
/// whose ticks fall on frame 0.
///
/// **Phase.** ``run(_:move:)`` reports the worst phase: of the runs at
/// ``phases``, the one that strays farthest from the exact curve.
/// ``run(_:move:phase:)`` gives one phase; ``runs(_:move:)`` every distinct
/// run, which a `--for` match must keep within its tolerance
/// (``Runtime/screenRuns(_:move:)``) and whose end frames reports give as a range.
public protocol ClockPhaseRuntime: SpringMotionRuntime {
    /// The frames this runtime shows of `motion` over `move` on a clock of
    /// phase `phase`, in milliseconds in [0, 1).
    func run(_ motion: SpringMotion, move: ScreenMove, phase: Double) -> ScreenRun
}

/// The phases a ``ClockPhaseRuntime`` is run at, and the frame times they give.
public enum ClockPhase {
    /// How many clock phases ``ClockPhaseRuntime/runs(_:move:)`` tries.
    public static let count = 36

    /// The clock phases tried, in milliseconds: the middles (j + ½)/36 of 36
    /// equal parts of a millisecond.
    ///
    /// Frame times ⌊φ + k · 1000/fps⌋ change with φ only where φ + k · 1000/fps
    /// crosses a whole millisecond. When 1000/fps is a fraction p/q in lowest
    /// terms those crossings are at multiples of 1/q; for q dividing 36 (30,
    /// 60, 72, 90, 120, 144, 180, 240 Hz among others) every part lies between
    /// two crossings, so the phases give every sequence of frame times there
    /// is (φ = 0 gives the sequence of the first part). At other rates they
    /// are a sample.
    public static let phases = (0..<count).map { (Double($0) + 0.5) / Double(count) }

    /// Tₖ, the milliseconds the clock has advanced at frame `k` since frame 0,
    /// at clock phase `phase` (in [0, 1) ms): ⌊phase + k · 1000/fps⌋ − ⌊phase⌋;
    /// 0 for frame 0.
    public static func elapsedMilliseconds(_ k: Int, phase: Double, move: ScreenMove) -> Double {
        (phase + move.frameMilliseconds(k)).rounded(.down) - phase.rounded(.down)
    }

    /// Of ``phases``, the first of each group that gives the same frame
    /// times over ``ScreenRun/horizon``. ⌊φ + k · 1000/fps⌋ does not decrease
    /// as φ grows, so phases with equal frame times are neighbours: 3 groups
    /// at 60 Hz, 18 at 144 Hz, 1 at 50 Hz (whole-millisecond frames).
    public static func distinct(_ move: ScreenMove) -> [Double] {
        groupFirsts(move) { _ in ScreenRun.frameLimit(move) }
    }

    /// Whether phases `a` and `b` give frames 1 through `last` the same times.
    static func sameFrameTimes(_ a: Double, _ b: Double, through last: Int, move: ScreenMove) -> Bool {
        last < 1
            || (1...last).allSatisfy {
                elapsedMilliseconds($0, phase: a, move: move) == elapsedMilliseconds($0, phase: b, move: move)
            }
    }

    /// `run` at each of ``phases``, each distinct run once, in the order of
    /// the phases. A run depends only on the times of its frames up to its
    /// end, so a phase whose frames have the times of the previous run's up
    /// to that run's end shows the same run and is passed over.
    static func runs(_ move: ScreenMove, _ run: (Double) -> ScreenRun) -> [ScreenRun] {
        var runs: [ScreenRun] = []
        _ = groupFirsts(move) { phase in
            runs.append(run(phase))
            return runs[runs.count - 1].endFrame ?? ScreenRun.frameLimit(move)
        }
        return runs
    }

    /// Of ``phases``, in order, each phase whose frames 1 through `last(φ)`
    /// of the phase kept before it, φ, do not all read φ's times; `last` is
    /// asked once for each phase kept. Monotony in φ makes the phases that
    /// do read them a run of neighbours: those below
    /// ``firstChange(above:through:move:)`` are passed over without a look
    /// at their frames, the others compared frame by frame.
    static func groupFirsts(_ move: ScreenMove, through last: (Double) -> Int) -> [Double] {
        var kept: [Double] = [], through = 0, change = -Double.infinity
        for phase in phases {
            if let first = kept.last,
                // 1e-9 ms covers the rounding of φ + k · 1000/fps, below 1e-10 ms within the horizon.
                phase < change - 1e-9 || sameFrameTimes(phase, first, through: through, move: move)
            {
                continue
            }
            kept.append(phase)
            through = last(phase)
            change = firstChange(above: phase, through: through, move: move)
        }
        return kept
    }

    /// The smallest phase above `phase` at which one of frames 1 through
    /// `last` reads another time: a tick falls between φ + tₖ and the next
    /// whole millisecond above `phase` + tₖ once φ ≥ ⌊`phase` + tₖ⌋ + 1 − tₖ,
    /// tₖ = k · 1000/fps, so the least of those over k. Frame times are
    /// whole milliseconds below it (in exact arithmetic); +∞ when `last` < 1.
    static func firstChange(above phase: Double, through last: Int, move: ScreenMove) -> Double {
        guard last >= 1 else { return .infinity }
        var least = Double.infinity
        for k in 1...last {
            let t = move.frameMilliseconds(k)
            least = Swift.min(least, (phase + t).rounded(.down) + 1 - t)
        }
        return least
    }

    /// Of `runs` (not empty), the one with the largest deviation from
    /// `exact` over `move`; the first of equals.
    static func worst(_ runs: [ScreenRun], from exact: SpringMotion, move: ScreenMove) -> ScreenRun {
        let deviations = runs.map { (run: $0, deviation: $0.maxDeviation(from: exact, move: move)) }
        // `max` keeps the first of equals.
        return deviations.max { $0.deviation < $1.deviation }!.run
    }
}

extension ClockPhaseRuntime {
    /// ``ClockPhase/phases``.
    public static var phases: [Double] { ClockPhase.phases }

    /// ``ClockPhase/elapsedMilliseconds(_:phase:move:)``.
    public static func elapsedMilliseconds(_ k: Int, phase: Double, move: ScreenMove) -> Double {
        ClockPhase.elapsedMilliseconds(k, phase: phase, move: move)
    }

    /// ``ClockPhase/distinct(_:)``.
    public static func distinctPhases(_ move: ScreenMove) -> [Double] { ClockPhase.distinct(move) }

    /// Every run this runtime shows of `motion` over `move` at
    /// ``ClockPhase/phases``, each once, in the order of the phases.
    public func runs(_ motion: SpringMotion, move: ScreenMove) -> [ScreenRun] {
        ClockPhase.runs(move) { run(motion, move: move, phase: $0) }
    }

    /// The frames at the worst clock phase: of ``runs(_:move:)``, the one
    /// with the largest deviation from `motion` (the first of equals, i.e.
    /// the smallest phase).
    public func run(_ motion: SpringMotion, move: ScreenMove) -> ScreenRun {
        ClockPhase.worst(runs(motion, move: move), from: motion, move: move)
    }

    /// The run at each clock phase (``runs(_:move:)``).
    public func screenRuns(_ animation: SpringAnimation, move: ScreenMove) -> [ScreenRun] {
        runs(animation.motion, move: move)
    }
}
