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
    /// it meets ε to within a few ulps.
    ///
    /// - Parameter epsilon: ε in the units of the displacement, > 0.
    /// - Returns: ``Settling/never`` for an undamped spring whose amplitude
    ///   exceeds ε (or a decay so slow that the time overflows a Double).
    public func bandExit(epsilon: Double) -> Settling {
        guard let start = lastPeakOutside(epsilon: epsilon) else { return .after(0) }
        guard let peak = start.time else { return .never }
        let side: Double = start.displacement < 0 ? -1 : 1
        let upper = displacementZeros.first(after: peak) ?? upperBoundInside(from: peak, epsilon: epsilon)
        let exit = decreasingRoot(in: peak, upper) { t in
            let state = self.state(at: t)
            return (side * state.displacement - epsilon, side * state.velocity)
        }
        // Only a decay so slow that the exit lies beyond Double's range gets here unfinite.
        return exit.isFinite ? .after(exit) : .never
    }

    /// The band exit with ε given as a fraction of the initial displacement
    /// (the animation's distance).
    public func bandExit(_ tolerance: SettlingTolerance) -> Settling {
        bandExit(epsilon: tolerance.fraction * initialState.displacement.magnitude)
    }

    /// The last local maximum of |x| that lies outside the band.
    /// - Returns: nil when every maximum is inside (the motion is settled at 0,
    ///   or never leaves an ε-band when undamped); a peak with nil time when
    ///   the undamped motion leaves the band for ever.
    private func lastPeakOutside(epsilon: Double) -> (time: Double?, displacement: Double)? {
        let extrema = velocityZeros
        let x0 = initialState.displacement
        guard let first = extrema.first else {
            return x0.magnitude > epsilon ? (0, x0) : nil
        }
        let firstPeak = displacement(at: first)
        guard firstPeak.magnitude > epsilon else {
            return x0.magnitude > epsilon ? (0, x0) : nil
        }
        guard let spacing = extrema.spacing else { return (first, firstPeak) }
        guard constants.decay > 0 else { return (nil, firstPeak) }
        // |x| at the n-th later peak is |x(first)| e^(−nλπ/ωd) exactly.
        let decayPerPeak = constants.decay * spacing
        var n = (Double.log(firstPeak.magnitude / epsilon) / decayPerPeak).rounded(.down)
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
        return (first + n * spacing, peakValue)
    }

    /// A time after `peak` at which the non-oscillating motion is inside the band.
    private func upperBoundInside(from peak: Double, epsilon: Double) -> Double {
        let slowest = -constants.slowRate
        var span = Swift.max(
            Double.log(displacement(at: peak).magnitude / epsilon) / slowest,
            1 / constants.naturalFrequencySquared.squareRoot())
        while displacement(at: peak + span).magnitude > epsilon { span *= 2 }
        return peak + span
    }
}
