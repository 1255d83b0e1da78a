/// Reanimated 4's retarget (`spring.ts` at 01e4626, `valueSetter.ts` at
/// 06dfaa1): the app sets the shared value again to `withSpring(X, config)`
/// while the first animation runs. `valueSetter` cancels the running
/// animation and gives it to the new one's `onStart` as `previousAnimation`;
/// a target equal to the value shown starts nothing, and the value holds.
/// `onStart` starts the new animation at the value shown with the previous
/// animation's velocity plus the config's `velocity`, and with its last
/// timestamp, so that frame r's step spans from frame r − 1. A duration
/// config's stiffness is solved again for the move from the value shown to
/// X with that velocity. The end rule's starting energy is ½k(value − X)² +
/// ½m·`velocity`², the config's velocity alone (the one carried in is not
/// counted), and `overshootClamping`'s band runs from the value shown to X.
///
/// Toward the target the previous animation already had (its last and start
/// timestamps non-zero), `onStart` continues that animation instead: its
/// velocity alone, its ζ, ω0 and ω1, its start displacement (for the
/// starting energy and the band); the energy is then measured with the new
/// config's stiffness as written, 900 for a duration config, which is not
/// solved. After the first move has ended (its velocity and last timestamp
/// set to 0), the second starts at the target shown with the config's
/// velocity, its last timestamp the call's. A gesture: a value at rest at
/// X0, then `withSpring(X, { velocity: V })` with no animation before it.
///
/// The frames, the calls and the second config (the first one, with the
/// velocity the app passes and, for another spring, that spring's physics
/// form) as `WithSpringRetarget` (Runtimes/Shared) runs them.
extension ReanimatedRuntime: RetargetModel {
    public static let velocityHandling = VelocityHandling.added
    public static let velocityRule =
        "a withSpring on a running animation starts with its velocity plus the config's velocity, after "
        + "its end with the config's; toward the same target it continues the running spring with its velocity alone"

    /// The display clock at 10 000 ms on frame 0 (an app's clock is not at
    /// 0, which Reanimated reads as no timestamp), the call after frame r − 1
    /// at its time (``WithSpringCallTime/afterFrame``, ``Retarget``'s call).
    public func retargetRun(_ retarget: Retarget) throws(SpringError) -> RetargetRun {
        try retargetRun(retarget, clockOrigin: WithSpringRetarget.clockOrigin, call: .afterFrame)
    }

    /// ``retargetRun(_:)`` on a display clock reading `clockOrigin` ms at
    /// frame 0 (the reference runs' 0 or 10 000), the app's call made at
    /// `call`. With `zeroingVelocityAwayFromTarget`, the rule Reanimated
    /// 4.3.4 adds to `onStart`: right after the velocity is set, one pointing
    /// away from the target (from the value it starts at) becomes 0, before a
    /// duration config is solved; the starting energy still counts the
    /// config's velocity.
    /// - Throws: ``SpringError`` for a clock origin that is negative or not
    ///   finite, or a state that is not finite before the second move.
    public func retargetRun(
        _ retarget: Retarget, clockOrigin: Double, call: WithSpringCallTime,
        zeroingVelocityAwayFromTarget: Bool = false
    ) throws(SpringError) -> RetargetRun {
        try WithSpringRetarget.run(
            first: config, second: WithSpringRetarget.secondConfig(config, retarget), retarget,
            clockOrigin: clockOrigin, call: call, zeroingVelocityAway: zeroingVelocityAwayFromTarget)
    }
}

extension ReanimatedConfig: WithSpringStarting {
    /// `onStart` continuing `previous`: its ζ, ω0, ω1 and start (from − to);
    /// the stiffness of the energy rule this config's as written (a duration
    /// config's unsolved one), the starting energy from `previous`'s start
    /// displacement and this config's velocity.
    func restart(continuing previous: ReanimatedStart, from _: Double) -> ReanimatedStart {
        let stiffness: Double
        switch form {
        case let .physics(_, k, _): stiffness = k
        case .duration: stiffness = Self.unsolvedStiffness
        }
        let start = SpringState(displacement: previous.from - previous.to, velocity: velocity)
        return ReanimatedStart(
            config: self, from: previous.from, to: previous.to, drawing: previous.drawing, stiffness: stiffness,
            solvedStiffness: nil, isClamped: previous.isClamped,
            initialEnergy: Self.energy(start, stiffness: stiffness, mass: mass))
    }

    func physics(_ spring: Spring) -> ReanimatedConfig {
        var config = self
        config.form = .physics(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
        return config
    }
}

extension ReanimatedStart: WithSpringStart {
    /// Reanimated 4 stops at no time: only the energy and the band end it.
    func stops(_: Double) -> Bool { false }
}
