/// Reanimated 3's retarget (`spring.ts` at b0b11b6, `valueSetter.ts` at
/// 06dfaa1): the app sets the shared value again to `withSpring(X, config)`
/// while the first animation runs. `valueSetter` cancels the running
/// animation and gives it to the new one's `onStart` as `previousAnimation`;
/// a target equal to the value shown starts nothing, and the value holds.
/// `onStart` starts the new animation at the value shown (its start value,
/// for `overshootClamping`) with the previous animation's velocity plus the
/// config's `velocity`, and with its last timestamp, so that frame r's step
/// spans from frame r − 1. A duration config's mass is solved again for the
/// move from the value shown to X with that velocity, and its stop counted
/// from the call's timestamp.
///
/// Toward the target the previous animation already had (its last and start
/// timestamps non-zero), `onStart` continues that animation instead: its
/// velocity alone, its ζ, ω0 and ω1 and its start timestamp, so that a
/// duration config stops at the new config's duration after the first
/// move's start; the new config's rest thresholds end it otherwise. After
/// the first move has ended, the second starts at the target shown, its last
/// timestamp the call's; its velocity is the config's after a physics config
/// (whose end set the velocity to 0), and the last step's plus the config's
/// after a duration config (whose stop leaves it). A gesture: a value at rest
/// at X0, then `withSpring(X, { velocity: V })` with no animation before it.
///
/// The frames, the calls and the second config (the first one, with the
/// velocity the app passes and, for another spring, that spring's physics
/// form) as `WithSpringRetarget` (Runtimes/Shared) runs them.
extension Reanimated3Runtime: RetargetModel {
    public static let velocityHandling = VelocityHandling.added
    public static let velocityRule =
        "a withSpring on a running animation starts with its velocity plus the config's velocity, after "
        + "a physics config's end with the config's (a duration config's stop leaves its last velocity to add); "
        + "toward the same target it continues the running spring with its velocity alone"

    /// The display clock at 10 000 ms on frame 0 (an app's clock is not at
    /// 0, which Reanimated reads as no timestamp), the call after frame r − 1
    /// at its time (``WithSpringCallTime/afterFrame``, ``Retarget``'s call).
    public func retargetRun(_ retarget: Retarget) throws(SpringError) -> RetargetRun {
        try retargetRun(retarget, clockOrigin: WithSpringRetarget.clockOrigin, call: .afterFrame)
    }

    /// ``retargetRun(_:)`` on a display clock reading `clockOrigin` ms at
    /// frame 0 (the reference runs' 0 or 10 000), the app's call made at `call`.
    /// - Throws: ``SpringError`` for a clock origin that is negative or not
    ///   finite, or a state that is not finite before the second move.
    public func retargetRun(_ retarget: Retarget, clockOrigin: Double, call: WithSpringCallTime)
        throws(SpringError) -> RetargetRun
    {
        try WithSpringRetarget.run(
            first: config, second: WithSpringRetarget.secondConfig(config, retarget), retarget,
            clockOrigin: clockOrigin, call: call, zeroingVelocityAway: false)
    }
}

extension Reanimated3Config: WithSpringStarting {
    /// `onStart` continuing `previous`: its ζ, ω0, ω1 and mass, the start
    /// value `value`, this config's thresholds and duration.
    func restart(continuing previous: Reanimated3Start, from value: Double) -> Reanimated3Start {
        Reanimated3Start(
            config: self, from: value, to: previous.to, drawing: previous.drawing, mass: previous.mass,
            solvedMass: nil, isClamped: previous.isClamped)
    }

    func physics(_ spring: Spring) -> Reanimated3Config {
        var config = self
        config.form = .physics(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
        return config
    }
}

extension Reanimated3Start: WithSpringStart {}
