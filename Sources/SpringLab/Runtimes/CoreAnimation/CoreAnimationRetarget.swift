/// Core Animation's retarget, as Apple documents it (not run): the app adds a
/// new `CASpringAnimation` whose `fromValue` is the presentation layer's
/// value and whose `initialVelocity` is whatever the app sets — 0 by default,
/// the visible stop of a retarget that hands nothing over. Its `duration` is
/// its own `settlingDuration`, and the layer shows the model value, the
/// target, once it is removed (``CoreAnimationRuntime``). `initialVelocity`
/// is a fraction of the new move's distance per second, positive toward the
/// target: a gesture's V units/s is V / (X − X0). ``NewAnimationHandOff``.
extension CoreAnimationRuntime: RetargetModel {
    public static let velocityHandling = VelocityHandling.givenByApp
    public static let velocityRule =
        "a new CASpringAnimation from the presentation value starts with its initialVelocity "
        + "(0 unless set), a fraction of the remaining distance per second"
    public static let isRun = false

    public func retargetRun(_ retarget: Retarget) throws(SpringError) -> RetargetRun {
        let handOff = NewAnimationHandOff(retarget: retarget)
        let drawn = rendered(retarget.first.motion)
        let first = handOff.firstMove(run: run(retarget.first.motion, move: retarget.move), drawn: drawn)
        let velocity = handOff.velocity(moving: retarget.velocity ?? 0)
        let start = first.frames[retarget.retargetFrame - 1]
        return try handOff.run(first: first, velocity: velocity) { motion, move throws(SpringError) in
            let runtime = try CoreAnimationRuntime(
                spring: retarget.second, initialVelocity: handOff.fraction(velocity, from: start),
                allowsOverdamping: allowsOverdamping)
            return runtime.run(motion, move: move)
        }
    }
}
