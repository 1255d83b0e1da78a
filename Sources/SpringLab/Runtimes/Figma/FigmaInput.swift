/// A spring of Figma's prototyping, written `figma:preset=gentle` (`gentle`,
/// `quick`, `bouncy`, `slow`; values from third-party code only,
/// ``FigmaPreset``) or as a custom spring, `figma:mass=1,stiffness=100,damping=15`
/// (mass 1 by default), the three numbers Figma's custom spring editor shows.
///
/// Figma's transitions start from rest: there is no velocity to give.
public struct FigmaInput: SpringInput {
    public var preset: FigmaPreset?
    public var mass: Double?
    public var stiffness: Double?
    public var damping: Double?

    public init() {}

    public static let kind = "figma"
    public static let title = "Figma"

    public static let preset = SpringParameter<Self>.choice(
        "preset", \.preset, { $0.preset = $1 }, "an easing preset (values from third-party code, unverified)")
    public static let mass = SpringParameter<Self>.number("mass", \.mass, { $0.mass = $1 }, default: 1, "m")
    public static let stiffness = SpringParameter<Self>.number("stiffness", \.stiffness, { $0.stiffness = $1 }, "k")
    public static let damping = SpringParameter<Self>.number(
        "damping", \.damping, { $0.damping = $1 }, "c, not a ratio")

    public static let parameters = [preset, mass, stiffness, damping]

    public static let forms = [
        SpringInputForm<Self>(required: [preset]) { input throws(SpringError) in
            // The form requires the preset.
            let constants = input.preset!.constants
            return try input.animation(
                Spring(mass: constants.mass, stiffness: constants.stiffness, damping: constants.damping))
        },
        SpringInputForm<Self>(required: [stiffness, damping], optional: [mass]) { input throws(SpringError) in
            try input.animation(
                Spring(mass: input.number(mass), stiffness: input.number(stiffness), damping: input.number(damping)))
        },
    ]

    private func animation(_ spring: Spring) throws(SpringError) -> SpringAnimation {
        try SpringAnimation(self, spring: spring, initialVelocity: 0, allowsOverdamping: true)
    }
}
