import RealModule

extension SpringMotion {
    /// The exact band exit: the last time `|x(t)| > ε`, after which the motion
    /// stays inside the band `|x| ≤ ε` for good. 0 if it never leaves the band.
    ///
    /// Computed from the solution, not from a grid: the local maxima of `|x|`
    /// are t = 0 and the zeros of the velocity; when oscillating they shrink
    /// by `e^(−λπ/ωd)` each half period, which locates the last one above ε
    /// directly. After it `|x|` falls monotonically until the next target
    /// crossing (or for ever), and a safeguarded Newton iteration finds where
    /// it meets ε to within a few ulps, started from an estimate of the exit
    /// (the decay ignored over the last quarter period when oscillating, the
    /// slow mode alone otherwise) so that it takes a few steps.
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
            estimate =
                constants.oscillates ? oscillatingExitEstimate(peak: peak, ratio: epsilon / start.magnitude) : nil
        } else {
            (upper, estimate) = upperBoundInside(from: peak, value: start.magnitude, epsilon: epsilon)
        }
        let oscillates = constants.oscillates
        let exit = decreasingRoot(in: peak, upper, start: estimate) { t in
            let state = self.state(at: t)
            guard oscillates else {
                // Without oscillation, on log(|x|/ε): the decay is exponential, and Newton's
                // method on its logarithm takes a few steps from the estimate where on |x| − ε
                // it would creep by about one e-folding a step. x keeps its sign on the
                // bracket (up to the crossing, or for ever after the last extremum).
                return (Double.log(side * state.displacement / epsilon), state.velocity / state.displacement)
            }
            return (side * state.displacement - epsilon, side * state.velocity)
        }
        // Only a decay so slow that the exit lies beyond Double's range gets here unfinite.
        return exit.isFinite ? .after(exit) : .never
    }

    /// The last local maximum of |x| that lies outside the band, its value
    /// and that value's magnitude (an estimate, for the root's start).
    /// - Returns: nil when every maximum is inside (the motion is settled at 0,
    ///   or never leaves an ε-band when undamped); a peak with nil time when
    ///   the undamped motion leaves the band for ever.
    private func lastPeakOutside(
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
        // |x| at peak n over ε by the decay law, ≥ 1 up to rounding: where it
        // says so clearly, peak n is outside and peak n + 1 inside, as
        // evaluating them would find.
        let over = Double.exp(logRatio - n * decayPerPeak)
        let clear = 1e-6
        if over > 1 + clear, over * Double.exp(-decayPerPeak) < 1 - clear {
            let sign: Double = (n.truncatingRemainder(dividingBy: 2) == 0) == (firstPeak > 0) ? 1 : -1
            return (first + n * spacing, sign, over * epsilon)
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
    /// ε / `ratio`, ignoring the decay over that last quarter period.
    ///
    /// From a peak (v = 0) the motion is the peak value times
    /// `e^(−λs) cos(ωd s − α) / cos α` with `tan α = λ/ωd`; without the
    /// envelope, `cos(ωd s − α) = ratio · cos α` gives s. The envelope only
    /// lowers the curve, so the estimate lies at or past the exit, before
    /// the next target crossing.
    private func oscillatingExitEstimate(peak: Double, ratio: Double) -> Double {
        let omega = constants.frequency
        let alpha = Double.atan(constants.decay / omega)
        return peak + (alpha + Double.acos(Swift.min(ratio, 1) * Double.cos(alpha))) / omega
    }

    /// A time after `peak` at which the non-oscillating motion is inside the
    /// band, and an estimate of the exit: where the slowest mode alone, from
    /// the peak's magnitude `value`, falls to ε.
    private func upperBoundInside(from peak: Double, value: Double, epsilon: Double) -> (Double, Double) {
        let slowest = -constants.slowRate
        let estimate = Double.log(value / epsilon) / slowest
        var span = Swift.max(estimate, 1 / constants.naturalFrequencySquared.squareRoot())
        while displacement(at: peak + span).magnitude > epsilon { span *= 2 }
        return (peak + span, peak + estimate)
    }
}

/// What several metrics of one motion read, computed once: the times of the
/// extrema and of the target crossings, and the displacement at the first
/// extremum.
struct MotionLandmarks {
    /// Zeros of the velocity.
    let extrema: ZeroTimes
    /// Zeros of the displacement.
    let crossings: ZeroTimes
    /// The displacement at `extrema.first`.
    let firstExtremum: Double?

    init(_ motion: SpringMotion) {
        extrema = motion.velocityZeros
        crossings = motion.displacementZeros
        firstExtremum = extrema.first.map(motion.displacement(at:))
    }
}
