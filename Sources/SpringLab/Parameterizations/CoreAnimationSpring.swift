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
        let swiftUI = try SwiftUISpring(duration: perceptualDuration, bounce: bounce)
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
