import RealModule

/// Jetpack Compose's end of a `spring()` animation: `FloatSpringSpec` asks
/// `SpringEstimation` for the animation's duration, truncated to whole
/// milliseconds, and `TargetBasedAnimation` shows the target from then on
/// (``sources``; docs/runtime-ends.md).
///
/// The estimate rescales the motion so that `visibilityThreshold` is 1:
///
/// - ζ < 1: the envelope time `ln(δ / √(c1² + c2²)) / r` with r = −ζω0,
///   c1 = D/δ, c2 = (v − r c1)/ωd (v the velocity toward the start, per δ),
///   which for the normalized motion is
///   `ln(ε / √(1 + ((λ − v0)/ωd)²)) / (−λ)`, ε = δ/D.
/// - ζ ≥ 1: Compose iterates Newton's method for the last time |x| = δ,
///   stopping once a step moves less than a millisecond; springlab takes that
///   time exactly (its band exit at ε), which the truncation to milliseconds
///   makes agree except within a millisecond of a whole one.
///
/// Edge cases: an estimate below 0 (the motion never leaves the band) is 0.
public struct ComposeRuntime: Hashable, Sendable {
    /// `visibilityThreshold` in the value's units (0.01 for `Float`, Compose's
    /// `Spring.DefaultDisplacementThreshold`).
    public let visibilityThreshold: Double

    /// Compose's default threshold for a `Float`.
    public static let defaultVisibilityThreshold = 0.01

    public init(visibilityThreshold: Double = ComposeRuntime.defaultVisibilityThreshold) {
        self.visibilityThreshold = visibilityThreshold
    }

    /// The estimated duration in whole milliseconds for `motion` over `distance`.
    public func durationMilliseconds(_ motion: SpringMotion, distance: Double) -> Double {
        let epsilon = visibilityThreshold / distance
        let spring = motion.spring
        let seconds: Double
        if spring.dampingRatio < 1 {
            let lambda = spring.decayRate
            let sine =
                (lambda * -motion.initialState.displacement - motion.initialState.velocity) / spring.dampedFrequency
            let amplitude = (motion.initialState.displacement * motion.initialState.displacement + sine * sine)
                .squareRoot()
            seconds = Double.log(epsilon / amplitude) / -lambda
        } else {
            seconds = motion.bandExit(epsilon: epsilon).seconds ?? ScreenRun.horizon
        }
        return Swift.max((seconds * 1000).rounded(.towardZero), 0)
    }

    public func run(_ motion: SpringMotion, move: ScreenMove) -> ScreenRun {
        let end = durationMilliseconds(motion, distance: move.distance)
        return ScreenRun.following(motion, move: move) { k, _ in move.frameMilliseconds(k) >= end }
    }
}

extension ComposeRuntime: SpringMotionRuntime {
    public typealias Input = ComposeInput
    public static let key = "compose"
    public static let name = "Compose"
    public static let sources = [
        RuntimeSource(
            "spring(dampingRatio, stiffness), the estimated duration",
            "androidx/androidx `compose/animation/animation-core/…/SpringEstimation.kt`, `FloatAnimationSpec.kt` "
                + "(docs/runtimes.md, Jetpack Compose)")
    ]

    /// Compose's default `visibilityThreshold`, or the one written with a `compose:` input.
    public static func model(for animation: SpringAnimation, move: ScreenMove) -> Self? {
        ComposeRuntime(
            visibilityThreshold: (animation.input as? ComposeInput)?.visibilityThreshold
                ?? ComposeRuntime.defaultVisibilityThreshold)
    }

    public func candidates(tolerance: Double, animation: SpringAnimation, move: ScreenMove) -> [Self] {
        Self.thresholdScales(tolerance: tolerance, move: move).map { ComposeRuntime(visibilityThreshold: $0) }
    }

    public func parameters(_ animation: SpringAnimation, move: ScreenMove) -> [RuntimeParameter] {
        [RuntimeParameter("visibilityThreshold", visibilityThreshold)]
    }

    /// `compose` (Android's `SpringForce` takes the same numbers).
    public static func groups(_ equivalents: SpringEquivalents) -> [EquivalentGroup] {
        [DampingRatioSpring.group("compose", velocityName: "initialVelocity", equivalents)]
    }

    public static func code(_ equivalents: SpringEquivalents) -> ComposeCode {
        ComposeCode(equivalents, ComposeRuntime(), writesThreshold: false)
    }

    /// With `visibilityThreshold` written into `spring(…)`.
    public func code(_ equivalents: SpringEquivalents) -> ComposeCode {
        ComposeCode(equivalents, self, writesThreshold: true)
    }
}
