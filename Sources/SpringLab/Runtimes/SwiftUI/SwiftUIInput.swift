import RealModule

/// SwiftUI's `Spring` and spring `Animation`s, each written with its own
/// argument names (docs/apple.md, SwiftUI), and an optional `velocity` in
/// fractions of the distance per second:
///
/// - `swiftui:duration=0.5,bounce=0.3`: `Spring(duration:bounce:)`, both
///   optional (SwiftUI's 0.5 s and 0);
/// - `swiftui:response=0.5,dampingRatio=0.7`: `Spring(response:dampingRatio:)`;
/// - `swiftui:mass=1,stiffness=100,damping=10[,allowOverDamping=true]`:
///   `Spring(mass:stiffness:damping:allowOverDamping:)`, mass 1 by default;
///   without `allowOverDamping`, ζ > 1 is drawn as critical damping;
/// - `swiftui:settlingDuration=1,dampingRatio=0.8[,epsilon=0.001]`:
///   `Spring(settlingDuration:dampingRatio:epsilon:)`, the spring whose
///   motion from rest leaves the ε band for good at `settlingDuration`;
/// - `swiftui:preset=bouncy[,duration=0.4][,extraBounce=0.1]`: `.smooth`,
///   `.snappy`, `.bouncy` (base bounce 0, 0.15, 0.3) plus `extraBounce`;
/// - `swiftui:dampingFraction=0.7[,response=0.4]`: `.spring(response:dampingFraction:)`;
/// - `swiftui:animation=interactiveSpring` (or `spring`, `default`), with
///   `response`/`dampingFraction` overriding the animation's defaults
///   (``SwiftUIAnimation``).
///
/// SwiftUI runs the spring until it settles: no end time.
///
/// Edge cases: `settlingDuration` needs 0 < ζ (an undamped spring never
/// settles); apart from that, ζ and the bounce are refused outside SwiftUI's
/// ranges (ζ ≥ 0, −1 < bounce ≤ 1).
public struct SwiftUIInput: SpringInput {
    public var duration: Double?
    public var bounce: Double?
    public var response: Double?
    public var dampingRatio: Double?
    public var mass: Double?
    public var stiffness: Double?
    public var damping: Double?
    public var allowOverDamping: Bool?
    public var settlingDuration: Double?
    public var epsilon: Double?
    public var preset: SwiftUIPreset?
    public var extraBounce: Double?
    public var dampingFraction: Double?
    public var animation: SwiftUIAnimation?
    public var velocity: Double?

    public init() {}

    public static let kind = "swiftui"
    public static let title = "SwiftUI"

    public static let duration = SpringParameter<Self>.seconds(
        "duration", \.duration, { $0.duration = $1 }, default: 0.5,
        "Spring(duration:bounce:): the period of the undamped spring (s)")
    public static let bounce = SpringParameter<Self>.number(
        "bounce", \.bounce, { $0.bounce = $1 }, default: 0,
        "Spring(duration:bounce:): −1 < b ≤ 1, 0 is critical")
    public static let response = SpringParameter<Self>.seconds(
        "response", \.response, { $0.response = $1 }, defaultRule: "0.5 for .spring, 0.15 for .interactiveSpring",
        "the period of the undamped spring (s)")
    public static let dampingRatio = SpringParameter<Self>.number(
        "dampingRatio", \.dampingRatio, { $0.dampingRatio = $1 },
        "Spring(response:dampingRatio:) or (settlingDuration:dampingRatio:): ζ ≥ 0")
    public static let mass = SpringParameter<Self>.number(
        "mass", \.mass, { $0.mass = $1 }, default: 1, "Spring(mass:stiffness:damping:): m (kg)")
    public static let stiffness = SpringParameter<Self>.number(
        "stiffness", \.stiffness, { $0.stiffness = $1 }, "Spring(mass:stiffness:damping:): k (N/m)")
    public static let damping = SpringParameter<Self>.number(
        "damping", \.damping, { $0.damping = $1 }, "Spring(mass:stiffness:damping:): c (N·s/m), not a ratio")
    public static let allowOverDamping = SpringParameter<Self>.flag(
        "allowOverDamping", \.allowOverDamping, { $0.allowOverDamping = $1 }, default: false,
        "Spring(mass:stiffness:damping:allowOverDamping:): draw ζ > 1 as overdamped, not as critical")
    public static let settlingDuration = SpringParameter<Self>.seconds(
        "settlingDuration", \.settlingDuration, { $0.settlingDuration = $1 },
        "Spring(settlingDuration:dampingRatio:epsilon:): when the motion from rest stays within ε (s)")
    public static let epsilon = SpringParameter<Self>.number(
        "epsilon", \.epsilon, { $0.epsilon = $1 }, default: 0.001,
        "with settlingDuration: the band, a fraction of the distance")
    public static let preset = SpringParameter<Self>.choice("preset", \.preset, { $0.preset = $1 }, "a named spring")
    public static let extraBounce = SpringParameter<Self>.number(
        "extraBounce", \.extraBounce, { $0.extraBounce = $1 }, default: 0, "with preset: added to the preset's bounce")
    public static let dampingFraction = SpringParameter<Self>.number(
        "dampingFraction", \.dampingFraction, { $0.dampingFraction = $1 },
        defaultRule: "0.825 for .spring, 0.86 for .interactiveSpring",
        ".spring(response:dampingFraction:): the damping ratio ζ")
    public static let animation = SpringParameter<Self>.choice(
        "animation", \.animation, { $0.animation = $1 }, "a spring Animation with its documented defaults")
    public static let velocity = SpringParameter<Self>.number(
        "velocity", \.velocity, { $0.velocity = $1 }, default: 0,
        "initial velocity: fractions of the distance per second")

    public static let parameters = [
        duration, bounce, response, dampingRatio, mass, stiffness, damping, allowOverDamping, settlingDuration,
        epsilon, preset, extraBounce, dampingFraction, animation, velocity,
    ]

    public static let forms = [
        SpringInputForm<Self>(required: [], optional: [duration, bounce, velocity]) { input throws(SpringError) in
            try input.animation(PerceptualSpring(duration: input.number(duration), bounce: input.number(bounce)))
        },
        SpringInputForm<Self>(required: [response, dampingRatio], optional: [velocity]) {
            input throws(SpringError) in
            try input.animation(
                PerceptualSpring(response: input.number(response), dampingRatio: input.number(dampingRatio)))
        },
        SpringInputForm<Self>(required: [stiffness, damping], optional: [mass, allowOverDamping, velocity]) {
            input throws(SpringError) in
            let spring = try Spring(
                mass: input.number(mass), stiffness: input.number(stiffness), damping: input.number(damping))
            return try SpringAnimation(
                input, spring: spring, initialVelocity: input.number(velocity),
                allowsOverdamping: input.flag(allowOverDamping))
        },
        SpringInputForm<Self>(required: [settlingDuration, dampingRatio], optional: [epsilon, velocity]) {
            input throws(SpringError) in
            try input.animation(
                SwiftUIInput.settling(
                    input.number(settlingDuration), dampingRatio: input.number(dampingRatio),
                    epsilon: input.number(epsilon)))
        },
        SpringInputForm<Self>(required: [preset], optional: [duration, extraBounce, velocity]) {
            input throws(SpringError) in
            // The form requires the preset.
            let preset = input.preset!
            let extra = input.number(extraBounce)
            try Validate.finite(extra, "extraBounce")
            return try input.animation(
                PerceptualSpring(duration: input.duration ?? preset.duration, bounce: preset.bounce + extra))
        },
        SpringInputForm<Self>(required: [dampingFraction], optional: [response, velocity]) {
            input throws(SpringError) in
            try input.named(.spring)
        },
        SpringInputForm<Self>(required: [animation], optional: [response, dampingFraction, velocity]) {
            input throws(SpringError) in
            // The form requires the animation.
            try input.named(input.animation!)
        },
    ]

    private func animation(_ spring: PerceptualSpring) throws(SpringError) -> SpringAnimation {
        try SpringAnimation(
            self, spring: spring.spring(), initialVelocity: number(Self.velocity),
            allowsOverdamping: true)
    }

    /// A named `Animation`, its response and damping fraction overridden where written.
    private func named(_ animation: SwiftUIAnimation) throws(SpringError) -> SpringAnimation {
        let defaults = animation.defaults
        return try self.animation(
            PerceptualSpring(
                response: response ?? defaults.response,
                dampingRatio: dampingFraction ?? defaults.dampingFraction))
    }

    /// `Spring(settlingDuration:dampingRatio:epsilon:)`.
    ///
    /// Apple does not say which settling criterion the duration means;
    /// springlab takes its band exit (docs/settling.md): the last time the
    /// motion from rest is farther than ε from the target. At a fixed ζ that
    /// motion depends on ω0·t alone, so the band exit is τ(ζ, ε)/ω0 and
    /// ω0 = τ / settlingDuration, with τ computed once on a spring of ω0 = 1.
    ///
    /// - Throws: when ζ = 0 (it never settles) or the numbers are out of range.
    static func settling(_ duration: Double, dampingRatio zeta: Double, epsilon: Double) throws(SpringError)
        -> PerceptualSpring
    {
        try Validate.positive(duration, "settlingDuration")
        try Validate.nonNegative(zeta, "dampingRatio")
        try Validate.positive(epsilon, "epsilon")
        guard epsilon < 1 else {
            throw .outOfInterval(parameter: "epsilon", value: epsilon, interval: "0 < epsilon < 1")
        }
        let unit = try Spring(mass: 1, stiffness: 1, damping: 2 * zeta)
        let motion = try SpringMotion(animating: unit, initialVelocity: 0)
        guard let tau = motion.bandExit(epsilon: epsilon).seconds, tau > 0 else { throw .neverSettles }
        return try PerceptualSpring(response: 2 * .pi * duration / tau, dampingRatio: zeta)
    }
}

extension SpringAnimation {
    /// A SwiftUI spring; `writtenAsResponse` says which initializer was called.
    public init(
        _ swiftUI: PerceptualSpring, writtenAsResponse: Bool = false,
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
