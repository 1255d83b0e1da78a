/// The exact linear map that advances a spring's state by a fixed time step:
/// the state-transition matrix `Φ(h) = e^(A h)` of `(x, v)' = A (x, v)`.
///
///     ⎡x(t+h)⎤   ⎡C+λS    S  ⎤ ⎡x(t)⎤
///     ⎣v(t+h)⎦ = ⎣−ω0²S  C−λS⎦ ⎣v(t)⎦      with C, S evaluated at h
///
/// Applying it costs four multiplies and two adds, which is what makes sampling
/// a uniform grid cheap. Each application rounds, so long runs drift by a few
/// ulps per step; ``UniformSampler`` re-anchors to the closed form to bound it.
public struct StateTransition: Hashable, Sendable {
    public let step: Double
    let xx: Double, xv: Double, vx: Double, vv: Double

    /// The transition over `step` seconds (finite, ≥ 0).
    public init(spring: Spring, step: Double) throws(SpringError) {
        try Validate.nonNegative(step, "step")
        let constants = SpringConstants(spring)
        let basis = constants.basis(at: step)
        self.step = step
        xx = basis.displacementFromDisplacement
        xv = basis.displacementFromVelocity
        vx = -constants.naturalFrequencySquared * basis.displacementFromVelocity
        vv = basis.velocityFromVelocity
    }

    /// The state one step later.
    public func advance(_ state: SpringState) -> SpringState {
        SpringState(
            displacement: xx * state.displacement + xv * state.velocity,
            velocity: vx * state.displacement + vv * state.velocity)
    }
}
