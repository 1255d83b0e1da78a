/// The values one parameter takes in a sweep, increasing: `count` evenly
/// spaced values from `lower` to `upper`, both ends included, one value, or
/// values the caller computed (say from the decimal text the user wrote).
///
/// Evenly spaced value `i` is `lower + (upper − lower)·i/(count − 1)`, except
/// that the ends are exactly `lower` and `upper` as written (the formula
/// could miss `upper` by an ulp).
public struct SweepAxis: Hashable, Sendable {
    /// The values, strictly increasing, at least one.
    public let values: [Double]

    /// More values than this on one axis are refused.
    public static let maximumCount = 1_000_000

    public var lower: Double { values[0] }
    public var upper: Double { values[values.count - 1] }
    public var count: Int { values.count }

    /// `count` evenly spaced values from `lower` to `upper`.
    ///
    /// - Throws: ``SpringError/invalidSweep(reason:)`` when an end is not finite, `lower > upper`, `count` < 1 or above
    ///   ``maximumCount``, one value between different ends, or several
    ///   values between equal ends or too close to be told apart.
    public init(lower: Double, upper: Double, count: Int) throws(SpringError) {
        try Self.check(lower: lower, upper: upper, count: count)
        let values = (0..<count).map { index in
            index == 0
                ? lower
                : index == count - 1
                    ? upper
                    : lower + (upper - lower) * (Double(index) / Double(count - 1))
        }
        try self.init(values: values, written: "\(lower)...\(upper) with \(count) values")
    }

    /// The one value `value` (finite).
    public init(value: Double) throws(SpringError) {
        try self.init(lower: value, upper: value, count: 1)
    }

    /// Values computed by the caller, e.g. the doubles nearest to an evenly
    /// spaced decimal grid.
    /// - Throws: ``SpringError/invalidSweep(reason:)`` unless there are 1 to
    ///   ``maximumCount`` finite values, strictly increasing.
    public init(values: [Double]) throws(SpringError) {
        let written =
            values.isEmpty
            ? "no values"
            : "\(values[0])...\(values[values.count - 1]) with \(values.count) value\(values.count == 1 ? "" : "s")"
        try self.init(values: values, written: written)
    }

    private init(values: [Double], written: String) throws(SpringError) {
        let refuse = { (reason: String) in SpringError.invalidSweep(reason: "\(reason) (got \(written))") }
        guard !values.isEmpty else { throw refuse("an axis needs at least 1 value") }
        guard values.count <= Self.maximumCount else { throw refuse("more than \(Self.maximumCount) values") }
        guard values.allSatisfy(\.isFinite) else { throw refuse("the values must be finite numbers") }
        guard zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) else {
            throw refuse("the values must increase; the range is too narrow for that many distinct values")
        }
        self.values = values
    }

    /// The refusals that can be told from the ends and the count alone.
    static func check(lower: Double, upper: Double, count: Int) throws(SpringError) {
        let written = "\(lower)...\(upper) with \(count) value\(count == 1 ? "" : "s")"
        func refuse(_ reason: String) -> SpringError {
            .invalidSweep(reason: "\(reason) (got \(written))")
        }
        guard lower.isFinite, upper.isFinite, (upper - lower).isFinite else {
            throw refuse("the ends must be finite numbers")
        }
        guard lower <= upper else { throw refuse("the range must run upward, lower ≤ upper") }
        guard count >= 1 else { throw refuse("the count must be at least 1") }
        guard count <= Self.maximumCount else { throw refuse("more than \(Self.maximumCount) values") }
        guard count > 1 || lower == upper else {
            throw refuse("1 value needs equal ends; for one value write just the number")
        }
        guard count == 1 || lower < upper else { throw refuse("\(count) values need lower < upper") }
    }

    /// Value `index`, 0 ≤ index < ``count``.
    public func value(at index: Int) -> Double { values[index] }
}
