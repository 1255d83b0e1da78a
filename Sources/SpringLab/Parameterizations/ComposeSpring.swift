/// Jetpack Compose's `spring(dampingRatio, stiffness)` and Android's
/// `SpringForce`: a spring of unit mass given by its damping ratio and its
/// stiffness (docs/runtimes.md).
///
///     k = stiffness,   c = 2 ζ √k,   m = 1
public struct ComposeSpring: Hashable, Sendable {
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

    /// The Compose spring that moves exactly like `spring` (any mass).
    public init(_ spring: Spring) {
        dampingRatio = spring.dampingRatio
        stiffness = spring.stiffness / spring.mass
    }

    /// The physical spring, of unit mass.
    public func spring() throws(SpringError) -> Spring {
        try Spring(mass: 1, naturalFrequency: stiffness.squareRoot(), dampingRatio: dampingRatio)
    }
}
