/// How a curve is computed.
public enum CurveMethod: String, CaseIterable, Hashable, Sendable {
    /// The exact solution (state-transition stepping, see ``UniformSampler``).
    case analytic
    /// Classic RK4 with the grid step (see ``RK4Sampler``).
    case rk4
    /// Both, side by side, with RK4's error.
    case both
}

/// One sample of an animation's curve in the user's units.
public struct CurvePoint: Hashable, Sendable {
    /// Seconds since the start, `n h`.
    public var time: Double
    /// The animated value (exact, or RK4's for ``CurveMethod/rk4``).
    public var value: Double
    /// Its rate of change, units per second.
    public var velocity: Double
    /// Units per second².
    public var acceleration: Double
    /// RK4's sample beside the exact one, for ``CurveMethod/both`` only.
    public var rk4: RK4Point?

    public init(time: Double, value: Double, velocity: Double, acceleration: Double, rk4: RK4Point? = nil) {
        self.time = time
        self.value = value
        self.velocity = velocity
        self.acceleration = acceleration
        self.rk4 = rk4
    }
}

/// RK4's value and velocity at a sample, in the user's units, and its error
/// `value − exact value`, computed as d (x_RK4 − x) before either is rounded
/// to the user's units.
public struct RK4Point: Hashable, Sendable {
    public var value: Double
    public var velocity: Double
    public var error: Double

    public init(value: Double, velocity: Double, error: Double) {
        self.value = value
        self.velocity = velocity
        self.error = error
    }
}

/// Samples an animation's curve on a uniform grid, in the user's units, by
/// the chosen ``CurveMethod``: the one place where the samplers, the value
/// range and the RK4 error come together. Memory is constant: points are
/// produced one at a time.
public struct CurveSampler: Sequence, IteratorProtocol {
    public let method: CurveMethod
    public let range: ValueRange
    var exact: UniformSampler?
    var integrated: RK4Sampler?

    /// - Parameters:
    ///   - motion: the motion to sample.
    ///   - range: the user's units.
    ///   - grid: the sample times.
    ///   - method: exact, RK4 or both.
    ///   - first: the index of the first point produced, `0...grid.count`;
    ///     the points are those a pass from 0 gives there, bit for bit. Exact
    ///     sampling gets there in fewer than
    ///     ``UniformSampler/defaultAnchorInterval`` steps, RK4 in `first` steps.
    public init(
        motion: SpringMotion, range: ValueRange, grid: TimeGrid, method: CurveMethod, startingAt first: Int = 0
    ) throws(SpringError) {
        self.method = method
        self.range = range
        exact = method == .rk4 ? nil : try UniformSampler(motion: motion, grid: grid, startingAt: first)
        integrated = method == .analytic ? nil : RK4Sampler(motion: motion, grid: grid)
        if method == .rk4 {
            guard (0...grid.count).contains(first) else {
                throw .outOfRange(parameter: "first sample", value: Double(first), range: 0...Double(grid.count))
            }
        }
        for _ in 0..<(method == .analytic ? 0 : first) { _ = integrated!.next() }
    }

    public mutating func next() -> CurvePoint? {
        switch method {
        case .analytic:
            return exact!.next().map { point(from: $0) }
        case .rk4:
            return integrated!.next().map { point(from: $0) }
        case .both:
            guard let sample = exact!.next(), let numeric = integrated!.next() else { return nil }
            var point = point(from: sample)
            point.rk4 = RK4Point(
                value: range.value(displacement: numeric.displacement),
                velocity: range.scaled(numeric.velocity),
                error: range.scaled(numeric.displacement - sample.displacement))
            return point
        }
    }

    func point(from sample: MotionSample) -> CurvePoint {
        CurvePoint(
            time: sample.time, value: range.value(displacement: sample.displacement),
            velocity: range.scaled(sample.velocity), acceleration: range.scaled(sample.acceleration))
    }

    public var underestimatedCount: Int {
        exact?.underestimatedCount ?? integrated?.underestimatedCount ?? 0
    }
}
