/// What one runtime puts on screen, frame by frame, for a normalized
/// animation (x0 = −1, target 0, docs/physics.md): the displacement shown at
/// each frame until it stops, then the value it keeps.
///
/// Frame k is shown at ``ScreenMove/frameTime(_:)``. `shown[k]` is the
/// displacement from the target as a fraction of the distance; from
/// ``endFrame`` on the screen shows ``restValue`` for good (0 after a snap).
///
/// Edge cases: a runtime that has not stopped within ``horizon`` seconds has
/// no end frame; its frames cover the horizon.
public struct ScreenRun: Hashable, Sendable {
    /// Displacement shown at frames 0, 1, … up to (not including) the end frame.
    public let shown: [Double]
    /// The first frame that shows the final value for good, or nil.
    public let endFrame: Int?
    /// The displacement shown from the end frame on.
    public let restValue: Double
    /// How far the runtime jumps at its end: |displacement it would have shown
    /// at the end frame without snapping − rest value|.
    public let jump: Double

    /// The longest run springlab follows a runtime for, in seconds.
    public static let horizon = 100.0

    public init(shown: [Double], endFrame: Int?, restValue: Double = 0, jump: Double) {
        self.shown = shown
        self.endFrame = endFrame
        self.restValue = restValue
        self.jump = jump
    }

    /// A run from a runtime's own positions, which move from 0 toward
    /// `distance`: `positions` at frames 0, 1, …, and then, if it came to
    /// rest, the position it had reached when it snapped to the target.
    static func normalized(positions: [Double], snappedFrom rest: Double?, distance: Double) -> ScreenRun {
        let shown = positions.map { $0 / distance - 1 }
        guard let rest else { return ScreenRun(shown: shown, endFrame: nil, jump: 0) }
        return ScreenRun(shown: shown, endFrame: positions.count, jump: (rest / distance - 1).magnitude)
    }

    /// The number of frames in ``horizon`` at the move's frame rate.
    static func frameLimit(_ move: ScreenMove) -> Int {
        Int((horizon * move.framesPerSecond).rounded(.up))
    }

    /// A runtime that shows `motion` at every frame k, at `seconds(k)` of
    /// motion (by default the frame's own time), until the first frame where
    /// `stops(k, state)` holds; there it snaps to the target, or with `keeps`
    /// holds the value it has reached.
    static func following(
        _ motion: SpringMotion, move: ScreenMove, at seconds: ((Int) -> Double)? = nil, keeps: Bool = false,
        stopsWhen stops: (Int, SpringState) -> Bool
    ) -> ScreenRun {
        var shown: [Double] = []
        for k in 0...frameLimit(move) {
            let state = motion.state(at: seconds?(k) ?? move.frameTime(k))
            let x = state.displacement
            if stops(k, state) {
                return ScreenRun(shown: shown, endFrame: k, restValue: keeps ? x : 0, jump: keeps ? 0 : x.magnitude)
            }
            shown.append(x)
        }
        return ScreenRun(shown: shown, endFrame: nil, jump: 0)
    }

    /// The displacement on screen at frame `k`, nil beyond the frames known
    /// of a run that has not ended.
    public func displacement(atFrame k: Int) -> Double? {
        if k < shown.count { return shown[k] }
        return endFrame == nil ? nil : restValue
    }

    /// When the screen first shows the final value for good, in seconds.
    public func endTime(_ move: ScreenMove) -> Double? { endFrame.map(move.frameTime) }
}
