/// Everything springlab states about one spring animation, computed once:
/// `fit` prints it as text or JSON, `sweep` writes one row of it per cell,
/// and `plot` labels its curves from it.
///
/// All durations are in seconds and all distances are fractions of the
/// animation's distance (the normalized motion of docs/physics.md).
public struct SpringReport: Sendable {
    /// The animation as written and the spring it runs.
    public let animation: SpringAnimation
    /// Band exit, Core Animation's `settlingDuration`, envelope, overshoot, crossings.
    public let metrics: SpringMetrics
    /// The band exit Core Animation shows when it draws ζ > 1 as critical
    /// damping (``SpringAnimation/coreAnimationRendersCritical``), else nil.
    public let renderedSettling: Settling?
    /// For an animation the API stops early (UIKit): when, and the jump.
    public let end: AnimationEnd?
    /// The move and display the runtimes' units and ends are computed for.
    public let move: ScreenMove
    /// Each runtime's end, when the report was asked for ``Parts/runtimes``.
    private let runtimeRuns: RuntimeEnds?
    /// A CSS `linear()` easing within the `cssTolerance` given to the initializer, when the
    /// report was asked for ``Parts/cssEasing``; nil when the motion has none
    /// (it never settles, runs too long to draw within the tolerance, or shows
    /// no motion before the jump of an API that stops it early: ``CSSLinearEasing``).
    public let css: CSSLinearEasing?
    /// One runtime's parameters matched to what the source shows (`--for`),
    /// when asked for with ``matching(_:tolerance:)``.
    public private(set) var screenMatch: ScreenMatch?
    /// The API the report answers for alone (`--for KIND`: a runtime, or
    /// CSS), when asked for with ``answering(_:tolerance:)``.
    public private(set) var platform: (any SpringAPI.Type)?
    /// Whether the input names targets (``targets``), read once: a visit of
    /// the fields asks for every report, and reading the input's own
    /// answer from the report's animation copied the animation.
    @usableFromInline let hasTargets: Bool

    /// Computes the report of `animation`.
    ///
    /// - Parameter animation: the spring animation as written.
    /// - Parameter move: the move and display for the runtimes' units and
    ///   ends; defaults to the `distance` the input wrote, if any, at 60 Hz,
    ///   else ``ScreenMove/standard``.
    /// - Parameter cssTolerance: the largest deviation of ``css`` from the
    ///   curve, a fraction of the distance.
    /// - Parameter tolerance: the band ε, unless the input names its own
    ///   (``SpringInput/settlingTolerance``, a target's ε): that one wins, so
    ///   a target is measured in the band it was solved in.
    /// - Parameter parts: the costly parts to compute besides the metrics:
    ///   each runtime's model run frame by frame (``runtimes``) and the CSS
    ///   easing (``css``), which cost far more than all the metrics together.
    ///   A part left out reads as not computed: every runtime's end and
    ///   `css` nil.
    /// - Throws: ``SpringError`` when a metric cannot be computed for this
    ///   spring, or when its velocity in units per second (velocity × the
    ///   move's distance) overflows.
    public init(
        _ animation: SpringAnimation, tolerance: SettlingTolerance = .standard,
        move: ScreenMove? = nil, cssTolerance: Double = ScreenMatch.defaultTolerance, parts: Parts
    ) throws(SpringError) {
        var cache = RenderedCurveCache()
        try self.init(
            consume animation, tolerance: tolerance, move: move, cssTolerance: cssTolerance, parts: parts,
            cache: &cache)
    }

    /// The report of `animation`, the results on the curve Core Animation
    /// draws in place of ζ > 1 read from `cache` when it holds that curve,
    /// and kept there: see ``init(_:tolerance:move:cssTolerance:parts:)``.
    init(
        _ animation: SpringAnimation, tolerance: SettlingTolerance = .standard,
        move: ScreenMove? = nil, cssTolerance: Double = ScreenMatch.defaultTolerance, parts: Parts,
        cache: inout RenderedCurveCache
    ) throws(SpringError) {
        let tolerance = animation.input.settlingTolerance ?? tolerance
        hasTargets = !animation.input.targets.isEmpty
        if let move {
            self.move = move
        } else if let distance = animation.input.writtenDistance {
            self.move = try ScreenMove(distance: distance)
        } else {
            self.move = .standard
        }
        guard self.move.unitsPerSecond(animation.initialVelocity).isFinite else {
            throw .velocityBeyondMove(velocity: animation.initialVelocity, distance: self.move.distance)
        }
        let spring = animation.spring, velocity = animation.initialVelocity
        renderedSettling =
            animation.coreAnimationRendersCritical
            ? try cache.bandExit(of: spring, initialVelocity: velocity, tolerance: tolerance) {
                () throws(SpringError) in
                try SpringMotion(animating: spring.criticallyDamped, initialVelocity: velocity).bandExit(tolerance)
            }
            : nil
        // In Core Animation's band, the exit just found is the one its settlingDuration walk needs.
        metrics = try SpringMetrics(
            spring: spring, initialVelocity: velocity, tolerance: tolerance,
            allowsOverdamping: animation.allowsOverdamping, renderedBandExit: renderedSettling, cache: &cache)
        if let time = animation.endTime {
            end = AnimationEnd(time: time, remaining: animation.motion.displacement(at: time))
        } else {
            end = nil
        }
        runtimeRuns = parts.contains(.runtimes) ? try RuntimeEnds(animation, move: self.move) : nil
        css = parts.contains(.cssEasing) ? CSSLinearEasing(animation, tolerance: cssTolerance) : nil
        // Last, so that the animation moves in rather than being copied (a sweep builds a report per cell).
        self.animation = animation
    }

    /// The report of `animation` with every part (`onScreen` true) or the
    /// metrics alone (false): see ``init(_:tolerance:move:cssTolerance:parts:)``.
    public init(
        _ animation: SpringAnimation, tolerance: SettlingTolerance = .standard,
        move: ScreenMove? = nil, cssTolerance: Double = ScreenMatch.defaultTolerance, onScreen: Bool = true
    ) throws(SpringError) {
        try self.init(
            animation, tolerance: tolerance, move: move, cssTolerance: cssTolerance, parts: onScreen ? .all : [])
    }

    /// What a report computes besides its metrics, which it always computes.
    public struct Parts: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Each runtime's model run on the report's screen (``SpringReport/runtimes``).
        public static let runtimes = Parts(rawValue: 1 << 0)
        /// The CSS `linear()` easing (``SpringReport/css``).
        public static let cssEasing = Parts(rawValue: 1 << 1)
        /// Everything.
        public static let all: Parts = [.runtimes, .cssEasing]
    }

    /// The same motion in every API. Its groups and code are computed on
    /// each access (UIKit's parameters take a solve), so that a report read
    /// for its metrics alone never pays for them.
    public var equivalents: SpringEquivalents { SpringEquivalents(animation, move: move, css: css) }

    /// How each runtime ends the animation on the report's screen; without
    /// ``Parts/runtimes`` every runtime is listed with no end.
    public var runtimes: RuntimeEnds {
        // Listing without running cannot fail for an animation that was accepted.
        runtimeRuns ?? (try! RuntimeEnds(animation, move: move, running: false))
    }

    /// The physical spring.
    public var spring: Spring { animation.spring }

    /// The report with ``screenMatch`` for the runtime `kind` within
    /// `tolerance` (a fraction of the distance) on the report's screen.
    ///
    /// - Throws: ``SpringError`` for an unknown kind or a bad tolerance.
    public func matching(_ kind: String, tolerance: Double = ScreenMatch.defaultTolerance) throws(SpringError)
        -> SpringReport
    {
        var report = self
        report.screenMatch = try ScreenMatch(animation, for: kind, move: move, tolerance: tolerance)
        return report
    }

    /// The report answering for the API `kind` names (one of
    /// ``RuntimeRegistry/platformKinds``): with ``platform``, and for a
    /// runtime with its ``screenMatch`` within `tolerance`.
    ///
    /// - Throws: ``SpringError`` for an unknown kind or a bad tolerance.
    public func answering(_ kind: String, tolerance: Double = ScreenMatch.defaultTolerance) throws(SpringError)
        -> SpringReport
    {
        guard let api = RuntimeRegistry.platform(kind) else {
            throw .unknownKind(name: kind, known: RuntimeRegistry.platformKinds)
        }
        var report = api is any Runtime.Type ? try matching(kind, tolerance: tolerance) : self
        report.platform = api
        return report
    }

    /// Each target the input asked for (none unless it was written as
    /// targets), beside what the spring achieves.
    public var targets: [(target: SpringTarget, achieved: Double?)] {
        animation.input.targets.map { ($0, $0.achieved(spring: spring, metrics: metrics)) }
    }

    /// Where what the screen shows differs from what was written or from the physics.
    public var remarks: [SpringRemark] {
        var remarks = animation.input.remarks
        if let renderedSettling {
            remarks.append(.coreAnimationRendersCritical(onScreen: renderedSettling, physical: metrics.settling))
        }
        // Undamped, no runtime stops: the one remark says it.
        guard spring.regime != .undamped else { return remarks + [.undamped] }
        return remarks + (runtimeRuns?.remarks ?? [])
    }
}

/// The end of an animation that its API stops before it settles (UIKit stops
/// at its duration) and jumps to the target.
public struct AnimationEnd: Hashable, Sendable {
    /// When the API stops the animation, in seconds.
    public let time: Double
    /// `value(time) − target` as a signed fraction of the distance (negative:
    /// short of the target, positive: past it): the jump, reversed.
    public let remaining: Double

    /// A jump larger than this fraction of the distance is visible (1%: three
    /// points on a 300-point move).
    public static let visibleJump = 0.01

    public init(time: Double, remaining: Double) {
        self.time = time
        self.remaining = remaining
    }

    /// Whether the jump at the end exceeds ``visibleJump``.
    public var isVisible: Bool { remaining.magnitude > Self.visibleJump }
}
