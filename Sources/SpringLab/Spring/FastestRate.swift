extension Spring {
    /// The magnitude ρ of the fastest eigenvalue of the equation of motion, in
    /// 1/s: the rate a fixed-step integrator must resolve.
    ///
    /// The eigenvalues are `−λ ± √(λ² − ω0²)`. For ζ ≤ 1 both have magnitude
    /// ω0; for ζ > 1 the fast one is `λ + γ = ω0 (ζ + √(ζ² − 1))`, which grows
    /// like 2ζω0: a heavily overdamped spring is stiff even when ω0 is small.
    /// RK4 is stable for ρ h up to about 2.78 and accurate (error ∝ (ρ h)⁴)
    /// well below 1.
    public var fastestRate: Double {
        let zeta = dampingRatio
        guard zeta > 1 else { return naturalFrequency }
        return naturalFrequency * (zeta + ((zeta - 1) * (zeta + 1)).squareRoot())
    }
}
