/// The largest excursion of a motion past its target and when it happens.
public struct Overshoot: Hashable, Sendable {
    /// How far past the target the motion goes, in the displacement's units
    /// (a fraction of the distance for normalized animations); 0 if it never
    /// passes the target.
    public let amount: Double
    /// When that largest excursion peaks, in seconds; nil when `amount` is 0.
    public let peakTime: Double?

    static let none = Overshoot(amount: 0, peakTime: nil)
}

extension SpringMotion {
    /// The largest excursion past the target (on the side opposite the start).
    ///
    /// Extrema are the zeros of the velocity. Successive extrema alternate sides
    /// and shrink when oscillating, so the largest overshoot is the first
    /// extremum on the far side: one of the first two zeros of v. A
    /// non-oscillating motion has at most one extremum.
    public var overshoot: Overshoot { overshoot(landmarks: MotionLandmarks(self)) }

    /// ``overshoot`` from landmarks computed once for several metrics.
    func overshoot(landmarks: MotionLandmarks) -> Overshoot {
        let extrema = landmarks.extrema
        guard let first = extrema.first, let value = landmarks.firstExtremum else { return .none }
        if let found = overshoot(atExtremum: first, value: value) { return found }
        if let spacing = extrema.spacing {
            let second = first + spacing
            // Extrema alternate sides.
            let secondValue = oscillatingExtremumMagnitude(
                at: second, amplitudeTimesFrequency: landmarks.amplitudeTimesFrequency
            ).map { value < 0 ? $0 : -$0 }
            if let found = overshoot(atExtremum: second, value: secondValue ?? displacement(at: second)) {
                return found
            }
        }
        return .none
    }

    /// The excursion at an extremum where the displacement is `value`, if it lies past the target.
    private func overshoot(atExtremum time: Double, value: Double) -> Overshoot? {
        let past = -startSide * value
        return past > 0 ? Overshoot(amount: past, peakTime: time) : nil
    }

    /// How many times the motion crosses the target in (0, `time`]; `Int.max`
    /// when the count is larger.
    public func targetCrossings(through time: Double) -> Int {
        targetCrossings(through: time, zeros: displacementZeros)
    }

    /// ``targetCrossings(through:)`` with the target crossings computed already.
    func targetCrossings(through time: Double, zeros: ZeroTimes) -> Int {
        guard let first = zeros.first, first <= time else { return 0 }
        guard let spacing = zeros.spacing else { return 1 }
        let later = ((time - first) / spacing).rounded(.down)
        return later >= Double(Int.max - 1) ? Int.max : Int(later) + 1
    }
}
