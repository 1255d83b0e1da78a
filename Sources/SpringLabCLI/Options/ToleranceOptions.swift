import ArgumentParser
import SpringLab

/// The settle band ε, as a fraction of the distance or in the user's units,
/// and the distance of the move.
struct ToleranceOptions: ParsableArguments {
    @Option(
        name: .customLong("epsilon"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "Settle band ε as a fraction of the distance (default 0.001), or in your units with --distance.",
            valueName: "ε"))
    var epsilonGiven: [NumberArgument] = []
    var epsilon: Double? { epsilonGiven.first?.value }

    @Option(
        name: .customLong("distance"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "The animation's distance in your units (e.g. 300 pt); makes --epsilon absolute (e.g. 0.5 pt). "
                + "fit also gives each runtime's velocity and end for a move of this length (default 300).",
            valueName: "D"))
    var distanceGiven: [NumberArgument] = []
    var distance: Double? { distanceGiven.first?.value }

    func validate() throws {
        try checkOptions(["--epsilon": epsilonGiven, "--distance": distanceGiven])
    }

    /// The band; `--distance` alone is refused unless `distanceAlone` says
    /// the command uses the distance for something else (fit's runtimes).
    func tolerance(distanceAlone: Bool = false) throws -> SettlingTolerance {
        let band = try unguardedTolerance(distanceAlone: distanceAlone)
        // Below the smallest normal Double the settling metrics lose their
        // precision (ulps become NaN-prone subnormals): refuse, don't guess.
        guard band.fraction >= Double.leastNormalMagnitude else {
            throw ValidationError(
                "--epsilon \(shown(epsilon ?? band.fraction)) makes the band \(shown(band.fraction)) of the distance, "
                    + "below 2.2250738585072014e-308, the smallest normal Double; give a larger --epsilon")
        }
        return band
    }

    private func unguardedTolerance(distanceAlone: Bool) throws -> SettlingTolerance {
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
