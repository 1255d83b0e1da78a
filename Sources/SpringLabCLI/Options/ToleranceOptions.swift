import ArgumentParser
import SpringLab

/// The settle band ε, as a fraction of the distance or in the user's units,
/// and the distance of the move.
struct ToleranceOptions: ParsableArguments {
    @Option(
        once: "epsilon", parsing: .unconditional,
        help: ArgumentHelp(
            "Settle band ε as a fraction of the distance (default 0.001), or in your units with --distance.",
            valueName: "ε"))
    var epsilon: WrittenNumber?

    @Option(
        once: "distance", parsing: .unconditional,
        help: ArgumentHelp(
            "The animation's distance in your units (e.g. 300 pt); makes --epsilon absolute (e.g. 0.5 pt). "
                + "fit also gives each runtime's velocity and end for a move of this length (default 300).",
            valueName: "D"))
    var distance: WrittenNumber?

    /// The band; `--distance` alone is refused (fit, which takes it alone for
    /// its runtimes' move, asks for ``givenTolerance()``).
    func tolerance() throws -> SettlingTolerance {
        if epsilon == nil, distance != nil {
            throw ValidationError("--distance needs --epsilon (the band in the same units)")
        }
        return try givenTolerance() ?? .standard
    }

    /// The band given on the command line (`--epsilon`, with `--distance` in
    /// the user's units), or nil when none was: `--distance` alone sets fit's
    /// move, not a band.
    func givenTolerance() throws -> SettlingTolerance? {
        guard let epsilon = epsilon?.value else { return nil }
        let band =
            try distance.map { try SettlingTolerance(absolute: epsilon, distance: $0.value) }
            ?? SettlingTolerance(fraction: epsilon)
        // Below the smallest normal Double the settling metrics lose their
        // precision (ulps become NaN-prone subnormals): refuse, don't guess.
        guard band.fraction >= Double.leastNormalMagnitude else {
            throw ValidationError(
                "--epsilon \(shown(epsilon)) makes the band \(shown(band.fraction)) of the distance, "
                    + "below 2.2250738585072014e-308, the smallest normal Double; give a larger --epsilon")
        }
        return band
    }
}
