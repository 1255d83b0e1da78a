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
public struct ComposeEnd: Hashable, Sendable {
    /// `visibilityThreshold` in the value's units (0.01 for `Float`, Compose's
    /// `Spring.DefaultDisplacementThreshold`).
    public let visibilityThreshold: Double

    /// Compose's default threshold for a `Float`.
    public static let defaultVisibilityThreshold = 0.01

    public init(visibilityThreshold: Double = ComposeEnd.defaultVisibilityThreshold) {
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

/// Jetpack Compose's `spring(dampingRatio, stiffness)` and Android's
/// `SpringForce`: a spring of unit mass given by its damping ratio and its
/// stiffness (docs/runtimes.md).
///
///     k = stiffness,   c = 2 ζ √k,   m = 1
public struct ComposeSpring: Hashable, Sendable {
    /// ζ ≥ 0.
    public let dampingRatio: Double
    /// k/m in 1/s², > 0.
    public let stiffness: Double

    public init(dampingRatio: Double, stiffness: Double) throws(SpringError) {
        try Validate.nonNegative(dampingRatio, "damping ratio")
        try Validate.positive(stiffness, "stiffness")
        self.dampingRatio = dampingRatio
        self.stiffness = stiffness
    }

    /// The Compose spring that moves exactly like `spring` (any mass).
    public init(_ spring: Spring) {
        dampingRatio = spring.dampingRatio
        stiffness = spring.stiffness / spring.mass
    }

    /// The physical spring, of unit mass.
    public func spring() throws(SpringError) -> Spring {
        try Spring(mass: 1, naturalFrequency: stiffness.squareRoot(), dampingRatio: dampingRatio)
    }
}

extension ComposeEnd: SpringMotionRuntime, RuntimeCodeSettings {
    public typealias Input = ComposeInput
    public static let key = "compose"
    public static let name = "Compose"
    public static let codeOrder = 40
    public static let sources = [
        RuntimeSource(
            "spring(dampingRatio, stiffness), the estimated duration",
            "androidx/androidx `compose/animation/animation-core/…/SpringEstimation.kt`, `FloatAnimationSpec.kt` "
                + "(docs/runtimes.md, Jetpack Compose)")
    ]

    /// Compose's default `visibilityThreshold`, or the one written with a `compose:` input.
    public static func model(for animation: SpringAnimation, move: ScreenMove) -> Self? {
        ComposeEnd(
            visibilityThreshold: (animation.input as? ComposeInput)?.visibilityThreshold
                ?? ComposeEnd.defaultVisibilityThreshold)
    }

    public func candidates(tolerance: Double, animation: SpringAnimation, move: ScreenMove) -> [Self] {
        Self.thresholdScales(tolerance: tolerance, move: move).map { ComposeEnd(visibilityThreshold: $0) }
    }

    public func parameters(_ animation: SpringAnimation, move: ScreenMove) -> [RuntimeParameter] {
        [RuntimeParameter("visibilityThreshold", visibilityThreshold)]
    }

    /// `compose` (Android's `SpringForce` takes the same numbers).
    public static func groups(_ equivalents: SpringEquivalents) -> [EquivalentGroup] {
        [ComposeSpring.group("compose", order: 60, velocityName: "initialVelocity", equivalents)]
    }

    /// `visibilityThreshold`, written into `spring(…)`.
    func settings(_ number: (Double) -> String) -> String {
        ", visibilityThreshold = \(number(visibilityThreshold))f"
    }

    static func code(_ equivalents: SpringEquivalents, settings threshold: String, number: (Double) -> String)
        -> [String]
    {
        let compose = ComposeSpring(equivalents.spring)
        return [
            SpringEquivalents.line(
                "Jetpack Compose",
                "animatable.animateTo(\(number(equivalents.move.to))f, "
                    + "spring(dampingRatio = \(number(compose.dampingRatio))f, "
                    + "stiffness = \(number(compose.stiffness))f\(threshold)), "
                    + "initialVelocity = \(number(equivalents.unitsPerSecond))f)"
                    + SpringEquivalents.velocityComment(.unitsPerSecond))
        ]
    }
}

extension ComposeSpring {
    /// The group of a unit-mass spring given by ζ and stiffness, with the
    /// initial velocity in units per second under `velocityName`.
    static func group(_ key: String, order: Int, velocityName: String, _ equivalents: SpringEquivalents)
        -> EquivalentGroup
    {
        let compose = ComposeSpring(equivalents.spring)
        return equivalents.group(
            key, order: order,
            [("dampingRatio", .number(compose.dampingRatio)), ("stiffness", .number(compose.stiffness))],
            velocityName: velocityName)
    }
}
