/// react-spring's retarget (v9.7.5): `start({ to: X, config })` on the
/// running `SpringValue`. The frame loop carries on, and so does the spring's
/// last velocity (a `config.velocity` given with the call is ignored); the
/// new config applies from the next step. The move's `from` becomes the
/// value shown when `to` changes (not when only the config does), and the
/// precision is computed again from it: min(1, 0.001 · |to − from|), 0.005
/// when they are equal. A spring that has finished (its last velocity is
/// left behind) starts from the target it showed with `config.velocity`,
/// and the idle frame loop's first `dt` is 16.667 ms again. A gesture: a
/// value at rest at X0 started toward X with `config.velocity` V.
extension ReactSpringRuntime: RetargetModel {
    public static let velocityHandling = VelocityHandling.kept
    public static let velocityRule =
        "start({ to }) on a running spring carries its last velocity and ignores a config velocity; "
        + "a finished spring starts with config.velocity"

    public func retargetRun(_ retarget: Retarget) -> RetargetRun {
        let move = retarget.move, scale = timeScale
        let first = config(
            retarget.first.spring, initialVelocity: retarget.first.initialVelocity, distance: move.distance)
        var spring = ReactSpringStepper(
            position: 0, velocity: first.velocity, tension: first.tension, friction: first.friction,
            mass: first.mass, to: move.distance, precision: precision, restVelocity: restVelocity)
        var frames = [0.0], idle = false
        if case let .gesture(from, _) = retarget.start {
            (spring.position, spring.to, frames, idle) = (from, from, [from], true)
        }
        let r = retarget.retargetFrame
        for k in 1..<r {
            if !idle, spring.run(Self.frameDelta(k, move: move)) != nil {
                (spring.position, idle) = (spring.to, true)
            }
            guard spring.position.isFinite else { break }
            frames.append(spring.position)
        }
        let before = spring.velocity * 1000 * scale
        let second = config(retarget.second, initialVelocity: 0, distance: 1)
        (spring.tension, spring.friction, spring.mass) = (second.tension, second.friction, second.mass)
        let restarts = idle, ended = idle && retarget.isMove
        if idle { spring.velocity = (retarget.velocity ?? 0) / 1000 / scale }
        if idle || spring.to != retarget.to {
            spring.precision = Self.precision(from: spring.position, to: retarget.to, given: precision, move: move)
            spring.restVelocity = spring.precision / 10
        }
        spring.to = retarget.to
        let after = spring.velocity * 1000 * scale
        for k in r...(r + ScreenRun.frameLimit(move)) {
            let delta = restarts && k == r ? 16.667 : Self.frameDelta(k, move: move)
            if let reached = spring.run(delta) {
                frames.append(retarget.to)
                return RetargetRun(
                    frames: frames, retargetFrame: r, velocityBefore: before, velocityAfter: after, endFrame: k,
                    snappedFrom: reached, firstMoveEnded: ended)
            }
            guard spring.position.isFinite else { break }
            frames.append(spring.position)
        }
        return RetargetRun(
            frames: frames, retargetFrame: r, velocityBefore: before, velocityAfter: after, endFrame: nil,
            snappedFrom: nil, firstMoveEnded: ended)
    }

    /// The precision of a move from `from` to `to`: react-spring's default
    /// for it when this runtime has the default for the first move, else
    /// the one given.
    private static func precision(from: Double, to: Double, given: Double, move: ScreenMove) -> Double {
        guard given == ReactSpringRuntime(defaultsFor: move.distance).precision else { return given }
        return from == to ? 0.005 : Swift.min(1, (to - from).magnitude * 0.001)
    }
}
