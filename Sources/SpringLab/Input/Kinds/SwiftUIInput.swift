/// SwiftUI's `Spring`, written `swiftui:duration=0.5,bounce=0.3` (both
/// optional, defaulting to SwiftUI's 0.5 s and 0), `swiftui:response=0.5,dampingRatio=0.7`,
/// or `swiftui:preset=bouncy` (`.smooth`, `.snappy`, `.bouncy`); each with an
/// optional `velocity` in fractions of the distance per second.
///
/// SwiftUI runs the spring until it settles: no end time, and ζ > 1 is drawn as such.
public struct SwiftUIInput: SpringInput {
    public var duration: Double?
    public var bounce: Double?
    public var response: Double?
    public var dampingRatio: Double?
    public var preset: SwiftUIPreset?
    public var velocity: Double?

    public init() {}

    public static let kind = "swiftui"
    public static let title = "SwiftUI"

    public static let duration = SpringParameter<Self>.number(
        "duration", \.duration, default: 0.5, "Spring(duration:bounce:): the period of the undamped spring (s)")
    public static let bounce = SpringParameter<Self>.number(
        "bounce", \.bounce, default: 0,
        "Spring(duration:bounce:): −1 < b ≤ 1, 0 is critical")
    public static let response = SpringParameter<Self>.number(
        "response", \.response, "Spring(response:dampingRatio:): the period of the undamped spring (s)")
    public static let dampingRatio = SpringParameter<Self>.number(
        "dampingRatio", \.dampingRatio, "Spring(response:dampingRatio:): ζ ≥ 0")
    public static let preset = SpringParameter<Self>.choice("preset", \.preset, "a named spring")
    public static let velocity = SpringParameter<Self>.number(
        "velocity", \.velocity, default: 0, "initial velocity: fractions of the distance per second")

    public static let parameters = [duration, bounce, response, dampingRatio, preset, velocity]

    public static let forms = [
        SpringInputForm<Self>(required: [], optional: [duration, bounce, velocity]) { input throws(SpringError) in
            try input.animation(SwiftUISpring(duration: input.number(duration), bounce: input.number(bounce)))
        },
        SpringInputForm<Self>(required: [response, dampingRatio], optional: [velocity]) {
            input throws(SpringError) in
            try input.animation(
                SwiftUISpring(
                    response: input.number(response),
                    dampingRatio: input.number(dampingRatio)))
        },
        SpringInputForm<Self>(required: [preset], optional: [velocity]) { input throws(SpringError) in
            // The form requires the preset.
            try input.animation(input.preset!.swiftUISpring)
        },
    ]

    private func animation(_ spring: SwiftUISpring) throws(SpringError) -> SpringAnimation {
        try SpringAnimation(
            self, spring: spring.spring(), initialVelocity: number(Self.velocity),
            allowsOverdamping: true)
    }
}

extension SpringAnimation {
    /// A SwiftUI spring; `writtenAsResponse` says which initializer was called.
    public init(
        _ swiftUI: SwiftUISpring, writtenAsResponse: Bool = false,
        initialVelocity: Double = 0
    ) throws(SpringError) {
        var input = SwiftUIInput()
        if writtenAsResponse {
            input.response = swiftUI.duration
            input.dampingRatio = swiftUI.dampingRatio
        } else {
            input.duration = swiftUI.duration
            input.bounce = swiftUI.bounce
        }
        input.velocity = initialVelocity == 0 ? nil : initialVelocity
        self = try input.animation()
    }

    /// A SwiftUI preset (`.smooth`, `.snappy`, `.bouncy`).
    public init(_ preset: SwiftUIPreset, initialVelocity: Double = 0) throws(SpringError) {
        var input = SwiftUIInput()
        input.preset = preset
        input.velocity = initialVelocity == 0 ? nil : initialVelocity
        self = try input.animation()
    }
}
