/// Android's end of a `SpringAnimation` (androidx.dynamicanimation): after
/// each frame's update `SpringForce.isAtEquilibrium` tests
/// |v| < 62.5 · δ and |x − final| < δ, δ = 0.75 × the animation's minimum
/// visible change (1 pixel by default); the animation then ends on the final
/// position (docs/runtime-ends.md).
///
/// Each frame's update is the closed-form solution from the previous frame's
/// state, so the frames lie on the exact curve.
public struct AndroidEnd: Hashable, Sendable {
    /// `setMinimumVisibleChange`, in the value's units.
    public let minimumVisibleChange: Double

    public init(minimumVisibleChange: Double = 1) { self.minimumVisibleChange = minimumVisibleChange }

    /// δ, the value threshold: 0.75 × the minimum visible change.
    public var valueThreshold: Double { 0.75 * minimumVisibleChange }
    /// The velocity threshold, units per second: δ · 1000/16.
    public var velocityThreshold: Double { valueThreshold * 62.5 }

    /// The frames Android shows of `motion` over `move`.
    public func run(_ motion: SpringMotion, move: ScreenMove) -> ScreenRun {
        let distance = move.distance
        return ScreenRun.following(motion, move: move) { k, state in
            k > 0 && (state.velocity * distance).magnitude < velocityThreshold
                && (state.displacement * distance).magnitude < valueThreshold
        }
    }
}
