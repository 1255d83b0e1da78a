/// The move a runtime animates and the display that shows it: a distance in
/// the runtime's own units (points, pixels, dp) and a frame rate.
///
/// springlab's motion is normalized (fractions of the distance,
/// docs/physics.md), but many runtimes work in absolute units: their rest
/// thresholds (motion's `restDelta`, react-spring's `precision`, Rebound's
/// 0.005) and velocities are in the value's units. The distance converts
/// between the two; the frame rate says when a runtime looks at its clock.
///
/// Frame k is shown at `k / framesPerSecond` seconds, k = 0, 1, 2, …; frame 0
/// shows the start.
///
/// Edge cases: the distance is a magnitude (a move of −300 animates as one
/// of 300, mirrored); both numbers must be finite and non-zero.
public struct ScreenMove: Hashable, Sendable {
    /// |to − from| in the runtime's units, > 0.
    public let distance: Double
    /// Display refresh rate in Hz, > 0.
    public let framesPerSecond: Double

    /// 300 units at 60 Hz: a move across a phone screen in points.
    public static let standard = ScreenMove(checkedDistance: 300, framesPerSecond: 60)

    /// - Throws: ``SpringError`` for a distance that is zero or not finite,
    ///   or a frame rate that is not a positive finite number.
    public init(distance: Double = 300, framesPerSecond: Double = 60) throws(SpringError) {
        try Validate.finite(distance, "distance")
        guard distance != 0 else { throw .notPositive(parameter: "distance", value: distance) }
        try Validate.positive(framesPerSecond, "frames per second")
        self.init(checkedDistance: distance.magnitude, framesPerSecond: framesPerSecond)
    }

    private init(checkedDistance: Double, framesPerSecond: Double) {
        distance = checkedDistance
        self.framesPerSecond = framesPerSecond
    }

    /// The time frame `k` is shown, in seconds.
    public func frameTime(_ k: Int) -> Double { Double(k) / framesPerSecond }

    /// The time frame `k` is shown, in milliseconds, computed as a browser's
    /// driver would: `k · 1000 / fps`.
    public func frameMilliseconds(_ k: Int) -> Double { Double(k) * 1000 / framesPerSecond }
}
