/// motion's retarget (v13.1.1): `animate(value, X, transition)` on the motion
/// value a running animation drives. It stops the running animation and
/// starts a new `JSAnimation` at the call's clock, from the value the last
/// frame showed, with the velocity `value.getVelocity()` reads — the last
/// two values the frames set, (x₁ − x₀) / min(t₁ − t₀, 30 ms), or 0 when the
/// value was last set more than 30 ms before the call — unless the
/// transition gives its own `velocity`. Each later frame shows the new
/// spring at round(tₙ − call time) ms, ending as one move does
/// (``MotionRuntime``, ``MotionDurationEnd``). The rest thresholds are the
/// new move's defaults (0.5 and 2, or 0.005 and 0.01 when |X − start| < 5)
/// unless the transition writes its own.
///
/// A duration spring (`{ duration, bounce }`, `{ visualDuration, bounce }`)
/// starts from rest whatever velocity it is handed: motion 13.1.1 gives its
/// generator velocity 0 (the second spring is the transition's own).
///
/// A gesture: a value at rest at X0 on frame 0, then `animate(value, X, {
/// …, velocity: V })` at frame 0's time. An animation that has finished has
/// let go of the value, so a retarget after it starts from the target it
/// showed, and with velocity 0 once the last set is over 30 ms old.
extension MotionRuntime: RetargetModel {
    public static let velocityHandling = VelocityHandling.kept
    public static let velocityRule =
        "animate() reads the value's velocity from its last two frames (0 when the last is over 30 ms old) "
        + "unless the transition gives one; a duration spring starts from rest"

    /// Zeroed for a duration spring, kept for a physical one.
    public func velocityHandling(at retarget: Retarget) -> VelocityHandling {
        Self.isDurationSpring(retarget.secondAnimation) ? .zeroed : .kept
    }

    /// The velocity motion's `getVelocity()` reads over 30 ms at most, in milliseconds.
    static let velocityWindow = 30.0

    /// One `JSAnimation`: the spring toward `target` in units, started at
    /// `start` ms on the clock, finished at its `finish` ms (∞: never), the
    /// target shown early wherever `rest` (a physical spring's rule) holds.
    private struct Playing {
        let motion: SpringMotion, target: Double, start: Double, finish: Double, rest: MotionRuntime?

        /// The time the animation samples at a frame of `milliseconds`: whole milliseconds.
        func elapsed(_ milliseconds: Double) -> Double { (milliseconds - start).rounded(.toNearestOrAwayFromZero) }

        /// What a frame at `milliseconds` shows, and whether the animation finishes there.
        func frame(_ milliseconds: Double) -> (value: Double, finishes: Bool) {
            let elapsed = elapsed(milliseconds)
            if elapsed >= finish { return (target, true) }
            if let rest, rest.isAtRest(motion, at: elapsed / 1000, distance: 1) { return (target, false) }
            return (target + motion.displacement(at: elapsed / 1000), false)
        }

        /// Where the spring has got to at a frame of `milliseconds`, the rest rule aside.
        func curve(_ milliseconds: Double) -> Double { target + motion.displacement(at: elapsed(milliseconds) / 1000) }
    }

    /// The animation `animation` runs from `from` toward `target` in units
    /// with `velocity` units/s, started at `start` ms: a duration spring from
    /// rest, ending at its duration; a physical one by the rest rule of
    /// `thresholds` for the move's size (`self`'s when nil).
    private func playing(
        _ animation: SpringAnimation, from: Double, velocity: Double, to target: Double, start: Double,
        thresholds: MotionRuntime?
    ) throws(SpringError) -> Playing {
        let duration = Self.isDurationSpring(animation)
        let motion = try SpringMotion(
            spring: animation.spring,
            initialState: SpringState(displacement: from - target, velocity: duration ? 0 : velocity))
        if duration, let end = animation.endTime {
            return Playing(
                motion: motion, target: target, start: start,
                finish: MotionDurationEnd(duration: end).durationMilliseconds,
                rest: nil)
        }
        let rest = thresholds ?? self
        return Playing(
            motion: motion, target: target, start: start,
            finish: rest.generatorDuration(motion, distance: 1) ?? .infinity, rest: rest)
    }

    /// Whether motion runs `animation` as a duration spring (velocity 0).
    static func isDurationSpring(_ animation: SpringAnimation) -> Bool {
        guard let input = animation.input as? MotionInput else { return false }
        return input.duration != nil || input.bounce != nil || input.visualDuration != nil
    }

    /// The rest thresholds of a move from `from` to `to` written as `animation`:
    /// those the transition writes, else motion's defaults for its size.
    static func thresholds(_ animation: SpringAnimation, from: Double, to: Double) -> MotionRuntime {
        let size = (to - from).magnitude
        guard let input = animation.input as? MotionInput else { return MotionRuntime(defaultsFor: size) }
        let (delta, speed) = input.restThresholds(distance: size)
        return MotionRuntime(restDelta: delta, restSpeed: speed)
    }

    public func retargetRun(_ retarget: Retarget) throws(SpringError) -> RetargetRun {
        let move = retarget.move, r = retarget.retargetFrame, clock = move.frameMilliseconds
        var frames: [Double], lastSet: Int, ended = false
        switch retarget.start {
        case .move:
            let first = try playing(
                retarget.first, from: 0, velocity: move.unitsPerSecond(retarget.first.initialVelocity),
                to: move.distance, start: 0, thresholds: nil)
            (frames, lastSet) = ([], r - 1)
            for k in 0..<r {
                let (value, finishes) = first.frame(clock(k))
                frames.append(value)
                if finishes {
                    (lastSet, ended) = (k, true)
                    frames += Array(repeating: value, count: r - 1 - k)
                    break
                }
            }
        case let .gesture(from, _):
            (frames, lastSet) = ([from], 0)
        }
        let before = Self.velocity(frames, lastSet: lastSet, at: clock(r - 1), move: move)
        let start = frames[r - 1]
        let second = retarget.secondAnimation
        let velocity: Double
        switch retarget.start {
        case .move: velocity = retarget.velocity ?? before
        case let .gesture(_, released): velocity = released
        }
        let next = try playing(
            second, from: start, velocity: velocity, to: retarget.to, start: clock(r - 1),
            thresholds: Self.thresholds(second, from: start, to: retarget.to))
        let after = Self.isDurationSpring(second) ? 0 : velocity
        for k in r...(r + ScreenRun.frameLimit(move)) {
            let (value, finishes) = next.frame(clock(k))
            guard value.isFinite else { throw .nonFinite(parameter: "motion's frame \(k)", value: value) }
            frames.append(value)
            if finishes {
                let reached = Self.snap(frames, next, retargetFrame: r, clock: clock)
                return RetargetRun(
                    frames: frames, retargetFrame: r, velocityBefore: before, velocityAfter: after, endFrame: k,
                    snappedFrom: reached == retarget.to ? nil : reached, firstMoveEnded: ended)
            }
        }
        return RetargetRun(
            frames: frames, retargetFrame: r, velocityBefore: before, velocityAfter: after, endFrame: nil,
            snappedFrom: nil, firstMoveEnded: ended)
    }

    /// `value.getVelocity()` at a call at `now` ms: the last two values the
    /// frames set (frames `lastSet − 1` and `lastSet`) over their time apart,
    /// at most 30 ms, in units per second; 0 with fewer than two frames set
    /// or a last set more than 30 ms before the call.
    static func velocity(_ frames: [Double], lastSet: Int, at now: Double, move: ScreenMove) -> Double {
        let set = move.frameMilliseconds(lastSet)
        guard lastSet >= 1, now - set <= velocityWindow else { return 0 }
        let apart = Swift.min(set - move.frameMilliseconds(lastSet - 1), velocityWindow)
        return (frames[lastSet] - frames[lastSet - 1]) / apart * 1000
    }

    /// Where the second move's curve was when its frames first showed the
    /// target for good: on the finishing frame, or on the first frame of the
    /// stretch at the target (the rest rule's) just before it.
    private static func snap(_ frames: [Double], _ playing: Playing, retargetFrame r: Int, clock: (Int) -> Double)
        -> Double
    {
        let last = frames.count - 1
        let first = (r...last).reversed().prefix { frames[$0] == playing.target }.last ?? last
        return playing.curve(clock(first))
    }
}
