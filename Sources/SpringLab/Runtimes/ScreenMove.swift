/// The move a runtime is asked to animate and the screen that shows it: a
/// distance in the runtime's own units (points, pixels, dp) and the display's
/// frame rate.
///
/// springlab's motion is normalized (fractions of the distance, docs/physics.md),
/// but most runtimes are not: their velocities are in units per second or per
/// millisecond, and their rest thresholds (motion's `restDelta`, react-spring's
/// `precision`, Rebound's 0.005) are absolute. The distance turns one into the
/// other; the frame rate says when a runtime looks at its clock.
///
/// Frames are at `k / framesPerSecond` seconds, k = 0, 1, 2, …; frame 0 shows
/// the start.
///
/// Edge cases: the distance is a magnitude (a move of −300 animates exactly
/// like one of 300, mirrored); both numbers must be finite and positive.
public struct ScreenMove: Hashable, Sendable {
    /// |to − from| in the runtime's units, > 0.
    public let distance: Double
    /// Display refresh rate in Hz, > 0.
    public let framesPerSecond: Double

    /// 300 units at 60 Hz: a move across a phone screen in points.
    public static let standard = ScreenMove(uncheckedDistance: 300, framesPerSecond: 60)

    public init(distance: Double = 300, framesPerSecond: Double = 60) throws(SpringError) {
        try Validate.finite(distance, "distance")
        guard distance != 0 else { throw .notPositive(parameter: "distance", value: distance) }
        try Validate.positive(framesPerSecond, "frames per second")
        self.distance = distance.magnitude
        self.framesPerSecond = framesPerSecond
    }

    private init(uncheckedDistance: Double, framesPerSecond: Double) {
        distance = uncheckedDistance
        self.framesPerSecond = framesPerSecond
    }

    /// One frame, in seconds.
    public var frameInterval: Double { 1 / framesPerSecond }

    /// The time of frame `k`, in seconds.
    public func frameTime(_ k: Int) -> Double { Double(k) / framesPerSecond }

    /// The time frame `k` is shown, in milliseconds, computed as a browser's
    /// driver would: `k · 1000 / fps`.
    public func frameMilliseconds(_ k: Int) -> Double { Double(k) * 1000 / framesPerSecond }

    /// A velocity in fractions of the distance per second, in units per second.
    public func unitsPerSecond(_ normalizedVelocity: Double) -> Double { normalizedVelocity * distance }

    /// A velocity in fractions of the distance per second, in units per millisecond.
    public func unitsPerMillisecond(_ normalizedVelocity: Double) -> Double { normalizedVelocity * distance / 1000 }
}
