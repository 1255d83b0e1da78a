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
        name: .customLong("from"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp("Value at the start, in your units.", valueName: "a"))
    var fromGiven: [WrittenNumber] = [WrittenNumber(0)]
    var from: Double { fromGiven.single.value }

    @Option(
        name: .customLong("to"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp("Value at the target, in your units.", valueName: "b"))
    var toGiven: [WrittenNumber] = [WrittenNumber(1)]
    var to: Double { toGiven.single.value }

    @Option(
        name: .customLong("step"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "Time between samples in seconds, decimal or fraction like 1/120 (default 1/120).",
            valueName: "h"))
    var stepGiven: [SecondsArgument] = []
    var step: SecondsArgument? { stepGiven.first }

    @Option(
        name: .customLong("fps"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "Sample at display-frame times n/N, as a CADisplayLink at N Hz sees them "
                + "(instead of --step).", valueName: "N"))
    var fpsGiven: [WrittenNumber] = []
    var fps: Double? { fpsGiven.first?.value }

    @OptionGroup var interval: IntervalOptions

    @Option(
        name: .customLong("method"),
        help: ArgumentHelp(
            "analytic (exact), rk4 (RK4 with the same step) or both (adds RK4's columns and error).",
            valueName: "method"))
    var methodGiven: [CurveMethod] = [.analytic]
    var method: CurveMethod { methodGiven.single }

    @Option(
        name: .customLong("format"),
        help: ArgumentHelp(
            "csv (a header line, then a row per sample) or json (the spring, its metrics and "
                + "an array per column).", valueName: "format"))
    var formatGiven: [CurveFormat] = [.csv]
    var format: CurveFormat { formatGiven.single }

    @OptionGroup var output: OutputFileOptions

    @Option(
        name: .customLong("jobs"),
        help: ArgumentHelp(
            "Threads sampling and formatting an analytic CSV curve (default: one per core); the output "
                + "is the same bytes whatever the number.", valueName: "n"))
    var jobsGiven: [Int] = []
    var jobs: Int? { jobsGiven.first }

    func validate() throws {
        try checkOptions([
            "--from": fromGiven, "--to": toGiven, "--step": stepGiven, "--fps": fpsGiven, "--method": methodGiven,
            "--format": formatGiven, "--jobs": jobsGiven,
        ])
        try checkDurations(["--until": interval.untilGiven, "--step": stepGiven], long: spring.long)
        if let jobs, !(1...256).contains(jobs) {
            throw ValidationError("--jobs must be between 1 and 256, got \(jobs)")
        }
        if step != nil, fps != nil { throw ValidationError("--step and --fps both set the sample spacing; give one") }
        if let step { try requirePositive(step.seconds, option: "--step", written: step.written) }
        if let fps {
            try requirePositive(fps, option: "--fps")
            guard (1 / fps).isNormal else {
                throw ValidationError(
                    "--fps \(shown(fps)) gives a step of 1/\(shown(fps)) s, which is too long or too "
                        + "short to compute with; use an --fps between 1e-300 and 1e300")
            }
        }
        guard from.isFinite, to.isFinite else { throw ValidationError("--from and --to must be finite numbers") }
    }

    /// The sample spacing and how the user wrote it.
    var spacing: SecondsArgument {
        if let fps { return SecondsArgument(seconds: 1 / fps, written: "1/\(readable(fps, significant: 15))") }
        return step ?? SecondsArgument(seconds: 1.0 / 120, written: "1/120")
    }

    func run() throws {
        let animation = try spring.writtenSpring().animation()
        let end = try interval.end(for: animation)
        let grid = try interval.grid(step: spacing.seconds, stepText: spacing.written, end: end)
        let curve = try CurveRequest(
            animation: animation, range: ValueRange(from: from, to: to), grid: grid,
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
