import SpringLab

/// Classic RK4 with a fixed step h (one display frame, say) against the exact
/// motion on the same grid t_n = n h, 0 ≤ t_n ≤ span.
///
/// RK4's global error is O(h⁴) while ω0 h is small; beyond its stability limit
/// (ω0 h ≳ 2.8 for light damping) it grows without bound. Non-finite values
/// and exact zeros (t = 0) are left out, as a log axis cannot show them.
public struct RK4Comparison: Sendable {
    public let step: Double
    /// RK4's progress `1 + x_n` at each grid time.
    public let values: [Point]
    /// `|x_n(RK4) − x(t_n)|` as a fraction of the distance.
    public let errors: [Point]

    /// Integrations longer than this many steps are refused (a typo in the step).
    public static let maximumSteps = 1_000_000

    public init(_ animation: SpringAnimation, span: Double, step: Double) throws(PlotError) {
        guard step.isFinite, step > 0 else { throw .badOption("the RK4 step must be a number > 0, got \(step)") }
        let steps = (span / step).rounded(.down)
        guard steps <= Double(Self.maximumSteps) else {
            throw .badOption("an RK4 step of \(step) s over \(span) s takes more than \(Self.maximumSteps) steps")
        }
        let motion = animation.motion
        let integrated = RungeKutta4(spring: animation.spring)
            .trajectory(from: motion.initialState, step: step, steps: Int(steps))
        var values: [Point] = [], errors: [Point] = []
        for (n, state) in integrated.enumerated() where state.displacement.isFinite {
            let time = Double(n) * step
            values.append(Point(time, 1 + state.displacement))
            let error = (state.displacement - motion.displacement(at: time)).magnitude
            if error > 0, error.isFinite { errors.append(Point(time, error)) }
        }
        self.step = step
        self.values = values
        self.errors = errors
    }
}
