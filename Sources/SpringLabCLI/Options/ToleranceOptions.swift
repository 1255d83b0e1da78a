import ArgumentParser
import SpringLab

/// The settle band ε, as a fraction of the distance or in the user's units,
/// and the distance of the move.
struct ToleranceOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Settle band ε as a fraction of the distance (default 0.001), or in your units with --distance.",
            valueName: "ε"))
    var epsilon: Double?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The animation's distance in your units (e.g. 300 pt); makes --epsilon absolute (e.g. 0.5 pt). "
                + "fit also gives each runtime's velocity and end for a move of this length (default 300).",
            valueName: "D"))
    var distance: Double?

    /// The band; `--distance` alone is refused unless `distanceAlone` says
    /// the command uses the distance for something else (fit's runtimes).
    func tolerance(distanceAlone: Bool = false) throws -> SettlingTolerance {
        switch (epsilon, distance) {
        case (nil, nil): return .standard
        case let (epsilon?, nil): return try SettlingTolerance(fraction: epsilon)
        case let (epsilon?, distance?): return try SettlingTolerance(absolute: epsilon, distance: distance)
        case (nil, _?):
            guard distanceAlone else {
                throw ValidationError("--distance needs --epsilon (the band in the same units)")
            }
            return .standard
        }
    }
}
