/// The values one parameter takes in a sweep: `count` evenly spaced values
/// from `lower` to `upper`, both ends included, or one value.
///
/// Value `i` is `lower + (upper − lower)·i/(count − 1)`, except that the ends
/// are exactly `lower` and `upper` as written (the formula could miss
/// `upper` by an ulp).
public struct SweepAxis: Hashable, Sendable {
    public let lower: Double
    public let upper: Double
    /// At least 1.
    public let count: Int

    /// More values than this on one axis are refused.
    public static let maximumCount = 10_000_000

    /// - Throws: ``SpringError/invalidSweep(reason:)`` naming `parameter` when
    ///   an end is not finite, `lower > upper`, `count` < 1 or above
    ///   ``maximumCount``, one value between different ends, or several
    ///   values between equal ends.
    public init(_ parameter: String, lower: Double, upper: Double, count: Int) throws(SpringError) {
        let written = "\(lower)...\(upper) with \(count) value\(count == 1 ? "" : "s")"
        func refuse(_ reason: String) -> SpringError {
            .invalidSweep(reason: "\(parameter): \(reason) (got \(written))")
        }
        guard lower.isFinite, upper.isFinite, (upper - lower).isFinite else { throw refuse("the ends must be finite numbers") }
        guard lower <= upper else { throw refuse("the range must run upward, lower ≤ upper") }
        guard count >= 1 else { throw refuse("the count must be at least 1") }
        guard count <= Self.maximumCount else { throw refuse("more than \(Self.maximumCount) values") }
        guard count > 1 || lower == upper else { throw refuse("1 value needs equal ends; for one value write just the number") }
        guard count == 1 || lower < upper else { throw refuse("\(count) values need lower < upper") }
        self.lower = lower
        self.upper = upper
        self.count = count
    }

    /// The one value `value` (finite).
    public init(_ parameter: String, value: Double) throws(SpringError) {
        try self.init(parameter, lower: value, upper: value, count: 1)
    }

    /// Value `index`, 0 ≤ index < ``count``.
    @inlinable
    public func value(at index: Int) -> Double {
        if index == 0 { return lower }
        if index == count - 1 { return upper }
        return lower + (upper - lower) * (Double(index) / Double(count - 1))
    }

    /// All values, in order.
    public var values: [Double] { (0..<count).map(value(at:)) }
}
