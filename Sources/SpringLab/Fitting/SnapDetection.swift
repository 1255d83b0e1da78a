/// UIKit's spring animation stops at its duration and jumps to the target:
/// a capture of it ends with one frame-to-frame step much larger than the
/// steps around it, then frames that stay at the target.
///
/// A fit excludes the frames from the jump on (the spring alone never makes
/// that step) and takes their level as the target value, since the jump goes
/// to the target, when that explains the frames before the jump much better
/// than one spring through all frames does.
public struct Snap: Hashable, Sendable {
    /// The first frame after the jump (an index into the curve).
    public let index: Int
    /// Its time: the frames from here on are excluded.
    public let time: Double
    /// The jump, in the curve's units (value after − value before).
    public let step: Double
    /// The mean of the frames after the jump: the target value.
    public let level: Double

    /// The candidate snap at the end of `curve`, or nil when the curve has none.
    ///
    /// The curve ends in a flat run: frames within a band of the last value
    /// (0.1% of the curve's range, or four times the tail's noise). Its first
    /// frame is a candidate when the step into it exceeds 0.5% of the range
    /// (a spring that comes to rest by itself enters the band by less) and
    /// at least ``RecordedCurve/minimumCount`` frames precede it. Whether
    /// the candidate is a jump is for the fit to say: the spring explains the
    /// frames before it much better without the frames after it.
    static func candidate(in curve: RecordedCurve) -> Snap? {
        let y = curve.values
        let count = y.count
        guard let low = y.min(), let high = y.max() else { return nil }
        let range = high - low
        let band = Swift.max(0.001 * range, 4 * tailNoise(y))
        let last = y[count - 1]
        var first = count - 1
        while first > 0, (y[first - 1] - last).magnitude <= band { first -= 1 }
        guard first >= RecordedCurve.minimumCount, (y[first] - y[first - 1]).magnitude > 0.005 * range else {
            return nil
        }
        let after = y[first...]
        return Snap(
            index: first, time: curve.times[first], step: y[first] - y[first - 1],
            level: after.reduce(0, +) / Double(after.count))
    }

    /// The noise of the last frames: 1.4826 × the median |frame-to-frame
    /// difference| / √2 over the last quarter of the curve (at most 16 frames).
    private static func tailNoise(_ y: [Double]) -> Double {
        let span = Swift.min(16, Swift.max(2, y.count / 4))
        var differences = (y.count - span..<y.count).map { (y[$0] - y[$0 - 1]).magnitude }
        differences.sort()
        return 1.4826 * differences[differences.count / 2] / 2.0.squareRoot()
    }
}
