import RealModule

/// A Reanimated 4 `withSpring` config with every field resolved (Reanimated's
/// defaults in place of those left out), and what its `onStart` makes of it
/// for one move (``start(from:to:)``): docs/runtimes.md, Reanimated.
///
/// Velocities are in the value's units per second, signed (positive moves
/// the value up), durations in milliseconds, as Reanimated takes them.
public struct ReanimatedConfig: WithSpringConfig {
    /// How the spring's constants are written.
    public enum Form: Hashable, Sendable {
        /// `mass`, `stiffness`, `damping`: ζ = c / (2√(km)), ω0 = √(k/m).
        case physics(mass: Double, stiffness: Double, damping: Double)
        /// `duration` (ms, perceptual) and `dampingRatio` with `mass`: the
        /// stiffness is solved for (``solvedStiffness(duration:dampingRatio:mass:energyThreshold:displacement:velocity:)``).
        case duration(milliseconds: Double, dampingRatio: Double, mass: Double)
    }

    public var form: Form
    public var velocity: Double
    /// `energyThreshold`: the animation ends once the spring's energy is at
    /// most this fraction of its energy at the start.
    public var energyThreshold: Double
    /// `overshootClamping`: the animation ends once the value leaves the
    /// band between its start and its target.
    public var overshootClamping: Bool
    public var clampMin: Double?
    public var clampMax: Double?

    /// Reanimated 4's `energyThreshold` by default.
    public static let defaultEnergyThreshold = 6e-9
    /// The stiffness a duration config holds before it is solved: the
    /// default config's (`GentleSpringConfig`), which no field of the
    /// duration form replaces.
    static let unsolvedStiffness = 900.0
    /// The largest stiffness the duration solver returns.
    public static let largestStiffness = 8000.0
    /// How many times its `duration` the duration solver lets the spring run.
    public static let perceptualFactor = 1.5
    /// The duration solver's bisection steps.
    static let solverSteps = 100

    public init(
        form: Form, velocity: Double = 0, energyThreshold: Double = ReanimatedConfig.defaultEnergyThreshold,
        overshootClamping: Bool = false, clampMin: Double? = nil, clampMax: Double? = nil
    ) {
        self.form = form
        self.velocity = velocity
        self.energyThreshold = energyThreshold
        self.overshootClamping = overshootClamping
        self.clampMin = clampMin
        self.clampMax = clampMax
    }

    /// Refuses what Reanimated's config check rejects (it then jumps to the
    /// target at once): a mass, stiffness, damping, damping ratio, duration or
    /// energy threshold that is not > 0 (a duration of 0 also jumps), a
    /// non-finite velocity or bound, `clampMin` above `clampMax`.
    public func validate() throws(SpringError) {
        switch form {
        case let .physics(mass, stiffness, damping):
            try Validate.positive(mass, "mass")
            try Validate.positive(stiffness, "stiffness")
            try Validate.positive(damping, "damping")
        case let .duration(milliseconds, dampingRatio, mass):
            try Validate.positive(milliseconds, "duration")
            try Validate.positive(dampingRatio, "dampingRatio")
            try Validate.positive(mass, "mass")
        }
        try Validate.positive(energyThreshold, "energyThreshold")
        try validateVelocityAndBounds()
    }

    /// The mass the spring has in either form.
    public var mass: Double {
        switch form {
        case let .physics(mass, _, _), let .duration(_, _, mass): mass
        }
    }

    /// What Reanimated 4's `onStart` makes of the config for a move from
    /// `from` to `to` (which differ), started with no animation running.
    public func start(from: Double, to: Double) -> ReanimatedStart {
        start(from: from, to: to, startVelocity: velocity)
    }

    /// ``start(from:to:)`` for a move that starts with `startVelocity` units
    /// per second (a running animation's carried in): the duration solver is
    /// given it, the starting energy still the config's `velocity`.
    func start(from: Double, to: Double, startVelocity: Double) -> ReanimatedStart {
        let displacement = from - to
        let drawing: ClosedFormStep, stiffness: Double
        var solved: Double?
        switch form {
        case let .physics(mass, k, damping):
            stiffness = k
            drawing = ClosedFormStep(
                dampingRatio: damping / (2 * (k * mass).squareRoot()), naturalFrequency: (k / mass).squareRoot())
        case let .duration(milliseconds, dampingRatio, mass):
            stiffness = Self.solvedStiffness(
                duration: milliseconds, dampingRatio: dampingRatio, mass: mass, energyThreshold: energyThreshold,
                displacement: displacement, velocity: startVelocity)
            solved = stiffness
            drawing = ClosedFormStep(dampingRatio: dampingRatio, naturalFrequency: (stiffness / mass).squareRoot())
        }
        let raised = clamped(drawing, from: from, to: to)
        return ReanimatedStart(
            config: self, from: from, to: to, drawing: raised.drawing, stiffness: stiffness, solvedStiffness: solved,
            isClamped: raised.isClamped,
            initialEnergy: Self.energy(
                SpringState(displacement: displacement, velocity: velocity), stiffness: stiffness, mass: mass))
    }

    /// Reanimated 4's duration solver: the stiffness k in [ε, 8000] (ε the
    /// spacing of doubles at 1) for which a critically damped envelope
    /// decaying at a = ζ√(k/m) takes the spring's energy ½kx² + ½mv² to
    /// `energyThreshold` of its start at T = 1.5 × `duration`:
    ///
    ///     x(T) = (x0 + (v0 + a x0) T) e^(−aT),   v(T) = x'(T)
    ///
    /// found by bisection (100 steps at most, stopping once the fraction is
    /// within a thousandth of the threshold from it). Exact for the spring it
    /// then runs only at ζ = 1; `displacement` is from − to and `velocity`
    /// the start's, units per second.
    ///
    /// Edge cases: a duration too short for k = 8000 returns about 8000 (the
    /// cap), one too long about ε.
    public static func solvedStiffness(
        duration: Double, dampingRatio: Double, mass: Double, energyThreshold: Double, displacement: Double,
        velocity: Double
    ) -> Double {
        let seconds = duration * perceptualFactor / 1000
        func excess(_ stiffness: Double) -> Double {
            energyFraction(
                stiffness: stiffness, mass: mass, decay: (stiffness / mass).squareRoot() * dampingRatio,
                seconds: seconds, displacement: displacement, velocity: velocity) - energyThreshold
        }
        var low = Double.ulpOfOne, high = largestStiffness
        let rising = excess(high) >= excess(low)
        var middle = (low + high) / 2
        for _ in 0..<solverSteps {
            let value = excess(middle)
            guard value.magnitude > energyThreshold * 1e-3 else { break }
            if (value < 0) == rising { low = middle } else { high = middle }
            middle = (low + high) / 2
        }
        return middle
    }

    /// The energy after `seconds` of the critically damped envelope decaying
    /// at `decay`, over the energy at the start, for a spring of `stiffness`
    /// and `mass`.
    static func energyFraction(
        stiffness: Double, mass: Double, decay: Double, seconds: Double, displacement: Double, velocity: Double
    ) -> Double {
        let slope = velocity + displacement * decay, fading = Double.exp(-decay * seconds)
        let line = displacement + slope * seconds
        let later = SpringState(displacement: line * fading, velocity: (slope - decay * line) * fading)
        return energy(later, stiffness: stiffness, mass: mass)
            / energy(SpringState(displacement: displacement, velocity: velocity), stiffness: stiffness, mass: mass)
    }

    /// ½kx² + ½mv².
    static func energy(_ state: SpringState, stiffness: Double, mass: Double) -> Double {
        0.5 * stiffness * state.displacement * state.displacement + 0.5 * mass * state.velocity * state.velocity
    }
}

/// A Reanimated 4 spring as `onStart` leaves it for one move: the drawing
/// (ζ after any `clamp`, ω0, ω1), the stiffness its energy is measured with
/// (the one solved, for a duration config) and the energy it started with.
public struct ReanimatedStart: Hashable, Sendable {
    public let config: ReanimatedConfig
    /// The move's ends, in the value's units.
    public let from: Double
    public let to: Double
    /// ζ, ω0 and ω1 as each frame uses them.
    public let drawing: ClosedFormStep
    /// The stiffness of the energy rule: as written, or solved.
    public let stiffness: Double
    /// The duration solver's stiffness; nil for a physics config.
    public let solvedStiffness: Double?
    /// Whether `clamp` raised ζ.
    public let isClamped: Bool

    /// ½k(from − to)² + ½m·velocity², the energy the end rule divides by:
    /// the configured velocity's, not one carried over from an animation
    /// running before.
    public let initialEnergy: Double

    /// The physical spring on screen: the one written (its damping ratio as
    /// given, so an overdamped one stays overdamped, drawn critically), or,
    /// when `clamp` raised ζ, the motion drawn (``ClosedFormStep/spring(mass:)``).
    public func spring() throws(SpringError) -> Spring {
        let mass = config.mass
        if isClamped { return try drawing.spring(mass: mass) }
        switch config.form {
        case let .physics(_, stiffness, damping):
            return try Spring(mass: mass, stiffness: stiffness, damping: damping)
        case let .duration(_, dampingRatio, _):
            return try WithSpring.spring(mass: mass, stiffness: stiffness, dampingRatio: dampingRatio)
        }
    }

    /// The frames Reanimated 4 shows at `timestamp(0)`, `timestamp(1)`, …
    /// (milliseconds, `count` of them; frame 0 the start's): after each
    /// frame's step it ends, showing the target, once the energy ½k(to − x)² +
    /// ½mv² is at most `energyThreshold` × ``initialEnergy`` (at once when
    /// that is 0), or with `overshootClamping` once x leaves the band between
    /// `from` and `to`.
    public func run(count: Int, timestamp: (Int) -> Double) -> ScreenRun {
        drawing.run(from: state, span: to - from, count: count, timestamp: timestamp, endsAfter: ends)
    }

    /// ``run(count:timestamp:)`` on the frames of `move`.
    public func run(on move: ScreenMove) -> ScreenRun {
        drawing.run(from: state, move: move, endsAfter: ends)
    }

    /// The start: from − to and the configured velocity.
    var state: SpringState { SpringState(displacement: from - to, velocity: config.velocity) }

    /// Whether the animation ends with the spring in `state` (x from the target).
    func ends(_ state: SpringState) -> Bool {
        let start = from - to
        if config.overshootClamping {
            let low = Swift.min(start, 0)
            if state.displacement < low || state.displacement > low + start.magnitude { return true }
        }
        let initial = initialEnergy
        return initial == 0
            || ReanimatedConfig.energy(state, stiffness: stiffness, mass: config.mass) / initial
                <= config.energyThreshold
    }
}

extension ReanimatedConfig {
    /// The perceptual duration, in milliseconds, for which the duration
    /// solver's equation holds at `stiffness`: the time T = 1.5 × duration at
    /// which the envelope of ``solvedStiffness(duration:dampingRatio:mass:energyThreshold:displacement:velocity:)``
    /// leaves `energyThreshold` of the energy, found from the start (where
    /// the fraction is 1) by doubling T until the fraction is below the
    /// threshold, then by a bracketed root. nil when no such T is found, or
    /// when the solver, given the duration, returns a stiffness more than
    /// 1e-3 of it away (its bisection found another root).
    public static func duration(
        solving stiffness: Double, dampingRatio: Double, mass: Double, energyThreshold: Double,
        displacement: Double, velocity: Double
    ) -> Double? {
        let decay = (stiffness / mass).squareRoot() * dampingRatio
        guard decay.isFinite, decay > 0, energyThreshold < 1 else { return nil }
        func excess(_ seconds: Double) -> Double {
            Double.log(
                energyFraction(
                    stiffness: stiffness, mass: mass, decay: decay, seconds: seconds, displacement: displacement,
                    velocity: velocity)) - Double.log(energyThreshold)
        }
        var upper = 1 / decay, value = excess(upper)
        for _ in 0..<64 where value > 0 {
            upper *= 2
            value = excess(upper)
        }
        guard value <= 0 else { return nil }
        let change = signChange(in: 0, upper, values: excess(0), value, tolerance: 1e-12) { excess($0) }
        let duration = change.best.x * 1000 / perceptualFactor
        // With a velocity the fraction need not fall steadily, and the solver's
        // bisection may then land on another root: the duration must give the stiffness back.
        let solved = solvedStiffness(
            duration: duration, dampingRatio: dampingRatio, mass: mass, energyThreshold: energyThreshold,
            displacement: displacement, velocity: velocity)
        return (solved - stiffness).magnitude <= 1e-3 * stiffness ? duration : nil
    }

    /// The same config ending at `energyThreshold`; a duration config then
    /// gets the duration that keeps its solved stiffness, `stiffness`, for the
    /// move from `from` to `to`, or when there is none becomes the physics
    /// config of that stiffness.
    func ending(at energyThreshold: Double, keeping stiffness: Double, from: Double, to: Double) -> ReanimatedConfig {
        var config = self
        config.energyThreshold = energyThreshold
        guard case let .duration(_, dampingRatio, mass) = form else { return config }
        if let duration = Self.duration(
            solving: stiffness, dampingRatio: dampingRatio, mass: mass, energyThreshold: energyThreshold,
            displacement: from - to, velocity: velocity)
        {
            config.form = .duration(milliseconds: duration, dampingRatio: dampingRatio, mass: mass)
        } else {
            config.form = .physics(
                mass: mass, stiffness: stiffness, damping: 2 * dampingRatio * (stiffness * mass).squareRoot())
        }
        return config
    }
}
