/// Reanimated 4's code for a spring: `withSpring(toValue, { … })` with each
/// config to write, which `fit` prints: the config Reanimated runs, and after
/// a duration config the physics config of the spring it solves. `--for`
/// writes one config with every field, the threshold chosen, and comments:
/// when a duration config ends on the screen, and for a Reanimated 3
/// duration config what the migration guide's rule gives. `withSpring`
/// refuses an undamped spring: its code is then none.
public struct ReanimatedCode: SpringCode {
    /// The move's end.
    public let toValue: Double
    /// The configs, in the order written.
    public let configs: [ReanimatedConfig]
    /// Whether every field is written (`--for`), or those that are not
    /// Reanimated's defaults.
    let writesThresholds: Bool
    /// ζ > 1, which Reanimated draws as critical damping.
    let isOverdamped: Bool
    /// When a duration config ends on the screen, in seconds (`--for`).
    var endsAt: Double?
    /// The migration guide's rule for a Reanimated 3 source (`--for`).
    var migration: ReanimatedMigration?

    init(_ equivalents: SpringEquivalents, configs: [ReanimatedConfig], writesThresholds: Bool) {
        toValue = equivalents.move.to
        self.configs = configs
        self.writesThresholds = writesThresholds
        isOverdamped = equivalents.spring.dampingRatio > 1
    }

    /// The members of `config`, in order, each with its value written:
    /// `energyThreshold`, `overshootClamping` and a duration config's `mass`
    /// only where the code writes every field or they are not the defaults.
    public func members<Failure: Error>(
        _ config: ReanimatedConfig, _ number: (Double, String) throws(Failure) -> String
    ) throws(Failure) -> [(name: String, value: String)] {
        var members: [(name: String, value: String)]
        switch config.form {
        case let .physics(mass, stiffness, damping):
            members = try [
                ("mass", number(mass, "mass")), ("stiffness", number(stiffness, "stiffness")),
                ("damping", number(damping, "damping")),
            ]
        case let .duration(milliseconds, dampingRatio, mass):
            members = try [
                ("duration", number(milliseconds, "duration")), ("dampingRatio", number(dampingRatio, "dampingRatio")),
            ]
            if writesThresholds || mass != 4 { members.append(("mass", try number(mass, "mass"))) }
        }
        members.append(("velocity", try number(config.velocity, "velocity")))
        if writesThresholds || config.energyThreshold != ReanimatedConfig.defaultEnergyThreshold {
            members.append(("energyThreshold", try number(config.energyThreshold, "energyThreshold")))
        }
        if writesThresholds || config.overshootClamping {
            members.append(("overshootClamping", "\(config.overshootClamping)"))
        }
        return members + (try config.clampMember(number))
    }

    /// The TypeScript type of each member a config may have (all optional,
    /// as in Reanimated's `WithSpringConfig`): those of a physics and of a
    /// duration config with every field written.
    public static let configTypes = WithSpring.types(
        of: [
            ReanimatedConfig.Form.physics(mass: 0, stiffness: 0, damping: 0),
            .duration(milliseconds: 0, dampingRatio: 0, mass: 0),
        ].map { form in
            ReanimatedCode(placeholder: ()).members(ReanimatedConfig(form: form, clampMin: 0, clampMax: 0)) { _, _ in
                "number"
            }
        })

    /// No config, every field written: what ``configTypes`` reads the members of.
    private init(placeholder: Void) {
        (toValue, configs, writesThresholds, isOverdamped) = (0, [], true, false)
    }

    public func lines(number: (Double) -> String) -> [String] {
        var lines = WithSpring.lines(
            name: ReanimatedRuntime.name, toValue: number(toValue),
            objects: configs.map { ScriptObject.inline(members($0) { value, _ in number(value) }) },
            isOverdamped: isOverdamped)
        if let config = configs.first, case let .duration(milliseconds, _, _) = config.form, writesThresholds {
            lines.append(
                SpringEquivalents.line(
                    "",
                    "// Reanimated's duration is perceptual: its documentation has the spring complete in "
                        + "1.5 × \(number(milliseconds)) ms = \(number(milliseconds * 1.5 / 1000)) s; "
                        + (endsAt.map { "on this screen it ends at \(number($0)) s" }
                            ?? "on this screen it does not end")
                ))
        }
        if let migration { lines.append(SpringEquivalents.line("", "// " + migration.sentence(number: number))) }
        return lines
    }
}
