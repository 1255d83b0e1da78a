/// A retarget answered with a new animation started at the call, from the
/// value the last frame showed (Apple's runtimes, as their documentation
/// describes them: docs/runtime-ends.md, Retargets).
///
/// Frames 0 to r − 1 are the first move's one-move run (``ScreenRun``, the
/// normalized move scaled to 0 → D). The call comes at frame r − 1's time
/// with the value x shown there and the velocity the first motion drawn has
/// then (0 once it has ended, the value then resting at D). The new
/// animation starts at that time, x → X with the velocity the runtime's rule
/// gives: frame r − 1 + j shows it j / fps in, as the runtime's one-move run
/// of the move σ = X − x (D when X = x) shows it, normalized x0 = −1 and
/// velocities in fractions of σ per second.
struct NewAnimationHandOff {
    let retarget: Retarget

    /// The first move's frames in units, its velocity at frame r − 1 in
    /// units/s and whether it had ended by then, from its run and the motion
    /// drawn (both normalized); a gesture's value at rest at X0.
    func firstMove(run: ScreenRun, drawn: SpringMotion) -> (frames: [Double], velocity: Double, ended: Bool) {
        guard case .move = retarget.start else {
            if case let .gesture(from, _) = retarget.start { return ([from], 0, false) }
            return ([], 0, false)
        }
        let move = retarget.move, distance = move.distance, last = retarget.retargetFrame - 1
        let frames = (0...last).map { k in distance * (1 + (run.displacement(atFrame: k) ?? run.restValue)) }
        let ended = run.endFrame.map { $0 <= last } ?? false
        let velocity = ended ? 0 : drawn.state(at: move.frameTime(last)).velocity * distance
        return (frames, velocity, ended)
    }

    /// The velocity the new animation starts with, units/s: `moving` for a
    /// retarget (the runtime's rule), a gesture's own for a release.
    func velocity(moving: Double) -> Double {
        if case let .gesture(_, released) = retarget.start { return released }
        return moving
    }

    /// σ, the signed size of the move from `value` to the target: X − x, or
    /// D when they are equal.
    func span(from value: Double) -> Double {
        value == retarget.to ? retarget.move.distance : retarget.to - value
    }

    /// The whole run: `first` (``firstMove(run:drawn:)``), then the second
    /// animation, `spring` (the retarget's second unless the runtime solves
    /// another), on the move of σ, started with `velocity` units/s
    /// (`second(motion, move)` runs it, normalized, as the runtime does).
    /// - Throws: ``SpringError`` when the second spring's state is not finite.
    func run(
        first: (frames: [Double], velocity: Double, ended: Bool), velocity: Double, spring: Spring? = nil,
        second: (SpringMotion, ScreenMove) throws(SpringError) -> ScreenRun
    ) throws(SpringError) -> RetargetRun {
        let r = retarget.retargetFrame, to = retarget.to, start = first.frames[r - 1], sigma = span(from: start)
        let move = try ScreenMove(distance: sigma.magnitude, framesPerSecond: retarget.move.framesPerSecond)
        let motion = try SpringMotion(
            spring: spring ?? retarget.second,
            initialState: SpringState(displacement: (start - to) / sigma, velocity: velocity / sigma))
        let shown = try second(motion, move)
        var frames = first.frames
        for j in 1...ScreenRun.frameLimit(move) {
            if let end = shown.endFrame, j >= end {
                frames.append(to + sigma * shown.restValue)
                return RetargetRun(
                    frames: frames, retargetFrame: r, velocityBefore: first.velocity, velocityAfter: velocity,
                    endFrame: r - 1 + j, snappedFrom: shown.jump == 0 ? nil : to + sigma * shown.jump,
                    firstMoveEnded: first.ended)
            }
            guard let displacement = shown.displacement(atFrame: j) else { break }
            frames.append(to + sigma * displacement)
        }
        return RetargetRun(
            frames: frames, retargetFrame: r, velocityBefore: first.velocity, velocityAfter: velocity, endFrame: nil,
            snappedFrom: nil, firstMoveEnded: first.ended)
    }

    /// A velocity in units/s as a fraction of σ per second, positive toward
    /// the target (UIKit's `initialSpringVelocity`, Core Animation's
    /// `initialVelocity`).
    func fraction(_ velocity: Double, from value: Double) -> Double { velocity / span(from: value) }
}
