import RealModule

/// A Reanimated 3 `withSpring` config with every field resolved (Reanimated
/// 3's defaults in place of those left out), and what its `onStart` makes of
/// it for one move (``start(from:to:)``): docs/runtimes.md, Reanimated.
///
/// Velocities and thresholds are in the value's units (per second),
/// durations in milliseconds, as Reanimated takes them.
public struct Reanimated3Config: WithSpringConfig {
    /// How the spring's constants are written.
    public enum Form: Hashable, Sendable {
        /// `mass`, `stiffness`, `damping`; the animation ends by the rest thresholds.
        case physics(mass: Double, stiffness: Double, damping: Double)
        /// `duration` (ms) and `dampingRatio` with `stiffness`: the mass is
        /// solved for (``solvedMass(duration:dampingRatio:stiffness:restSpeedThreshold:displacement:velocity:)``)
        /// and the animation stops at `duration`, whatever the thresholds.
        case duration(milliseconds: Double, dampingRatio: Double, stiffness: Double)
    }

    public var form: Form
    public var velocity: Double
    /// `overshootClamping`: a physics config ends when the value passes the target.
    public var overshootClamping: Bool
    /// `restDisplacementThreshold`, units: a physics config ends once |to − x| is below it…
    public var restDisplacementThreshold: Double
    /// `restSpeedThreshold`, units per second: …and |v| below this. It also
    /// enters the duration solver.
    public var restSpeedThreshold: Double
    public var clampMin: Double?
    public var clampMax: Double?

    /// Reanimated 3's rest thresholds by default.
    public static let defaultRestDisplacementThreshold = 0.01
    public static let defaultRestSpeedThreshold = 2.0
    /// The mass solver's bracket, its steps and its accuracy (ms).
    static let massRange = 0.0...100.0
    static let solverSteps = 20
    static let solverAccuracy = 0.00005

    public init(
        form: Form, velocity: Double = 0, overshootClamping: Bool = false,
        restDisplacementThreshold: Double = Reanimated3Config.defaultRestDisplacementThreshold,
        restSpeedThreshold: Double = Reanimated3Config.defaultRestSpeedThreshold, clampMin: Double? = nil,
        clampMax: Double? = nil
    ) {
        self.form = form
        self.velocity = velocity
        self.overshootClamping = overshootClamping
        self.restDisplacementThreshold = restDisplacementThreshold
        self.restSpeedThreshold = restSpeedThreshold
        self.clampMin = clampMin
        self.clampMax = clampMax
    }

    /// Refuses what Reanimated 3's config check rejects (it then jumps to the
    /// target at once): a mass, stiffness, damping, damping ratio, duration or
    /// rest threshold that is not > 0 (a duration of 0 also jumps), a
    /// non-finite velocity or bound, `clampMin` above `clampMax`.
    public func validate() throws(SpringError) {
        switch form {
        case let .physics(mass, stiffness, damping):
            try Validate.positive(mass, "mass")
            try Validate.positive(stiffness, "stiffness")
            try Validate.positive(damping, "damping")
        case let .duration(milliseconds, dampingRatio, stiffness):
            try Validate.positive(milliseconds, "duration")
            try Validate.positive(dampingRatio, "dampingRatio")
            try Validate.positive(stiffness, "stiffness")
        }
        try Validate.positive(restDisplacementThreshold, "restDisplacementThreshold")
        try Validate.positive(restSpeedThreshold, "restSpeedThreshold")
        try validateVelocityAndBounds()
    }

    /// What Reanimated 3's `onStart` makes of the config for a move from
    /// `from` to `to` (which differ), started with no animation running.
    public func start(from: Double, to: Double) -> Reanimated3Start {
        start(from: from, to: to, startVelocity: velocity)
    }

    /// ``start(from:to:)`` for a move that starts with `startVelocity` units
    /// per second (a running animation's carried in), which the mass solver
    /// is given.
    func start(from: Double, to: Double, startVelocity: Double) -> Reanimated3Start {
        let drawing: ClosedFormStep, mass: Double
        var solved: Double?
        switch form {
        case let .physics(m, stiffness, damping):
            mass = m
            drawing = ClosedFormStep(
                dampingRatio: damping / (2 * (stiffness * m).squareRoot()),
                naturalFrequency: (stiffness / m).squareRoot())
        case let .duration(milliseconds, dampingRatio, stiffness):
            mass = Self.solvedMass(
                duration: milliseconds, dampingRatio: dampingRatio, stiffness: stiffness,
                restSpeedThreshold: restSpeedThreshold, displacement: to - from, velocity: startVelocity)
            solved = mass
            drawing = ClosedFormStep(dampingRatio: dampingRatio, naturalFrequency: (stiffness / mass).squareRoot())
        }
        let raised = clamped(drawing, from: from, to: to)
        return Reanimated3Start(
            config: self, from: from, to: to, drawing: raised.drawing, mass: mass, solvedMass: solved,
            isClamped: raised.isClamped)
    }

    /// Reanimated 3's duration solver: the mass m in [0, 100] whose estimated
    /// duration
    ///
    ///     1000 · (−2m / c) · ln(0.01 · restSpeedThreshold / A),   c = 2ζ√(km),
    ///     A = (m v0² + k x0²) / (e^(1 − ζ/2) k)
    ///
    /// equals `duration` (ms), by bisection: 20 steps at most, stopping once
    /// within 0.00005 ms. −2m/c is −1/(ζω0), so the estimate depends on the
    /// mass through ω0 and A alone; `displacement` is to − from, `velocity`
    /// the start's, units per second.
    ///
    /// Edge cases: a duration the bracket cannot reach returns a mass near 0
    /// or near 100.
    public static func solvedMass(
        duration: Double, dampingRatio: Double, stiffness: Double, restSpeedThreshold: Double, displacement: Double,
        velocity: Double
    ) -> Double {
        func excess(_ mass: Double) -> Double {
            let amplitude =
                (mass * velocity * velocity + stiffness * displacement * displacement)
                / (Double.exp(1 - 0.5 * dampingRatio) * stiffness)
            let damping = dampingRatio * 2 * (stiffness * mass).squareRoot()
            return 1000 * (-2 * mass / damping) * Double.log(restSpeedThreshold * 0.01 / amplitude) - duration
        }
        var low = massRange.lowerBound, high = massRange.upperBound
        var middle = (low + high) / 2
        for _ in 0..<solverSteps {
            let value = excess(middle)
            guard value.magnitude > solverAccuracy else { break }
            if value < 0 { low = middle } else { high = middle }
            middle = (low + high) / 2
        }
        return middle
    }

    /// The duration solver's estimate in milliseconds at natural frequency
    /// ω0: 1000 · ln(A / (0.01 · restSpeedThreshold)) / (ζω0), with
    /// A = (v0²/ω0² + x0²) / e^(1 − ζ/2) (the solver's A for k/m = ω0²).
    public static func estimatedDuration(
        dampingRatio: Double, naturalFrequency: Double, restSpeedThreshold: Double, displacement: Double,
        velocity: Double
    ) -> Double {
        let amplitude = amplitude(
            dampingRatio: dampingRatio, naturalFrequency: naturalFrequency, displacement: displacement,
            velocity: velocity)
        return 1000 * Double.log(amplitude / (0.01 * restSpeedThreshold)) / (dampingRatio * naturalFrequency)
    }

    /// The `restSpeedThreshold` whose ``estimatedDuration(dampingRatio:naturalFrequency:restSpeedThreshold:displacement:velocity:)``
    /// is `duration`: 100 A e^(−ζω0 · duration / 1000).
    public static func restSpeedThreshold(
        duration: Double, dampingRatio: Double, naturalFrequency: Double, displacement: Double, velocity: Double
    ) -> Double {
        let amplitude = amplitude(
            dampingRatio: dampingRatio, naturalFrequency: naturalFrequency, displacement: displacement,
            velocity: velocity)
        return 100 * amplitude * Double.exp(-dampingRatio * naturalFrequency * duration / 1000)
    }

    private static func amplitude(
        dampingRatio: Double, naturalFrequency: Double, displacement: Double, velocity: Double
    ) -> Double {
        (velocity * velocity / (naturalFrequency * naturalFrequency) + displacement * displacement)
            / Double.exp(1 - 0.5 * dampingRatio)
    }
}

/// A Reanimated 3 spring as `onStart` leaves it for one move: the drawing
/// (ζ after any `clamp`, ω0, ω1) and its mass (the one solved, for a
/// duration config).
public struct Reanimated3Start: Hashable, Sendable {
    public let config: Reanimated3Config
    /// The move's ends, in the value's units.
    public let from: Double
    public let to: Double
    /// ζ, ω0 and ω1 as each frame uses them.
    public let drawing: ClosedFormStep
    /// The mass: as written, or solved.
    public let mass: Double
    /// The duration solver's mass; nil for a physics config.
    public let solvedMass: Double?
    /// Whether `clamp` raised ζ.
    public let isClamped: Bool

    /// The physical spring on screen: the one written, its damping ratio as
    /// given (an overdamped one stays overdamped, drawn critically), or, when
    /// `clamp` raised ζ, the motion drawn (``ClosedFormStep/spring(mass:)``).
    public func spring() throws(SpringError) -> Spring {
        if isClamped { return try drawing.spring(mass: mass) }
        switch config.form {
        case let .physics(_, stiffness, damping):
            return try Spring(mass: mass, stiffness: stiffness, damping: damping)
        case let .duration(_, dampingRatio, stiffness):
            return try WithSpring.spring(mass: mass, stiffness: stiffness, dampingRatio: dampingRatio)
        }
    }

    /// When a duration config stops, in milliseconds after frame 0; nil for a physics config.
    public var stopsAfter: Double? {
        if case let .duration(milliseconds, _, _) = config.form { return milliseconds }
        return nil
    }

    /// The frames Reanimated 3 shows at `timestamp(0)`, `timestamp(1)`, …
    /// (milliseconds, `count` of them; frame 0 the start's). A duration
    /// config shows the target from the first frame at or after `duration`
    /// ms since frame 0, without a step there, and no threshold ends it
    /// earlier; a physics config ends after a step, showing the target, once
    /// |v| < `restSpeedThreshold` and |to − x| < `restDisplacementThreshold`,
    /// or with `overshootClamping` once x has passed the target.
    public func run(count: Int, timestamp: (Int) -> Double) -> ScreenRun {
        drawing.run(
            from: state, span: to - from, count: count, timestamp: timestamp, stopsBefore: stops, endsAfter: ends)
    }

    /// ``run(count:timestamp:)`` on the frames of `move`.
    public func run(on move: ScreenMove) -> ScreenRun {
        drawing.run(from: state, move: move, stopsBefore: stops, endsAfter: ends)
    }

    var state: SpringState { SpringState(displacement: from - to, velocity: config.velocity) }

    func stops(_ elapsed: Double) -> Bool {
        stopsAfter.map { elapsed >= $0 } ?? false
    }

    func ends(_ state: SpringState) -> Bool {
        guard stopsAfter == nil else { return false }
        let x = state.displacement
        let passed = config.overshootClamping && (x > 0 && from < to || x < 0 && from > to)
        return passed
            || state.velocity.magnitude < config.restSpeedThreshold && x.magnitude < config.restDisplacementThreshold
    }
}
