/// SwiftUI's retarget, as Apple documents it (not run): a `spring` animation
/// on a property whose spring animation is running replaces it "preserving
/// velocity from one animation to the next" (`Animation.spring(response:
/// dampingFraction:blendDuration:)`), so the new spring starts from the value
/// and the velocity shown, toward the new target; the blend of two
/// different responses over `blendDuration` is not modelled (a blend of 0).
/// `interpolatingSpring` instead adds the new animation's effect to the
/// running one's, which this does not model either. A gesture: the spring's
/// `initialVelocity`, V / (X − X0) as a fraction of the move. The end is
/// ``SwiftUIRuntime``'s assumption, the band exit at 0.001 of the new move.
/// ``NewAnimationHandOff``.
extension SwiftUIRuntime: RetargetModel {
    public static let velocityHandling = VelocityHandling.kept
    public static let velocityRule =
        "a spring animation replacing a running one preserves its velocity (Apple's documentation; "
        + "interpolatingSpring adds the two instead)"
    public static let isRun = false

    public func retargetRun(_ retarget: Retarget) throws(SpringError) -> RetargetRun {
        let handOff = NewAnimationHandOff(retarget: retarget)
        let motion = retarget.first.motion
        let first = handOff.firstMove(run: run(motion, move: retarget.move), drawn: motion)
        let velocity = handOff.velocity(moving: first.velocity)
        return try handOff.run(first: first, velocity: velocity) { motion, move in run(motion, move: move) }
    }
}
