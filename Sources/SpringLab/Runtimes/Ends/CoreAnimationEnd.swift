/// Core Animation's end of a `CASpringAnimation` whose `duration` is set to
/// its `settlingDuration`, the usual way of running one (docs/apple.md).
///
/// Until then the layer shows the spring Core Animation renders (ζ > 1 drawn
/// as critical damping unless `allowsOverdamping` is set); when the animation
/// is removed the layer shows its model value, the target.
public struct CoreAnimationEnd: Hashable, Sendable {
    /// The animation's `duration`, in seconds.
    public let duration: Double
    /// Whether ζ > 1 is drawn as is.
    public let allowsOverdamping: Bool

    public init(duration: Double, allowsOverdamping: Bool) {
        self.duration = duration
        self.allowsOverdamping = allowsOverdamping
    }

    /// `duration = settlingDuration` for `spring` with `initialVelocity`.
    ///
    /// - Throws: ``SpringError`` when the settling duration cannot be
    ///   computed; an undamped spring has none, and gets ``ScreenRun/horizon``.
    public init(spring: Spring, initialVelocity: Double, allowsOverdamping: Bool) throws(SpringError) {
        let settling = try CoreAnimationSettling.duration(
            spring: spring, initialVelocity: initialVelocity, allowsOverdamping: allowsOverdamping)
        self.init(duration: settling.seconds ?? ScreenRun.horizon, allowsOverdamping: allowsOverdamping)
    }

    /// The frames Core Animation shows of the animation of `motion`.
    public func run(_ motion: SpringMotion, move: ScreenMove) -> ScreenRun {
        let rendered =
            !allowsOverdamping && motion.spring.dampingRatio > 1
            ? (try? SpringMotion(spring: motion.spring.criticallyDamped, initialState: motion.initialState)) ?? motion
            : motion
        return ScreenRun.following(rendered, move: move) { k, _ in move.frameTime(k) >= duration }
    }
}
