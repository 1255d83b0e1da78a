/// A spring in Origami's units, as Facebook's Origami (Quartz Composer),
/// Rebound and POP write it: a `tension` and a `friction` that map linearly
/// onto the physical constants of a unit mass (docs/runtimes.md, Rebound, POP and Origami).
///
///     k = (tension − 30) · 3.62 + 194        c = (friction − 8) · 3 + 25
///
/// and 0 maps to 0 (Rebound's `OrigamiValueConverter`); the mass is 1.
/// Rebound's default spring is Origami (40, 7): k = 230.2, c = 22.
///
/// Edge cases: Origami values that map to k ≤ 0 or c < 0 are refused by
/// ``spring()``; the inverse of a physical spring may be any real numbers.
public struct OrigamiSpring: Hashable, Sendable {
    /// Origami tension (dimensionless).
    public let tension: Double
    /// Origami friction (dimensionless).
    public let friction: Double

    public init(tension: Double, friction: Double) throws(SpringError) {
        try Validate.finite(tension, "tension")
        try Validate.finite(friction, "friction")
        self.tension = tension
        self.friction = friction
    }

    /// The Origami values of `spring`, normalized to unit mass.
    public init(_ spring: Spring) {
        let unit = spring.normalizedToUnitMass
        tension = Self.origamiTension(fromStiffness: unit.stiffness)
        friction = Self.origamiFriction(fromDamping: unit.damping)
    }

    /// Rebound's physical tension: k of a unit mass (1/s²).
    public var physicalTension: Double { Self.stiffness(fromOrigamiTension: tension) }
    /// Rebound's physical friction: c of a unit mass (1/s).
    public var physicalFriction: Double { Self.damping(fromOrigamiFriction: friction) }

    /// The physical spring, of unit mass.
    public func spring() throws(SpringError) -> Spring {
        try Spring(mass: 1, stiffness: physicalTension, damping: physicalFriction)
    }

    static func stiffness(fromOrigamiTension value: Double) -> Double {
        value == 0 ? 0 : (value - 30) * 3.62 + 194
    }

    static func damping(fromOrigamiFriction value: Double) -> Double {
        value == 0 ? 0 : (value - 8) * 3 + 25
    }

    static func origamiTension(fromStiffness value: Double) -> Double {
        value == 0 ? 0 : (value - 194) / 3.62 + 30
    }

    static func origamiFriction(fromDamping value: Double) -> Double {
        value == 0 ? 0 : (value - 25) / 3 + 8
    }
}
