/// Rebound's retarget (v0.3.8): `setEndValue(X)` on the running `Spring`
/// changes its end value and nothing else — the velocity, the unspent time of
/// the 1 ms steps and the last trial position carry on —, `setSpringConfig`
/// its tension and friction, and `setVelocity(V)` replaces the velocity.
/// A spring already at rest (snapped to its end, velocity 0) starts again
/// from there. A gesture: `setCurrentValue(X0)` before frame 0, which puts
/// the spring at rest there (its end value, and the trial position its next
/// step starts from, become X0; velocity 0), then `setEndValue(X)` and
/// `setVelocity(V)` after frame 0.
///
/// Frames advance as in ``ReboundRuntime`` at clock phase 0 (one phase, not
/// the worst: the recorded retargets ran on that clock): frame k by
/// ⌊tₖ⌋ − ⌊tₖ₋₁⌋ ms (at most 64), the looper started again at the call's
/// clock when the spring was at rest.
extension ReboundRuntime: RetargetModel {
    public static let velocityHandling = VelocityHandling.kept
    public static let velocityRule =
        "setEndValue leaves the running spring's velocity (and its unspent step time) as they are; "
        + "setVelocity replaces it"

    public func retargetRun(_ retarget: Retarget) -> RetargetRun {
        let move = retarget.move, first = retarget.first.spring
        var stepper: ReboundStepper, frames: [Double], resting: Bool
        switch retarget.start {
        case .move:
            stepper = ReboundStepper(
                tension: first.stiffness / first.mass, friction: first.damping / first.mass, end: move.distance,
                velocity: retarget.first.initialVelocity * move.distance)
            (frames, resting) = ([0], false)
        case let .gesture(from, _):
            stepper = ReboundStepper(
                tension: first.stiffness / first.mass, friction: first.damping / first.mass, end: from,
                position: from, velocity: 0)
            // setAtRest moves the trial state to the value too.
            stepper.trialPosition = from
            (frames, resting) = ([from], true)
        }
        let r = retarget.retargetFrame
        for k in 1..<r {
            if !resting { resting = advance(&stepper, frame: k, move: move) != nil }
            frames.append(stepper.position)
        }
        let before = stepper.velocity, ended = resting && retarget.isMove
        let second = retarget.second
        (stepper.tension, stepper.friction, stepper.end) = (
            second.stiffness / second.mass, second.damping / second.mass, retarget.to
        )
        if let velocity = retarget.velocity { stepper.velocity = velocity }
        let after = stepper.velocity
        for k in r...(r + ScreenRun.frameLimit(move)) {
            if let snapped = advance(&stepper, frame: k, move: move) {
                frames.append(stepper.position)
                return RetargetRun(
                    frames: frames, retargetFrame: r, velocityBefore: before, velocityAfter: after, endFrame: k,
                    snappedFrom: snapped == retarget.to ? nil : snapped, firstMoveEnded: ended)
            }
            frames.append(stepper.position)
        }
        return RetargetRun(
            frames: frames, retargetFrame: r, velocityBefore: before, velocityAfter: after, endFrame: nil,
            snappedFrom: nil, firstMoveEnded: ended)
    }

    /// Frame `k`'s advance; at rest, the spring snapped to its end with
    /// velocity 0, and the position it had reached returned.
    private func advance(_ stepper: inout ReboundStepper, frame k: Int, move: ScreenMove) -> Double? {
        stepper.advance(seconds: Swift.min(Self.frameDelta(k, move: move) / 1000.0, 0.064), step: 0.001)
        guard
            stepper.velocity.magnitude <= restSpeedThreshold
                && (stepper.end - stepper.position).magnitude <= restDisplacementThreshold
        else { return nil }
        let reached = stepper.position
        (stepper.position, stepper.velocity) = (stepper.end, 0)
        return reached
    }
}
