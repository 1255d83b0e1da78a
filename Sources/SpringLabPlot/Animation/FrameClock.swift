/// The display frames of an animation and how long a GIF shows each.
///
/// Frame n is drawn at t_n = n / fps, as a `CADisplayLink` at `fps` Hz sees
/// it; each time is computed from its index, never accumulated. The frames
/// run from t = 0 to the first frame *after* the scene's end, which shows
/// the final state (for UIKit, the target after the jump) and is held.
///
/// GIF frame delays are whole centiseconds, and browsers show a delay under
/// 2 cs as 10 cs. So frame n is scheduled at D(n) = round(100 · n / fps) cs
/// and shown for D(n + 1) − D(n): every frame appears within 5 ms of its real
/// time and the error never accumulates. At 50 fps every delay is 2 cs; at
/// 30 fps they run 3, 4, 3, 3, 4, 3, … (3⅓ on average). Any fps up to 50
/// keeps every delay at 2 cs or more.
///
/// Edge cases: an end of 0 gives two frames (the start and the next);
/// callers bound `fps` and the end first (``AnimationLimits``).
public struct FrameClock: Hashable, Sendable {
    /// Display frames per second.
    public let fps: Int
    /// The number of frames, 0 through `count − 1`.
    public let count: Int

    /// - Parameters:
    ///   - fps: frames per second, ≥ 1.
    ///   - end: the scene's end in seconds, finite and ≥ 0.
    public init(fps: Int, end: Double) {
        precondition(fps >= 1 && end.isFinite && end >= 0, "FrameClock needs fps ≥ 1 and a finite end ≥ 0")
        self.fps = fps
        // The first n with n / fps > end, found from an estimate and checked
        // against the very division `time(ofFrame:)` performs.
        var last = Int((end * Double(fps)).rounded(.down))
        while last > 0, Double(last) / Double(fps) > end { last -= 1 }
        while Double(last) / Double(fps) <= end { last += 1 }
        count = last + 1
    }

    /// The frames' indices.
    public var frames: Range<Int> { 0..<count }

    /// When frame `n` is drawn, in seconds: n / fps.
    public func time(ofFrame n: Int) -> Double { Double(n) / Double(fps) }

    /// When frame `n` appears in a GIF, in whole centiseconds: 100 · n / fps
    /// rounded to the nearest (halves up), in integer arithmetic.
    public func centisecond(ofFrame n: Int) -> Int { (200 * n + fps) / (2 * fps) }

    /// Each frame's GIF delay in centiseconds; the last frame is held for
    /// `hold` centiseconds.
    public func delays(hold: Int) -> [Int] {
        frames.map { n in n == count - 1 ? hold : centisecond(ofFrame: n + 1) - centisecond(ofFrame: n) }
    }
}
