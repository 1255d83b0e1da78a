import SpringLab

/// What classic RK4 with a fixed step h (one display frame, say) puts on a
/// chart over `0…span`: its progress and its error against the exact motion
/// on the grid t_n = n h, 0 ≤ t_n ≤ span, from the library's
/// ``RK4Comparison``.
///
/// Both curves are thinned to what a chart shows (``CurveThinning``), as the
/// integration runs, so memory does not grow with the number of steps.
///
/// RK4's global error is O(h⁴) while ω0 h is small; beyond its stability limit
/// (ω0 h ≳ 2.8 for light damping) it grows without bound. Non-finite values
/// and exact zeros (t = 0) are left out, as a log axis cannot show them.
public struct RK4Trace: Sendable {
    /// RK4's step h in seconds.
    public let step: Double
    /// RK4's progress `1 + x_n` at each grid time.
    public let values: [Point]
    /// `|x_n(RK4) − x(t_n)|` as a fraction of the distance.
    public let errors: [Point]

    /// Integrations longer than this many steps are refused (a typo in the step).
    public static let maximumSteps = 1_000_000

    /// - Parameters:
    ///   - span: the time range drawn in seconds, finite and > 0.
    ///   - step: RK4's step in seconds, finite and > 0, at most
    ///     ``maximumSteps`` of them in `span`.
    public init(_ animation: SpringAnimation, span: Double, step: Double) throws(PlotError) {
        guard step.isFinite, step > 0 else {
            throw .badOption("the RK4 step must be a number > 0, got \(legendNumber(step))")
        }
        let steps = (span / step).rounded(.down)
        guard steps <= Double(Self.maximumSteps) else {
            throw .badOption(
                "an RK4 step of \(legendNumber(step)) s over \(legendNumber(span)) s takes more than \(Self.maximumSteps) steps"
            )
        }
        let grid: TimeGrid
        do { grid = try TimeGrid(step: step, count: Int(steps) + 1) } catch { throw .badOption("RK4 grid: \(error)") }
        // Thinned as they come (CurveThinning): a million steps need not be kept.
        var values = CurveThinning(from: 0, to: span), errors = CurveThinning(from: 0, to: span)
        for sample in RK4Comparison(motion: animation.motion, grid: grid) where sample.integrated.displacement.isFinite
        {
            values.add(Point(sample.time, 1 + sample.integrated.displacement))
            let error = sample.error.displacement.magnitude
            if error > 0, error.isFinite { errors.add(Point(sample.time, error)) }
        }
        self.step = step
        self.values = values.finish()
        self.errors = errors.finish()
    }
}
