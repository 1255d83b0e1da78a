/// What a version's `onStart` leaves for one `withSpring` animation, as its
/// frames use it (``ReanimatedStart``, ``Reanimated3Start``).
protocol WithSpringStart {
    /// ζ, ω0 and ω1 as each frame uses them.
    var drawing: ClosedFormStep { get }
    /// The target, in the value's units.
    var to: Double { get }
    /// Whether the animation stops, showing the target without a step,
    /// `elapsed` ms after its start timestamp (Reanimated 3's duration).
    func stops(_ elapsed: Double) -> Bool
    /// Whether it ends, showing the target, after a step that reached
    /// `state` (displacement from the target, velocity).
    func ends(_ state: SpringState) -> Bool
}

/// A `withSpring` config whose `onStart` springlab follows with an animation
/// running before it (``WithSpringRetarget``).
protocol WithSpringStarting: WithSpringConfig {
    associatedtype Start: WithSpringStart
    /// `onStart` for a move from `from` to `to` (which differ) that starts
    /// with `startVelocity` units per second: the velocity a duration
    /// config's solver is given.
    func start(from: Double, to: Double, startVelocity: Double) -> Start
    /// `onStart` when it continues `previous`, an animation toward the same
    /// target, from `value`: ζ, ω0 and ω1 taken from it.
    func restart(continuing previous: Start, from value: Double) -> Start
    /// The same config with the physics form of `spring`.
    func physics(_ spring: Spring) -> Self
    /// Refuses what the version's config check rejects (it then jumps).
    func validate() throws(SpringError)
}

/// One `withSpring` animation between frames, as `valueSetter` and the
/// version's `onFrame` keep it: the value shown (`current`, units), the
/// velocity (units/s), the timestamp of its last frame (ms; 0 once it has
/// ended, as both versions clear it) and of its start.
struct WithSpringAnimation<Start: WithSpringStart> {
    let start: Start
    var current: Double
    var velocity: Double
    var lastTimestamp: Double
    let startTimestamp: Double

    /// `onFrame` at `now` ms: the value the step reached when the animation
    /// ends there (it then shows the target), nil while it runs. The step
    /// is the closed form from the current state over min(now − last, 64) ms
    /// (``ClosedFormStep``), the displacement taken as `current` − `to` each
    /// time. A stop before the step keeps the velocity; an end after it sets
    /// it to 0.
    mutating func frame(at now: Double) -> Double? {
        let to = start.to, seconds = Swift.min(now - lastTimestamp, ClosedFormStep.longestStep) / 1000
        let next = start.drawing.advanced(SpringState(displacement: current - to, velocity: velocity), by: seconds)
        if start.stops(now - startTimestamp) {
            (current, lastTimestamp) = (to, 0)
            return to + next.displacement
        }
        (current, velocity, lastTimestamp) = (to + next.displacement, next.velocity, now)
        guard start.ends(next) else { return nil }
        let reached = current
        (current, velocity, lastTimestamp) = (to, 0, 0)
        return reached
    }
}

/// When the app's second `withSpring` call reads Reanimated's clock
/// (`valueSetter` takes the frame's timestamp inside a frame, the current
/// time outside one).
public enum WithSpringCallTime: Hashable, Sendable {
    /// After frame r − 1 is drawn, the clock still at its time: ``Retarget``'s
    /// call, as from a handler between frames.
    case afterFrame
    /// Inside frame r, at its timestamp, before its frame callbacks run: as
    /// from a frame callback, and as the reference runs made it.
    case insideFrame
}

/// A ``Retarget`` as Reanimated's `valueSetter` and `withSpring` (4.x and
/// 3.x alike) run it (docs/runtime-ends.md, Retargets).
///
/// The display clock reads `origin` + n · 1000 / fps ms at frame n. Frame 0
/// is the first call's own: `onStart`, then `onFrame` at the same time (a
/// step of 0). The app's second call is made at frame r − 1's time or at
/// frame r's (``WithSpringCallTime``); `valueSetter` cancels the running
/// animation and hands it to the new one's `onStart` as
/// `previousAnimation`, then runs the new `onFrame` at once, at the call's
/// time: inside frame r that is frame r; after frame r − 1 it steps by 0
/// (and may end), and frame r is the next. A target equal to the value shown
/// starts nothing (the value holds, frame r is the end). `onStart`:
///
/// - the velocity is the previous animation's plus the config's (the
///   config's alone without one); continuing the previous animation — its
///   last and start timestamps non-zero and its target the same — its
///   velocity alone;
/// - continuing, ζ, ω0 and ω1 are the previous animation's and so is the
///   start timestamp (``WithSpringStarting/restart(continuing:from:)``);
///   else the config is started from the value shown with that velocity
///   (a duration config solved again, `clamp` applied:
///   ``WithSpringStarting/start(from:to:startVelocity:)``), its start
///   timestamp the call's;
/// - the last timestamp is the previous animation's, or the call's when
///   that is 0 (none, or ended): frame r's step spans from frame r − 1,
///   except inside frame r with no previous timestamp, where it is 0.
///
/// A config the version's check rejects jumps to the target on frame r.
enum WithSpringRetarget {
    /// The display clock at frame 0, in ms, by default: an app's clock is
    /// not at 0, and Reanimated reads a timestamp of 0 as none (at 0 the
    /// same-target rule could not act).
    static let clockOrigin = 10_000.0

    /// The frames of `retarget`, the first move run with `first` (the
    /// runtime's config) and the second with `second`, called at `call`;
    /// with `zeroingVelocityAway`, each `onStart` sets a velocity pointing
    /// away from its target (from the value it starts at) to 0.
    /// - Throws: ``SpringError`` for a clock origin that is negative or not
    ///   finite, a value shown before the hand-off or a velocity after it that
    ///   is not finite.
    static func run<Config: WithSpringStarting>(
        first: Config, second: Config, _ retarget: Retarget, clockOrigin: Double, call: WithSpringCallTime,
        zeroingVelocityAway: Bool
    ) throws(SpringError) -> RetargetRun {
        try Validate.finite(clockOrigin, "clock origin")
        guard clockOrigin >= 0 else { throw .negative(parameter: "clock origin", value: clockOrigin) }
        let clock = Clock(
            move: retarget.move, origin: clockOrigin, call: call, zeroingVelocityAway: zeroingVelocityAway)
        let before = try clock.firstMove(first, retarget)
        return try clock.secondMove(second, retarget, after: before)
    }

    /// What the first move leaves at the hand-off: the frames 0 to r − 1 and
    /// the animation, nil for a gesture.
    struct FirstMove<Start: WithSpringStart> {
        let frames: [Double]
        let animation: WithSpringAnimation<Start>?
        let ended: Bool
    }

    /// The frames shown so far, and what the run reports besides them.
    struct Shown {
        var frames: [Double]
        let retarget: Retarget, before: Double, firstMoveEnded: Bool

        /// The run, ending on frame `end` (the last appended) or not at all.
        func run(after: Double, end: Int?, snappedFrom: Double?) -> RetargetRun {
            RetargetRun(
                frames: frames, retargetFrame: retarget.retargetFrame, velocityBefore: before, velocityAfter: after,
                endFrame: end, snappedFrom: snappedFrom == retarget.to ? nil : snappedFrom,
                firstMoveEnded: firstMoveEnded)
        }

        /// The run ending on frame r, which shows `value`.
        mutating func ends(showing value: Double, after: Double, snappedFrom: Double?) -> RetargetRun {
            frames.append(value)
            return run(after: after, end: retarget.retargetFrame, snappedFrom: snappedFrom)
        }
    }

    /// The display clock and the version's start rule.
    struct Clock {
        let move: ScreenMove, origin: Double, call: WithSpringCallTime, zeroingVelocityAway: Bool

        /// Frame `k`'s timestamp, ms.
        func time(_ k: Int) -> Double { origin + move.frameMilliseconds(k) }

        /// The first move's frames up to r − 1; a gesture's value at rest.
        func firstMove<Config: WithSpringStarting>(_ config: Config, _ retarget: Retarget) throws(SpringError)
            -> FirstMove<Config.Start>
        {
            if case let .gesture(from, _) = retarget.start {
                return FirstMove(frames: [from], animation: nil, ended: false)
            }
            var animation = try started(config, from: 0, to: move.distance, previous: nil, now: time(0))
            var frames: [Double] = [], ended = false
            for k in 0..<retarget.retargetFrame {
                if !ended { ended = animation.frame(at: time(k)) != nil }
                try Validate.finite(animation.current, "value shown at frame \(k)")
                frames.append(animation.current)
            }
            return FirstMove(frames: frames, animation: animation, ended: ended)
        }

        /// The hand-off at frame r and the frames from there to the end.
        func secondMove<Config: WithSpringStarting>(
            _ config: Config, _ retarget: Retarget, after first: FirstMove<Config.Start>
        ) throws(SpringError) -> RetargetRun {
            let r = retarget.retargetFrame, to = retarget.to, value = first.frames[r - 1]
            var shown = Shown(
                frames: first.frames, retarget: retarget, before: first.animation?.velocity ?? 0,
                firstMoveEnded: first.ended && retarget.isMove)
            guard value != to else { return shown.ends(showing: value, after: 0, snappedFrom: nil) }
            guard (try? config.validate()) != nil else {
                let after = try velocity(config, from: value, to: to, previous: first.animation).velocity
                return shown.ends(showing: to, after: after, snappedFrom: value)
            }
            let now = time(call == .afterFrame ? r - 1 : r)
            var animation = try started(config, from: value, to: to, previous: first.animation, now: now)
            let after = animation.velocity
            if call == .afterFrame, let reached = animation.frame(at: now) {
                return shown.ends(showing: to, after: after, snappedFrom: reached)
            }
            return follow(animation, from: r, shown, after: after)
        }

        /// The frames of `animation` from frame `r` on: to its end, to the
        /// frame limit, or to a value that is not finite (then without an end).
        func follow<Start: WithSpringStart>(
            _ animation: WithSpringAnimation<Start>, from r: Int, _ shown: Shown, after: Double
        ) -> RetargetRun {
            var animation = animation, shown = shown
            for k in r...(r + ScreenRun.frameLimit(move)) {
                let reached = animation.frame(at: time(k))
                guard animation.current.isFinite else { break }
                if let reached {
                    shown.frames.append(animation.start.to)
                    return shown.run(after: after, end: k, snappedFrom: reached)
                }
                shown.frames.append(animation.current)
            }
            return shown.run(after: after, end: nil, snappedFrom: nil)
        }

        /// `onStart` of `config` from `value` toward `to` at `now`, after `previous`.
        func started<Config: WithSpringStarting>(
            _ config: Config, from value: Double, to: Double, previous: WithSpringAnimation<Config.Start>?,
            now: Double
        ) throws(SpringError) -> WithSpringAnimation<Config.Start> {
            let (velocity, continuing) = try velocity(config, from: value, to: to, previous: previous)
            let last = previous.map(\.lastTimestamp).flatMap { $0 != 0 ? $0 : nil } ?? now
            if continuing, let previous {
                return WithSpringAnimation(
                    start: config.restart(continuing: previous.start, from: value), current: value,
                    velocity: velocity, lastTimestamp: last,
                    startTimestamp: previous.startTimestamp != 0 ? previous.startTimestamp : now)
            }
            return WithSpringAnimation(
                start: config.start(from: value, to: to, startVelocity: velocity), current: value,
                velocity: velocity, lastTimestamp: last, startTimestamp: now)
        }

        /// The velocity `onStart` gives, and whether it continues `previous`.
        func velocity<Start: WithSpringStart>(
            _ config: some WithSpringConfig, from value: Double, to: Double,
            previous: WithSpringAnimation<Start>?
        ) throws(SpringError) -> (velocity: Double, continuing: Bool) {
            let continuing =
                previous.map { $0.lastTimestamp != 0 && $0.startTimestamp != 0 && $0.start.to == to } ?? false
            var velocity = previous.map { continuing ? $0.velocity : $0.velocity + config.velocity } ?? config.velocity
            if zeroingVelocityAway, to > value && velocity < 0 || to < value && velocity > 0 { velocity = 0 }
            try Validate.finite(velocity, "velocity after the hand-off")
            return (velocity, continuing)
        }
    }

    /// The config of the app's second call: `first` when the spring stays
    /// the same (a duration config then solved again from the new start),
    /// else `first` with the physics form of `retarget.second`; its velocity
    /// the one the app passes, 0 when it passes none.
    static func secondConfig<Config: WithSpringStarting>(_ first: Config, _ retarget: Retarget) -> Config {
        var second = retarget.second == retarget.first.spring ? first : first.physics(retarget.second)
        second.velocity = retarget.velocity ?? 0
        return second
    }
}
