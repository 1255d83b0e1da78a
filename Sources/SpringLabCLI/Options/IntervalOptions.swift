import ArgumentParser
import SpringLab

/// How long to sample, and how many samples at most. Shared by `simulate` and `compare`.
struct IntervalOptions: ParsableArguments {
    @Option(
        once: "until", parsing: .unconditional,
        help: ArgumentHelp(
            "End of the curve in seconds, decimal or fraction (default: when the spring settles, its band exit "
                + "at 0.1% of the distance; for UIKit input the animation's duration, when UIKit snaps).",
            valueName: "T"))
    var until: SecondsArgument?

    @Option(
        once: "max-samples", parsing: .unconditional,
        help: ArgumentHelp("Refuse grids with more samples than this.", valueName: "N"))
    var maxSamples = TimeGrid.defaultSampleLimit

    func validate() throws {
        if let until { try requirePositive(until.seconds, option: "--until", written: until.written) }
        guard maxSamples >= 1 else { throw ValidationError("--max-samples must be at least 1, got \(maxSamples)") }
    }

    /// The end of the interval for this animation: --until, or its natural end.
    func end(for animation: SpringAnimation) throws -> Double {
        if let until { return until.seconds }
        do {
            return try animation.curveEnd()
        } catch .neverSettles {
            throw ValidationError(
                "an undamped spring (damping ratio 0) never settles: pass --until T to say how long to sample")
        }
    }

    /// The grid of `step` over [0, end], with the sample limit explained in
    /// terms of the options.
    func grid(step: Double, stepText: String, end: Double) throws -> TimeGrid {
        do {
            return try TimeGrid(step: step, until: end, sampleLimit: maxSamples)
        } catch let .tooManySamples(requested, limit) {
            let count = requested < 1e18 ? String(Int(requested.rounded(.up))) : readable(requested)
            throw ValidationError(
                "a step of \(stepText) s over 0…\(readable(end)) s needs \(count) samples, more than "
                    + "--max-samples \(limit); use a larger step or raise --max-samples")
        }
    }
}
