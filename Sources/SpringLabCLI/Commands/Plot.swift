import ArgumentParser
import SpringLab
import SpringLabIO
import SpringLabPlot

struct Plot: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Draw springs over time with gnuplot: PNG, SVG, PDF, or text in the terminal.",
        discussion: """
            Give one spring with the options of `fit`, and/or overlay any number with --spring SPEC:
              uikit:duration=0.45,damping=0.15,velocity=5.5,label=Elastic
              ca:mass=1,stiffness=100,damping=10
              ca:perceptualDuration=0.5,bounce=0.3
              swiftui:duration=0.5,bounce=0.3
              swiftui:response=0.5,dampingRatio=0.7
              swiftui:preset=bouncy
            label= comes last and takes the rest of the argument, commas included \
            (`springlab kinds` lists every kind and its parameters).

            The value panel shows progress (0 = from, 1 = to), the target with its ±ε band, \
            and a dotted line and a dot where each spring settles; for UIKit, a dotted line \
            where UIKit ends the animation and an arrow for its jump to the target. \
            Needs gnuplot: GNUPLOT=path, or gnuplot on PATH.

            With --curve FILE (a recorded curve, as for `fit --curve`) it fits a spring to the \
            curve and draws the samples, the fitted spring and the residuals.

            With --sweep FILE (a CSV written by `springlab sweep`) it draws one metric of the \
            grid instead (--metric, default settlingDuration) as a heatmap over the two swept \
            parameters; blank cells never settle or have no spring.

            Examples:
              springlab plot --duration 0.45 --damping 0.15 --velocity 5.5 -o elastic.png
              springlab plot --preset bouncy --spring ca:stiffness=100,damping=10 --preview
              springlab plot --sweep grid.csv --metric overshoot -o overshoot.png
            """
    )

    @OptionGroup(title: "Spring (as for fit)") var single: SpringOptions

    @Option(
        once: "label",
        help: ArgumentHelp("Legend name for the spring given with the fit options.", valueName: "text"))
    var label: String?

    @Option(
        help: ArgumentHelp(
            "A CSV curve written by `springlab simulate` (time,value[,velocity,…,error]); repeatable.",
            valueName: "file"))
    var csv: [String] = []

    @Option(
        once: "sweep",
        help: ArgumentHelp("A CSV grid written by `springlab sweep`: draw --metric as a heatmap.", valueName: "file"))
    var sweep: String?

    @Option(
        once: "metric",
        help: ArgumentHelp("With --sweep: the column to draw (default settlingDuration).", valueName: "name"))
    var metric: String?

    @OptionGroup var tolerance: ToleranceOptions

    @Option(
        once: "until", parsing: .unconditional,
        help: ArgumentHelp(
            "End of the time axis in seconds or as a fraction (default: 1.2 × the latest settling or UIKit end).",
            valueName: "T"))
    var until: SecondsArgument?

    @Option(once: "title", help: ArgumentHelp("Title over the chart.", valueName: "text"))
    var title: String?

    @Flag(name: .customLong("velocity-panel"), help: "Add a panel of velocity over time (distance per second).")
    var velocityPanel = false

    @Flag(name: .customLong("error"), help: "Add a panel of RK4's error against the exact curve (log scale).")
    var errorPanel = false

    @Option(
        once: "error-step", parsing: .unconditional,
        help: ArgumentHelp(
            "RK4 step for --error and --rk4-points, in seconds or as a fraction (default 1/60: one 60 Hz frame).",
            valueName: "h"))
    var errorStep: SecondsArgument?

    @Flag(name: .customLong("rk4-points"), help: "Also draw RK4's samples as dots over the exact curves.")
    var rk4Points = false

    @OptionGroup(title: "Recorded curve") var curveFit: CurveFitOptions

    @OptionGroup(title: "Output") var output: PlotOutputOptions

    func validate() throws {
        try checkTimes(of: self, long: single.long)
    }

    func run() async throws {
        try refuseOverwritingInputs()
        if let sweep { return try await drawSweep(sweep) }
        if curveFit.isGiven { return try await drawCurveFit() }
        if metric != nil { throw ValidationError("--metric picks the column of a --sweep file; give --sweep FILE") }
        let written = try single.writtenSprings()
        if label != nil, !givesFlatSpring {
            throw ValidationError("--label names the spring given with the fit options; for --spring use label=")
        }
        let springs = try written.enumerated().map { index, spring in
            LabelledSpring(try spring.animation(), label: index == 0 && givesFlatSpring ? label : spring.label)
        }
        guard springs.count + csv.count <= SpringChart.maximumCurves else {
            throw ValidationError(
                "\(springs.count + csv.count) curves are more than one chart can show; "
                    + "plot at most \(SpringChart.maximumCurves) springs and CSV files together")
        }
        let imported = try csv.map { try ImportedCurve(contentsOf: $0) }
        let chart = SpringChart(
            springs: springs, imported: imported, title: title,
            tolerance: try tolerance.tolerance(), until: until?.seconds, showsVelocity: velocityPanel,
            showsError: errorPanel, showsRK4Values: rk4Points, rk4Step: errorStep?.seconds ?? 1.0 / 60)
        try await output.draw(chart.figure())
    }

    /// Refuses an output (`-o`, `--script`) that is one of the files read
    /// (`--csv`, `--curve`, `--sweep`), before anything is written: the chart
    /// would replace the recording it draws.
    private func refuseOverwritingInputs() throws {
        let inputs = csv + [curveFit.curve, sweep].compactMap { $0 }
        let outputs = [("-o", output.output), ("--script", output.script)]
        for case let (option, path?) in outputs {
            if let input = inputs.first(where: { FileSystem.isSameFile($0, path) }) {
                throw ValidationError("\(option) '\(path)' is the input '\(input)'; write to another file")
            }
        }
    }

    /// Whether a spring was given with the flat options of `fit` (not only with --spring).
    private var givesFlatSpring: Bool { !single.givenOptions.isEmpty }

    /// Whether an option of the curves over time was given; none applies to --curve or --sweep.
    private var givesCurveOptions: Bool {
        givesFlatSpring || !single.specs.isEmpty || !csv.isEmpty || label != nil || until != nil || velocityPanel
            || errorPanel || rk4Points || errorStep != nil
    }

    /// A recorded curve with its fitted spring and residuals; the spring options do not apply.
    private func drawCurveFit() async throws {
        guard !givesCurveOptions else {
            throw ValidationError(
                "--curve draws the curve with the spring fitted to it; it takes only --from, --to, "
                    + "--fit-start, --title and the output options")
        }
        guard let (recorded, fit) = try curveFit.fit(), let name = curveFit.curve else { return }
        try await output.draw(CurveFitChart(name: name, curve: recorded, fit: fit, title: title).figure())
    }

    /// The heatmap of one metric of a sweep file; the curve options do not apply.
    private func drawSweep(_ path: String) async throws {
        guard !givesCurveOptions, tolerance.epsilon == nil, tolerance.distance == nil else {
            throw ValidationError(
                "--sweep draws a heatmap of a sweep file; it takes only --metric, --title and the output options")
        }
        let heatmap = try SweepHeatmap(contentsOf: path, metric: metric ?? "settlingDuration")
        try await output.draw(heatmap.figure(title: title))
    }
}
