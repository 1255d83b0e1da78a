/// The exact motion of a spring released from a given state: the analytic
/// solution of `m x'' + c x' + k x = 0`.
///
/// Displacement is measured from the target: an animation from `from` to `to`
/// has progress `p = 1 + x / (to − from)`. The normalized animation
/// (docs/physics.md, Conventions) starts at `x0 = −1`; positive velocity
/// moves towards the target.
///
/// Accuracy: for t ≥ 0 the displacement is within a few units in the last
/// place of `max(|x0|, |v0|/ω0)` in every regime, including ζ within 1e-12 of
/// 1 and ζ up to 1e4, and never NaN (see `DampedBasis`).
public struct SpringMotion: Sendable {
    public let spring: Spring
    /// The state at t = 0.
    public let initialState: SpringState
    let constants: SpringConstants

    /// The motion released from `initialState` at t = 0 (displacement in any
    /// unit, velocity in that unit per second).
    /// - Throws: ``SpringError/nonFinite(parameter:value:)`` for a NaN or infinite component.
    public init(spring: Spring, initialState: SpringState) throws(SpringError) {
        try Validate.finite(initialState.displacement, "initial displacement")
        try Validate.finite(initialState.velocity, "initial velocity")
        self.spring = spring
        self.initialState = initialState
        self.constants = SpringConstants(spring)
    }

    /// The normalized animation: from progress 0 (x0 = −1) to 1 (x = 0), with
    /// `initialVelocity` in fractions of the distance per second.
    public init(animating spring: Spring, initialVelocity: Double = 0) throws(SpringError) {
        try self.init(spring: spring, initialState: SpringState(displacement: -1, velocity: initialVelocity))
    }

    /// The state (displacement, velocity) at time `t` seconds, t ≥ 0.
    public func state(at t: Double) -> SpringState {
        let basis = constants.basis(at: t)
        let x0 = initialState.displacement, v0 = initialState.velocity
        return SpringState(
            displacement: x0 * basis.displacementFromDisplacement + v0 * basis.displacementFromVelocity,
            velocity: -constants.naturalFrequencySquared * x0 * basis.displacementFromVelocity
                + v0 * basis.velocityFromVelocity)
    }

    /// Displacement from the target at time `t`.
    public func displacement(at t: Double) -> Double { state(at: t).displacement }

    /// Velocity at time `t`.
    public func velocity(at t: Double) -> Double { state(at: t).velocity }

    /// Acceleration at time `t`, from the equation of motion `a = −2λ v − ω0² x`.
    ///
    /// Edge cases: late in an overdamped motion the state lies on the slow
    /// mode (`v ≈ r1 x`) and the two terms nearly cancel: the result is good
    /// to an ulp of `2λ|v|`, of the order of 4ζ² ulps of the acceleration
    /// itself (1.4e-11 of it at ζ = 100, 1.4e-7 at ζ = 10⁴, against mpmath).
    public func acceleration(at t: Double) -> Double {
        sample(at: t).acceleration
    }

    /// Displacement, velocity and acceleration at time `t`.
    public func sample(at t: Double) -> MotionSample {
        MotionSample(time: t, state: state(at: t), constants: constants)
    }
}

/// One instant of a motion: time, displacement, velocity and acceleration.
public struct MotionSample: Hashable, Sendable {
    public var time: Double
    public var displacement: Double
    public var velocity: Double
    public var acceleration: Double

    public init(time: Double, displacement: Double, velocity: Double, acceleration: Double) {
        self.time = time
        self.displacement = displacement
        self.velocity = velocity
        self.acceleration = acceleration
    }

    init(time: Double, state: SpringState, constants: SpringConstants) {
        self.init(
            time: time, displacement: state.displacement, velocity: state.velocity,
            acceleration: constants.acceleration(of: state))
    }
}
