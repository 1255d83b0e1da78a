/// One thing a designer asks of a spring (a settling time, an overshoot, …)
/// and how to read it off a spring: the target side of a report, shown beside
/// what the found spring achieves.
public struct SpringTarget: Hashable, Sendable {
    /// What is targeted.
    public enum Quantity: Hashable, Sendable {
        /// A settling time in seconds, by the criterion named.
        case settlingDuration(SettlingCriterion)
        /// The largest excursion past the target, as a fraction of the distance.
        case overshoot
        /// When that excursion peaks, in seconds.
        case peakTime
        /// The damping ratio ζ.
        case dampingRatio
        /// SwiftUI's bounce (``Bounce``).
        case bounce
        /// Target crossings before the band exit.
        case bounces
    }

    public let quantity: Quantity
    /// The value asked for.
    public let wanted: Double

    public init(_ quantity: Quantity, _ wanted: Double) {
        self.quantity = quantity
        self.wanted = wanted
    }

    /// The target's name, as the `target` input kind spells its parameter.
    public var name: String {
        switch quantity {
        case .settlingDuration: return "settlingDuration"
        case .overshoot: return "overshoot"
        case .peakTime: return "peakTime"
        case .dampingRatio: return "dampingRatio"
        case .bounce: return "bounce"
        case .bounces: return "bounces"
        }
    }

    /// What `spring` with these `metrics` achieves of this quantity; nil when
    /// it does not exist (no overshoot has no peak time; ζ = 0 never settles).
    public func achieved(spring: Spring, metrics: SpringMetrics) -> Double? {
        switch quantity {
        case let .settlingDuration(criterion): return criterion.settling(in: metrics).seconds
        case .overshoot: return metrics.overshoot.amount
        case .peakTime: return metrics.overshoot.peakTime
        case .dampingRatio: return spring.dampingRatio
        case .bounce: return spring.bounce
        case .bounces: return metrics.crossings.map(Double.init)
        }
    }
}
