import RealModule

extension SpringMotion {
    /// The exact band exit: the last time `|x(t)| > ε`, after which the motion
    /// stays inside the band `|x| ≤ ε` for good. 0 if it never leaves the band.
    ///
    /// Computed from the solution, not from a grid: the local maxima of `|x|`
    /// are t = 0 and the zeros of the velocity; when oscillating they shrink
    /// by `e^(−λπ/ωd)` each half period, which locates the last one above ε
    /// directly. After it `|x|` falls monotonically until the next target
    /// crossing (or for ever), and a safeguarded Halley iteration finds where
    /// it meets ε to within a few ulps, started from an estimate of the exit
    /// (solved in the phase after the peak when oscillating, the slow mode
    /// alone otherwise) so that it takes a step or two. For ζ ≤ 1/√2 the
    /// phase solution is itself the exit, unless the peak barely clears ε.
    ///
    /// - Parameter epsilon: ε in the units of the displacement, > 0.
    /// - Returns: ``Settling/never`` for an undamped spring whose amplitude
    ///   exceeds ε (or a decay so slow that the time overflows a Double).
    public func bandExit(epsilon: Double) -> Settling {
        bandExit(epsilon: epsilon, landmarks: MotionLandmarks(self))
    }

    /// The band exit with ε given as a fraction of the initial displacement
    /// (the animation's distance).
    public func bandExit(_ tolerance: SettlingTolerance) -> Settling {
        bandExit(epsilon: tolerance.fraction * initialState.displacement.magnitude)
    }

    /// ``bandExit(epsilon:)`` from landmarks computed once for several metrics.
    func bandExit(epsilon: Double, landmarks: MotionLandmarks) -> Settling {
        guard let start = lastPeakOutside(epsilon: epsilon, landmarks) else { return .after(0) }
        guard let peak = start.time else { return .never }
        let side: Double = start.displacement < 0 ? -1 : 1
        let upper: Double, estimate: Double?
        if let zero = landmarks.crossings.first(after: peak) {
            upper = zero
            if constants.oscillates {
                let exit = oscillatingExit(
                    peak: peak, ratio: epsilon / start.magnitude, dampingAngle: landmarks.dampingAngle)
                // Solved in the phase, from a true extremum (t = 0 is one only when v0 = 0).
                if exit.converged, peak > 0 || initialState.velocity == 0, exit.time > peak, exit.time <= zero {
                    return .after(exit.time)
                }
                estimate = exit.time
            } else {
                estimate = nil
            }
        } else {
            (upper, estimate) = upperBoundInside(from: peak, value: start.magnitude, epsilon: epsilon)
        }
        let oscillates = constants.oscillates
        let exit = decreasingRoot(in: peak, upper, start: estimate) { t in
            let local = self.derivatives(at: t)
            guard oscillates else {
                // Without oscillation, on log(|x|/ε): the decay is exponential, and Halley's
                // method on its logarithm takes a few steps from the estimate where on |x| − ε
                // it would creep by about one e-folding a step. x keeps its sign on the
                // bracket (up to the crossing, or for ever after the last extremum).
                return local.logarithm(over: side * epsilon)
            }
            return local.shifted(by: -side * epsilon, scaled: side)
        }
        // Only a decay so slow that the exit lies beyond Double's range gets here unfinite.
        return exit.isFinite ? .after(exit) : .never
    }

    /// The last local maximum of |x| that lies outside the band, its value
    /// and that value's magnitude (an estimate, for the root's start).
    /// - Returns: nil when every maximum is inside (the motion is settled at 0,
    ///   or never leaves an ε-band when undamped); a peak with nil time when
    ///   the undamped motion leaves the band for ever.
    func lastPeakOutside(
        epsilon: Double, _ landmarks: MotionLandmarks
    ) -> (time: Double?, displacement: Double, magnitude: Double)? {
        let extrema = landmarks.extrema
        let x0 = initialState.displacement
        guard let first = extrema.first, let firstPeak = landmarks.firstExtremum,
            firstPeak.magnitude > epsilon
        else {
            return x0.magnitude > epsilon ? (0, x0, x0.magnitude) : nil
        }
        guard let spacing = extrema.spacing else { return (first, firstPeak, firstPeak.magnitude) }
        guard constants.decay > 0 else { return (nil, firstPeak, firstPeak.magnitude) }
        // |x| at the n-th later peak is |x(first)| e^(−nλπ/ωd) exactly.
        let decayPerPeak = constants.decay * spacing
        let logRatio = Double.log(firstPeak.magnitude / epsilon)
        var n = (logRatio / decayPerPeak).rounded(.down)
        // ln(|x| / ε) at peak n by the decay law, ≥ 0 up to rounding: where it
        // says so clearly, peak n is outside and peak n + 1 inside, as
        // evaluating them would find.
        let over = logRatio - n * decayPerPeak
        let clear = 1e-6
        if over > clear, over - decayPerPeak < -clear {
            // n is a whole number: even when halving it leaves one (every Double past 2⁵³ is even).
            let even = (0.5 * n).rounded(.down) == 0.5 * n
            let sign: Double = even == (firstPeak > 0) ? 1 : -1
            return (first + n * spacing, sign, Double.exp(over) * epsilon)
        }
        var peakValue = displacement(at: first + n * spacing)
        // Rounding can put the estimate one peak off either way; a few steps
        // settle it (bounded, since n ± 1 == n once n exceeds 2⁵³).
        for _ in 0..<3 where n > 0 && peakValue.magnitude <= epsilon {
            n -= 1
            peakValue = displacement(at: first + n * spacing)
        }
        for _ in 0..<3 {
            let next = displacement(at: first + (n + 1) * spacing)
            guard next.magnitude > epsilon else { break }
            n += 1
            peakValue = next
        }
        return (first + n * spacing, peakValue, peakValue.magnitude)
    }

    /// Where an oscillating motion leaves the band after a peak of magnitude
    /// ε / `ratio`, solved in the phase: to full precision where that is
    /// well conditioned (`converged`), else close enough that the root on the
    /// solution itself confirms it with a single evaluation.
    ///
    /// From a peak (v = 0) the motion is the peak value times
    /// `e^(−λs) cos θ / cos α` with `θ = ωd s − α` and `tan α = a = λ/ωd`, so
    /// the exit solves `F(θ) = ln(cos θ / c) − a(θ + α) = 0`, `c = ratio · cos α`,
    /// on (−α, π/2). Without the envelope `θ₀ = acos c`, where
    /// `F(θ₀) = −a(θ₀ + α)`. With T = tan θ, `F′ = −T − a`, `F″ = −(1 + T²)`
    /// and `F‴ = −2T(1 + T²)`, so Halley's steps need no transcendental
    /// function beyond F itself (a cosine and a logarithm, where an evaluation
    /// of the solution costs an exponential, a sine and a cosine). F is
    /// smooth and decreasing on the bracket (T > −a there), and the steps
    /// converge cubically near the root. A step that would leave (−α, π/2)
    /// or is not finite ends the iteration where it is, unconverged.
    ///
    /// For a ≤ 1 (ζ ≤ 1/√2) the iteration runs until the stepped point's own
    /// error, `(F‴/(6F′) − (F″/(2F′))²) δ³` to leading order for a step δ,
    /// is below 1e-17 of the phase ωd t of the exit: the exit
    /// `peak + (θ + α)/ωd` is then as good as the peak's time and magnitude,
    /// and the solution need not be evaluated at all. The magnitude, from the
    /// decay law, carries a relative error of a few ulps of ln(|x|/ε) at the
    /// first peak, ~4e-15, which moves θ by that over |F′|: `converged` says
    /// so only where `|F′| ωd t ≥ 8`, keeping the exit's relative error near
    /// 5e-16. A peak barely above ε (the exit close to it, F′ → 0) is left to
    /// the root on the solution, whose error is relative to ε.
    ///
    /// For a ≤ 1 the first evaluation is not at θ₀ but at the root of F's
    /// Taylor polynomial there (``phaseTaylorRoot(at:cosine:value:slopeOffset:)``),
    /// which costs no transcendental function and is often close enough for
    /// a single evaluation and Halley step to meet the criterion above (on
    /// random springs, 1.5 evaluations on average instead of 2.1); the
    /// criterion, not the start, decides where the iteration ends.
    ///
    /// Past a = 1 the exit moves towards θ = −α as ζ → 1 (the motion creeps
    /// like a critically damped one), where θ + α, the phase after the peak,
    /// loses digits to α ≈ π/2: the iteration then only estimates the exit,
    /// stopping after a step below 0.01 of θ + α (an error of about its cube),
    /// and starts from the small-φ form of F with θ = φ − α (below) rather
    /// than from θ₀ near π/2, far from the root.
    private func oscillatingExit(
        peak: Double, ratio: Double, dampingAngle alpha: Double
    ) -> (time: Double, converged: Bool) {
        let omega = constants.frequency
        let a = constants.decay / omega
        // cos α = ωd/ω0.
        let cosine = Swift.min(ratio * (omega / constants.naturalFrequency), 1)
        var theta = Double.acos(cosine)
        // Undamped: θ₀ is the exit (a = 0, no correction).
        guard a > 0 else { return (peak + (alpha + theta) / omega, false) }
        var value = -a * (theta + alpha)
        var cosTheta = cosine
        if a > 1 {
            // Near critical damping the exit lies just past θ = −α, where θ₀ is far off. With
            // θ = φ − α, cos θ = cos α (cos φ + a sin φ) ≈ cos α (1 + aφ), so u = aφ solves
            // u − ln(1 + u) = L = ln(1/ratio); one step of u = L + ln(1 + u) from u = L.
            let logInverse = -Double.log(ratio)
            let near = (logInverse + Double.log(1 + logInverse)) / a - alpha
            if near < theta {
                theta = near
                cosTheta = Double.cos(theta)
                value = Double.log(cosTheta / cosine) - a * (theta + alpha)
            }
        } else if let start = Self.phaseTaylorRoot(at: theta, cosine: cosine, value: value, slopeOffset: a),
            start > -alpha, start < .pi / 2
        {
            theta = start
            cosTheta = Double.cos(theta)
            value = Double.log(cosTheta / cosine) - a * (theta + alpha)
        }
        let phaseAtPeak = omega * peak
        for _ in 0..<6 {
            // tan θ from cos θ: sin θ has the sign of θ on (−α, π/2).
            let sine = ((1 - cosTheta) * (1 + cosTheta)).squareRoot()
            let tangent = (theta < 0 ? -sine : sine) / cosTheta
            let slope = -tangent - a
            let secantSquared = 1 + tangent * tangent
            let newton = value / slope
            let bend = -secantSquared / (2 * slope)
            let denominator = 1 - newton * bend
            let halley = denominator > 0.5 && denominator < 2
            let step = halley ? newton / denominator : newton
            let next = theta - step
            guard next.isFinite, next > -alpha, next < .pi / 2 else { break }
            theta = next
            if a <= 1 {
                let remaining =
                    halley
                    ? (-tangent * secantSquared / (3 * slope) - bend * bend) * step * step * step : bend * step * step
                let phase = phaseAtPeak + alpha + theta
                if remaining.magnitude <= 1e-17 * phase {
                    // Converged; conditioned well enough unless |F′| is small next to 1/(ωd t).
                    return (peak + (alpha + theta) / omega, -slope * phase >= 8)
                }
            } else if step.magnitude <= 1e-2 * Swift.min(1, theta + alpha) {
                break
            }
            cosTheta = Double.cos(theta)
            value = Double.log(cosTheta / cosine) - a * (theta + alpha)
        }
        return (peak + (alpha + theta) / omega, false)
    }

    /// The root near θ₀ ∈ [0, π/2) of the Taylor polynomial of degree 5 at θ₀
    /// of `F(θ) = ln(cos θ / c) − a(θ + α)`, given c = cos θ₀ (`cosine`),
    /// `F(θ₀)` (`value`) and a (`slopeOffset`): an estimate of F's root that costs
    /// no transcendental function. With T = tan θ₀ and S = 1 + T²,
    /// `F′ = −T − a`, `F″ = −S`, `F‴ = −2TS`, `F⁗ = −2S(1 + 3T²)` and
    /// `F⁽⁵⁾ = −8TS(2 + 3T²)`.
    ///
    /// Newton's method on the polynomial, from Halley's step on F, twice. The
    /// polynomial's error at a step δ is about `F⁽⁶⁾ δ⁶/720`, small while δ
    /// is (small ζ, θ₀ near the exit): typically within 1e-12 rad of F's root
    /// at ζ = 0.01 and 1e-6 at ζ = 0.1, but no better than Newton's method
    /// near a double root (a peak barely above ε, where F′ → 0); as ζ grows
    /// it is a start like another.
    /// Nil when the polynomial is not decreasing at a step, or the step is not
    /// finite or exceeds 0.5 rad.
    static func phaseTaylorRoot(at theta: Double, cosine c: Double, value: Double, slopeOffset a: Double) -> Double? {
        let tangent = ((1 - c) * (1 + c)).squareRoot() / c
        let secantSquared = 1 + tangent * tangent
        // F's derivatives at θ₀ over their factorials: F′, F″/2, F‴/6, F⁗/24, F⁽⁵⁾/120.
        // Only an estimate comes of them: reciprocals stand in for divisions.
        let d1 = -tangent - a
        let d2 = -0.5 * secantSquared
        let d3 = -tangent * secantSquared * (1 / 3)
        let d4 = -secantSquared * (1 + 3 * tangent * tangent) * (1 / 12)
        let d5 = -tangent * secantSquared * (2 + 3 * tangent * tangent) * (1 / 15)
        let inverseSlope = 1 / d1
        let newton = value * inverseSlope
        let denominator = 1 - newton * d2 * inverseSlope
        var step = denominator > 0.5 && denominator < 2 ? -newton / denominator : -newton
        for _ in 0..<2 {
            let polynomial = value + step * (d1 + step * (d2 + step * (d3 + step * (d4 + step * d5))))
            let slope = d1 + step * (2 * d2 + step * (3 * d3 + step * (4 * d4 + step * 5 * d5)))
            guard slope < 0 else { return nil }
            step -= polynomial / slope
        }
        guard step.isFinite, step.magnitude < 0.5 else { return nil }
        return theta + step
    }

    /// A time after `peak` at which the non-oscillating motion is inside the
    /// band, and an estimate of the exit: where the slowest mode alone, from
    /// the peak's magnitude `value`, falls to ε.
    private func upperBoundInside(from peak: Double, value: Double, epsilon: Double) -> (Double, Double) {
        let slowest = -constants.slowRate
        var estimate = Double.log(value / epsilon) / slowest
        if constants.frequency == 0 {
            // To a few ulps: the solver's first Halley step on the solution then confirms it.
            estimate = criticalExit(from: peak + estimate, epsilon: epsilon, tolerance: 1e-15).time - peak
        }
        if let bound = timeInsideBound(epsilon: epsilon) {
            // Past the bound x is inside; past the exit it stays inside: either end brackets it.
            return (Swift.max(bound, peak + estimate, peak), peak + estimate)
        }
        var span = Swift.max(estimate, 1 / constants.naturalFrequency)
        while displacement(at: peak + span).magnitude > epsilon { span *= 2 }
        return (peak + span, peak + estimate)
    }

    /// The exit of a critically damped motion after its last extremum,
    /// refined from `start`, an estimate that ignores the linear factor of
    /// `x = e^(−λt)(x0 + qt)`, `q = v0 + λx0`.
    ///
    /// Halley's method on `G(t) = ln|x0 + qt| − λt − ln ε`, which costs a
    /// logarithm a step where an evaluation of the solution costs
    /// exponentials as well. G is concave and decreasing past the extremum,
    /// `G′ = r − λ`, `G″ = −r²` and `G‴ = 2r³` with `r = q/(x0 + qt)`, so
    /// the higher derivatives come free and convergence is cubic. Where
    /// Halley's correction is wild (far from the root) a Newton step stands in.
    ///
    /// - Parameter tolerance: the iteration stops once the stepped point's
    ///   error, to leading order `(G‴/(6G′) − (G″/(2G′))²) δ³` for a step δ,
    ///   is at most this fraction of t.
    /// - Returns: the last iterate, and whether it met the tolerance.
    func criticalExit(
        from start: Double, epsilon: Double, tolerance: Double
    ) -> (time: Double, converged: Bool) {
        let x0 = initialState.displacement
        let q = initialState.velocity + constants.decay * x0
        var t = start
        for _ in 0..<8 {
            let linear = x0 + q * t
            let rate = q / linear
            let slope = rate - constants.decay
            guard linear != 0, slope < 0 else { break }
            // ln(|x0 + qt|/ε) in one logarithm unless the quotient leaves Double's normal range.
            let ratio = linear.magnitude / epsilon
            let logRatio = ratio.isNormal ? Double.log(ratio) : Double.log(linear.magnitude) - Double.log(epsilon)
            let newton = (logRatio - constants.decay * t) / slope
            let bend = -rate * rate / (2 * slope)
            let denominator = 1 - newton * bend
            let halley = denominator > 0.5 && denominator < 2
            let step = halley ? newton / denominator : newton
            guard step.isFinite else { break }
            t -= step
            let remaining =
                halley
                ? (rate * rate * rate / (3 * slope) - bend * bend) * step * step * step : bend * step * step
            if remaining.magnitude <= tolerance * t { return t.isFinite ? (t, true) : (start, false) }
        }
        return (t.isFinite ? t : start, false)
    }

    /// A time after which the non-oscillating motion is certainly inside the
    /// band, with room to spare for rounding; nil when it is not finite.
    ///
    /// With ρ = −r1 the slow rate, the basis gives
    /// `|x(t)| ≤ e^(−ρt) (|x0| + c·S)`, `c = λ|x0| + |v0|`, where
    /// `S = sinh(γt)e^(−γt)/γ ≤ min(1/(2γ), t)` and `t ≤ 2/(eρ) · e^(ρt/2)`.
    /// So `|x(t)| ≤ M e^(−ρt)` with `M = |x0| + c/(2γ)`, and
    /// `|x(t)| ≤ N e^(−ρt/2)` with `N = |x0| + 2c/(eρ)`; any time past
    /// where either bound meets ε/2 serves, and the logarithm that finds it
    /// is bounded from above without being taken
    /// (``logarithmBound(_:)``: at most 2 ln 2 too large, a bracket end need not be tight).
    func timeInsideBound(epsilon: Double) -> Double? {
        let rate = -constants.slowRate
        let x0 = initialState.displacement.magnitude
        let c = constants.decay * x0 + initialState.velocity.magnitude
        let target = 0.5 * epsilon
        // e rounded down, which only loosens the bound.
        let e = 2.718281828459045
        let gamma = constants.frequency
        // The first bound is the tighter unless γ is small next to ρ: one of them, not both.
        let bound =
            gamma >= rate
            ? Self.logarithmBound((x0 + c / (2 * gamma)) / target) / rate
            : 2 * Self.logarithmBound((x0 + 2 * c / (e * rate)) / target) / rate
        return bound.isFinite ? bound : nil
    }

    /// An upper bound on ln y for finite y > 0, from its binade alone:
    /// `y < 2^(k+1)` for `k = y.exponent`, so `ln y < (k + 1) ln 2`; one more
    /// ln 2 covers the rounding of the product (below 1e-12 for every binade),
    /// so the bound lies between ln 2 and 2 ln 2 above ln y. Infinite for y = ∞.
    static func logarithmBound(_ y: Double) -> Double {
        guard y.isFinite else { return y }
        return Double(y.exponent + 2) * 0.693_147_180_559_945_3
    }
}

/// What several metrics of one motion read, computed once: the times of the
/// extrema and of the target crossings, the displacement at the first
/// extremum, and the amplitude of an oscillating motion.
struct MotionLandmarks {
    /// Zeros of the velocity.
    let extrema: ZeroTimes
    /// Zeros of the displacement.
    let crossings: ZeroTimes
    /// The displacement at `extrema.first`.
    let firstExtremum: Double?
    /// ``SpringMotion/amplitudeTimesFrequency`` when the motion oscillates, else 0.
    let amplitudeTimesFrequency: Double
    /// α = atan(λ/ωd) when the motion oscillates, else 0.
    let dampingAngle: Double

    init(_ motion: SpringMotion) {
        let constants = motion.constants
        if constants.oscillates {
            let x0 = motion.initialState.displacement, v0 = motion.initialState.velocity
            let omega = constants.frequency
            let extremumPhase = ZeroTimes.firstPhase(
                p: v0, q: -constants.naturalFrequencySquared * x0 - constants.decay * v0, frequency: omega)
            let alpha = Double.atan(constants.decay / omega)
            dampingAngle = alpha
            extrema = ZeroTimes(firstPhase: extremumPhase, constants: constants)
            crossings = ZeroTimes(
                firstPhase: extremumPhase.flatMap { Self.crossingPhase(extremumPhase: $0, dampingAngle: alpha) }
                    ?? ZeroTimes.firstPhase(p: x0, q: v0 + constants.decay * x0, frequency: omega),
                constants: constants)
            amplitudeTimesFrequency = motion.amplitudeTimesFrequency
        } else {
            extrema = motion.velocityZeros
            crossings = motion.displacementZeros
            amplitudeTimesFrequency = 0
            dampingAngle = 0
        }
        guard let first = extrema.first else {
            firstExtremum = nil
            return
        }
        // The first extremum lies on the starting side unless the target is crossed before it.
        let crossedBefore = crossings.first.map { $0 < first } ?? false
        let side = crossedBefore ? -motion.startSide : motion.startSide
        firstExtremum =
            motion.oscillatingExtremumMagnitude(at: first, amplitudeTimesFrequency: amplitudeTimesFrequency)
            .map { side * $0 } ?? motion.displacement(at: first)
    }
}

extension MotionLandmarks {
    /// The phase ωd t ∈ (0, π) of an oscillating motion's first target
    /// crossing, from that of its first extremum, without a second arctangent.
    ///
    /// With `x = R e^(−λt) cos(ωd t − φ)`, the velocity is
    /// `−R ω0 e^(−λt) cos(ωd t − φ − β)`, `β = atan2(ωd, λ) = π/2 − α`: its
    /// zeros follow those of x by β, modulo π. Nil (solve it directly) when
    /// the crossing lies within 1e-9 rad of a multiple of π, where the
    /// rounding of the difference could put it on the wrong side of t = 0:
    /// a start at the target, or nearly.
    static func crossingPhase(extremumPhase: Double, dampingAngle alpha: Double) -> Double? {
        var phase = extremumPhase - (0.5 * .pi - alpha)
        if phase < 0 { phase += .pi }
        return phase >= 1e-9 && phase <= .pi - 1e-9 ? phase : nil
    }
}

extension SpringMotion {
    /// `R ωd = hypot(x0 ωd, v0 + λx0)` of an oscillating motion
    /// `x = R e^(−λt) cos(ωd t − φ)`: the amplitude times the damped frequency,
    /// which stays finite where R itself may overflow (ωd → 0).
    var amplitudeTimesFrequency: Double {
        let x0 = initialState.displacement
        return Double.hypot(x0 * constants.frequency, initialState.velocity + constants.decay * x0)
    }

    /// |x| at a zero `t` of the velocity of an oscillating motion, in closed
    /// form: with `x = R e^(−λt) cos(ωd t − φ)`, `R ωd = hypot(x0 ωd, v0 + λx0)`,
    /// the velocity vanishes where `tan(ωd t − φ) = −λ/ωd`, so there
    /// `|cos(ωd t − φ)| = ωd/ω0` and `|x| = hypot(x0 ωd, v0 + λx0) e^(−λt) / ω0`.
    /// One exponential instead of a full evaluation.
    ///
    /// Unlike an evaluation, which is stationary at an extremum, this carries
    /// the error of `t` itself, relatively `λ δt ≈ (λ/ωd) · ωd t · few ulps`:
    /// a few ulps of |x| while λ ≤ 2ωd (ζ ≤ 0.89) and the extremum is among
    /// the first, but 1e-12 as ζ → 1, where ωd → 0. Nil outside that range
    /// (and without oscillation, or when |x| does not fit a Double): evaluate then.
    func oscillatingExtremumMagnitude(at t: Double) -> Double? {
        oscillatingExtremumMagnitude(at: t, amplitudeTimesFrequency: amplitudeTimesFrequency)
    }

    /// ``oscillatingExtremumMagnitude(at:)`` given ``amplitudeTimesFrequency``.
    func oscillatingExtremumMagnitude(at t: Double, amplitudeTimesFrequency amplitude: Double) -> Double? {
        guard constants.oscillates, constants.decay <= 2 * constants.frequency,
            constants.frequency * t <= 8
        else { return nil }
        let magnitude = Double.exp(-constants.decay * t) * amplitude / constants.naturalFrequency
        return magnitude.isFinite ? magnitude : nil
    }
}

extension SpringMotion {
    /// The displacement and its first three time derivatives at `t`, from one
    /// evaluation of the solution: the higher ones follow from the equation of
    /// motion, `x'' = −2λx' − ω0²x` and `x''' = −2λx'' − ω0²x'`.
    func derivatives(at t: Double) -> LocalExpansion {
        let state = self.state(at: t)
        let acceleration = constants.acceleration(of: state)
        return LocalExpansion(
            value: state.displacement, slope: state.velocity, curvature: acceleration,
            jerk: -2 * constants.decay * acceleration - constants.naturalFrequencySquared * state.velocity)
    }
}

extension LocalExpansion {
    /// The expansion of `scale · (f + offset)`.
    func shifted(by offset: Double, scaled scale: Double) -> LocalExpansion {
        LocalExpansion(
            value: scale * (value + offset), slope: scale * slope, curvature: scale * curvature, jerk: scale * jerk)
    }

    /// The expansion of `ln(f / divisor)`, where `f / divisor > 0`.
    func logarithm(over divisor: Double) -> LocalExpansion {
        let first = slope / value, second = curvature / value, third = jerk / value
        return LocalExpansion(
            value: Double.log(value / divisor), slope: first, curvature: second - first * first,
            jerk: third - 3 * first * second + 2 * first * first * first)
    }
}
