/// One spring animation as a user wrote it, resolved to the physical spring it
/// runs: the common currency of every springlab command.
///
/// The motion is the normalized one (progress 0 → 1, x0 = −1) with the initial
/// velocity in fractions of the distance per second.
public struct SpringAnimation: Sendable {
    /// Which API the animation was written for.
    public enum Source: Hashable, Sendable {
        /// `CASpringAnimation` mass / stiffness / damping (the damping coefficient).
        case coreAnimation
        /// `CASpringAnimation(perceptualDuration:bounce:)`.
        case perceptual(duration: Double, bounce: Double)
        /// `UIView.animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:)`.
        case uikit(UIKitSpring)
        /// SwiftUI `Spring(duration:bounce:)`.
        case swiftUIDuration(SwiftUISpring)
        /// SwiftUI `Spring(response:dampingRatio:)`.
        case swiftUIResponse(SwiftUISpring)
        /// A SwiftUI preset such as `.bouncy`.
        case preset(SwiftUIPreset)
    }

    public let source: Source
    /// The physical spring that moves: for UIKit the one its solver builds.
    public let spring: Spring
    public let initialVelocity: Double
    /// Whether Core Animation would draw ζ > 1 as overdamped (true) or as
    /// critical damping (false, `CASpringAnimation`'s default).
    public let allowsOverdamping: Bool

    private init(
        source: Source, spring: Spring, initialVelocity: Double,
        allowsOverdamping: Bool
    ) throws(SpringError) {
        try Validate.finite(initialVelocity, "initial velocity")
        self.source = source
        self.spring = spring
        self.initialVelocity = initialVelocity
        self.allowsOverdamping = allowsOverdamping
    }

    /// `CASpringAnimation` with mass, stiffness, damping and initial velocity.
    public init(_ animation: CoreAnimationSpring) {
        // CoreAnimationSpring has validated its velocity already.
        try! self.init(
            source: .coreAnimation, spring: animation.spring,
            initialVelocity: animation.initialVelocity,
            allowsOverdamping: animation.allowsOverdamping)
    }

    /// `CASpringAnimation(perceptualDuration:bounce:)`: the SwiftUI mapping with
    /// mass 1, drawn overdamped when ζ > 1.
    public init(perceptualDuration: Double, bounce: Double, initialVelocity: Double = 0) throws(SpringError) {
        let animation = try CoreAnimationSpring(
            perceptualDuration: perceptualDuration, bounce: bounce,
            initialVelocity: initialVelocity)
        try self.init(
            source: .perceptual(duration: perceptualDuration, bounce: bounce), spring: animation.spring,
            initialVelocity: initialVelocity, allowsOverdamping: true)
    }

    /// A UIKit spring animation: the spring its Newton solve builds.
    /// - Throws: ``SpringError/uikitSolveFailed(duration:dampingRatio:initialVelocity:)``.
    public init(_ uikit: UIKitSpring) throws(SpringError) {
        try self.init(
            source: .uikit(uikit), spring: uikit.spring(),
            initialVelocity: uikit.initialVelocity, allowsOverdamping: false)
    }

    /// A SwiftUI spring; `writtenAsResponse` says which initializer the user called.
    public init(
        _ swiftUI: SwiftUISpring, writtenAsResponse: Bool = false,
        initialVelocity: Double = 0
    ) throws(SpringError) {
        try self.init(
            source: writtenAsResponse ? .swiftUIResponse(swiftUI) : .swiftUIDuration(swiftUI),
            spring: swiftUI.spring(), initialVelocity: initialVelocity, allowsOverdamping: true)
    }

    /// A SwiftUI preset (`.smooth`, `.snappy`, `.bouncy`).
    public init(_ preset: SwiftUIPreset, initialVelocity: Double = 0) throws(SpringError) {
        try self.init(
            source: .preset(preset), spring: preset.swiftUISpring.spring(),
            initialVelocity: initialVelocity, allowsOverdamping: true)
    }
}

extension SpringAnimation {
    /// The exact normalized motion.
    public var motion: SpringMotion {
        try! SpringMotion(animating: spring, initialVelocity: initialVelocity)
    }

    /// The UIKit parameters when the animation was written for UIKit.
    public var uikit: UIKitSpring? {
        if case let .uikit(uikit) = source { return uikit }
        return nil
    }

    /// When the animation is cut short and snapped to the target (UIKit's
    /// duration), or nil when it runs until it settles.
    public var endTime: Double? { uikit?.duration }

    /// Whether Core Animation would draw something other than the physics:
    /// ζ > 1 rendered as critical damping.
    public var coreAnimationRendersCritical: Bool {
        !allowsOverdamping && spring.dampingRatio > 1
    }

    /// All metrics of the motion.
    public func metrics(tolerance: SettlingTolerance = .standard) throws(SpringError) -> SpringMetrics {
        try SpringMetrics(
            spring: spring, initialVelocity: initialVelocity, tolerance: tolerance,
            allowsOverdamping: allowsOverdamping)
    }
}
