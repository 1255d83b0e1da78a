/// React Native's retarget (`SpringAnimation.js`, `AnimatedValue.js`):
/// `Animated.spring(value, config).start()` on a value whose spring is still
/// running hands the running animation to the new one, which takes its last
/// position, its last velocity as its initial velocity (a `velocity` in the
/// config is then overridden) and its last `Date.now()`; the new spring's
/// time starts at 0 from the value shown, toward X, and `start()` updates it
/// once at the call. After the first move has ended nothing is handed over:
/// the new spring starts from the value shown with the config's velocity.
/// A gesture is the latter, from X0 with V.
///
/// Frames as in ``ReactNativeRuntime`` at clock phase 0 (one phase, not the
/// worst: the recorded retargets ran on that clock): the clock ⌊tₖ⌋ ms, each
/// frame advancing the spring's time by at most 64 ms, ζ ≥ 1 drawn critically damped.
extension ReactNativeRuntime: RetargetModel {
    public static let velocityHandling = VelocityHandling.kept
    public static let velocityRule =
        "a new Animated.spring on a running value takes the running one's last velocity (a config "
        + "velocity is overridden); after the end, the config's velocity"

    /// One spring of React Native's: its motion from `from` toward `to`, its
    /// time and its clock.
    private struct Running {
        let motion: SpringMotion, to: Double, from: Double
        var time = 0.0, last: Double
        var position: Double, velocity: Double

        init(_ spring: Spring, from: Double, velocity: Double, to: Double, clock: Double) throws(SpringError) {
            motion = ReactNativeRuntime.drawn(
                try SpringMotion(spring: spring, initialState: SpringState(displacement: from - to, velocity: velocity))
            )
            (self.to, self.from, last, position, self.velocity) = (to, from, clock, from, velocity)
        }

        /// `onUpdate` at `clock` (ms): the position it shows.
        mutating func update(clock: Double) {
            let now = Swift.min(clock, last + ReactNativeRuntime.longestFrame)
            time += (now - last) / 1000
            last = now
            let state = motion.state(at: time)
            (position, velocity) = (to + state.displacement, state.velocity)
        }
    }

    /// Whether `spring` ends after its update.
    private func ends(_ spring: Running) -> Bool {
        let passed = spring.from < spring.to ? spring.position > spring.to : spring.position < spring.to
        return overshootClamping && passed
            || spring.velocity.magnitude <= restSpeedThreshold
                && (spring.to - spring.position).magnitude <= restDisplacementThreshold
    }

    public func retargetRun(_ retarget: Retarget) throws(SpringError) -> RetargetRun {
        let move = retarget.move, r = retarget.retargetFrame
        func clock(_ k: Int) -> Double { Self.clock(k, move: move) }
        var spring: Running?, frames: [Double]
        switch retarget.start {
        case .move:
            spring = try Running(
                retarget.first.spring, from: 0, velocity: retarget.first.initialVelocity * move.distance,
                to: move.distance, clock: 0)
            frames = [0]
        case let .gesture(from, _):
            (spring, frames) = (nil, [from])
        }
        var before = 0.0
        for k in 1..<r {
            guard var running = spring else {
                frames.append(frames[k - 1])
                continue
            }
            running.update(clock: clock(k))
            before = running.velocity
            if ends(running) {
                // Ended: the value holds the target, and no animation a velocity.
                (spring, frames, before) = (nil, frames + [running.to], 0)
            } else {
                (spring, frames) = (running, frames + [running.position])
            }
        }
        let shown = frames[r - 1]
        var second: Running
        if let running = spring {
            second = try Running(
                retarget.second, from: shown, velocity: running.velocity, to: retarget.to, clock: running.last)
        } else {
            second = try Running(
                retarget.second, from: shown, velocity: retarget.velocity ?? 0, to: retarget.to, clock: clock(r - 1))
        }
        let after = second.velocity, ended = spring == nil && retarget.isMove
        second.update(clock: clock(r - 1))
        let endsAtCall = ends(second)
        for k in r...(r + ScreenRun.frameLimit(move)) {
            if !endsAtCall { second.update(clock: clock(k)) }
            guard second.position.isFinite else { break }
            if endsAtCall || ends(second) {
                frames.append(retarget.to)
                return RetargetRun(
                    frames: frames, retargetFrame: r, velocityBefore: before, velocityAfter: after, endFrame: k,
                    snappedFrom: second.position, firstMoveEnded: ended)
            }
            frames.append(second.position)
        }
        return RetargetRun(
            frames: frames, retargetFrame: r, velocityBefore: before, velocityAfter: after, endFrame: nil,
            snappedFrom: nil, firstMoveEnded: ended)
    }
}
