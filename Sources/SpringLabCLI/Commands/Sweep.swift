import ArgumentParser
import SpringLab
import SpringLabIO

struct Sweep: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sweep",
        abstract: "Evaluate a grid of springs over two parameters: constants and metrics of every cell, as CSV.",
        discussion: """
            Write the spring as for `fit`, with two of its numbers as ranges LO...HI:N \
            (N evenly spaced values from LO to HI, both included) and the others as one number:
              UIKit            --duration 0.2...1.0:41 --damping 0.1...1.0:46
              Core Animation   --stiffness 50...500:100 --damping 5...40:100 [--mass m]
              SwiftUI          --duration 0.2...1:41 --bounce -0.5...0.9:50
                               --response 0.2...1:41 --damping-ratio 0.1...1.5:50
              any kind         --spring uikit:duration=0.45,damping=0.1...1:10
            Rows follow the grid: the first swept parameter in the API's order (duration before damping, \
            mass before stiffness before damping, …) is the outer loop. Columns: the two swept parameters \
            as KIND.parameter (uikit.duration, ca.stiffness, …), then fields of `fit --json` under the \
            same names, nested names joined with dots, then error. By default the metric columns: \
            targets.* (for targets), mass, stiffness, damping, initialVelocity, dampingRatio, \
            naturalFrequency, dampedFrequency, regime, allowsOverdamping, epsilon, settlingDuration, \
            coreAnimationSettlingDuration, coreAnimationRenderedSettlingDuration, \
            envelopeSettlingDuration, overshoot, peakTime, crossings, end.*; not input.*, which would \
            repeat the swept columns and the command's fixed values on every row. --columns chooses \
            others: names, groups (input, move, equivalents, equivalents.css, runtimes, …), notes, or all \
            for every field of `fit --json`. Every cell computes the settling metrics; the costly parts \
            only when their columns are written: the runtimes' models (runtimes.*, notes) and the CSS \
            easing cost most, and --no-runtimes leaves their columns empty. A value that does not exist \
            (never settles, no peak, no UIKit end) is an empty field; a cell with no valid spring (e.g. \
            UIKit's solver diverges) has empty values and the reason in `error`; when no corner of the \
            grid has a spring (a fixed value out of range, say), the sweep is refused. Cells are computed \
            on all cores; a progress bar shows on a terminal.
            Draw one column as a heatmap with `springlab plot --sweep FILE --metric settlingDuration`.
            """
    )

    @OptionGroup(title: "Spring (as for fit; two numbers as ranges LO...HI:N)") var spring:
        SpringOptionGroup<SweepArgument>
    @OptionGroup var tolerance: ToleranceOptions

    @OptionGroup var output: OutputFileOptions

    @Option(
        once: "jobs", parsing: .unconditional,
        help: ArgumentHelp("Threads computing cells (default: one per core).", valueName: "n"))
    var jobs: Int?

    @Option(
        once: "columns",
        help: ArgumentHelp(
            "Columns to write, comma-separated: names as in the header (settlingDuration, end.remaining), groups "
                + "(input, end, move, equivalents, equivalents.css, runtimes, notes, …) or all. The swept parameters "
                + "come first and error last whatever the list. Default: the targets, the physical spring, "
                + "the settling metrics, overshoot, peakTime, crossings and end.",
            valueName: "list"))
    var columns: String?

    @Flag(
        inversion: .prefixedNo,
        help: ArgumentHelp(
            "Run each runtime's model and fit the CSS easing in the cells when their columns are written "
                + "(runtimes.*, notes, equivalents.css.*). They cost most of a full cell's time; with "
                + "--no-runtimes those columns stay empty."))
    var runtimes = true

    @Flag(help: "No progress bar, even on a terminal.")
    var quiet = false

    func validate() throws {
        if let jobs, !(1...256).contains(jobs) {
            throw ValidationError("--jobs must be between 1 and 256, got \(jobs)")
        }
    }

    func run() throws {
        let request = try SweepRequest(
            spring: spring, tolerance: tolerance.tolerance(),
            columns: try columns.map(SweepColumns.init(list:)) ?? .standard, onScreen: runtimes)
        let threads = jobs ?? ProcessEnvironment.activeProcessorCount
        var progress = ProgressBar(total: request.sweep.count, label: "sweep", quiet: quiet)
        defer { progress?.finish() }
        try output.write { sink in try request.writeCSV(to: sink, jobs: threads, progress: &progress) }
    }
}
