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
/// The move's ends, ``from`` and ``to``, are 0 and the distance unless given
/// (a recording's own, `fit --curve`): the runtimes' ends and thresholds depend
/// on the distance alone, and the code of an API that is told the ends (Flutter's
/// `SpringSimulation(description, start, end, velocity)`) writes them. A
/// velocity in the value's units is signed as to − from for every API, told
/// the ends or not (``unitsPerSecond(_:)``); one in fractions of the
/// distance points toward the target whichever way the move goes.
///
/// Edge cases: the distance is a magnitude (a move of −300 animates exactly
/// like one of 300, mirrored); both numbers must be finite and positive.
public struct ScreenMove: Hashable, Sendable {
    /// |to − from| in the runtime's units, > 0.
    public let distance: Double
    /// Display refresh rate in Hz, > 0.
    public let framesPerSecond: Double
    /// Where the move starts, in the runtime's units.
    public let from: Double
    /// Where it ends: ``from`` ± ``distance``.
    public let to: Double

    /// 300 units at 60 Hz: a move across a phone screen in points.
    public static let standard = ScreenMove(from: 0, to: 300, distance: 300, framesPerSecond: 60)

    /// The move from 0 to |`distance`|.
    public init(distance: Double = 300, framesPerSecond: Double = 60) throws(SpringError) {
        try Validate.finite(distance, "distance")
        guard distance != 0 else { throw .notPositive(parameter: "distance", value: distance) }
        try Validate.positive(framesPerSecond, "frames per second")
        self.init(from: 0, to: distance.magnitude, distance: distance.magnitude, framesPerSecond: framesPerSecond)
    }

    /// The move from `from` to `to`, which differ.
    public init(from: Double, to: Double, framesPerSecond: Double = 60) throws(SpringError) {
        try Validate.finite(from, "from")
        try Validate.finite(to, "to")
        let distance = to - from
        try Validate.finite(distance, "distance")
        guard distance != 0 else { throw .notPositive(parameter: "distance", value: distance) }
        try Validate.positive(framesPerSecond, "frames per second")
        self.init(from: from, to: to, distance: distance.magnitude, framesPerSecond: framesPerSecond)
    }

    private init(from: Double, to: Double, distance: Double, framesPerSecond: Double) {
        self.from = from
        self.to = to
        self.distance = distance
        self.framesPerSecond = framesPerSecond
    }

    /// One frame, in seconds.
    public var frameInterval: Double { 1 / framesPerSecond }

    /// The time of frame `k`, in seconds.
    public func frameTime(_ k: Int) -> Double { Double(k) / framesPerSecond }

    /// The time frame `k` is shown, in milliseconds, computed as a browser's
    /// driver would: `k · 1000 / fps`.
    public func frameMilliseconds(_ k: Int) -> Double { Double(k) * 1000 / framesPerSecond }

    /// A velocity in fractions of the distance per second (positive toward
    /// ``to``), in the value's units per second: negative on a move down.
    public func unitsPerSecond(_ normalizedVelocity: Double) -> Double { normalizedVelocity * (to - from) }
}
