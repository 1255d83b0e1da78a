import RealModule

/// A damped harmonic oscillator `m x'' + c x' + k x = 0` in SI units.
///
/// This is the physical description used by `CASpringAnimation`: `mass` in kg,
/// `stiffness` in N/m and `damping` (the coefficient, not a ratio) in N·s/m.
/// Every other parameterization in SpringLab converts to and from this one.
///
/// The motion depends only on `k/m` and `c/m`, so springs that differ by a
/// common factor of all three constants move identically.
public struct Spring: Hashable, Sendable {
    /// Mass `m` in kilograms, finite and > 0.
    public let mass: Double
    /// Stiffness `k` in newtons per metre, finite and > 0.
    public let stiffness: Double
    /// Damping coefficient `c` in newton-seconds per metre, finite and ≥ 0.
    public let damping: Double

    /// Creates a spring, refusing mass ≤ 0, stiffness ≤ 0, damping < 0,
    /// non-finite values, and constants whose rates k/m, c/m, k/c or ζ, or
    /// the product k·m, overflow or fall below the smallest normal Double
    /// (``SpringError/beyondDoublePrecision(mass:stiffness:damping:)``).
    public init(mass: Double = 1, stiffness: Double, damping: Double) throws(SpringError) {
        try Validate.positive(mass, "mass")
        try Validate.positive(stiffness, "stiffness")
        try Validate.nonNegative(damping, "damping")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        // Each rate of the motion must be a normal Double: k/m, c/m, ζ, and
        // k/c, the slow rate of a heavily overdamped spring (ω0²/2λ).
        // Beyond them, times and amplitudes overflow to ∞ or lose every digit.
        // ζ and the critical damping 2√(km) need k·m itself in range.
        let stiffnessRate = stiffness / mass, slowRate = damping > 0 ? stiffness / damping : 1
        let product = stiffness * mass
        guard stiffnessRate.isFinite, stiffnessRate >= .leastNormalMagnitude, (damping / mass).isFinite,
            product.isFinite, product >= .leastNormalMagnitude, dampingRatio.isFinite,
            slowRate.isFinite, slowRate >= .leastNormalMagnitude
        else {
            throw .beyondDoublePrecision(mass: mass, stiffness: stiffness, damping: damping)
        }
    }

    /// Creates the spring with natural frequency `ω0` (rad/s) and damping ratio
    /// `ζ`: `k = m ω0²`, `c = 2 ζ m ω0`.
    public init(mass: Double = 1, naturalFrequency: Double, dampingRatio: Double) throws(SpringError) {
        try Validate.positive(naturalFrequency, "natural frequency")
        try Validate.nonNegative(dampingRatio, "damping ratio")
        try self.init(
            mass: mass,
            stiffness: mass * naturalFrequency * naturalFrequency,
            damping: 2 * dampingRatio * mass * naturalFrequency)
    }
}

extension Spring {
    /// Natural (undamped) angular frequency `ω0 = √(k/m)` in rad/s.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// Damping ratio `ζ = c / (2√(k m))`: < 1 oscillates, 1 is critical, > 1 creeps.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Decay rate `λ = c / (2m) = ζ ω0` in 1/s: the envelope of the motion is `e^(−λt)`.
    public var decayRate: Double { damping / (2 * mass) }

    /// Damped angular frequency `ωd = ω0 √(1 − ζ²)` in rad/s, or 0 when ζ ≥ 1.
    public var dampedFrequency: Double {
        let zeta = dampingRatio
        guard zeta < 1 else { return 0 }
        return naturalFrequency * ((1 - zeta) * (1 + zeta)).squareRoot()
    }

    /// Which of the qualitatively different motions this spring performs.
    public var regime: DampingRegime { DampingRegime(dampingRatio: dampingRatio) }

    /// The period `2π/ω0` of the undamped spring, in seconds. SwiftUI calls it
    /// `response` (or `duration`), Core Animation `perceptualDuration`.
    public var response: Double { 2 * .pi / naturalFrequency }

    /// SwiftUI's bounce for this spring's damping ratio (see ``Bounce``).
    public var bounce: Double { Bounce(dampingRatio: dampingRatio).value }

    /// Total mechanical energy `½ m v² + ½ k x²` of a state, in joules.
    public func energy(of state: SpringState) -> Double {
        0.5 * mass * state.velocity * state.velocity
            + 0.5 * stiffness * state.displacement * state.displacement
    }

    /// The acceleration the spring imposes on a state: `−(c v + k x) / m`.
    public func acceleration(of state: SpringState) -> Double {
        -(damping * state.velocity + stiffness * state.displacement) / mass
    }

    /// The same motion expressed with mass 1, as UIKit and SwiftUI's duration
    /// initializers build it.
    public var normalizedToUnitMass: Spring {
        // Dividing by a finite positive mass keeps all validated invariants.
        try! Spring(mass: 1, stiffness: stiffness / mass, damping: damping / mass)
    }
}
