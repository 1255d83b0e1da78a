import RealModule

/// The damped spring that best explains a recorded curve, found by robust
/// least squares on the closed-form motion.
///
/// Unknowns: the stiffness and damping per unit mass, the start and end
/// values (unless given), the initial velocity and, when asked, the start
/// time. Method (docs/curve-fit.md): a coarse grid over (ω0, ζ) on at most
/// 256 samples, solving the parameters that enter linearly (start, end,
/// velocity) exactly at each grid point (variable projection); then
/// Levenberg–Marquardt with the analytic Jacobian and a Huber loss, first on
/// those samples and then on all of them.
public struct CurveFit: Sendable {
    /// What the fit may take as known.
    public struct Options: Hashable, Sendable {
        /// The start value, when known (not fitted).
        public var from: Double?
        /// The end (target) value, when known (not fitted).
        public var to: Double?
        /// Whether to fit the start time; otherwise the motion starts at the first sample.
        public var fitsStart: Bool
        /// Whether the samples' errors may follow one another (a tracker's
        /// sub-pixel bias, which changes slowly from frame to frame): the
        /// standard errors are then widened for the residuals' correlation
        /// (``errorWidening``).
        public var widensForCorrelation: Bool
        /// The samples' own precision, in the curve's units (a tracker's tenth
        /// of a pixel): a residual up to this size is no sign that the curve is
        /// not a spring, whatever its fraction of the distance.
        public var precision: Double

        public init(
            from: Double? = nil, to: Double? = nil, fitsStart: Bool = false, widensForCorrelation: Bool = false,
            precision: Double = 0
        ) {
            self.from = from
            self.to = to
            self.fitsStart = fitsStart
            self.widensForCorrelation = widensForCorrelation
            self.precision = precision
        }
    }

    /// k/m (1/s²).
    public let stiffness: Double
    /// c/m (1/s).
    public let damping: Double
    public let from: Double
    public let to: Double
    /// Initial velocity in the curve's units per second.
    public let velocity: Double
    /// When the motion starts (s, the curve's clock).
    public let start: Double
    /// Standard errors of the fitted unknowns (nil for one that was given).
    public let standardErrors: StandardErrors
    /// √(mean squared residual) over the samples used, in the curve's units.
    public let rmsResidual: Double
    /// The largest |residual| over the samples used, and its time.
    public let largestResidual: Double
    public let largestResidualTime: Double
    /// Samples used (all but those after a snap).
    public let usedCount: Int
    /// UIKit's end-of-animation jump, when the curve has one: the frames from it on are excluded.
    public let snap: Snap?

    public struct StandardErrors: Hashable, Sendable {
        public let stiffness: Double
        public let damping: Double
        public let from: Double?
        public let to: Double?
        /// Of the initial velocity in the curve's units per second.
        public let velocity: Double
        public let start: Double?

        /// Every error times `factor`.
        func scaled(by factor: Double) -> StandardErrors {
            StandardErrors(
                stiffness: stiffness * factor, damping: damping * factor, from: from.map { $0 * factor },
                to: to.map { $0 * factor }, velocity: velocity * factor, start: start.map { $0 * factor })
        }
    }

    /// The factor the standard errors were widened by for correlated
    /// residuals (``Options/widensForCorrelation``), else 1:
    /// √((1 + ρ) / (1 − ρ)), ρ the residuals' lag-1 correlation taken in
    /// [0, 0.95] — for errors that follow an AR(1) process, the square root of
    /// how many samples count as one (n / n_eff).
    public let errorWidening: Double

    /// The distance moved, `to − from`.
    public var distance: Double { to - from }

    /// The initial velocity in fractions of the distance per second (springlab's unit).
    public var normalizedVelocity: Double { velocity / distance }

    /// The fitted spring (unit mass).
    public var spring: Spring {
        // Every accepted step kept k > 0, c ≥ 0 within double range.
        try! Spring(stiffness: stiffness, damping: damping)
    }

    /// The fitted motion as a Core Animation spring of unit mass drawn as it
    /// is (overdamping allowed): the animation every report takes.
    public func animation() throws(SpringError) -> SpringAnimation {
        var input = CoreAnimationInput()
        input.mass = 1
        input.stiffness = stiffness
        input.damping = damping
        input.allowsOverdamping = true
        input.velocity = normalizedVelocity
        return try input.animation()
    }

    /// The fitted curve's value at `t`.
    public func value(at t: Double) -> Double {
        let model = SpringCurveModel(
            stiffness: stiffness, damping: damping, from: from, to: to, velocity: velocity,
            start: start)
        return model.constants().map { model.value(at: t, $0) } ?? .nan
    }

    /// Fits `curve`.
    ///
    /// - Throws: ``SpringError/unfittableCurve(_:)`` when the best spring does
    ///   not explain the curve (its RMS residual is larger than 0.2% of the
    ///   distance and than ``Options/precision``, and systematic: neighbouring
    ///   residuals agree, as they do for an ease-in-out Bézier curve and not for
    ///   noise), or when no spring moves from the start to the end value.
    public init(_ curve: RecordedCurve, options: Options = Options()) throws(SpringError) {
        var solution = try Self.solve(curve, count: curve.count, options: options, snap: nil)
        var snap: Snap?
        // A jump at the end that the spring cannot follow: fit the frames
        // before it, with the level after it as the target, and keep that
        // when it explains them far better (a third of the RMS residual or less).
        if let candidate = Snap.candidate(in: curve),
            let cut = try? Self.solve(curve, count: candidate.index, options: options, snap: candidate),
            cut.rms <= solution.rms / 3
        {
            solution = cut
            snap = candidate
        }
        let model = solution.model
        stiffness = model.stiffness
        damping = model.damping
        from = model.from
        to = model.to
        velocity = model.velocity
        start = model.start
        let rho = Swift.min(Swift.max(solution.residualCorrelation, 0), 0.95)
        errorWidening = options.widensForCorrelation ? ((1 + rho) / (1 - rho)).squareRoot() : 1
        standardErrors = solution.standardErrors.scaled(by: errorWidening)
        rmsResidual = solution.rms
        largestResidual = solution.largest.value
        largestResidualTime = solution.largest.time
        usedCount = snap?.index ?? curve.count
        self.snap = snap
        guard to != from else { throw .unfittableCurve("the fitted spring does not move (start and end values agree)") }
        try Self.checkSpringLike(solution, distance: (to - from).magnitude, precision: options.precision)
    }

    /// The fit of the first `count` samples.
    private static func solve(
        _ curve: RecordedCurve, count: Int, options: Options,
        snap: Snap?
    ) throws(SpringError) -> CurveProblem.Solution {
        var problem = CurveProblem(
            times: Array(curve.times[..<count]), values: Array(curve.values[..<count]),
            options: options, snapLevel: options.to == nil ? snap?.level : nil)
        return try problem.solve()
    }

    private static func checkSpringLike(_ solution: CurveProblem.Solution, distance: Double, precision: Double)
        throws(SpringError)
    {
        let relative = solution.rms / distance
        guard relative > 0.002, solution.rms > precision, solution.residualCorrelation > 0.5 else { return }
        throw .unfittableCurve(
            "the curve is not a damped spring: the best spring leaves an RMS residual of "
                + "\(approx(relative * 100, digits: 3))% of the distance (largest \(approx(solution.largest.value, digits: 3)) "
                + "at t = \(approx(solution.largest.time, digits: 4)) s), and the residual is systematic "
                + "(neighbouring residuals correlate \(approx(solution.residualCorrelation, digits: 2)))")
    }
}
