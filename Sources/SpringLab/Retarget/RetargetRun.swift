/// What one runtime shows for a ``Retarget``: every frame, in units, from
/// frame 0 to the frame the second move ends on (which shows the target), or
/// to the frame limit when it does not end; what it hands over at frame r;
/// and the measures of its second move.
public struct RetargetRun: Hashable, Sendable {
    /// The values shown, in units, frame 0 first.
    public let frames: [Double]
    /// r: the first frame drawn under the new target.
    public let retargetFrame: Int
    /// The runtime's own velocity at frame r − 1, units per second (0 for a
    /// gesture, at rest until the release).
    public let velocityBefore: Double
    /// The velocity the second move starts with, units per second, after
    /// the runtime's own rule (kept, added, zeroed, or the app's).
    public let velocityAfter: Double
    /// The frame the second move ends on, showing the target; nil when it
    /// does not end within the frame limit.
    public let endFrame: Int?
    /// Where the value had got to on the end frame before the runtime set
    /// it to the target, in units; nil when it ends there exactly.
    public let snappedFrom: Double?
    /// Whether the first move had ended before the hand-off (the second then
    /// starts from rest at the first target); false for a gesture.
    public let firstMoveEnded: Bool

    public init(
        frames: [Double], retargetFrame: Int, velocityBefore: Double, velocityAfter: Double, endFrame: Int?,
        snappedFrom: Double?, firstMoveEnded: Bool = false
    ) {
        self.firstMoveEnded = firstMoveEnded
        self.frames = frames
        self.retargetFrame = retargetFrame
        self.velocityBefore = velocityBefore
        self.velocityAfter = velocityAfter
        self.endFrame = endFrame
        self.snappedFrom = snappedFrom
    }

    /// The value shown at frame r − 1, where the hand-off starts.
    public var valueAtRetarget: Double { frames[retargetFrame - 1] }

    /// The value shown at frame `n` ≥ 0: past the frames of a run that
    /// ended, the target it shows for good (its last frame).
    public func value(atFrame n: Int) -> Double { frames[Swift.min(n, frames.count - 1)] }
}

/// A ``RetargetRun`` measured against the move it was asked for, each as a
/// fraction of the first move's distance D.
public struct RetargetMeasures: Hashable, Sendable {
    /// When the second move ends on screen, seconds after frame 0; nil when it does not end.
    public let endsAt: Double?
    /// |where the value was − the target| on the end frame.
    public let jump: Double
    /// How far the frames from r on go past the target, on the far side from
    /// the hand-off value (0 when they do not).
    public let overshoot: Double
    /// The largest distance, from frame r to the end frame (which shows the
    /// target), between the frames and the continuous move: the exact second spring released from
    /// the value and the velocity the runtime had at frame r − 1, toward the target.
    public let maxDeviation: Double

    /// - Throws: ``SpringError`` when the continuous move cannot be drawn (a state that is not finite).
    public init(_ run: RetargetRun, of retarget: Retarget) throws(SpringError) {
        let move = retarget.move, distance = move.distance, to = retarget.to, r = run.retargetFrame
        endsAt = run.endFrame.map { move.frameTime($0) }
        jump = run.snappedFrom.map { ($0 - to).magnitude / distance } ?? 0
        let start = run.valueAtRetarget
        let toward = start != to ? to - start : run.velocityAfter
        let side: Double = toward > 0 ? 1 : toward < 0 ? -1 : 0
        let phase = run.frames[r...]
        let beyond = phase.map { side * ($0 - to) }.max() ?? 0
        overshoot = beyond > 0 ? beyond / distance : 0
        let velocity: Double
        switch retarget.start {
        case .move: velocity = run.firstMoveEnded ? 0 : run.velocityBefore
        case let .gesture(_, released): velocity = released
        }
        let continuous = try SpringMotion(
            spring: retarget.second, initialState: SpringState(displacement: start - to, velocity: velocity))
        maxDeviation =
            phase.indices.map { n in
                (run.frames[n] - to - continuous.displacement(at: move.frameTime(n - (r - 1)))).magnitude
            }.max().map { $0 / distance } ?? 0
    }
}

/// A runtime whose own code springlab follows through a retarget and a
/// gesture's hand-off (docs/runtime-ends.md, Retargets): the runtime, as
/// ``Runtime/model(for:move:)`` resolves it for the first move, runs both.
public protocol RetargetModel: Runtime {
    /// What the runtime's call does with the velocity at the hand-off.
    static var velocityHandling: VelocityHandling { get }
    /// That rule in words, as the runtime's own calls state it.
    static var velocityRule: String { get }
    /// What the call does with the velocity at `retarget`, where that
    /// depends on the second spring (``velocityHandling`` unless it does).
    func velocityHandling(at retarget: Retarget) -> VelocityHandling
    /// Whether that is what its code does when run (false: what its
    /// documentation says).
    static var isRun: Bool { get }
    /// The frames the runtime shows.
    /// - Throws: ``SpringError`` when a state it reaches cannot be drawn (not finite).
    func retargetRun(_ retarget: Retarget) throws(SpringError) -> RetargetRun
}

extension RetargetModel {
    public static var isRun: Bool { true }
    public func velocityHandling(at retarget: Retarget) -> VelocityHandling { Self.velocityHandling }
}
