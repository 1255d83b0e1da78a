/// UIKit's end of a spring animation: `animate(withDuration:delay:
/// usingSpringWithDamping:initialSpringVelocity:…)` runs for its duration T
/// and then shows the target (docs/apple.md, "Stop and snap at T").
///
/// On screen the first frame at or after T shows the target; the jump is what
/// the curve still lacked at that frame.
public struct UIKitEnd: Hashable, Sendable {
    /// The animation's duration T, in seconds.
    public let duration: Double

    public init(duration: Double) { self.duration = duration }

    /// The frames of `motion` as UIKit shows them.
    public func run(_ motion: SpringMotion, move: ScreenMove) -> ScreenRun {
        ScreenRun.following(motion, move: move) { k, _ in move.frameTime(k) >= duration }
    }
}
