import RealModule

/// Core Animation's `CASpringAnimation.settlingDuration`, reproduced as
/// docs/settling.md (Core Animation's settlingDuration) describes it, for the
/// normalized animation (x0 = −1) with initial velocity v0.
///
/// - ζ = 0: never settles.
/// - ζ < 1: the closed form `max(−ln(ε′ / (|A| + |B|)) / λ, 0)` with `A = 1`,
///   `B = (λ − v0)/ωd` and `ε′ = max(ε, 1e-6)`, ε = 0.001. It bounds the
///   envelope by |A| + |B| ≥ √(A² + B²), so it is later than the band exit.
/// - ζ ≥ 1: a walk over `t = 0, 0.1, 0.2, …` (by repeated `t += 0.1`, so the
///   grid carries the same rounding as Core Animation's): the first sample with
///   `|x| < ε′` is remembered, forgotten if the curve leaves the band again, and
///   returned once the curve has stayed inside for more than 1 s, i.e. once a
///   later sample `t` has `t − first > 1` (with float steps that is the 11th
///   sample inside). A NaN or infinite result becomes 0.
///
/// Core Animation renders ζ > 1 as critical damping at ω0 unless
/// `allowsOverdamping` is set, and the walk follows the curve it renders.
public enum CoreAnimationSettling {
    /// Core Animation's settle threshold ε = 0.001 (of the distance).
    public static let epsilon = 0.001

    /// Core Animation's `settlingDuration` for `spring` animated from −1 to 0.
    ///
    /// The walk costs O(log) whatever the constants: stretches where the
    /// curve is known to stay outside the band are skipped (see `walk(_:threshold:)`).
    /// Edge case: when the curve enters the band for good only after Core
    /// Animation's clock has stopped advancing (beyond 2⁵⁰ s, where the walk
    /// itself would never end), the exact band exit is returned.
    public static func duration(
        spring: Spring, initialVelocity v0: Double,
        allowsOverdamping: Bool = false
    ) throws(SpringError) -> Settling {
        try duration(
            SpringMotion(animating: spring, initialVelocity: v0), allowsOverdamping: allowsOverdamping, bandExit: nil)
    }

    /// ``duration(spring:initialVelocity:allowsOverdamping:)`` of the
    /// normalized `motion` (x0 = −1) of the spring, given the band exit for
    /// ε = 0.001 of the curve Core Animation draws when the caller has it.
    /// The motion's constants serve as the spring's (λ, ωd and ζ are the
    /// same expressions of it), so they are not computed twice.
    static func duration(_ motion: SpringMotion, allowsOverdamping: Bool, bandExit: Settling?) -> Settling {
        let threshold = Swift.max(epsilon, 1e-6)
        let constants = motion.constants, v0 = motion.initialState.velocity
        switch DampingRegime(dampingRatio: constants.dampingRatio) {
        case .undamped:
            return .never
        case .underdamped:
            let lambda = constants.decay
            let b = (lambda - v0) / constants.frequency
            let t = -Double.log(threshold / (1 + b.magnitude)) / lambda
            return .after(t.isFinite ? Swift.max(t, 0) : 0)
        case .critical, .overdamped:
            let result = walk(
                allowsOverdamping ? motion : motion.criticallyDamped, threshold: threshold, bandExit: bandExit)
            return .after(result.isFinite ? result : 0)
        }
    }

    /// The walk over the 0.1 s grid, sample by sample where the curve is near
    /// the band, jumping over the stretches where it is certainly outside.
    ///
    /// For ζ ≥ 1 the curve has at most one extremum, so it is inside the band
    /// on at most two intervals: a passage through the target, when it
    /// overshoots by more than ε, and for good from the band exit on. Before
    /// each, the walk resumes a few samples early, so every sample that can
    /// be inside is evaluated exactly as the plain walk evaluates it.
    ///
    /// After both the band exit and the extremum, |x| falls for good: once a
    /// sample there is inside by more than the evaluation's rounding
    /// (`margin`), every later sample is inside too, and the plain walk
    /// would return the first sample of that stretch: it is returned at once.
    ///
    /// Edge case: a curve still outside 100 s after the band exit is outside
    /// only by its rounding, which then exceeds the band (|v0|/ω0 above about
    /// 10⁸): the band exit is returned, rather than walking to the end of
    /// Core Animation's clock.
    static func walk(_ motion: SpringMotion, threshold: Double, bandExit: Settling? = nil) -> Double {
        let margin = roundingMargin(motion)
        if bandExit == nil, let early = earlyEnd(motion, threshold: threshold, margin: margin) { return early }
        let landmarks = MotionLandmarks(motion)
        let exit: Double, outsideAtExit: Bool
        if let bandExit {
            guard case let .after(time) = bandExit else { return 0 }
            (exit, outsideAtExit) = (time, false)
        } else {
            guard let found = motion.walkExit(epsilon: threshold, landmarks: landmarks) else { return 0 }
            (exit, outsideAtExit) = (found.time, found.outside)
        }
        let passage = motion.passageEntry(epsilon: threshold, landmarks: landmarks)
        let extremum = landmarks.extrema.first ?? 0
        let falling = Swift.max(exit, extremum)
        var index = 0
        var t = 0.0
        var firstInside: Double?
        var strayed = 0
        while true {
            // x(0) = x0 exactly, as the basis gives it.
            let distance = t == 0 ? motion.initialState.displacement.magnitude : motion.displacement(at: t).magnitude
            if distance < threshold {
                if let first = firstInside {
                    if t - first > 1 { return first }
                } else {
                    firstInside = t
                }
                if t >= falling, distance < threshold - margin { return firstInside! }
            } else {
                firstInside = nil
                // Outside: skip to a few samples before the next time the curve can be inside.
                let entry: Double? = if let passage, passage > t { passage } else if exit > t { exit } else { nil }
                if let entry {
                    guard let next = TenthSecondClock.firstIndex(reaching: entry) else { return exit }
                    if next - resume > index + 1 {
                        index = next - resume
                        t = TenthSecondClock.time(at: index)
                        // From the extremum on |x| falls to the exit: when the last sample
                        // before it is outside by more than the rounding, so are the others.
                        // So it is when `exit` itself is known to be outside by that much.
                        let last = t + TenthSecondClock.tick + TenthSecondClock.tick
                        guard t >= extremum,
                            entry == exit && outsideAtExit
                                || motion.displacement(at: last).magnitude >= threshold + margin
                        else { continue }
                        index = next - 1
                        t = last
                    }
                } else {
                    // Past both entries the curve is inside but for rounding. Outside for 100 s
                    // there, it is lost in it (|v0|/ω0 beyond 10⁸ ε, far beyond the band): the
                    // walk would go on to the end of the clock, so the band exit is its answer.
                    strayed += 1
                    if strayed > maximumStray { return exit }
                }
            }
            let next = t + TenthSecondClock.tick
            guard next > t else { return firstInside ?? exit }
            t = next
            index += 1
        }
    }

    /// Samples walked before a time the curve may enter the band.
    static let resume = 3

    /// A bound on the rounding of the displacement, which is accurate to a
    /// few ulps of `max(|x0|, |v0|/ω0)`: 2⁻³⁶ of that, far more than the rounding.
    static func roundingMargin(_ motion: SpringMotion) -> Double {
        let scale = Swift.max(
            motion.initialState.displacement.magnitude,
            motion.initialState.velocity.magnitude / motion.constants.naturalFrequency)
        return scale * 0x1p-36
    }

    /// The walk's result when it ends within its first `earlySamples`
    /// samples after t = 0, as it does for a fast spring, found without the
    /// band exit; nil (walk in full) otherwise.
    ///
    /// With at most one extremum (ζ ≥ 1), |x| falls for good from the
    /// extremum on, or from t = 0 when there is none at t > 0 (there is then
    /// no target crossing either). So once a sample at or after the extremum
    /// is inside the band by more than the rounding (`margin`), every later
    /// sample is inside too, and the walk returns the first sample of the
    /// stretch inside that it is in: these few samples are walked as the walk
    /// walks them (t₀ = 0 is outside when |x0| > ε). Skipped at once, without
    /// evaluating anything, when the slow rate ρ has `ρ t ≤ 5` at the last of
    /// them: |x| < ε by then would need |x0 + …| far below |x0|, which is rare.
    static func earlyEnd(_ motion: SpringMotion, threshold: Double, margin: Double) -> Double? {
        guard !motion.constants.oscillates,
            -motion.constants.slowRate * (Double(earlySamples) * TenthSecondClock.tick) > 5,
            motion.initialState.displacement.magnitude > threshold
        else { return nil }
        let extremum = motion.velocityZeros.first ?? 0
        var t = 0.0
        var firstInside: Double?
        for _ in 0..<earlySamples {
            t += TenthSecondClock.tick
            let distance = motion.displacement(at: t).magnitude
            guard distance < threshold else {
                firstInside = nil
                continue
            }
            let first = firstInside ?? t
            if t >= extremum, distance < threshold - margin { return first }
            firstInside = first
        }
        return nil
    }

    /// Samples outside the band after both entries (the band exit, a
    /// passage) after which ``walk(_:threshold:bandExit:)`` gives up: 100 s.
    static let maximumStray = 1000

    /// Samples after t = 0 that ``earlyEnd(_:threshold:margin:)`` walks.
    static let earlySamples = 4
}

extension SpringMotion {
    /// For a motion with at most one extremum: when it enters the band
    /// `|x| < ε` on its way through the target, if it leaves the band again
    /// on the far side (overshoots by more than ε); else nil.
    func passageEntry(epsilon: Double) -> Double? {
        passageEntry(epsilon: epsilon, landmarks: MotionLandmarks(self))
    }

    /// ``passageEntry(epsilon:)`` from landmarks computed once for several metrics.
    func passageEntry(epsilon: Double, landmarks: MotionLandmarks) -> Double? {
        guard let crossing = landmarks.crossings.first, let extremum = landmarks.extrema.first,
            extremum > crossing, let peak = landmarks.firstExtremum, peak.magnitude > epsilon
        else { return nil }
        // |x| falls to 0 on [0, crossing]: from above ε at 0 (x0 = −1) to 0.
        let side: Double = initialState.displacement < 0 ? -1 : 1
        // Started at the crossing: near it x is nearly linear, and the first Newton step lands close.
        let entry = decreasingRoot(in: 0, crossing, start: crossing) { t in
            self.derivatives(at: t).shifted(by: -side * epsilon, scaled: side)
        }
        return entry.isFinite ? entry : nil
    }
}

extension SpringMotion {
    /// The band exit as the walk needs it, or nil when the motion never
    /// settles: a time after which the motion stays outside the band until
    /// the exit, at most about 1e-6 (relatively) and 1 s before the exit, and whether
    /// the motion is known to be outside there by more than the evaluation's
    /// rounding (`2⁻³⁶ max(|x0|, |v0|/ω0)`). The walk evaluates the samples
    /// around the exit itself, so it needs no more than that; it resumes a
    /// few samples before this time, evaluates every sample that can be
    /// inside as the plain walk does, and returns the same sample.
    ///
    /// For critical damping after its last extremum outside, with no
    /// crossing after it, Halley's method on `ln|x0 + qt| − λt − ln ε`
    /// (``criticalExit(from:epsilon:tolerance:)``) converges to within 1e-9 of
    /// the exit: stepping back by 1e-6 of it (by 1 s past 10⁶ s, so that the
    /// walk has at most 10 samples to take) and finding the motion still
    /// outside there, by more than the rounding, proves that point to lie
    /// before the exit, and close to it. This spares the safeguarded root on
    /// the solution, which costs an exponential and a logarithm a step.
    /// Every other case, and a check that fails, takes the exact
    /// ``bandExit(epsilon:)``, as do exits near where Core Animation's clock
    /// stops (2⁵⁰ s), where the walk returns the exit itself.
    func walkExit(epsilon: Double, landmarks: MotionLandmarks) -> (time: Double, outside: Bool)? {
        let exact = { bandExit(epsilon: epsilon, landmarks: landmarks).seconds.map { (time: $0, outside: false) } }
        guard !constants.oscillates, constants.frequency == 0,
            let start = lastPeakOutside(epsilon: epsilon, landmarks), let peak = start.time,
            landmarks.crossings.first(after: peak) == nil
        else { return exact() }
        let estimate = peak + Double.log(start.magnitude / epsilon) / constants.decay
        let (near, converged) = criticalExit(from: estimate, epsilon: epsilon, tolerance: 1e-9)
        // The walk steps sample by sample from here: at most 1 s (10 samples) before the
        // exit, or a slow decay (an exit at 10¹³ s) would take 10⁸ samples.
        let before = near - Swift.min(1e-6 * near, 1)
        let side: Double = start.displacement < 0 ? -1 : 1
        guard converged, before > peak, before < 0x1p49,
            side * displacement(at: before) > epsilon + CoreAnimationSettling.roundingMargin(self)
        else { return exact() }
        return (before, true)
    }
}

extension Spring {
    /// The spring with the same mass and stiffness and damping set to critical,
    /// `c = 2√(k m)`: what Core Animation draws for ζ > 1 by default.
    public var criticallyDamped: Spring {
        try! Spring(mass: mass, stiffness: stiffness, damping: 2 * (stiffness * mass).squareRoot())
    }
}

extension SpringMotion {
    /// The motion from the same state with the spring ``Spring/criticallyDamped``:
    /// how Core Animation and React Native's JS driver draw ζ > 1. The state
    /// was checked when this motion was made, so the new one exists.
    var criticallyDamped: SpringMotion {
        (try? SpringMotion(spring: spring.criticallyDamped, initialState: initialState)) ?? self
    }
}
