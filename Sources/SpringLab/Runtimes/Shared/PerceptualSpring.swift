/// Apple's spring by perceptual duration and bounce: SwiftUI's
/// `Spring(duration:bounce:)` and `Spring(response:dampingRatio:)` (which
/// describe the same spring two ways, `duration` being `response`), Core
/// Animation's `CASpringAnimation(perceptualDuration:bounce:)` and UIKit's
/// `UIView.animate(springDuration:bounce:…)` and
/// `UISpringTimingParameters(duration:bounce:initialVelocity:)`, the last
/// three with mass 1.
///
/// With mass m (SwiftUI's default is 1):
///
///     k = (2π / duration)² m,     c = 4π ζ m / duration
///
/// so `duration` is the period of the undamped spring, `2π√(m/k)`, and
/// ζ comes from ``Bounce``.
public struct PerceptualSpring: Hashable, Sendable {
    /// Period of the undamped spring in seconds (SwiftUI's `duration`/`response`), > 0.
    public let duration: Double
    /// Damping ratio ζ ≥ 0.
    public let dampingRatio: Double

    /// `Spring(duration:bounce:)`.
    public init(duration: Double, bounce: Double) throws(SpringError) {
        try self.init(response: duration, dampingRatio: Bounce(bounce).dampingRatio)
    }

    /// `Spring(response:dampingRatio:)`.
    public init(response: Double, dampingRatio: Double) throws(SpringError) {
        try Validate.positive(response, "duration")
        try Validate.nonNegative(dampingRatio, "damping ratio")
        duration = response
        self.dampingRatio = dampingRatio
    }

    /// The spring of this form that moves exactly like `spring` (any mass).
    public init(_ spring: Spring) {
        duration = spring.response
        dampingRatio = spring.dampingRatio
    }

    /// SwiftUI's `bounce`.
    public var bounce: Double { Bounce(dampingRatio: dampingRatio).value }

    /// The physical spring, with the given mass.
    public func spring(mass: Double = 1) throws(SpringError) -> Spring {
        try Validate.positive(mass, "mass")
        let omega = 2 * .pi / duration
        return try Spring(
            mass: mass, stiffness: omega * omega * mass,
            damping: 4 * .pi * dampingRatio * mass / duration)
    }
}
