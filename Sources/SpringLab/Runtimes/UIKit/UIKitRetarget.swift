/// UIKit's retarget, as Apple documents it (not run): a new
/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:
/// options: .beginFromCurrentState, …)` starts from the presentation value
/// with the `initialSpringVelocity` the app passes — 0 unless it computes
/// one, the classic stop — as a fraction of the remaining distance per
/// second, positive toward the target: a gesture's V units/s is V / (X − X0).
/// UIKit solves its spring again from the same duration and damping with
/// that velocity (``UIKitSpring``), runs it for the duration and then shows
/// the target (``UIKitRuntime``). The call is the first animation's when the
/// app does not change it (the spring's UIKit form, ``UIKitSpring/matching(_:initialVelocity:)``
/// for a spring written for another API), else nil: a spring UIKit cannot
/// express. ``NewAnimationHandOff``.
extension UIKitRuntime: RetargetModel {
    public static let velocityHandling = VelocityHandling.givenByApp
    public static let velocityRule =
        "a new animate(…initialSpringVelocity:) from the presentation value starts with the "
        + "velocity passed (0 unless computed), a fraction of the remaining distance per second"
    public static let isRun = false

    public func retargetRun(_ retarget: Retarget) throws(SpringError) -> RetargetRun {
        let handOff = NewAnimationHandOff(retarget: retarget)
        let motion = retarget.first.motion
        let first = handOff.firstMove(run: run(motion, move: retarget.move), drawn: motion)
        let velocity = handOff.velocity(moving: retarget.velocity ?? 0)
        let second = retarget.secondAnimation
        let written = second.uikit ?? UIKitSpring.matching(second.spring, initialVelocity: second.initialVelocity)
        let call: UIKitSpring
        if let written {
            call = written
        } else {
            call = try UIKitSpring(duration: duration, dampingRatio: second.spring.dampingRatio)
        }
        let start = first.frames[retarget.retargetFrame - 1]
        let solved = try UIKitSpring(
            duration: call.duration, dampingRatio: call.dampingRatio,
            initialVelocity: handOff.fraction(velocity, from: start))
        let runtime = UIKitRuntime(duration: call.duration)
        return try handOff.run(first: first, velocity: velocity, spring: try solved.spring()) { motion, move in
            runtime.run(motion, move: move)
        }
    }
}
