/// UIKit's spring animation stops at its duration and jumps to the target:
/// a capture of it ends with one frame-to-frame step much larger than the
/// steps around it, then frames that stay at the target.
///
/// A fit excludes the frames from the jump on (the spring alone never makes
/// that step) and takes their level as the target value, since the jump goes
/// to the target.
public struct Snap: Hashable, Sendable {
    /// The first frame after the jump (an index into the curve).
    public let index: Int
    /// Its time: the frames from here on are excluded.
    public let time: Double
    /// The jump, in the curve's units (value after − value before).
    public let step: Double
    /// The mean of the frames after the jump: the target value.
    public let level: Double

    /// The snap at the end of `curve`, or nil when the curve has none.
    ///
    /// The curve ends in a flat run: frames within a band of the last value
    /// (0.1% of the curve's range, or four times the tail's noise). The frame
    /// entering that run is a jump when it lies far from where the frames
    /// before it were heading: more than 10 times the largest third difference
    /// of the six frames before it (the error of a quadratic extrapolation of
    /// a smooth motion, noise included) and more than 0.5% of the range. A
    /// spring that comes to rest by itself enters the run smoothly.
    static func find(in curve: RecordedCurve) -> Snap? {
        let y = curve.values
        let count = y.count
        guard let low = y.min(), let high = y.max(), count >= 8 else { return nil }
        let range = high - low
        let band = Swift.max(0.001 * range, 4 * tailNoise(y))
        let last = y[count - 1]
        var first = count - 1
        while first > 0, (y[first - 1] - last).magnitude <= band { first -= 1 }
        guard first >= 4 else { return nil }
        func thirdDifference(_ i: Int) -> Double { y[i] - 3 * y[i - 1] + 3 * y[i - 2] - y[i - 3] }
        let deviation = thirdDifference(first).magnitude
        let history = (Swift.max(3, first - 6)..<first).map { thirdDifference($0).magnitude }.max() ?? 0
        guard deviation > 10 * history, deviation > 0.005 * range else { return nil }
        let after = y[first...]
        return Snap(index: first, time: curve.times[first], step: y[first] - y[first - 1],
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
