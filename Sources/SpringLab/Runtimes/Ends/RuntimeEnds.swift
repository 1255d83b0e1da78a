/// Every runtime's end of one animation, on one screen: what `fit` tabulates
/// ("on screen, per runtime") and JSON gives as `runtimes.<key>`.
public struct RuntimeEnds: Sendable {
    /// The move and display the ends are computed for.
    public let move: ScreenMove
    /// Each runtime with its end, in ``ScreenRuntime/all(for:move:)`` order;
    /// nil where the runtime cannot express the spring (UIKit for ζ > 1).
    public let ends: [(runtime: ScreenRuntime, end: RuntimeEnd?)]

    /// The largest initial velocity, in distances per second, whose runs
    /// springlab follows: beyond it the runtimes' absolute units and their
    /// thresholds stop meaning anything (and products overflow a Double).
    public static let largestVelocity = 1e6

    /// Every runtime's end of `animation` on the screen `move`.
    ///
    /// - Parameter animation: the spring animation as written.
    /// - Parameter move: the move and display the runtimes run on.
    /// - Parameter running: whether to run each runtime's model; when false
    ///   the runtimes are listed with no end (what a caller that needs only
    ///   the metrics asks for: the runs are the costly part of a report).
    /// - Throws: ``SpringError`` when a runtime's end cannot be computed.
    ///
    /// Edge case: for an initial velocity beyond ``largestVelocity`` every
    /// runtime's end is nil.
    public init(_ animation: SpringAnimation, move: ScreenMove, running: Bool = true) throws(SpringError) {
        self.move = move
        let followed = running && animation.initialVelocity.magnitude <= Self.largestVelocity
        ends = try ScreenRuntime.all(for: animation, move: move).map { runtime in
            guard followed else { return (runtime, nil) }
            return (runtime, runtime.end(animation, move: move))
        }
    }

    /// The end of the runtime with JSON key `key`.
    public subscript(key: String) -> RuntimeEnd? {
        ends.first { $0.runtime.key == key }?.end
    }
}

extension RuntimeEnds {
    /// Where "the same motion" is not what a runtime shows: a runtime more
    /// than ``AnimationEnd/visibleJump`` off the exact curve, or one that does
    /// not stop.
    public var remarks: [SpringRemark] {
        ends.compactMap { runtime, end in
            guard let end else { return nil }
            if end.endsAt == nil { return .runtimeNeverStops(runtime: runtime.name) }
            guard end.maxDeviation > AnimationEnd.visibleJump else { return nil }
            return .runtimeOffCurve(runtime: runtime.name, deviation: end.maxDeviation)
        }
    }
}

extension RuntimeEnds {
    /// The `runtimes` group of a report: the move (`distance`,
    /// `framesPerSecond`) and per runtime `endsAt` (s), `jump` and
    /// `maxDeviation` (fractions of the distance) of its worst run, and
    /// `earliestEnd`, `latestEnd` (s) over its runs; a runtime that cannot
    /// express the spring is null.
    public func visitFields<Visitor: SpringReportVisitor>(_ visitor: inout Visitor) {
        visitor.number("distance", move.distance)
        visitor.number("framesPerSecond", move.framesPerSecond)
        for (runtime, end) in ends {
            visitor.group(runtime.key, present: end != nil) { visitor in
                visitor.number("endsAt", end?.endsAt)
                visitor.number("jump", end?.jump)
                visitor.number("maxDeviation", end?.maxDeviation)
                visitor.number("earliestEnd", end?.earliestEnd)
                visitor.number("latestEnd", end?.latestEnd)
            }
        }
    }
}
