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
        var bounds: [(name: String, value: String)] = []
        if let clampMin = config.clampMin { bounds.append(("min", try number(clampMin, "clampMin"))) }
        if let clampMax = config.clampMax { bounds.append(("max", try number(clampMax, "clampMax"))) }
        if !bounds.isEmpty { members.append(("clamp", ScriptObject.inline(bounds))) }
        return members
    }

    public func lines(number: (Double) -> String) -> [String] {
        let name = ReanimatedRuntime.name
        guard !configs.isEmpty else { return [SpringEquivalents.line(name, "none: withSpring needs damping > 0")] }
        let critical = isOverdamped ? "; Reanimated draws ζ > 1 as critical damping" : ""
        var lines = configs.enumerated().map { index, config in
            SpringEquivalents.line(
                index == 0 ? name : "",
                "withSpring(\(number(toValue)), \(ScriptObject.inline(members(config) { value, _ in number(value) })))"
                    + SpringEquivalents.velocityComment(.unitsPerSecond) + critical)
        }
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
