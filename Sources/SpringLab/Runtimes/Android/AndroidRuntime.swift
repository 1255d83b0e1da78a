/// Android's `SpringAnimation` (androidx.dynamicanimation) on screen: its
/// whole-millisecond frame clock and its end (docs/runtime-ends.md, "Android").
///
/// **Clock.** `AnimationHandler` stamps every frame with
/// `SystemClock.uptimeMillis()`, a whole number of milliseconds, and
/// `DynamicAnimation.doAnimationFrame` advances the spring by `deltaT`, the
/// difference of the last two stamps. Its first frame only notes the stamp and
/// shows the start value. Each update is the closed-form solution from the
/// previous frame's state over `deltaT`, so the updates add up: frame k ≥ 1
/// shows the exact motion at Tₖ = sₖ − s₀ ms, sₖ the stamp of frame k. With the
/// display's frames at k · 1000/fps ms and the uptime's millisecond ticks
/// falling a phase φ ∈ [0, 1) ms before frame 0's time,
/// sₖ − s₀ = ⌊φ + k · 1000/fps⌋: each frame shows the motion up to a millisecond
/// behind or ahead of its own time, the same error at every frame rate.
///
/// **End.** After each update `SpringForce.isAtEquilibrium` tests
/// |v| < 62.5 · δ and |x − final| < δ, δ = 0.75 × the animation's minimum
/// visible change (1 pixel by default); `SpringAnimation` then shows the final
/// position (a snap). Frame 0 is never tested.
///
/// **Phase.** Nothing an app does fixes φ: it is where the uptime clock's
/// milliseconds happen to fall against the display's frames. ``run(_:move:)``
/// therefore reports the worst phase: of the runs at ``phases``, the one that
/// strays farthest from the exact curve. ``run(_:move:phase:)`` gives one phase.
///
/// Values and velocities are in Double here; Android keeps them in `float`
/// between frames, a difference near 1e-7 of the distance per frame.
public struct AndroidRuntime: Hashable, Sendable {
    /// `setMinimumVisibleChange`, in the value's units, > 0.
    public let minimumVisibleChange: Double

    public init(minimumVisibleChange: Double = 1) { self.minimumVisibleChange = minimumVisibleChange }

    /// δ, the value threshold: 0.75 × the minimum visible change.
    public var valueThreshold: Double { 0.75 * minimumVisibleChange }
    /// The velocity threshold, units per second: δ · 1000/16.
    public var velocityThreshold: Double { Self.velocityThreshold(valueThreshold) }

    /// The velocity threshold for a value threshold δ: δ · 1000/16, units per second.
    static func velocityThreshold(_ valueThreshold: Double) -> Double { valueThreshold * 62.5 }

    /// `SpringForce.isAtEquilibrium` for a value threshold δ: |velocity| <
    /// δ · 1000/16 and |offset| < δ, the offset being the value less the
    /// final position (units, units per second; both strict).
    static func isAtEquilibrium(offset: Double, velocity: Double, valueThreshold: Double) -> Bool {
        velocity.magnitude < velocityThreshold(valueThreshold) && offset.magnitude < valueThreshold
    }

    /// How many clock phases ``run(_:move:)`` tries.
    static let phaseCount = 36

    /// The clock phases ``run(_:move:)`` tries, in milliseconds: the middles
    /// (j + ½)/36 of 36 equal parts of a millisecond.
    ///
    /// Frame times ⌊φ + k · 1000/fps⌋ change with φ only where φ + k · 1000/fps
    /// crosses a whole millisecond. When 1000/fps is a fraction p/q in lowest
    /// terms those crossings are at multiples of 1/q; for q dividing 36 (30,
    /// 60, 72, 90, 120, 144, 180, 240 Hz among others) every part lies between
    /// two crossings, so the phases give every sequence of frame times there
    /// is. At other rates they are a sample.
    public static let phases = (0..<phaseCount).map { (Double($0) + 0.5) / Double(phaseCount) }

    /// Tₖ, the milliseconds of motion frame `k` shows at clock phase `phase`
    /// (in [0, 1) ms): ⌊phase + k · 1000/fps⌋; 0 for frame 0.
    public static func elapsedMilliseconds(_ k: Int, phase: Double, move: ScreenMove) -> Double {
        (phase + move.frameMilliseconds(k)).rounded(.down) - phase.rounded(.down)
    }

    /// The frames Android shows of `motion` over `move` at clock phase
    /// `phase`, in milliseconds in [0, 1).
    public func run(_ motion: SpringMotion, move: ScreenMove, phase: Double) -> ScreenRun {
        let distance = move.distance
        return .following(
            motion, move: move, at: { Self.elapsedMilliseconds($0, phase: phase, move: move) / 1000 },
            stopsWhen: { k, state in
                k > 0
                    && Self.isAtEquilibrium(
                        offset: state.displacement * distance, velocity: state.velocity * distance,
                        valueThreshold: valueThreshold)
            })
    }

    /// Of ``phases``, the first of each group that gives the same frame
    /// times over ``ScreenRun/horizon``. ⌊φ + k · 1000/fps⌋ does not decrease
    /// as φ grows, so phases with equal frame times are neighbours: 3 groups
    /// at 60 Hz, 18 at 144 Hz, 1 at 50 Hz (whole-millisecond frames).
    public static func distinctPhases(_ move: ScreenMove) -> [Double] {
        let frames = ScreenRun.frameLimit(move)
        var kept = [phases[0]]
        for phase in phases.dropFirst() where !sameFrameTimes(phase, kept[kept.count - 1], through: frames, move: move)
        {
            kept.append(phase)
        }
        return kept
    }

    /// Whether phases `a` and `b` give frames 1 through `last` the same times.
    static func sameFrameTimes(_ a: Double, _ b: Double, through last: Int, move: ScreenMove) -> Bool {
        last < 1
            || (1...last).allSatisfy {
                elapsedMilliseconds($0, phase: a, move: move) == elapsedMilliseconds($0, phase: b, move: move)
            }
    }

    /// Every run Android shows at ``phases``, each once, in the order of the
    /// phases. A run depends only on the times of its frames up to its end,
    /// so a phase whose frames have the times of the previous run's up to
    /// that run's end shows the same run and is passed over.
    public func runs(_ motion: SpringMotion, move: ScreenMove) -> [ScreenRun] {
        var runs: [(phase: Double, run: ScreenRun)] = []
        for phase in Self.phases {
            if let last = runs.last,
                Self.sameFrameTimes(
                    phase, last.phase, through: last.run.endFrame ?? ScreenRun.frameLimit(move), move: move)
            {
                continue
            }
            runs.append((phase, run(motion, move: move, phase: phase)))
        }
        return runs.map(\.run)
    }

    /// The frames Android shows of `motion` over `move` at its worst clock
    /// phase: of ``runs(_:move:)``, the one with the largest deviation from
    /// `motion` (the first of equals, i.e. the smallest phase).
    public func run(_ motion: SpringMotion, move: ScreenMove) -> ScreenRun {
        let deviations = runs(motion, move: move).map {
            (run: $0, deviation: $0.maxDeviation(from: motion, move: move))
        }
        // `max` keeps the first of equals; the first phase always gives a run.
        return deviations.max { $0.deviation < $1.deviation }!.run
    }
}

extension AndroidRuntime: SpringMotionRuntime {
    public typealias Input = AndroidInput
    public static let key = "android"
    public static let name = "Android"
    public static let sources = [
        RuntimeSource(
            "SpringForce's constants and isAtEquilibrium, the minimum visible change",
            "androidx/androidx `dynamicanimation/dynamicanimation/src/main/java/androidx/dynamicanimation/animation/"
                + "SpringForce.java`, `DynamicAnimation.java` (docs/runtimes.md, Android)")
    ]

    /// A minimum visible change of 1 (a pixel), or the one written with an `android:` input.
    public static func model(for animation: SpringAnimation, move: ScreenMove) -> Self? {
        guard let written = animation.input as? AndroidInput else { return AndroidRuntime() }
        return AndroidRuntime(minimumVisibleChange: written.number(AndroidInput.minimumVisibleChange))
    }

    /// Android's run at each of its clock phases (``runs(_:move:)``).
    public func screenRuns(_ animation: SpringAnimation, move: ScreenMove) -> [ScreenRun] {
        runs(animation.motion, move: move)
    }

    public func candidates(tolerance: Double, animation: SpringAnimation, move: ScreenMove) -> [Self] {
        Self.thresholdScales(tolerance: tolerance, move: move).map { AndroidRuntime(minimumVisibleChange: $0 / 0.75) }
    }

    public func parameters(_ animation: SpringAnimation, move: ScreenMove) -> [RuntimeParameter] {
        [RuntimeParameter("minimumVisibleChange", minimumVisibleChange)]
    }

    public static func groups(_ equivalents: SpringEquivalents) -> [EquivalentGroup] {
        [DampingRatioSpring.group("android", velocityName: "startVelocity", equivalents)]
    }

    public static func code(_ equivalents: SpringEquivalents) -> AndroidCode {
        AndroidCode(equivalents, AndroidRuntime(), writesThreshold: false)
    }

    /// With `setMinimumVisibleChange` called.
    public func code(_ equivalents: SpringEquivalents) -> AndroidCode {
        AndroidCode(equivalents, self, writesThreshold: true)
    }
}
