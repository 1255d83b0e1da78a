/// A motion recorded as samples `(time, value)`: frame positions logged from
/// a device, or a curve exported from a design tool, in the recording's own
/// units (seconds, points, …).
///
/// Edge cases: refused with ``SpringError/unfittableCurve(_:)`` when there
/// are fewer than ``minimumCount`` samples, a time or value is NaN or
/// infinite, times do not strictly increase, or every value is the same (no
/// motion to fit).
public struct RecordedCurve: Sendable {
    public let times: [Double]
    public let values: [Double]

    /// A fit has 5 or 6 unknowns; fewer samples than this cannot tell noise from motion.
    public static let minimumCount = 8

    public init(times: [Double], values: [Double]) throws(SpringError) {
        precondition(times.count == values.count, "one value per time")
        guard times.count >= Self.minimumCount else {
            throw .unfittableCurve(
                "the curve has \(times.count) sample\(times.count == 1 ? "" : "s"); "
                    + "a fit needs at least \(Self.minimumCount)")
        }
        for (index, (time, value)) in zip(times, values).enumerated() {
            guard time.isFinite, value.isFinite else {
                throw .unfittableCurve("sample \(index + 1) is not finite (time \(time), value \(value))")
            }
            if index > 0, time <= times[index - 1] {
                throw .unfittableCurve(
                    "times must increase: sample \(index + 1) has time \(time) after "
                        + "\(times[index - 1]); sort the curve and remove repeated times")
            }
        }
        guard let low = values.min(), let high = values.max(), high > low else {
            throw .unfittableCurve("the curve does not move: every value is \(values[0])")
        }
        self.times = times
        self.values = values
    }

    public var count: Int { times.count }
}
