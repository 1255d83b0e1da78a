/// Everything springlab reports about one animation, each metric computed from
/// the exact solution of the normalized motion (x0 = −1, distance 1).
public struct SpringMetrics: Hashable, Sendable {
    /// The band ε used for ``settling`` and ``envelope``, as a fraction of the distance.
    public let tolerance: SettlingTolerance
    /// Exact band exit: the last time |x| > ε.
    public let settling: Settling
    /// Core Animation's `settlingDuration` (ε = 0.001 regardless of ``tolerance``).
    public let coreAnimationSettling: Settling
    /// When the decay envelope falls below ε (≥ the band exit).
    public let envelope: Settling
    /// Largest excursion past the target as a fraction of the distance, and its time.
    public let overshoot: Overshoot
    /// Target crossings before the band exit; nil when the motion never settles.
    public let crossings: Int?

    /// - Parameters:
    ///   - spring: the physical spring.
    ///   - initialVelocity: in fractions of the distance per second, positive
    ///     toward the target.
    ///   - tolerance: the band ε for the band exit and the envelope bound.
    ///   - allowsOverdamping: whether Core Animation draws ζ > 1 as such (true
    ///     for the perceptual-duration initializer) or as critical damping.
    public init(
        spring: Spring, initialVelocity: Double,
        tolerance: SettlingTolerance = .standard,
        allowsOverdamping: Bool = false
    ) throws(SpringError) {
        var cache = RenderedCurveCache()
        try self.init(
            spring: spring, initialVelocity: initialVelocity, tolerance: tolerance,
            allowsOverdamping: allowsOverdamping, renderedBandExit: nil, cache: &cache)
    }

    /// The metrics, given the band exit in `tolerance` of the critically
    /// damped curve Core Animation draws in place of a spring with ζ > 1
    /// without `allowsOverdamping`, when the caller has computed it (a
    /// report shows it): Core Animation's walk follows that curve and, when
    /// `tolerance` is its own ε = 0.001, takes that exit instead of finding it.
    /// Core Animation's `settlingDuration` of that curve is read from
    /// `cache` when it holds the curve, and kept there.
    init(
        spring: Spring, initialVelocity: Double, tolerance: SettlingTolerance, allowsOverdamping: Bool,
        renderedBandExit: Settling?, cache: inout RenderedCurveCache
    ) throws(SpringError) {
        let motion = try SpringMotion(animating: spring, initialVelocity: initialVelocity)
        // Extrema and crossings serve the band exit, the overshoot and the crossings alike.
        let landmarks = MotionLandmarks(motion)
        self.tolerance = tolerance
        settling = motion.bandExit(epsilon: tolerance.fraction, landmarks: landmarks)
        // The walk of Core Animation's settlingDuration follows the physical
        // motion when it draws it as such: its band exit, for ε = 0.001, is known then.
        let inCoreAnimationBand = tolerance.fraction == CoreAnimationSettling.epsilon
        if allowsOverdamping || motion.constants.dampingRatio <= 1 {
            coreAnimationSettling = CoreAnimationSettling.duration(
                motion, allowsOverdamping: allowsOverdamping, bandExit: inCoreAnimationBand ? settling : nil)
        } else {
            // The walk follows the critically damped curve drawn instead, the same for any damping.
            coreAnimationSettling = cache.coreAnimationSettling(
                of: spring, initialVelocity: initialVelocity, tolerance: tolerance
            ) {
                CoreAnimationSettling.duration(
                    motion, allowsOverdamping: false, bandExit: inCoreAnimationBand ? renderedBandExit : nil)
            }
        }
        // Without oscillation the envelope bound is the band exit itself
        // (see ``SpringMotion/envelopeBound(epsilon:)``): do not solve it twice.
        envelope =
            motion.constants.oscillates
            ? motion.oscillatingEnvelopeBound(
                epsilon: tolerance.fraction, amplitudeTimesOmega: landmarks.amplitudeTimesFrequency)
            : settling
        overshoot = motion.overshoot(landmarks: landmarks)
        crossings = settling.seconds.map { motion.targetCrossings(through: $0, zeros: landmarks.crossings) }
    }
}
