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
    /// ``CurveMethod/both`` only (NaN otherwise): RK4's value and velocity,
    /// and its error `rk4Value − value`, computed as d (x_RK4 − x) before either
    /// is rounded to the user's units.
    public var rk4Value: Double
    public var rk4Velocity: Double
    public var error: Double

    @inlinable
    public init(
        time: Double, value: Double, velocity: Double, acceleration: Double,
        rk4Value: Double = .nan, rk4Velocity: Double = .nan, error: Double = .nan
    ) {
        self.time = time
        self.value = value
        self.velocity = velocity
        self.acceleration = acceleration
        self.rk4Value = rk4Value
        self.rk4Velocity = rk4Velocity
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
    @usableFromInline var exact: UniformSampler?
    @usableFromInline var integrated: RK4Sampler?

    public init(motion: SpringMotion, range: ValueRange, grid: TimeGrid, method: CurveMethod) throws(SpringError) {
        self.method = method
        self.range = range
        exact = method == .rk4 ? nil : try UniformSampler(motion: motion, grid: grid)
        integrated = method == .analytic ? nil : RK4Sampler(motion: motion, grid: grid)
    }

    @inlinable
    public mutating func next() -> CurvePoint? {
        switch method {
        case .analytic:
            return exact!.next().map { point(from: $0) }
        case .rk4:
            return integrated!.next().map { point(from: $0) }
        case .both:
            guard let sample = exact!.next(), let numeric = integrated!.next() else { return nil }
            var point = point(from: sample)
            point.rk4Value = range.value(displacement: numeric.displacement)
            point.rk4Velocity = range.scaled(numeric.velocity)
            point.error = range.scaled(numeric.displacement - sample.displacement)
            return point
        }
    }

    @inlinable
    func point(from sample: MotionSample) -> CurvePoint {
        CurvePoint(
            time: sample.time, value: range.value(displacement: sample.displacement),
            velocity: range.scaled(sample.velocity), acceleration: range.scaled(sample.acceleration))
    }

    public var underestimatedCount: Int {
        exact?.underestimatedCount ?? integrated?.underestimatedCount ?? 0
    }
}
