/// `UISpringTimingParameters`, the spring timing of a `UIViewPropertyAnimator`
/// (<https://developer.apple.com/documentation/uikit/uispringtimingparameters>),
/// written with its initializers' argument names:
///
/// - `uikit-timing:dampingRatio=0.7,duration=0.5[,initialVelocity=0]`:
///   `init(dampingRatio:initialVelocity:)` with the animator's `duration`.
///   It stores no duration of its own; springlab reads it as UIKit's solver
///   over the animator's duration (``UIKitSpring``), ending there with a jump.
/// - `uikit-timing:mass=1,stiffness=100,damping=10[,initialVelocity=0]`:
///   `init(mass:stiffness:damping:initialVelocity:)`, a `CASpringAnimation`'s
///   constants (ζ > 1 drawn as critical), run until it settles.
/// - `uikit-timing:duration=0.5,bounce=0.2[,initialVelocity=0]` (iOS 17):
///   `init(duration:bounce:initialVelocity:)`, SwiftUI's mapping with mass 1.
///
/// `initialVelocity` is the x component of the `CGVector`, in fractions of the
/// distance per second (1 covers the distance in one second).
///
/// Edge cases: the dampingRatio form goes through UIKit's clamps (ζ to
/// (0, 1], the duration to 0.01…10 s for the solve); which solver the
/// animator runs is not verified against Apple's code (docs/apple.md).
public struct UIKitTimingInput: SpringInput {
    public var dampingRatio: Double?
    public var duration: Double?
    public var mass: Double?
    public var stiffness: Double?
    public var damping: Double?
    public var bounce: Double?
    public var initialVelocity: Double?

    public init() {}

    public static let kind = "uikit-timing"
    public static let title = "UISpringTimingParameters"

    public static let dampingRatio = SpringParameter<Self>.number(
        "dampingRatio", \.dampingRatio, { $0.dampingRatio = $1 },
        "init(dampingRatio:initialVelocity:): ζ, clamped to 0…1")
    public static let duration = SpringParameter<Self>.seconds(
        "duration", \.duration, { $0.duration = $1 },
        "the animator's duration with dampingRatio, or init(duration:bounce:)'s perceptual duration (s)")
    public static let mass = SpringParameter<Self>.number(
        "mass", \.mass, { $0.mass = $1 }, "init(mass:stiffness:damping:…): m (kg)")
    public static let stiffness = SpringParameter<Self>.number(
        "stiffness", \.stiffness, { $0.stiffness = $1 }, "k (N/m)")
    public static let damping = SpringParameter<Self>.number(
        "damping", \.damping, { $0.damping = $1 }, "c (N·s/m), not a ratio")
    public static let bounce = SpringParameter<Self>.number(
        "bounce", \.bounce, { $0.bounce = $1 }, "init(duration:bounce:initialVelocity:): −1 < b ≤ 1")
    public static let initialVelocity = SpringParameter<Self>.number(
        "initialVelocity", \.initialVelocity, { $0.initialVelocity = $1 }, default: 0,
        "the vector's x: fractions of the distance per second")

    public static let parameters = [dampingRatio, duration, mass, stiffness, damping, bounce, initialVelocity]

    public static let forms = [
        SpringInputForm<Self>(required: [dampingRatio, duration], optional: [initialVelocity]) {
            input throws(SpringError) in
            let uikit = try UIKitSpring(
                duration: input.number(duration), dampingRatio: input.number(dampingRatio),
                initialVelocity: input.number(initialVelocity))
            return try SpringAnimation(
                input, spring: uikit.spring(), initialVelocity: uikit.initialVelocity, allowsOverdamping: false,
                endTime: uikit.duration)
        },
        SpringInputForm<Self>(required: [mass, stiffness, damping], optional: [initialVelocity]) {
            input throws(SpringError) in
            let velocity = input.number(initialVelocity)
            try Validate.finite(velocity, "initial velocity")
            let spring = try Spring(
                mass: input.number(mass), stiffness: input.number(stiffness), damping: input.number(damping))
            return try SpringAnimation(input, spring: spring, initialVelocity: velocity, allowsOverdamping: false)
        },
        SpringInputForm<Self>(required: [duration, bounce], optional: [initialVelocity]) {
            input throws(SpringError) in
            let swiftUI = try PerceptualSpring(duration: input.number(duration), bounce: input.number(bounce))
            return try SpringAnimation(
                input, spring: swiftUI.spring(), initialVelocity: input.number(initialVelocity),
                allowsOverdamping: true)
        },
    ]

    /// UIKit's clamps of the damping ratio and of the solver's duration.
    public var remarks: [SpringRemark] {
        guard let dampingRatio, let duration,
            let uikit = try? UIKitSpring(
                duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity ?? 0)
        else { return [] }
        return uikit.clampRemarks
    }
}
