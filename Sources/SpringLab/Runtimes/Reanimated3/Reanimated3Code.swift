/// Reanimated 3's code for a spring: `withSpring(toValue, { … })` with each
/// config to write, which `fit` prints: the config Reanimated 3 runs, and
/// after a duration config the physics config of the spring it solves.
/// `--for` writes one config with every field its form uses, the thresholds
/// chosen. `withSpring` refuses an undamped spring: its code is then none.
public struct Reanimated3Code: SpringCode {
    /// The move's end.
    public let toValue: Double
    /// The configs, in the order written.
    public let configs: [Reanimated3Config]
    /// Whether every field the form uses is written (`--for`), or those
    /// that are not Reanimated 3's defaults.
    let writesThresholds: Bool
    /// ζ > 1, which Reanimated draws as critical damping.
    let isOverdamped: Bool

    init(_ equivalents: SpringEquivalents, configs: [Reanimated3Config], writesThresholds: Bool) {
        toValue = equivalents.move.to
        self.configs = configs
        self.writesThresholds = writesThresholds
        isOverdamped = equivalents.spring.dampingRatio > 1
    }

    /// The members of `config`, in order, each with its value written. A
    /// duration config has neither `overshootClamping` nor
    /// `restDisplacementThreshold`, which do not act there.
    public func members<Failure: Error>(
        _ config: Reanimated3Config, _ number: (Double, String) throws(Failure) -> String
    ) throws(Failure) -> [(name: String, value: String)] {
        var members: [(name: String, value: String)]
        let isDuration: Bool
        switch config.form {
        case let .physics(mass, stiffness, damping):
            members = try [
                ("mass", number(mass, "mass")), ("stiffness", number(stiffness, "stiffness")),
                ("damping", number(damping, "damping")),
            ]
            isDuration = false
        case let .duration(milliseconds, dampingRatio, stiffness):
            members = try [
                ("duration", number(milliseconds, "duration")), ("dampingRatio", number(dampingRatio, "dampingRatio")),
            ]
            if writesThresholds || stiffness != 100 {
                members.append(("stiffness", try number(stiffness, "stiffness")))
            }
            isDuration = true
        }
        members.append(("velocity", try number(config.velocity, "velocity")))
        if !isDuration, writesThresholds || config.overshootClamping {
            members.append(("overshootClamping", "\(config.overshootClamping)"))
        }
        if !isDuration,
            writesThresholds || config.restDisplacementThreshold != Reanimated3Config.defaultRestDisplacementThreshold
        {
            members.append(
                ("restDisplacementThreshold", try number(config.restDisplacementThreshold, "restDisplacementThreshold"))
            )
        }
        if writesThresholds || config.restSpeedThreshold != Reanimated3Config.defaultRestSpeedThreshold {
            members.append(("restSpeedThreshold", try number(config.restSpeedThreshold, "restSpeedThreshold")))
        }
        return members + (try config.clampMember(number))
    }

    /// The TypeScript type of each member a config may have (all optional,
    /// as in Reanimated 3's `WithSpringConfig`): those of a physics and of a
    /// duration config with every field its form uses written.
    public static let configTypes = WithSpring.types(
        of: [
            Reanimated3Config.Form.physics(mass: 0, stiffness: 0, damping: 0),
            .duration(milliseconds: 0, dampingRatio: 0, stiffness: 0),
        ].map { form in
            Reanimated3Code(placeholder: ()).members(Reanimated3Config(form: form, clampMin: 0, clampMax: 0)) {
                _, _ in "number"
            }
        })

    /// No config, every field written: what ``configTypes`` reads the members of.
    private init(placeholder: Void) {
        (toValue, configs, writesThresholds, isOverdamped) = (0, [], true, false)
    }

    public func lines(number: (Double) -> String) -> [String] {
        WithSpring.lines(
            name: Reanimated3Runtime.name, toValue: number(toValue),
            objects: configs.map { ScriptObject.inline(members($0) { value, _ in number(value) }) },
            isOverdamped: isOverdamped)
    }
}
