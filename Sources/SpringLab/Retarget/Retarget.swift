import RealModule

/// A spring interrupted on screen: a first move from 0 to the distance D
/// whose target becomes ``to`` mid-flight, or a gesture's hand-off, a value
/// released at rest with a velocity toward ``to`` (docs/runtime-ends.md,
/// Retargets).
///
/// Frames are at n / fps seconds, n = 0, 1, …; frame 0 shows the start. The
/// app retargets after frame r − 1 is shown (``retargetFrame``, r ≥ 1), with
/// every clock still at that frame's time, and frame r is the first drawn
/// under the new target. A gesture has r = 1: frame 0 shows the value at
/// rest at its release point, and the call follows it.
///
/// Units: values in the runtime's units (D is ``move``'s distance),
/// velocities in units per second, signed (positive toward larger values).
public struct Retarget: Sendable {
    /// How the value is moving when the target changes.
    public enum Start: Hashable, Sendable {
        /// The first move, 0 → D with ``Retarget/first``; the target changes
        /// after frame `frame − 1`, `frame` ≥ 1.
        case move(frame: Int)
        /// At rest at `from` on frame 0; after it, moving toward
        /// ``Retarget/to`` with `velocity` units per second (the gesture's).
        case gesture(from: Double, velocity: Double)
    }

    public let start: Start
    /// The spring of the first move (its initial velocity in fractions of D
    /// per second, as every animation's).
    public let first: SpringAnimation
    /// The spring after the hand-off, as written: the first one unless the
    /// app changes it (its initial velocity is not used: what the second
    /// move starts with is each runtime's rule, or ``velocity``).
    public let secondAnimation: SpringAnimation
    /// The first move, 0 → D, and the display's frame rate.
    public let move: ScreenMove
    /// The new target X, in units.
    public let to: Double
    /// The velocity the app passes with its second call, units per second;
    /// nil when it passes none (a gesture passes its own).
    public let velocity: Double?

    /// A first move interrupted after frame `frame − 1`.
    /// - Throws: ``SpringError`` for a frame below 1 or beyond the frames
    ///   springlab follows (``ScreenRun/horizon``, 100 s), or a target that is not finite.
    public init(
        first: SpringAnimation, move: ScreenMove, retargetFrame frame: Int, to: Double, second: SpringAnimation? = nil,
        velocity: Double? = nil
    ) throws(SpringError) {
        guard frame >= 1, frame <= ScreenRun.frameLimit(move) else {
            throw .outOfInterval(
                parameter: "retarget frame", value: Double(frame),
                interval:
                    "1 to \(ScreenRun.frameLimit(move)), the \(Int(ScreenRun.horizon)) s springlab follows a runtime for"
            )
        }
        try Validate.finite(to, "to")
        if let velocity { try Validate.finite(velocity, "velocity") }
        self.init(.move(frame: frame), first, second ?? first, move, to, velocity)
    }

    /// A gesture's release at `from` with `velocity` units per second toward
    /// `to`, with `spring` (the animation's initial velocity is not used).
    /// - Throws: ``SpringError`` for a value that is not finite.
    public init(releasing spring: SpringAnimation, from: Double, velocity: Double, to: Double, move: ScreenMove)
        throws(SpringError)
    {
        try Validate.finite(from, "from")
        try Validate.finite(velocity, "velocity")
        try Validate.finite(to, "to")
        self.init(.gesture(from: from, velocity: velocity), spring, spring, move, to, velocity)
    }

    private init(
        _ start: Start, _ first: SpringAnimation, _ second: SpringAnimation, _ move: ScreenMove, _ to: Double,
        _ velocity: Double?
    ) {
        self.start = start
        self.first = first
        self.secondAnimation = second
        self.move = move
        self.to = to
        self.velocity = velocity
    }

    /// The spring after the hand-off.
    public var second: Spring { secondAnimation.spring }

    /// Whether a first move is interrupted (not a gesture).
    public var isMove: Bool {
        if case .move = start { return true }
        return false
    }

    /// r: the first frame drawn under the new target (1 for a gesture).
    public var retargetFrame: Int {
        switch start {
        case let .move(frame): frame
        case .gesture: 1
        }
    }

    /// The frame r for a retarget at `seconds` after the first move's start:
    /// ⌈T · fps⌉, a product within 1e-9 of a whole number taken as that
    /// number (0.2 s at 60 Hz is frame 12, not 13), and at least 1.
    /// - Throws: ``SpringError`` for a negative or non-finite time.
    public static func frame(at seconds: Double, framesPerSecond: Double) throws(SpringError) -> Int {
        try Validate.finite(seconds, "at")
        guard seconds >= 0 else { throw .outOfInterval(parameter: "at", value: seconds, interval: "≥ 0 s") }
        let product = seconds * framesPerSecond, whole = product.rounded()
        let frame = (product - whole).magnitude <= 1e-9 * Swift.max(1, whole) ? whole : product.rounded(.up)
        guard frame < Double(Int.max / 2) else {
            throw .outOfInterval(parameter: "at", value: seconds, interval: "a time the frames reach")
        }
        return Swift.max(1, Int(frame))
    }
}
