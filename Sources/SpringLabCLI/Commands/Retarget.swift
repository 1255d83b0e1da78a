import ArgumentParser
import SpringLab
import SpringLabIO
import SpringLabPlot

struct RetargetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "retarget",
        abstract: "What each runtime does when a spring's target changes mid-flight, or a gesture hands it a velocity.",
        discussion: """
            A retarget: the spring moves 0 → --distance; --at T seconds into the move the app sets the \
            target to --to X. On a display of --fps Hz frames are at n/fps; the app's call follows frame \
            r − 1, r = ⌈T·fps⌉, and frame r is the first drawn under the new target.
              springlab retarget --spring ca:stiffness=300,damping=20 --at 0.2 --to 0
            A gesture's hand-off: a value at rest at --from X0 released toward --to X with --velocity V \
            (units per second, signed):
              springlab retarget --spring ca:stiffness=170 --from 200 --velocity 800 --to 0
            --then SPEC gives the spring after the hand-off (the same spring by default). For each runtime \
            springlab follows: the value at frame r − 1, the velocity the second move starts with (units/s, \
            after the runtime's own rule), when it ends (seconds from frame 0), the jump at its end, how \
            far it overshoots X and how far its frames stray from the continuous move (the exact spring \
            continued from the value and velocity at frame r − 1), each as a fraction of the distance.

            --for KIND answers for one runtime: what it does at the hand-off, the code that hands the \
            velocity over in its own call and unit, and the move with it.

            --csv FILE writes every runtime's frames (frame, time, one column per runtime, in units; \
            a runtime that has ended shows its target); -o FILE or --preview draws them with gnuplot, \
            the hand-off marked:
              springlab retarget --spring ca:stiffness=300 --at 0.2 --to 0 -o handoff.png
            """
    )

    @Option(help: ArgumentHelp("The spring, as --spring KIND:key=value,… (see `springlab kinds`).", valueName: "spec"))
    var spring: String

    @Option(help: ArgumentHelp("The spring after the hand-off (default: the same).", valueName: "spec"))
    var then: String?

    @Option(
        once: "at", parsing: .unconditional,
        help: ArgumentHelp("Seconds into the first move when the target changes.", valueName: "T"))
    var at: WrittenNumber?

    @Option(once: "to", parsing: .unconditional, help: ArgumentHelp("The new target, in units.", valueName: "X"))
    var to: WrittenNumber?

    @Option(
        once: "from", parsing: .unconditional,
        help: ArgumentHelp("A gesture's release point, in units (with --velocity, instead of --at).", valueName: "X0"))
    var from: WrittenNumber?

    @Option(
        once: "velocity", parsing: .unconditional,
        help: ArgumentHelp("A gesture's release velocity, units per second, signed.", valueName: "V"))
    var velocity: WrittenNumber?

    @Option(
        once: "distance", parsing: .unconditional,
        help: ArgumentHelp(
            "The first move's distance in units (default: the spring's own, else 300); the fractions are of it.",
            valueName: "D"))
    var distance: WrittenNumber?

    @OptionGroup var screen: ScreenOptions

    @Option(
        once: "for",
        help: ArgumentHelp(
            "Answer for this runtime alone (its kind, as `fit --for` takes it): what it does at the hand-off "
                + "and the code that hands the velocity over.",
            valueName: "KIND"))
    var runtime: String?

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    @Option(
        once: "csv",
        help: ArgumentHelp(
            "Write each runtime's frames here as CSV: frame, time (s), one column of values per runtime.",
            valueName: "file"))
    var csv: String?

    @OptionGroup(title: "Chart (gnuplot)") var chart: PlotOutputOptions

    func validate() throws {
        if to == nil { throw ValidationError("--to X gives the new target; it is required") }
        if velocity != nil, from == nil { throw ValidationError("--velocity is a gesture's: give --from with it") }
        if from != nil, velocity == nil {
            throw ValidationError("--from is a gesture's release point: give --velocity with it")
        }
        if from != nil, at != nil {
            throw ValidationError("--at is a retarget's, --from and --velocity a gesture's: give one")
        }
        if from == nil, at == nil {
            throw ValidationError("give --at T (a retarget) or --from X0 --velocity V (a gesture)")
        }
        if then != nil, from != nil {
            throw ValidationError("--then is the spring after a retarget; a gesture's spring is --spring")
        }
        if let at, !(at.value >= 0 && at.value.isFinite) {
            throw ValidationError("--at must be a time of 0 s or more into the first move, got \(at.written)")
        }
        if let at, at.value > ScreenRun.horizon {
            throw ValidationError(
                "--at must be at most \(Int(ScreenRun.horizon)) s, the longest springlab follows a runtime for, got "
                    + "\(at.written)")
        }
        if let distance { try requirePositive(distance.value, option: "--distance", written: distance.written) }
        if let runtime, !RuntimeRegistry.kindNames.contains(runtime) {
            throw ValidationError(
                "--for: no runtime '\(runtime)'; runtimes: \(RuntimeRegistry.kindNames.joined(separator: ", "))")
        }
        if runtime != nil, json { throw ValidationError("--for answers in text; --json gives every runtime") }
        if json, chart.preview { throw ValidationError("--preview draws on standard output, where --json prints") }
        if let csv, let output = chart.output, csv == output || FileSystem.isSameFile(csv, output) {
            throw ValidationError("--csv and --output name one file '\(csv)'; write them to two")
        }
    }

    func run() async throws {
        let report = try RetargetReport(try retarget())
        print(try text(of: report))
        if let csv { try AtomicFile.write(to: csv) { sink in try report.writeFrames(to: sink) } }
        if chart.output != nil || chart.preview || chart.terminal != nil {
            try StandardStreams.flushOutput()
            try await chart.draw(RetargetChart(report).figure())
        }
    }

    /// What the command prints for `report`: with `--for`, one runtime's
    /// answer; else the table, or with `--json` the JSON object.
    func text(of report: RetargetReport) throws -> String {
        guard let runtime else { return json ? report.json.rendered() : report.text }
        guard let row = report.rows.first(where: { $0.kind == runtime }) else {
            throw ValidationError(
                "--for \(runtime): springlab does not follow it through a retarget yet; it follows "
                    + report.rows.map(\.kind).joined(separator: ", "))
        }
        return try report.text(for: row)
    }

    /// The retarget the options describe.
    func retarget() throws -> Retarget {
        let to = self.to ?? WrittenNumber(0)
        let first = try WrittenSpring<WrittenNumber>(spec: spring).animation()
        let second = try then.map { try WrittenSpring<WrittenNumber>(spec: $0).animation() }
        let move = try screen.move(distance: distance?.value ?? first.input.writtenDistance)
        if let from, let velocity {
            return try Retarget(releasing: first, from: from.value, velocity: velocity.value, to: to.value, move: move)
        }
        let frame = try Retarget.frame(at: at?.value ?? 0, framesPerSecond: move.framesPerSecond)
        return try Retarget(first: first, move: move, retargetFrame: frame, to: to.value, second: second)
    }
}
