/// When a motion settles, or that it never does.
///
/// An undamped spring (ζ = 0) oscillates forever: rather than an infinite or
/// arbitrary huge number, its settling time is ``never``.
public enum Settling: Hashable, Sendable {
    /// The motion stays inside the band from this time on (seconds, ≥ 0).
    case after(Double)
    /// The motion leaves the band again and again, forever.
    case never

    /// The settling time in seconds, or `nil` for ``never``.
    public var seconds: Double? {
        if case let .after(t) = self { return t }
        return nil
    }
}

/// The half-width ε of the band around the target inside which a motion counts
/// as settled, as a fraction of the animation's distance.
public struct SettlingTolerance: Hashable, Sendable {
    /// ε as a fraction of the distance, finite and > 0.
    public let fraction: Double

    /// springlab's default band: 0.1% of the distance (Core Animation's ε).
    public static let standard = SettlingTolerance(uncheckedFraction: 0.001)

    /// ε as a fraction of the distance (0.001 = 0.1%), 0 < ε < 1: a band as
    /// wide as the distance would hold the start.
    public init(fraction: Double) throws(SpringError) {
        try Validate.positive(fraction, "settling tolerance")
        guard fraction < 1 else {
            throw .outOfInterval(
                parameter: "settling tolerance", value: fraction, interval: "0 < ε < 1 (of the distance)")
        }
        self.fraction = fraction
    }

    /// ε in the animation's own units (say half a point) for a move of
    /// `distance` units. The sign of the distance is irrelevant.
    public init(absolute: Double, distance: Double) throws(SpringError) {
        try Validate.positive(absolute, "settling tolerance")
        try Validate.finite(distance, "distance")
        guard distance != 0 else { throw .notPositive(parameter: "distance", value: distance) }
        try self.init(fraction: absolute / distance.magnitude)
    }

    private init(uncheckedFraction: Double) { fraction = uncheckedFraction }
}
