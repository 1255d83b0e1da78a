import ArgumentParser
import SpringLab
import SpringLabIO

struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Sample the spring's curve: time, value, velocity and acceleration, as CSV or JSON.",
        discussion: """
            Write the spring as for `fit` (e.g. --duration 0.45 --damping 0.15). Samples are taken at \
            t = n·h for n = 0, 1, … up to the last n with n·h ≤ --until (rounding of n·h allowed for), \
            so an --until that is a whole number of steps is included. Values are in your units \
            (--from → --to), velocities in units per second, accelerations in units per second². \
            --method both adds rk4_value, rk4_velocity and error = rk4_value − value. \
            Numbers are printed in the shortest form that parses back to the same double. \
            --from equal to --to is allowed: the value then stays put and every rate is 0.
            """
    )

    @OptionGroup var spring: SpringOptions

    @Option(
        once: "from", parsing: .unconditional,
        help: ArgumentHelp("Value at the start, in your units.", valueName: "a"))
    var from = WrittenNumber(0)

    @Option(
        once: "to", parsing: .unconditional,
        help: ArgumentHelp("Value at the target, in your units.", valueName: "b"))
    var to = WrittenNumber(1)

    @Option(
        once: "step", parsing: .unconditional,
        help: ArgumentHelp(
            "Time between samples in seconds, decimal or fraction like 1/120 (default 1/120).",
            valueName: "h"))
    var step: SecondsArgument?

    @Option(
        once: "fps", parsing: .unconditional,
        help: ArgumentHelp(
            "Sample at display-frame times n/N, as a CADisplayLink at N Hz sees them "
                + "(instead of --step).", valueName: "N"))
    var fps: WrittenNumber?

    @OptionGroup var interval: IntervalOptions

    @Option(
        once: "method",
        help: ArgumentHelp(
            "analytic (exact), rk4 (RK4 with the same step) or both (adds RK4's columns and error).",
            valueName: "method"))
    var method = CurveMethod.analytic

    @Option(
        once: "format",
        help: ArgumentHelp(
            "csv (a header line, then a row per sample) or json (the spring, its metrics and "
                + "an array per column).", valueName: "format"))
    var format = CurveFormat.csv

    @OptionGroup var output: OutputFileOptions

    @Option(
        once: "jobs",
        help: ArgumentHelp(
            "Threads sampling and formatting an analytic CSV curve (default: one per core); the output "
                + "is the same bytes whatever the number.", valueName: "n"))
    var jobs: Int?

    func validate() throws {
        try checkTimes(of: self, long: spring.long)
        if let jobs, !(1...256).contains(jobs) {
            throw ValidationError("--jobs must be between 1 and 256, got \(jobs)")
        }
        if step != nil, fps != nil { throw ValidationError("--step and --fps both set the sample spacing; give one") }
        if let step { try requirePositive(step.seconds, option: "--step", written: step.written) }
        if let fps = fps?.value {
            try requirePositive(fps, option: "--fps")
            guard (1 / fps).isNormal else {
                throw ValidationError(
                    "--fps \(shown(fps)) gives a step of 1/\(shown(fps)) s, which is too long or too "
                        + "short to compute with; use an --fps between 1e-300 and 1e300")
            }
        }
        guard from.value.isFinite, to.value.isFinite else {
            throw ValidationError("--from and --to must be finite numbers")
        }
    }

    /// The sample spacing and how the user wrote it.
    var spacing: SecondsArgument {
        if let fps = fps?.value {
            return SecondsArgument(seconds: 1 / fps, written: "1/\(readable(fps, significant: 15))")
        }
        return step ?? SecondsArgument(seconds: 1.0 / 120, written: "1/120")
    }

    func run() throws {
        let animation = try spring.writtenSpring().animation()
        let end = try interval.end(for: animation)
        let grid = try interval.grid(step: spacing.seconds, stepText: spacing.written, end: end)
        let curve = try CurveRequest(
            animation: animation, range: ValueRange(from: from.value, to: to.value), grid: grid,
            end: end, method: method)
        try curve.checkRK4StaysFinite()
        try curve.checkNumbersStayFinite()
        try output.write { sink in
            switch format {
            case .csv: try curve.writeCSV(to: sink, jobs: jobs ?? ProcessEnvironment.activeProcessorCount)
            case .json: try curve.writeJSON(to: sink)
            }
        }
    }
}
