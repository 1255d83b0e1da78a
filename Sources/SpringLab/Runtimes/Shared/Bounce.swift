/// SwiftUI's `bounce`, an alternative to the damping ratio ζ.
///
///     ζ = 1 − b        for b ≥ 0  (b = 0 critical, b = 1 undamped)
///     ζ = 1 / (1 + b)  for b < 0  (overdamped, ζ → ∞ as b → −1)
///
/// and back, `b = 1 − ζ` for ζ ≤ 1, `b = 1/ζ − 1` for ζ > 1. The accepted range
/// is −1 < b ≤ 1.
public struct Bounce: Hashable, Sendable {
    public let value: Double

    /// A bounce in −1 < b ≤ 1.
    public init(_ value: Double) throws(SpringError) {
        try Validate.finite(value, "bounce")
        guard value > -1, value <= 1 else {
            throw .outOfInterval(parameter: "bounce", value: value, interval: "−1 < bounce ≤ 1")
        }
        self.value = value
    }

    /// The bounce of damping ratio ζ ≥ 0 (always in −1 < b ≤ 1).
    public init(dampingRatio zeta: Double) {
        value = zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// The damping ratio ζ this bounce stands for.
    public var dampingRatio: Double {
        value >= 0 ? 1 - value : 1 / (1 + value)
    }
}
