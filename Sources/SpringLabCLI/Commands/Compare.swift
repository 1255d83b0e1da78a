import ArgumentParser
import SpringLab

struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "How far RK4 at a given step strays from the exact curve, and its observed order.",
        discussion: """
            Write the spring as for `fit`. For each step h, RK4 integrates the motion on t = n·h over \
            [0, --until] and is compared with the exact solution at every step: the largest value error \
            (fraction of the distance) and velocity error (fractions of the distance per second). \
            Between successive steps the observed order ln(e₁/e₂)/ln(h₁/h₂) is shown; RK4's is 4. \
            ω·h is the step in radians of the spring's fastest rate (ω0, or the fast decay rate when \
            overdamped): above 0.4 the step is too coarse for an asymptotic order; errors below about \
            1e-13 are at the rounding floor, where the ratio measures noise.
            """
    )

    @OptionGroup var spring: SpringOptions

    @Option(
        once: "steps", parsing: .unconditional,
        help: ArgumentHelp(
            "RK4 steps in seconds, comma-separated, decimals or fractions.",
            valueName: "h,h,…"))
    var steps = SecondsList("1/30,1/60,1/120,1/240,1/480")!

    @OptionGroup var interval: IntervalOptions

    @Flag(help: "Print one JSON object instead of the table.")
    var json = false

    func validate() throws {
        try checkTimes(of: self, long: spring.long)
        for step in steps.items { try requirePositive(step.seconds, option: "--steps", written: step.written) }
    }

    /// Refuses a step with no RK4 step inside the interval (nothing would be
    /// compared) or one so large that ω·h is not a number.
    static func checkFits(_ step: SecondsArgument, end: Double, rate: Double) throws {
        guard step.seconds <= end else {
            throw ValidationError(
                "--steps: a step of \(step.written) s is longer than the compared interval 0…\(readable(end)) s; "
                    + "give steps shorter than the interval (or a longer --until)")
        }
        guard (rate * step.seconds).isFinite else {
            throw ValidationError(
                "--steps: a step of \(step.written) s is \(readable(rate)) × that many radians of the spring's "
                    + "fastest rate, beyond any number; give a smaller step")
        }
    }

    func run() throws {
        let animation = try spring.writtenSpring().animation()
        let end = try interval.end(for: animation)
        for step in steps.items {
            try Self.checkFits(step, end: end, rate: animation.spring.fastestRate)
            _ = try interval.grid(step: step.seconds, stepText: step.written, end: end)
        }
        let study = try ConvergenceStudy(
            motion: animation.motion, steps: steps.items.map(\.seconds), until: end,
            sampleLimit: interval.maxSamples)
        let endReason =
            interval.until != nil
            ? "--until"
            : animation.endTime != nil
                ? "UIKit's duration"
                : "band exit at 0.1% of the distance"
        let report = ComparisonReport(animation: animation, study: study, stepNames: steps.items, endReason: endReason)
        print(json ? report.json.rendered() : report.text)
    }
}
