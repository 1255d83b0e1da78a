/// Android's retarget (androidx.dynamicanimation: `SpringAnimation`,
/// `SpringForce`, `DynamicAnimation`): `animateToFinalPosition(X)` on a
/// running animation changes nothing at once but notes X as pending, and
/// the velocity and the value carry on. Its next frame, of whole-millisecond
/// step Δ, advances ⌊Δ/2⌋ ms toward the old final position, makes X the
/// final position and advances ⌊Δ/2⌋ ms more (an odd step loses a
/// millisecond); the equilibrium test follows as on every frame. A spring
/// changed through `getSpring().setStiffness(…).setDampingRatio(…)` acts
/// from that frame's first half, and `setStartVelocity(V)` replaces the
/// velocity at the call. An animation that has ended (value at its final
/// position, velocity 0) is started again: its first frame shows the value
/// without advancing, the next advances from there. A gesture: a new
/// animation of a value held at X0 with `setStartVelocity(V)`, started the
/// same way.
///
/// **Arithmetic.** Android keeps the value, the velocity and the final
/// position in `float` (a 24-bit significand): each advance is the exact
/// motion from that state over the milliseconds (``SpringMotion``, in
/// Double), rounded to `float` again. Its spring is `float` too: ω0 =
/// √stiffness and ζ of the `float`s k/m and c/(2√(km)). The equilibrium test
/// (`AndroidRuntime.isAtEquilibrium`, shared with the one-move model)
/// takes the offset as a `float` difference and δ = 0.75 × the minimum
/// visible change as a `float` product. The one-move model (``AndroidRuntime``)
/// follows the motion in Double instead, a few 1e-7 of the distance from
/// Android's frames.
///
/// **Clock.** Frame n is stamped ⌊tₙ + ½⌋ ms, tₙ its time: the phase
/// ½ ms of ``AndroidRuntime/elapsedMilliseconds(_:phase:move:)``, each
/// stamp the frame's time to the nearest millisecond (one phase, not the
/// worst of ``AndroidRuntime/phases``: a retarget compares what each
/// runtime does at the hand-off, on its own clock read as closely as it can be).
///
/// Edge cases: a spring or a state that a `float` cannot hold (a stiffness
/// that rounds to 0, a value beyond 3.4e38) throws ``SpringError``.
extension AndroidRuntime: RetargetModel {
    public static let velocityHandling = VelocityHandling.kept
    public static let velocityRule =
        "animateToFinalPosition leaves a running animation's velocity as it is (its next frame moves half "
        + "toward the old target); setStartVelocity replaces it; an ended animation starts again from rest"

    /// The clock phase of a retarget's frames, in milliseconds.
    static let retargetPhase = 0.5

    public func retargetRun(_ retarget: Retarget) throws(SpringError) -> RetargetRun {
        let move = retarget.move, r = retarget.retargetFrame
        func clock(_ k: Int) -> Int { Int(Self.elapsedMilliseconds(k, phase: Self.retargetPhase, move: move)) }
        var animation: FloatAnimation
        switch retarget.start {
        case .move:
            animation = try FloatAnimation(
                retarget.first.spring, value: 0, velocity: retarget.first.initialVelocity * move.distance,
                final: move.distance, threshold: floatValueThreshold)
            animation.start()
        case let .gesture(from, _):
            animation = try FloatAnimation(
                retarget.first.spring, value: from, velocity: 0, final: from,
                threshold: floatValueThreshold)
        }
        var frames: [Double] = []
        for k in 0..<r {
            _ = try animation.frame(at: clock(k))
            frames.append(Double(animation.value))
        }
        let before = Double(animation.velocity), ended = !animation.isRunning && retarget.isMove
        try animation.retarget(to: retarget.to, spring: retarget.second, velocity: retarget.velocity)
        let after = Double(animation.velocity)
        for k in r...(r + ScreenRun.frameLimit(move)) {
            let reached = try animation.frame(at: clock(k))
            frames.append(Double(animation.value))
            if let reached {
                return RetargetRun(
                    frames: frames, retargetFrame: r, velocityBefore: before, velocityAfter: after, endFrame: k,
                    snappedFrom: reached == animation.value ? nil : Double(reached), firstMoveEnded: ended)
            }
        }
        return RetargetRun(
            frames: frames, retargetFrame: r, velocityBefore: before, velocityAfter: after, endFrame: nil,
            snappedFrom: nil, firstMoveEnded: ended)
    }

    /// δ as Android computes it: 0.75 × the minimum visible change, a
    /// product of `float`s (``valueThreshold`` for the default 1 pixel,
    /// within 1.2e-7 of it, relative, otherwise).
    private var floatValueThreshold: Double { Double(Float(minimumVisibleChange) * 0.75) }
}

/// A `SpringAnimation` between frames, as Android holds it: value, velocity
/// and final position in `float`, a final position pending until the next
/// frame, the stamp of the last frame (none before its first), and its
/// spring of unit mass from `float` parameters.
private struct FloatAnimation {
    var value: Float, velocity: Float, final: Float
    var pending: Float?
    var spring: Spring
    /// δ, in units.
    let threshold: Double
    var isRunning = false
    /// The uptime of the last frame, ms; nil until the first frame after a start.
    var lastFrame: Int?

    init(_ spring: Spring, value: Double, velocity: Double, final: Double, threshold: Double) throws(SpringError) {
        self.spring = try Self.floatSpring(spring)
        (self.value, self.velocity, self.final, self.threshold) = (
            try Self.float(value, "Android's value"), try Self.float(velocity, "Android's velocity"),
            try Self.float(final, "Android's final position"), threshold
        )
    }

    /// `x` as a `float`, nearest.
    /// - Throws: ``SpringError`` beyond a `float`'s range, where it rounds to infinity.
    static func float(_ x: Double, _ name: String) throws(SpringError) -> Float {
        guard Float(x).isFinite else {
            throw .outOfInterval(parameter: name, value: x, interval: "|x| < 3.4e38, a float")
        }
        return Float(x)
    }

    /// `spring` as `SpringForce` holds it: ω0 = √k and ζ of the `float`s
    /// k/m and ζ, unit mass.
    /// - Throws: ``SpringError`` for a stiffness a `float` rounds to 0, or
    ///   either beyond a `float`'s range.
    static func floatSpring(_ spring: Spring) throws(SpringError) -> Spring {
        let force = DampingRatioSpring(spring)
        let stiffness = try float(force.stiffness, "Android's stiffness")
        guard stiffness > 0 else {
            throw .outOfInterval(
                parameter: "Android's stiffness", value: force.stiffness, interval: "> 0 as a float (from about 1e-45)")
        }
        return try Spring(
            mass: 1, naturalFrequency: Double(stiffness).squareRoot(),
            dampingRatio: Double(try float(force.dampingRatio, "Android's damping ratio")))
    }

    /// Starts a stopped animation: its next frame only notes its stamp.
    mutating func start() {
        guard !isRunning else { return }
        (isRunning, lastFrame) = (true, nil)
    }

    /// The app's calls between frames: the new spring, `setStartVelocity`
    /// where it gives a velocity, then `animateToFinalPosition(to)`, pending
    /// when the animation runs, else starting it toward `to`.
    mutating func retarget(to: Double, spring: Spring, velocity: Double?) throws(SpringError) {
        self.spring = try Self.floatSpring(spring)
        if let velocity { self.velocity = try Self.float(velocity, "Android's start velocity") }
        let to = try Self.float(to, "Android's final position")
        if isRunning {
            pending = to
        } else {
            final = to
            start()
        }
    }

    /// The frame stamped `uptime` ms: nothing when stopped or on the first
    /// frame after a start; else the advance over the time since the last
    /// frame (halved around a pending final position) and the equilibrium
    /// test. At equilibrium the value becomes the final position, the
    /// velocity 0, and the animation stops: the value it had reached is
    /// returned.
    mutating func frame(at uptime: Int) throws(SpringError) -> Float? {
        guard isRunning else { return nil }
        defer { lastFrame = uptime }
        guard let last = lastFrame else { return nil }
        let step = uptime - last
        if let pending {
            try advance(milliseconds: step / 2)
            (final, self.pending) = (pending, nil)
            try advance(milliseconds: step / 2)
        } else {
            try advance(milliseconds: step)
        }
        let offset = Double(value - final)
        guard
            AndroidRuntime.isAtEquilibrium(offset: offset, velocity: Double(velocity), valueThreshold: threshold)
        else { return nil }
        let reached = value
        (value, velocity, isRunning) = (final, 0, false)
        return reached
    }

    /// `SpringForce.updateValues`: the exact motion from the state toward
    /// the final position over `milliseconds`, rounded to `float`.
    /// - Throws: ``SpringError`` for a state that is not finite.
    private mutating func advance(milliseconds: Int) throws(SpringError) {
        let motion = try SpringMotion(
            spring: spring,
            initialState: SpringState(displacement: Double(value) - Double(final), velocity: Double(velocity)))
        let state = motion.state(at: Double(milliseconds) / 1000)
        (value, velocity) = (Float(state.displacement + Double(final)), Float(state.velocity))
        guard value.isFinite, velocity.isFinite else {
            throw .nonFinite(parameter: "Android's float value and velocity", value: Double(value))
        }
    }
}
