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
/// therefore reports the worst phase (``ClockPhaseRuntime``): of the runs at
/// ``phases``, the one that strays farthest from the exact curve.
/// ``run(_:move:phase:)`` gives one phase.
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
}

extension AndroidRuntime: ClockPhaseRuntime {
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
