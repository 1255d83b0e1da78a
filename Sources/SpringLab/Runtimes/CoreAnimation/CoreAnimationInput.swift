/// `CASpringAnimation`, written with its properties
/// (`ca:mass=1,stiffness=100,damping=10[,allowsOverdamping=true][,velocity=0]`,
/// each defaulting to Core Animation's value) or with its initializer
/// `CASpringAnimation(perceptualDuration:bounce:)` (`ca:perceptualDuration=0.5,bounce=0.3`).
///
/// Unless `allowsOverdamping` is set, Core Animation draws ζ > 1 as critical
/// damping; the perceptual initializer sets it.
public struct CoreAnimationInput: SpringInput {
    public var mass: Double?
    public var stiffness: Double?
    public var damping: Double?
    public var allowsOverdamping: Bool?
    public var perceptualDuration: Double?
    public var bounce: Double?
    public var velocity: Double?

    public init() {}

    public init(_ animation: CoreAnimationSpring) {
        mass = animation.spring.mass
        stiffness = animation.spring.stiffness
        damping = animation.spring.damping
        allowsOverdamping = animation.allowsOverdamping ? true : nil
        velocity = animation.initialVelocity == 0 ? nil : animation.initialVelocity
    }

    public static let kind = "ca"
    public static let title = "Core Animation"

    public static let mass = SpringParameter<Self>.number("mass", \.mass, { $0.mass = $1 }, default: 1, "mass (kg)")
    public static let stiffness = SpringParameter<Self>.number(
        "stiffness", \.stiffness, { $0.stiffness = $1 }, default: 100,
        "stiffness (N/m)")
    public static let damping = SpringParameter<Self>.number(
        "damping", \.damping, { $0.damping = $1 }, default: 10,
        "damping coefficient (N·s/m), not a ratio")
    public static let allowsOverdamping = SpringParameter<Self>.flag(
        "allowsOverdamping", \.allowsOverdamping, { $0.allowsOverdamping = $1 }, default: false,
        "draw ζ > 1 as overdamped, not as critical damping")
    public static let perceptualDuration = SpringParameter<Self>.seconds(
        "perceptualDuration", \.perceptualDuration, { $0.perceptualDuration = $1 },
        "CASpringAnimation(perceptualDuration:bounce:) (s)")
    public static let bounce = SpringParameter<Self>.number(
        "bounce", \.bounce, { $0.bounce = $1 }, "with perceptualDuration, −1 < b ≤ 1")
    public static let velocity = SpringParameter<Self>.number(
        "velocity", \.velocity, { $0.velocity = $1 }, default: 0,
        "initialVelocity: fractions of the distance per second")

    public static let parameters = [mass, stiffness, damping, allowsOverdamping, perceptualDuration, bounce, velocity]

    public static let forms = [
        SpringInputForm<Self>(required: [], optional: [mass, stiffness, damping, allowsOverdamping, velocity]) {
            input throws(SpringError) in
            let animation = try CoreAnimationSpring(
                mass: input.number(mass), stiffness: input.number(stiffness), damping: input.number(damping),
                initialVelocity: input.number(velocity), allowsOverdamping: input.flag(allowsOverdamping))
            return try SpringAnimation(
                input, spring: animation.spring, initialVelocity: animation.initialVelocity,
                allowsOverdamping: animation.allowsOverdamping)
        },
        SpringInputForm<Self>(required: [perceptualDuration, bounce], optional: [velocity]) {
            input throws(SpringError) in
            let animation = try CoreAnimationSpring(
                perceptualDuration: input.number(perceptualDuration), bounce: input.number(bounce),
                initialVelocity: input.number(velocity))
            return try SpringAnimation(
                input, spring: animation.spring, initialVelocity: animation.initialVelocity,
                allowsOverdamping: animation.allowsOverdamping)
        },
    ]
}

extension SpringAnimation {
    /// `CASpringAnimation` with mass, stiffness, damping and initial velocity.
    public init(_ animation: CoreAnimationSpring) {
        // CoreAnimationSpring has validated every number already.
        try! self.init(
            CoreAnimationInput(animation), spring: animation.spring,
            initialVelocity: animation.initialVelocity, allowsOverdamping: animation.allowsOverdamping)
    }

    /// `CASpringAnimation(perceptualDuration:bounce:)`: the SwiftUI mapping with
    /// mass 1, drawn overdamped when ζ > 1.
    public init(perceptualDuration: Double, bounce: Double, initialVelocity: Double = 0) throws(SpringError) {
        var input = CoreAnimationInput()
        input.perceptualDuration = perceptualDuration
        input.bounce = bounce
        input.velocity = initialVelocity == 0 ? nil : initialVelocity
        self = try input.animation()
    }
}
