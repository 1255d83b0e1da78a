/// A runtime's parameters chosen so that what it shows stays within a
/// tolerance of what the source shows (`--for KIND`), with the deviation
/// achieved.
///
/// The source's screen is the animation as its own API ends it (UIKit stops
/// at T, Core Animation at `settlingDuration`, Compose and SwiftUI by their
/// rules); an animation written for another API is compared with the exact
/// curve. The physical spring is the same in every runtime; what can be
/// chosen is what decides its end (its rest thresholds, Core Animation's
/// `duration` and `allowsOverdamping`, for react-spring a spring slowed by
/// the milliseconds it over-simulates per frame), as each runtime's
/// ``Runtime/candidates(tolerance:animation:move:)`` lists them.
///
/// Thresholds are tried from r · tolerance · D down by halves (r = 1, ½, ¼,
/// …, 2⁻²⁴): the first, i.e. the loosest that keeps the deviation within the
/// tolerance, is chosen, since a looser threshold ends sooner. When none does
/// (react-spring's Euler steps on a very stiff spring, or a runtime whose end
/// cannot be changed, UIKit's T, or a whole-millisecond clock) the best found
/// is returned and ``isWithinTolerance`` is false. A runtime whose screen
/// depends on its clock's phase (Android, Rebound, React Native,
/// ``ClockPhaseRuntime``) is held to its worst phase.
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
            guard let runs = runtime.model?.screenRuns(animation, move: move) else { return .infinity }
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
        guard RuntimeRegistry.kindNames.contains(kind) else { return nil }
        return try ScreenRuntime.named(kind, for: animation, move: move).run(animation, move: move)
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
            for parameter in runtime.parameters(report.animation, move: report.move) {
                switch parameter.value {
                case let .number(value): visitor.number(parameter.name, value)
                case let .flag(value): visitor.flag(parameter.name, value)
                }
            }
        }
    }
}
