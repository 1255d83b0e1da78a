/// Core Animation's end of a `CASpringAnimation` whose `duration` is set to
/// its `settlingDuration`, the usual way of running one (docs/apple.md).
///
/// Until then the layer shows the spring Core Animation renders (ζ > 1 drawn
/// as critical damping unless `allowsOverdamping` is set); when the animation
/// is removed the layer shows its model value, the target.
public struct CoreAnimationRuntime: Hashable, Sendable {
    /// The animation's `duration`, in seconds.
    public let duration: Double
    /// Whether ζ > 1 is drawn as is.
    public let allowsOverdamping: Bool

    public init(duration: Double, allowsOverdamping: Bool) {
        self.duration = duration
        self.allowsOverdamping = allowsOverdamping
    }

    /// `duration = settlingDuration` for `spring` with `initialVelocity`.
    ///
    /// - Throws: ``SpringError`` when the settling duration cannot be
    ///   computed; an undamped spring has none, and gets ``ScreenRun/horizon``.
    public init(spring: Spring, initialVelocity: Double, allowsOverdamping: Bool) throws(SpringError) {
        let settling = try CoreAnimationSettling.duration(
            spring: spring, initialVelocity: initialVelocity, allowsOverdamping: allowsOverdamping)
        self.init(duration: settling.seconds ?? ScreenRun.horizon, allowsOverdamping: allowsOverdamping)
    }

    public func run(_ motion: SpringMotion, move: ScreenMove) -> ScreenRun {
        ScreenRun.following(rendered(motion), move: move) { k, _ in move.frameTime(k) >= duration }
    }

    /// The motion Core Animation draws: ζ > 1 as critical damping unless overdamping is allowed.
    func rendered(_ motion: SpringMotion) -> SpringMotion {
        !allowsOverdamping && motion.spring.dampingRatio > 1 ? motion.criticallyDamped : motion
    }
}

/// `CASpringAnimation`'s parameters: the physical spring, the initial
/// velocity, and whether ζ > 1 is drawn as such.
///
/// Defaults are Core Animation's: mass 1, stiffness 100, damping 10,
/// initialVelocity 0, `allowsOverdamping` false (ζ > 1 is then rendered as
/// critical damping at ω0).
public struct CoreAnimationSpring: Hashable, Sendable {
    public let spring: Spring
    /// `initialVelocity` in fractions of the distance per second.
    public let initialVelocity: Double
    public let allowsOverdamping: Bool

    public init(
        mass: Double = 1, stiffness: Double = 100, damping: Double = 10,
        initialVelocity: Double = 0, allowsOverdamping: Bool = false
    ) throws(SpringError) {
        try Validate.finite(initialVelocity, "initial velocity")
        spring = try Spring(mass: mass, stiffness: stiffness, damping: damping)
        self.initialVelocity = initialVelocity
        self.allowsOverdamping = allowsOverdamping
    }

    /// `CASpringAnimation(perceptualDuration:bounce:)`: the SwiftUI mapping
    /// with mass 1, and `allowsOverdamping` set.
    public init(perceptualDuration: Double, bounce: Double, initialVelocity: Double = 0) throws(SpringError) {
        let swiftUI = try PerceptualSpring(duration: perceptualDuration, bounce: bounce)
        let spring = try swiftUI.spring(mass: 1)
        try self.init(
            mass: 1, stiffness: spring.stiffness, damping: spring.damping,
            initialVelocity: initialVelocity, allowsOverdamping: true)
    }

    /// The spring Core Animation draws: overdamping is replaced by critical
    /// damping unless allowed.
    public var renderedSpring: Spring {
        allowsOverdamping || spring.dampingRatio <= 1 ? spring : spring.criticallyDamped
    }

    /// Core Animation's `settlingDuration`.
    public var settlingDuration: Settling {
        try! CoreAnimationSettling.duration(
            spring: spring, initialVelocity: initialVelocity,
            allowsOverdamping: allowsOverdamping)
    }
}

extension CoreAnimationRuntime: SpringMotionRuntime {
    public typealias Input = CoreAnimationInput
    public static let key = "coreAnimation"
    public static let name = "Core Animation"
    public static let sources = [
        RuntimeSource("settlingDuration, ζ > 1 drawn as critical damping", "docs/apple.md"),
        RuntimeSource(
            "CASpringAnimation(perceptualDuration:bounce:)",
            "<https://developer.apple.com/documentation/quartzcore/caspringanimation>"),
    ]

    /// `duration = settlingDuration`, ζ > 1 drawn as the animation allows.
    public static func model(for animation: SpringAnimation, move: ScreenMove) throws(SpringError) -> Self? {
        try CoreAnimationRuntime(
            spring: animation.spring, initialVelocity: animation.initialVelocity,
            allowsOverdamping: animation.allowsOverdamping)
    }

    /// Durations at the band exits of r · tolerance, then the settling
    /// duration; ζ > 1 drawn as it is, which takes `allowsOverdamping`.
    public func candidates(tolerance: Double, animation: SpringAnimation, move: ScreenMove) -> [Self] {
        let overdamped = animation.spring.dampingRatio > 1
        return ScreenRuntime.thresholdScales.compactMap { r in
            animation.motion.bandExit(epsilon: r * tolerance).seconds.map {
                CoreAnimationRuntime(duration: $0, allowsOverdamping: overdamped)
            }
        } + [CoreAnimationRuntime(duration: duration, allowsOverdamping: overdamped)]
    }

    public func parameters(_ animation: SpringAnimation, move: ScreenMove) -> [RuntimeParameter] {
        [RuntimeParameter("duration", duration), RuntimeParameter("allowsOverdamping", flag: allowsOverdamping)]
    }

    public static func groups(_ equivalents: SpringEquivalents) -> [EquivalentGroup] {
        let spring = equivalents.spring
        return [
            EquivalentGroup(
                "coreAnimation",
                [
                    ("mass", .number(spring.mass)), ("stiffness", .number(spring.stiffness)),
                    ("damping", .number(spring.damping)), ("initialVelocity", .number(equivalents.velocity)),
                    ("allowsOverdamping", .flag(spring.dampingRatio > 1)),
                    ("velocityUnit", .text(VelocityUnit.fractionsPerSecond.rawValue)),
                ])
        ]
    }

    /// Overdamping allowed for ζ > 1, the duration left to the `settlingDuration`.
    public static func code(_ equivalents: SpringEquivalents) -> CoreAnimationCode {
        let overdamped = equivalents.spring.dampingRatio > 1
        let settling = CoreAnimationSettling.duration(
            equivalents.animation.motion, allowsOverdamping: overdamped, bandExit: nil)
        let runtime = CoreAnimationRuntime(
            duration: settling.seconds ?? ScreenRun.horizon, allowsOverdamping: overdamped)
        return CoreAnimationCode(equivalents, runtime, writesEnd: false)
    }

    /// With `duration` and `allowsOverdamping` set.
    public func code(_ equivalents: SpringEquivalents) -> CoreAnimationCode {
        CoreAnimationCode(equivalents, self, writesEnd: true)
    }

    /// `perceptualDuration` is SwiftUI's duration, a perceptual pace.
    public static func durationMeaning(
        _ equivalents: SpringEquivalents, settling: Double, number: (Double) -> String
    ) -> String? {
        "perceptualDuration \(number(PerceptualSpring(equivalents.spring).duration)) s is a perceptual pace "
            + "(the undamped period 2π/ω0), not when the motion settles (\(number(settling)) s)."
    }
}
