import RealModule

/// The two fundamental solutions of `x'' + 2λ x' + ω0² x = 0` at one time,
/// from which every motion of the spring is assembled.
///
/// With `q = ω0² − λ²`:
///
///     C(t) = e^(−λt) cos(√q t),    S(t) = e^(−λt) sin(√q t) / √q      (q > 0)
///     C(t) = e^(−λt),              S(t) = t e^(−λt)                   (q = 0)
///     C(t) = e^(−λt) cosh(γ t),    S(t) = e^(−λt) sinh(γ t) / γ       (q < 0, γ = √−q)
///
/// so that a motion starting at `(x0, v0)` is
///
///     x(t) = x0 (C + λS) + v0 S,     v(t) = −ω0² x0 S + v0 (C − λS).
///
/// The overdamped branch is evaluated with the two decay rates
/// `r1 = −ω0²/(λ+γ)` and `r2 = −(λ+γ)` and `expm1`, never as
/// `e^(−λt) cosh γt`: that product overflows for large `γt` and cancels
/// catastrophically for large ζ. `sinh(γt)/γ` becomes `−expm1(−2γt)/(2γ)`
/// (times `e^(r1 t)`), which tends to `t` as γ → 0, so the three regimes join
/// continuously at ζ = 1. Nothing here overflows for t ≥ 0; late values
/// underflow gracefully to 0.
///
/// `C − λS` is formed as `e^(r1 t) (e^(−2γt) + r1 S̃)`, `S̃ = sinh(γt)e^(−γt)/γ`,
/// using `γ − λ = r1`, not as `e^(r1 t)(½(1 + e^(−2γt)) − λS̃)`: late in a
/// heavily overdamped motion that difference is `r1/2γ ≈ −1/(4ζ²)` of two
/// terms near ½, and lost entirely by ζ ≈ 10⁸. For the same reason the fast
/// mode is kept in it until `e^(−2γt)` is below an ulp of `|r1|/2γ`, not of ½.
struct DampedBasis: Sendable {
    /// `C(t) + λ S(t)`: the displacement at `t` of the motion starting at (1, 0).
    var displacementFromDisplacement: Double
    /// `S(t)`: the displacement at `t` of the motion starting at (0, 1).
    var displacementFromVelocity: Double
    /// `C(t) − λ S(t)`: the velocity at `t` of the motion starting at (0, 1).
    var velocityFromVelocity: Double
}

/// The constants of a spring that the basis needs, computed once.
struct SpringConstants: Sendable {
    /// λ = c / 2m.
    let decay: Double
    /// ω0² = k / m.
    let naturalFrequencySquared: Double
    /// ω0 = √(k / m), the square root of ``naturalFrequencySquared``.
    let naturalFrequency: Double
    /// √|ω0² − λ²|: ωd when underdamped, γ when overdamped, 0 when critical.
    let frequency: Double
    /// True for ζ < 1 (including ζ = 0).
    let oscillates: Bool
    /// r1 = −ω0² / (λ + γ), the slow decay rate (only used when `!oscillates`).
    let slowRate: Double
    /// The 2γt past which the fast mode `e^(−2γt)` is below half an ulp of
    /// the velocity's slow part `|r1|/2γ`, and of ½ (only used when `!oscillates`).
    let fastModeFade: Double
    /// ζ = c / (2√(km)), as ``Spring/dampingRatio`` gives it.
    let dampingRatio: Double

    init(_ spring: Spring) {
        let zeta = spring.dampingRatio
        dampingRatio = zeta
        let omega0 = spring.naturalFrequency
        decay = spring.decayRate
        naturalFrequencySquared = spring.stiffness / spring.mass
        naturalFrequency = omega0
        oscillates = zeta < 1
        if oscillates {
            // (1 − ζ)(1 + ζ) rather than 1 − ζ² keeps the small difference exact near ζ = 1.
            frequency = omega0 * ((1 - zeta) * (1 + zeta)).squareRoot()
        } else {
            // γ = λ √(1 − (ω0/λ)²): scaled by λ so that huge ζ cannot overflow.
            let ratio = zeta == 1 ? 1 : omega0 / decay
            frequency = decay * ((1 - ratio) * (1 + ratio)).squareRoot()
        }
        slowRate = -omega0 * (omega0 / (decay + frequency))
        fastModeFade = oscillates ? .infinity : Self.fastModeFade(slow: -slowRate, fast: 2 * frequency)
    }

    /// 40 (e^−40 < 2⁻⁵⁴) plus ln(fast/slow) when that is positive, bounded
    /// from above by the two binades (a little late only costs an
    /// exponential): `fast/slow < 2^(e_fast − e_slow + 1)`, with the biased
    /// exponents, which also holds for a subnormal `slow`.
    private static func fastModeFade(slow: Double, fast: Double) -> Double {
        let binades = Int(fast.exponentBitPattern) - Int(slow.exponentBitPattern) + 1
        return 40 + Double(Swift.max(binades, 0)) * 0.693_147_180_559_945_3
    }

    /// The acceleration of a state from the equation of motion: `a = −2λ v − ω0² x`.
    func acceleration(of state: SpringState) -> Double {
        -2 * decay * state.velocity - naturalFrequencySquared * state.displacement
    }

    /// The basis at time `t` (seconds, t ≥ 0).
    func basis(at t: Double) -> DampedBasis {
        oscillates ? oscillatingBasis(at: t) : creepingBasis(at: t)
    }

    func oscillatingBasis(at t: Double) -> DampedBasis {
        let envelope = Double.exp(-decay * t)
        // Once the envelope underflows the motion is over; ω t may by then
        // overflow, and cos(∞) is NaN, so 0 is said outright.
        guard envelope != 0 else {
            return DampedBasis(displacementFromDisplacement: 0, displacementFromVelocity: 0, velocityFromVelocity: 0)
        }
        let phase = frequency * t
        // ω t rounds to `phase` with an error of up to half an ulp of the phase,
        // which late in a long run (ω t ~ 10⁶) is ~1e-10 of the amplitude. The
        // rounding error is exact via fma; one Taylor term puts it back.
        let phaseError = (-phase).addingProduct(frequency, t)
        let cosine = Double.cos(phase), sine = Double.sin(phase)
        let c = envelope * (cosine - sine * phaseError)
        // sin(ωt)/ω is well conditioned for ω > 0; only ω t = 0 needs its limit t.
        let s = phase == 0 ? envelope * t : envelope * (sine + cosine * phaseError) / frequency
        return DampedBasis(
            displacementFromDisplacement: c + decay * s,
            displacementFromVelocity: s,
            velocityFromVelocity: c - decay * s)
    }

    func creepingBasis(at t: Double) -> DampedBasis {
        let slow = Double.exp(slowRate * t)
        let twoGammaT = 2 * frequency * t
        // Past 2γt = 40 the fast mode is below half an ulp of 1 (e^−40 < 2⁻⁵⁴): 1 + e^(−2γt)
        // rounds to 1 and expm1(−2γt) to −1, so both are said outright, to the same bits.
        if twoGammaT > 40 {
            let shape = 1 / (2 * frequency)
            let fast = twoGammaT > fastModeFade ? 0 : Double.exp(-twoGammaT)
            return DampedBasis(
                displacementFromDisplacement: slow * (0.5 + decay * shape),
                displacementFromVelocity: slow * shape,
                velocityFromVelocity: slow * (fast + slowRate * shape))
        }
        // e^0 = 1 said outright: critical damping evaluates one exponential, not two.
        let fastOverSlow = twoGammaT == 0 ? 1 : Double.exp(-twoGammaT)
        // sinh(γt)/γ · e^(−γt) = −expm1(−2γt) / 2γ, → t as γ → 0.
        let shape = twoGammaT == 0 ? t : -Double.expMinusOne(-twoGammaT) / (2 * frequency)
        return DampedBasis(
            displacementFromDisplacement: slow * (0.5 * (1 + fastOverSlow) + decay * shape),
            displacementFromVelocity: slow * shape,
            velocityFromVelocity: slow * (fastOverSlow + slowRate * shape))
    }
}
