/// A runtime's parameters chosen so that what it shows stays within a
/// tolerance of what the source shows (`--for KIND`), with the deviation
/// achieved.
///
/// The source's screen is the animation as its own API ends it (UIKit stops
/// at T, Core Animation at `settlingDuration`, Compose and SwiftUI by their
/// rules); an animation written for another API is compared with the exact
/// curve. The physical spring is the same in every runtime; what can be
/// chosen are the rest thresholds that decide its end (motion's
/// `restDelta`/`restSpeed`, react-spring's `precision`, Compose's
/// `visibilityThreshold`, Android's minimum visible change, Flutter's
/// tolerance, Rebound's thresholds, POP's property threshold), Core Animation's `duration` and
/// `allowsOverdamping`, and for react-spring a spring slowed by the
/// milliseconds it over-simulates per frame.
///
/// Thresholds are tried from r · tolerance · D down by halves (r = 1, ½, ¼,
/// …, 2⁻²⁴): the first, i.e. the loosest that keeps the deviation within the
/// tolerance, is chosen, since a looser threshold ends sooner. When none does
/// (react-spring's Euler steps on a very stiff spring, or a runtime whose end
/// cannot be changed, UIKit's T, or Android's whole-millisecond clock) the
/// best found is returned and ``isWithinTolerance`` is false. Android's
/// deviation is its largest over its clock phases.
public struct ScreenMatch: Sendable {
    /// The runtime with the parameters chosen.
    public let runtime: ScreenRuntime
    /// The largest difference between its frames and the source's, as a fraction of the distance.
    public let deviation: Double
    /// The tolerance asked for, as a fraction of the distance.
    public let tolerance: Double

    /// Whether the deviation achieved is within the tolerance.
    public var isWithinTolerance: Bool { deviation <= tolerance }

    /// The default tolerance: 0.5% of the distance.
    public static let defaultTolerance = 0.005

    /// - Throws: ``SpringError`` for a tolerance that is not a positive
    ///   finite number, or an unknown `kind`.
    public init(
        _ animation: SpringAnimation, for kind: String, move: ScreenMove,
        tolerance: Double = ScreenMatch.defaultTolerance
    ) throws(SpringError) {
        try Validate.positive(tolerance, "tolerance")
        let target = try ScreenRuntime.named(kind, for: animation, move: move)
        let source = try Self.sourceRun(animation, move: move)
        func deviation(_ runtime: ScreenRuntime) -> Double {
            guard let runs = runtime.everyRun(animation, move: move) else { return .infinity }
            return runs.map { run in
                source.map(run.maxDeviation(from:)) ?? run.maxDeviation(from: animation.motion, move: move)
            }.max() ?? .infinity
        }
        var best = (runtime: target, deviation: deviation(target))
        for candidate in target.candidates(tolerance: tolerance, animation: animation, move: move) {
            let found = deviation(candidate)
            if found < best.deviation { best = (candidate, found) }
            if found <= tolerance {
                best = (candidate, found)
                break
            }
        }
        runtime = best.runtime
        self.deviation = best.deviation
        self.tolerance = tolerance
    }

    /// What the source API shows, or nil for the exact curve.
    static func sourceRun(_ animation: SpringAnimation, move: ScreenMove) throws(SpringError) -> ScreenRun? {
        let kind = type(of: animation.input).kind
        guard ScreenRuntime.kindNames.contains(kind) else { return nil }
        return try ScreenRuntime.named(kind, for: animation, move: move).run(animation, move: move)
    }
}

extension ScreenRuntime {
    /// Every run this runtime may show of `animation` over `move`: Android's
    /// at each of its clock phases (``AndroidEnd/runs(_:move:)``), since a
    /// match must hold whatever the phase; for the others their one run. Nil
    /// for UIKit when it cannot express the spring.
    func everyRun(_ animation: SpringAnimation, move: ScreenMove) -> [ScreenRun]? {
        if case let .android(model) = self { return model.runs(animation.motion, move: move) }
        return run(animation, move: move).map { [$0] }
    }

    /// The scales tried, loosest first.
    static let thresholdScales = (0...24).map { 1 / Double(1 << $0) }

    /// The same runtime with other parameters, loosest first, for a match
    /// within `tolerance` (a fraction of the distance).
    func candidates(tolerance: Double, animation: SpringAnimation, move: ScreenMove) -> [ScreenRuntime] {
        let scales = Self.thresholdScales.map { $0 * tolerance * move.distance }
        switch self {
        case .uikit, .swiftUI: return []
        case let .coreAnimation(model):
            // Drawing ζ > 1 as it is takes allowsOverdamping; for ζ ≤ 1 it changes nothing.
            let overdamped = animation.spring.dampingRatio > 1
            return Self.thresholdScales.compactMap { r in
                animation.motion.bandExit(epsilon: r * tolerance).seconds.map {
                    .coreAnimation(CoreAnimationEnd(duration: $0, allowsOverdamping: overdamped))
                }
            } + [.coreAnimation(CoreAnimationEnd(duration: model.duration, allowsOverdamping: overdamped))]
        case .compose: return scales.map { .compose(ComposeEnd(visibilityThreshold: $0)) }
        case .android: return scales.map { .android(AndroidEnd(minimumVisibleChange: $0 / 0.75)) }
        case .flutter: return scales.map { .flutter(FlutterEnd(distanceTolerance: $0, velocityTolerance: $0)) }
        case .motion: return scales.map { .motion(MotionEnd(restDelta: $0, restSpeed: 4 * $0)) }
        case .reactSpring:
            return [1, ReactSpringEnd.steadyTimeScale(move)].flatMap { timeScale in
                scales.map { .reactSpring(ReactSpringEnd(precision: $0, timeScale: timeScale)) }
            }
        case .rebound:
            return scales.map { .rebound(ReboundEnd(restSpeedThreshold: $0, restDisplacementThreshold: $0)) }
        case .pop: return scales.map { .pop(POPEnd(threshold: $0)) }
        }
    }

    /// The runtime's own parameters for `animation` over `move`, by the names
    /// its API uses (velocities in its unit), in the order code writes them.
    public func parameters(_ animation: SpringAnimation, move: ScreenMove) -> [(name: String, value: Double)] {
        let spring = animation.spring, v0 = animation.initialVelocity, distance = move.distance
        switch self {
        case let .uikit(model): return model.map { [("duration", $0.duration)] } ?? []
        case let .coreAnimation(model):
            return [("duration", model.duration), ("allowsOverdamping", model.allowsOverdamping ? 1 : 0)]
        case .swiftUI: return []
        case let .compose(model): return [("visibilityThreshold", model.visibilityThreshold)]
        case let .android(model): return [("minimumVisibleChange", model.minimumVisibleChange)]
        case let .flutter(model):
            return [("toleranceDistance", model.distanceTolerance), ("toleranceVelocity", model.velocityTolerance)]
        case let .motion(model):
            return [
                ("mass", spring.mass), ("stiffness", spring.stiffness), ("damping", spring.damping),
                ("velocity", v0 * distance), ("restDelta", model.restDelta), ("restSpeed", model.restSpeed),
            ]
        case let .reactSpring(model):
            let config = model.config(spring, initialVelocity: v0, distance: distance)
            return [
                ("mass", config.mass), ("tension", config.tension), ("friction", config.friction),
                ("velocity", config.velocity), ("precision", model.precision), ("restVelocity", model.restVelocity),
            ]
        case let .rebound(model):
            return [
                ("restSpeedThreshold", model.restSpeedThreshold),
                ("restDisplacementThreshold", model.restDisplacementThreshold),
            ]
        case let .pop(model): return [("threshold", model.threshold)]
        }
    }
}

extension ScreenMatch {
    /// The `for` group of a report: `kind`, `maxDeviation`, `tolerance`,
    /// `withinTolerance` and the runtime's `parameters` by its own names.
    public func visitFields<Visitor: SpringReportVisitor>(_ visitor: inout Visitor, _ report: SpringReport) {
        visitor.text("kind", runtime.kind)
        visitor.number("maxDeviation", deviation)
        visitor.number("tolerance", tolerance)
        visitor.flag("withinTolerance", isWithinTolerance)
        visitor.group("parameters", present: true) { visitor in
            for (name, value) in runtime.parameters(report.animation, move: report.move) {
                if name == "allowsOverdamping" { visitor.flag(name, value != 0) } else { visitor.number(name, value) }
            }
        }
    }
}
