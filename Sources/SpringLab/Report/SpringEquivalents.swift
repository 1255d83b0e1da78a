/// The same motion written for each API springlab knows.
///
/// All of them describe the identical normalized motion; what differs is
/// what the API does around it (UIKit stops at its duration and snaps,
/// Core Animation may draw ζ > 1 as critical damping). Flutter's
/// `SpringDescription`, motion's and react-spring's configurations take the
/// physical ``SpringAnimation/spring`` under their own names.
public struct SpringEquivalents: Sendable {
    /// SwiftUI `Spring(duration:bounce:)` / `Spring(response:dampingRatio:)`
    /// (also `CASpringAnimation(perceptualDuration:bounce:)`).
    public let swiftUI: SwiftUISpring
    /// The UIKit call whose Newton solve gives this spring (the one written,
    /// for an animation written for UIKit), or nil if UIKit cannot express
    /// it (ζ > 1, ζ = 0, or a duration outside 0.01…10 s).
    public let uikit: UIKitSpring?
    /// `CASpringAnimation` with mass / stiffness / damping / initialVelocity.
    public let coreAnimation: CoreAnimationSpring
    /// Jetpack Compose's `spring()` and Android's `SpringForce` (unit mass).
    public let compose: ComposeSpring

    public init(_ animation: SpringAnimation) {
        let spring = animation.spring
        swiftUI = SwiftUISpring(spring)
        uikit = animation.uikit ?? UIKitSpring.matching(spring, initialVelocity: animation.initialVelocity)
        // The spring and the velocity of an animation are valid already.
        coreAnimation = try! CoreAnimationSpring(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
            initialVelocity: animation.initialVelocity,
            allowsOverdamping: spring.dampingRatio > 1)
        compose = ComposeSpring(spring)
    }
}
