/// The values an animation moves between, in the user's units (points,
/// degrees, a scale factor…): progress 0 is `from`, progress 1 is `to`.
///
/// A displacement x (fraction of the distance, target at 0) maps to
/// `from + d (1 + x)` = `to + d x` with d = to − from; velocities and
/// accelerations scale by d. `from == to` is allowed: the value then stays at
/// `to` and every rate is 0.
public struct ValueRange: Hashable, Sendable {
    public let from: Double
    public let to: Double
    /// d = to − from, finite.
    public let distance: Double

    /// The unit range 0 → 1, in which values are progress.
    public static let unit = ValueRange(uncheckedFrom: 0, to: 1)

    /// - Throws: a non-finite bound, or bounds so far apart that `to − from` overflows.
    public init(from: Double, to: Double) throws(SpringError) {
        try Validate.finite(from, "from value")
        try Validate.finite(to, "to value")
        try Validate.finite(to - from, "distance to − from")
        self.init(uncheckedFrom: from, to: to)
    }

    private init(uncheckedFrom from: Double, to: Double) {
        self.from = from
        self.to = to
        distance = to - from
    }

    /// The value at displacement x. Computed from the nearer end, so the start
    /// (x = −1) gives exactly `from` and values near the target keep the
    /// digits of the small remaining displacement.
    public func value(displacement x: Double) -> Double {
        x < -0.5 ? from + distance * (1 + x) : to + distance * x
    }

    /// A rate (velocity, acceleration, a difference of displacements) in the
    /// user's units.
    public func scaled(_ rate: Double) -> Double { distance * rate }
}
