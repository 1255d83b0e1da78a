import SpringLab

extension SpringTarget {
    /// The target in words, as fit's report lists it.
    var label: String {
        switch quantity {
        case .settlingDuration(.band): return "settling duration (band exit)"
        case .settlingDuration(.coreAnimation): return "settling duration (Core Animation)"
        case .settlingDuration(.envelope): return "settling duration (envelope)"
        case .overshoot: return "overshoot"
        case .peakTime: return "peak time"
        case .dampingRatio: return "damping ratio"
        case .bounce: return "bounce"
        case .bounces: return "target crossings"
        }
    }

    /// A value of this target with its unit, to the digits that show it is met.
    func formatted(_ value: Double) -> String {
        switch quantity {
        case .settlingDuration, .peakTime: return readable(value, significant: 10) + " s"
        case .overshoot: return readable(value * 100, significant: 10) + "%"
        case .dampingRatio, .bounce: return readable(value, significant: 10)
        case .bounces: return String(Int(value))
        }
    }
}
