/// How far a fitted spring is from a known one, in the fit's standard errors.
///
/// The two are compared by natural frequency ω0 = √(k/m) and damping ratio
/// ζ = c / (2√(km)), which the mass does not change. The fit's errors are
/// carried over to first order, taking its stiffness and damping errors as
/// independent: σ(ω0) = σ(k/m) / (2 ω0) and
/// σ(ζ) = ζ √((σ(c/m) / (c/m))² + (σ(k/m) / (2 k/m))²).
/// A known spring is *within the errors* when both differences are at most
/// ``limit`` standard errors.
public struct SpringMatch: Sendable {
    /// The known spring's name (its `--spring` text).
    public let name: String
    /// (ω0 − ω0 known) / σ(ω0), and (ζ − ζ known) / σ(ζ).
    public let naturalFrequencySigmas: Double
    public let dampingRatioSigmas: Double

    /// Three standard errors.
    public static let limit = 3.0

    public var isWithinErrors: Bool {
        naturalFrequencySigmas.magnitude <= Self.limit && dampingRatioSigmas.magnitude <= Self.limit
    }

    /// The larger of the two distances, in standard errors.
    public var sigmas: Double { Swift.max(naturalFrequencySigmas.magnitude, dampingRatioSigmas.magnitude) }

    /// The distance of `fit` from `known` (any mass), or nil when the fit has
    /// no finite positive errors for its stiffness and damping.
    public init?(_ fit: CurveFit, to known: Spring, named name: String) {
        let k = fit.stiffness, c = fit.damping
        let errors = fit.standardErrors
        guard k > 0, c > 0, errors.stiffness.isFinite, errors.damping.isFinite, errors.stiffness > 0,
            errors.damping > 0
        else { return nil }
        let omega = k.squareRoot(), zeta = c / (2 * omega)
        let omegaError = errors.stiffness / (2 * omega)
        let zetaError =
            zeta
            * ((errors.damping / c) * (errors.damping / c) + (errors.stiffness / (2 * k)) * (errors.stiffness / (2 * k)))
            .squareRoot()
        self.name = name
        naturalFrequencySigmas = (omega - known.naturalFrequency) / omegaError
        dampingRatioSigmas = (zeta - known.dampingRatio) / zetaError
    }
}
