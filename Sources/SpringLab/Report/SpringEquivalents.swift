/// The same motion written for each API springlab knows, with the initial
/// velocity in each API's own unit for a move of ``move``.
///
/// All of them describe the identical motion; what differs is what the API
/// does around it (UIKit stops at its duration and snaps, Core Animation may
/// draw ζ > 1 as critical damping, each runtime ends at its own time).
/// Velocities:
///
/// - UIKit, Core Animation and SwiftUI take fractions of the distance per
///   second (``velocity``);
/// - Compose, Android, Flutter, motion, Rebound and POP take units per
///   second (``unitsPerSecond``: velocity × distance);
/// - react-spring takes units per millisecond (``unitsPerMillisecond``): it
///   integrates in steps of 1 ms.
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
    /// The physical spring (Flutter, motion, react-spring and POP take its
    /// mass, stiffness and damping as they are).
    public let spring: Spring
    /// Rebound's `SpringConfig` in Origami units (unit mass).
    public let origami: OrigamiSpring
    /// The move the velocities are for.
    public let move: ScreenMove
    /// The initial velocity in fractions of the distance per second.
    public let velocity: Double

    public init(_ animation: SpringAnimation, move: ScreenMove = .standard) {
        let spring = animation.spring
        self.spring = spring
        swiftUI = SwiftUISpring(spring)
        uikit = animation.uikit ?? UIKitSpring.matching(spring, initialVelocity: animation.initialVelocity)
        // The spring and the velocity of an animation are valid already.
        coreAnimation = try! CoreAnimationSpring(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
            initialVelocity: animation.initialVelocity,
            allowsOverdamping: spring.dampingRatio > 1)
        compose = ComposeSpring(spring)
        origami = OrigamiSpring(spring)
        self.move = move
        velocity = animation.initialVelocity
    }

    /// The initial velocity in units per second: velocity × distance.
    public var unitsPerSecond: Double { move.unitsPerSecond(velocity) }

    /// The initial velocity in units per millisecond (react-spring's `velocity`).
    public var unitsPerMillisecond: Double { move.unitsPerMillisecond(velocity) }

    /// Rebound's physical `SpringConfig(tension, friction)`: k and c of a unit mass.
    public var unitMass: Spring { spring.normalizedToUnitMass }
}
