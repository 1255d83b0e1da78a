/// A spring of unit mass given by its damping ratio and its stiffness, as
/// Jetpack Compose's `spring(dampingRatio, stiffness)` and Android's
/// `SpringForce` take it (docs/runtimes.md).
///
///     k = stiffness,   c = 2 ζ √k,   m = 1
public struct DampingRatioSpring: Hashable, Sendable {
    /// ζ ≥ 0.
    public let dampingRatio: Double
    /// k/m in 1/s², > 0.
    public let stiffness: Double

    public init(dampingRatio: Double, stiffness: Double) throws(SpringError) {
        try Validate.nonNegative(dampingRatio, "damping ratio")
        try Validate.positive(stiffness, "stiffness")
        self.dampingRatio = dampingRatio
        self.stiffness = stiffness
    }

    /// The spring of this form that moves exactly like `spring` (any mass).
    public init(_ spring: Spring) {
        dampingRatio = spring.dampingRatio
        stiffness = spring.stiffness / spring.mass
    }

    /// The physical spring, of unit mass.
    public func spring() throws(SpringError) -> Spring {
        try Spring(mass: 1, naturalFrequency: stiffness.squareRoot(), dampingRatio: dampingRatio)
    }
}

extension DampingRatioSpring {
    /// The group of a unit-mass spring given by ζ and stiffness, with the
    /// initial velocity in units per second under `velocityName`.
    static func group(_ key: String, velocityName: String, _ equivalents: SpringEquivalents)
        -> EquivalentGroup
    {
        let unit = DampingRatioSpring(equivalents.spring)
        return equivalents.group(
            key,
            [("dampingRatio", .number(unit.dampingRatio)), ("stiffness", .number(unit.stiffness))],
            velocityName: velocityName)
    }
}
