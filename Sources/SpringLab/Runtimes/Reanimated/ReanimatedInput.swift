/// Reanimated 4's `withSpring(toValue, config)`, written with the config's
/// own field names (docs/runtimes.md, Reanimated):
///
/// - physics: `reanimated:mass=4,stiffness=900,damping=120`, each defaulting
///   to Reanimated's (`GentleSpringConfig`);
/// - duration: `reanimated:duration=550,dampingRatio=0.75[,mass=4]`, either
///   alone selecting it (550 ms and ζ 1 by default): the stiffness is solved
///   for the perceptual duration (``ReanimatedConfig/solvedStiffness(duration:dampingRatio:mass:energyThreshold:displacement:velocity:)``);
/// - a named config: `reanimated:preset=wiggly` (``ReanimatedPreset``), its
///   fields overridden by those written beside it, as `{ ...WigglySpringConfig,
///   damping: 60 }` does in code: the physics ones beside a physics config,
///   `duration`, `dampingRatio` and `mass` beside a duration one.
///
/// Every form takes `velocity` (units per second, signed: positive moves the
/// value toward the target of a move from 0 to `distance`), `overshootClamping`,
/// `energyThreshold` (6e-9), `clampMin`, `clampMax` (the value's units) and
/// `distance` (default 300). `duration` is in milliseconds, as Reanimated
/// takes it, a plain number like every other (`550`, not `550ms`).
///
/// Reanimated's types refuse `stiffness` or `damping` beside `duration` or
/// `dampingRatio` (its code then solves the stiffness and ignores the
/// damping), and so does this kind. What Reanimated's config check rejects
/// (it then jumps to the target) this kind refuses (``ReanimatedConfig/validate()``).
public struct ReanimatedInput: WithSpringInput {
    public var preset: ReanimatedPreset?
    public var mass: Double?
    public var stiffness: Double?
    public var damping: Double?
    public var duration: Double?
    public var dampingRatio: Double?
    public var velocity: Double?
    public var overshootClamping: Bool?
    public var energyThreshold: Double?
    public var clampMin: Double?
    public var clampMax: Double?
    public var distance: Double?

    public init() {}

    public static let kind = "reanimated"
    public static let title = "Reanimated 4 withSpring"

    public static let preset = SpringParameter<Self>.choice(
        "preset", \.preset, { $0.preset = $1 },
        "a named config (gentle is GentleSpringConfig, gentleWithDuration GentleSpringConfigWithDuration, …); fields beside it replace its own"
    )
    public static let mass = SpringParameter<Self>.number(
        "mass", \.mass, { $0.mass = $1 }, default: 4, "m (kg), honoured by the duration form too")
    public static let stiffness = SpringParameter<Self>.number(
        "stiffness", \.stiffness, { $0.stiffness = $1 }, default: 900, "k (N/m)")
    public static let damping = SpringParameter<Self>.number(
        "damping", \.damping, { $0.damping = $1 }, default: 120, "c (N·s/m), not a ratio")
    public static let duration = SpringParameter<Self>.number(
        "duration", \.duration, { $0.duration = $1 }, default: 550,
        "perceptual duration in milliseconds: the stiffness is solved so that 1.5 × it ends the spring's energy")
    public static let dampingRatio = SpringParameter<Self>.number(
        "dampingRatio", \.dampingRatio, { $0.dampingRatio = $1 }, default: 1,
        "with duration: ζ > 0; ζ ≥ 1 is drawn critically damped")
    public static let velocity = SpringParameter<Self>.withSpringVelocity
    public static let overshootClamping = SpringParameter<Self>.flag(
        "overshootClamping", \.overshootClamping, { $0.overshootClamping = $1 }, default: false,
        "end the animation when the value leaves the band between start and target")
    public static let energyThreshold = SpringParameter<Self>.number(
        "energyThreshold", \.energyThreshold, { $0.energyThreshold = $1 },
        default: ReanimatedConfig.defaultEnergyThreshold, "end when the energy falls to this fraction of the start's")
    public static let clampMin = SpringParameter<Self>.withSpringClampMin
    public static let clampMax = SpringParameter<Self>.withSpringClampMax
    public static let distance = SpringParameter<Self>.distance(\.distance, { $0.distance = $1 })

    public static let parameters = [
        preset, mass, stiffness, damping, duration, dampingRatio, velocity, overshootClamping, energyThreshold,
        clampMin, clampMax, distance,
    ]

    private static let extras = [velocity, overshootClamping, energyThreshold, clampMin, clampMax, distance]

    /// Physics, then the duration form by `duration` and by `dampingRatio`
    /// alone (disjoint), then a named config.
    public static let forms = [
        SpringInputForm<Self>(required: [], optional: [mass, stiffness, damping] + extras) {
            input throws(SpringError) in try input.animation()
        },
        SpringInputForm<Self>(required: [duration], optional: [dampingRatio, mass] + extras) {
            input throws(SpringError) in try input.animation()
        },
        SpringInputForm<Self>(required: [dampingRatio], optional: [mass] + extras) {
            input throws(SpringError) in try input.animation()
        },
        SpringInputForm<Self>(
            required: [preset], optional: [mass, stiffness, damping, duration, dampingRatio] + extras
        ) { input throws(SpringError) in try input.animation() },
    ]

    /// Why Reanimated would not take `given` as written.
    public static func refusalNote(given: [String]) -> String? {
        WithSpring.refusalNote(
            given: given, owner: "Reanimated's", refused: ["stiffness", "damping"], solved: "stiffness")
    }

    /// The named config with the fields written beside it in its place.
    /// - Throws: ``SpringError/unacceptedParameters(kind:given:accepted:note:)``
    ///   for a field of the other form (Reanimated's types refuse the mixture).
    private func overriding(_ preset: ReanimatedPreset) throws(SpringError) -> ReanimatedConfig.Form {
        switch preset.config.form {
        case let .physics(mass, stiffness, damping):
            let foreign = [Self.duration, Self.dampingRatio].filter { $0.value(in: self) != nil }.map(\.name)
            guard foreign.isEmpty else { throw mixture(preset, foreign) }
            return .physics(
                mass: self.mass ?? mass, stiffness: self.stiffness ?? stiffness, damping: self.damping ?? damping)
        case let .duration(milliseconds, dampingRatio, mass):
            let foreign = [Self.stiffness, Self.damping].filter { $0.value(in: self) != nil }.map(\.name)
            guard foreign.isEmpty else { throw mixture(preset, foreign) }
            return .duration(
                milliseconds: duration ?? milliseconds, dampingRatio: self.dampingRatio ?? dampingRatio,
                mass: self.mass ?? mass)
        }
    }

    private func mixture(_ preset: ReanimatedPreset, _ foreign: [String]) -> SpringError {
        .unacceptedParameters(
            kind: Self.kind, given: given.map(\.name), accepted: Self.formUsages,
            note: "\(preset.constantName) is a "
                + (foreign.contains("duration") || foreign.contains("dampingRatio") ? "physics" : "duration")
                + " config, and Reanimated's types refuse \(foreign.joined(separator: " and ")) beside it")
    }

    /// The config as written, Reanimated's defaults for the fields left out.
    /// - Throws: what ``ReanimatedConfig/validate()`` refuses.
    public func config() throws(SpringError) -> ReanimatedConfig {
        let form: ReanimatedConfig.Form
        var clamping = overshootClamping
        if let preset {
            form = try overriding(preset)
            clamping = clamping ?? preset.config.overshootClamping
        } else if duration != nil || dampingRatio != nil {
            form = .duration(
                milliseconds: number(Self.duration), dampingRatio: number(Self.dampingRatio), mass: number(Self.mass))
        } else {
            form = .physics(mass: number(Self.mass), stiffness: number(Self.stiffness), damping: number(Self.damping))
        }
        let config = ReanimatedConfig(
            form: form, velocity: number(Self.velocity), energyThreshold: number(Self.energyThreshold),
            overshootClamping: clamping ?? false, clampMin: clampMin, clampMax: clampMax)
        try config.validate()
        return config
    }

    /// The animation of the config on a move from 0 to `distance`.
    private func animation() throws(SpringError) -> SpringAnimation {
        let config = try config(), distance = try distanceOrStandard()
        let start = config.start(from: 0, to: distance)
        return try SpringAnimation(
            self, spring: start.spring(), initialVelocity: normalized(unitsPerSecond: config.velocity),
            allowsOverdamping: true)
    }
}
