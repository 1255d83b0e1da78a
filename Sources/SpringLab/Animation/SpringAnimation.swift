/// One spring animation as written for an API, resolved to the physical
/// spring it runs and to how the API ends it: the common currency of every
/// springlab command.
///
/// The motion is the normalized one (progress 0 → 1, x0 = −1) with the
/// initial velocity in fractions of the distance per second (docs/physics.md).
public struct SpringAnimation: Sendable {
    /// The spring as written: the API and its parameters.
    public let input: any SpringInput
    /// The physical spring that moves: for UIKit the one its solver builds.
    public let spring: Spring
    /// In fractions of the distance per second, positive toward the target.
    public let initialVelocity: Double
    /// Whether Core Animation would draw ζ > 1 as overdamped (true) or as
    /// critical damping (false, `CASpringAnimation`'s default).
    public let allowsOverdamping: Bool
    /// When the API stops the animation and jumps to the target (UIKit's
    /// duration), or nil when it runs until it settles.
    public let endTime: Double?

    /// An animation of `spring` written as `input`; the kinds of input call
    /// this from their forms.
    ///
    /// - Throws: ``SpringError/nonFinite(parameter:value:)`` for a non-finite
    ///   velocity, ``SpringError/notPositive(parameter:value:)`` for an end
    ///   time that is not a positive finite number.
    public init(
        _ input: some SpringInput, spring: Spring, initialVelocity: Double, allowsOverdamping: Bool,
        endTime: Double? = nil
    ) throws(SpringError) {
        try Validate.finite(initialVelocity, "initial velocity")
        if let endTime { try Validate.positive(endTime, "end time") }
        self.input = input
        self.spring = spring
        self.initialVelocity = initialVelocity
        self.allowsOverdamping = allowsOverdamping
        self.endTime = endTime
    }
}

extension SpringAnimation {
    /// The exact normalized motion.
    public var motion: SpringMotion {
        // The spring and the velocity were validated on the way in.
        try! SpringMotion(animating: spring, initialVelocity: initialVelocity)
    }

    /// Whether Core Animation would draw something other than the physics:
    /// ζ > 1 rendered as critical damping.
    public var coreAnimationRendersCritical: Bool {
        !allowsOverdamping && spring.dampingRatio > 1
    }

    /// All metrics of the motion.
    public func metrics(tolerance: SettlingTolerance = .standard) throws(SpringError) -> SpringMetrics {
        try SpringMetrics(
            spring: spring, initialVelocity: initialVelocity, tolerance: tolerance, allowsOverdamping: allowsOverdamping
        )
    }
}
