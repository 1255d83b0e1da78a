import RealModule

/// A spring's motion in a recording's own units, as a function of time and
/// of the unknowns a curve fit finds:
///
///     y(t) = to + (from − to) φ(s) + V ψ(s),    s = t − t0 ≥ 0
///     y(t) = from                               for t < t0
///
/// with the two fundamental solutions of `x'' + c x' + k x = 0` (k and c per
/// unit mass): φ starts at (1, 0) and ψ at (0, 1) (``DampedBasis``). V is the
/// initial velocity in the curve's units per second.
///
/// ``gradient(at:)`` is the closed form's analytic Jacobian row. With
/// `λ = c/2` and `q = k − λ²`, writing `C = e^(−λs) cos √q s` and
/// `S = e^(−λs) sin(√q s)/√q` (cosh/sinh for q < 0, the limits at q = 0),
///
///     φ = C + λS,  ψ = S,
///     ∂φ/∂λ = −sφ + S,  ∂ψ/∂λ = −sψ,
///     ∂φ/∂q = −sS/2 + λ S_q,  ∂ψ/∂q = S_q,  S_q = e^(−λs) ∂(sin √q s/√q)/∂q = (sC − S)/(2q),
///
/// S_q from its power series in q s² where that quotient would cancel
/// (|q| s² < 1, which covers critical damping). Then ∂/∂k = ∂/∂q and
/// ∂/∂c = ½ ∂/∂λ − λ ∂/∂q, and ∂y/∂t0 = −dy/ds.
struct SpringCurveModel: Sendable {
    /// k/m and c/m (1/s², 1/s), k > 0, c ≥ 0.
    var stiffness: Double
    var damping: Double
    var from: Double
    var to: Double
    /// Initial velocity in the curve's units per second.
    var velocity: Double
    /// When the motion starts, seconds on the curve's clock.
    var start: Double

    /// The unknowns in ``gradient(at:)``'s order.
    enum Parameter: Int, CaseIterable { case stiffness, damping, from, to, velocity, start }

    var parameters: [Double] {
        get { [stiffness, damping, from, to, velocity, start] }
        set {
            (stiffness, damping, from, to, velocity, start) = (
                newValue[0], newValue[1], newValue[2], newValue[3],
                newValue[4], newValue[5]
            )
        }
    }

    /// The basis constants, or nil when k ≤ 0, c < 0 or they overflow.
    func constants() -> SpringConstants? {
        guard let spring = try? Spring(stiffness: stiffness, damping: damping) else { return nil }
        return SpringConstants(spring)
    }

    /// y(t).
    func value(at t: Double, _ constants: SpringConstants) -> Double {
        let s = t - start
        guard s >= 0 else { return from }
        let basis = constants.basis(at: s)
        return to + (from - to) * basis.displacementFromDisplacement + velocity * basis.displacementFromVelocity
    }

    /// φ and ψ at `t`: y = to + (from − to) φ + V ψ. Before the start,
    /// (1, 0): the curve holds `from`.
    func basis(at t: Double, _ constants: SpringConstants) -> (phi: Double, psi: Double) {
        let s = t - start
        guard s >= 0 else { return (1, 0) }
        let basis = constants.basis(at: s)
        return (basis.displacementFromDisplacement, basis.displacementFromVelocity)
    }

    /// y(t) and ∂y/∂(k, c, from, to, V, t0).
    func gradient(at t: Double, _ constants: SpringConstants) -> (value: Double, gradient: SIMD8<Double>) {
        let s = t - start
        guard s >= 0 else { return (from, SIMD8(0, 0, 1, 0, 0, 0, 0, 0)) }
        let basis = constants.basis(at: s)
        let phi = basis.displacementFromDisplacement, psi = basis.displacementFromVelocity
        let cosine = 0.5 * (phi + basis.velocityFromVelocity)
        let lambda = 0.5 * damping
        let q = stiffness - lambda * lambda
        let sq = Self.sineDerivative(q: q, s: s, lambda: lambda, cosine: cosine, sine: psi)
        let distance = from - to
        let byLambda = distance * (-s * phi + psi) + velocity * (-s * psi)
        let byQ = distance * (-0.5 * s * psi + lambda * sq) + velocity * sq
        let slope = distance * (-stiffness * psi) + velocity * basis.velocityFromVelocity
        let value = to + distance * phi + velocity * psi
        return (value, SIMD8(byQ, 0.5 * byLambda - lambda * byQ, phi, 1 - phi, psi, -slope, 0, 0))
    }

    /// `e^(−λs) ∂/∂q [sin(√q s)/√q]`, given `C` and `S` at s.
    static func sineDerivative(q: Double, s: Double, lambda: Double, cosine: Double, sine: Double) -> Double {
        let x = q * s * s
        if x.magnitude >= 1 { return (s * cosine - sine) / (2 * q) }
        // Σ_{n≥1} n (−q)^(n−1) (−1) s^(2n+1)/(2n+1)!: terms shrink by at least 12× each.
        var base = -s * s * s / 6
        var sum = base
        for n in 1..<30 {
            base *= -x / Double((2 * n + 2) * (2 * n + 3))
            let term = Double(n + 1) * base
            sum += term
            if term.magnitude <= 1e-17 * sum.magnitude { break }
        }
        return Double.exp(-lambda * s) * sum
    }
}
