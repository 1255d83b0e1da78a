import ArgumentParser
import SpringLab
import SpringLabIO
import SpringLabPlot
import SpringLabVideo

struct Fit: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fit",
        abstract: "Explain one spring: physical constants, settling, overshoot, and its equivalents.",
        discussion: """
            Write the spring as you did in code:
              UIKit            --duration 0.45 --damping 0.15 [--velocity 5.5]
              Core Animation   [--mass 1] --stiffness 100 --damping 10
              SwiftUI          --duration 0.5 --bounce 0.3
                               --response 0.5 --damping-ratio 0.7
                               --preset smooth|snappy|bouncy
              CASpringAnimation(perceptualDuration:bounce:)
                               --perceptual-duration 0.5 --bounce 0.3
            or as what the motion should do (springlab finds the spring):
              --settling-duration 0.5 --overshoot 0.08
              --peak-time 0.2 --overshoot 0.1
            (in place of --overshoot, --settling-duration takes --damping-ratio, --bounce, --peak-time or \
            --bounces; --criterion band|core-animation|envelope says which settling time)
            or as --spring KIND:key=value,… with the API's own parameter names:
              --spring uikit:duration=0.45,damping=0.15,velocity=5.5
              --spring ca:stiffness=300,damping=20    --spring swiftui:preset=bouncy
            (`springlab kinds` lists every kind and its parameters).
            or fit one to a recorded curve (a table or JSON of times and values):
              --curve capture.csv [--from 0 --to 300] [--fit-start]
              --curve log.csv --columns 1,3 --time-unit ms
              --curve frames.tsv --frame-rate 60    (a frame column, or values alone)
            or read it off a screen recording (ffmpeg decodes it; what moves is tracked):
              --video clip.mp4 [--track x|y|scale|opacity] [--region X,Y,W,H]
            (-o fit.png draws a recorded curve's samples against the fitted spring).
            Velocities are fractions of the distance per second, positive toward the target. Negative values \
            can be written as --velocity -2. Durations are plain seconds (0.45, not 450 or 450ms): one above \
            10 s is refused as milliseconds written for seconds unless --long says it is meant.
            """
    )

    @OptionGroup var spring: SpringOptions
    @OptionGroup var tolerance: ToleranceOptions
    @OptionGroup var screen: ScreenOptions
    @OptionGroup var match: ScreenMatchOptions

    @OptionGroup(title: "Recorded curve") var curve: CurveFitOptions

    @OptionGroup(title: "Video") var video: VideoFitOptions

    @OptionGroup(title: "Chart of a recorded curve's fit (with --curve or --video)") var chart: PlotOutputOptions

    @Flag(help: "Print one JSON object (SI units) instead of text.")
    var json = false

    @Flag(help: "End the text with the link that opens this spring on the page of `springlab serve`.")
    var link = false

    func validate() throws {
        if curve.curve != nil, video.video != nil {
            throw ValidationError("--curve and --video each give the motion to fit; give one")
        }
        let recorded = curve.curve != nil || video.video != nil
        if chart.isGiven, !recorded {
            throw ValidationError("--output, --preview and the chart's options draw a fit: give --curve or --video")
        }
        if json, chart.preview { throw ValidationError("--preview draws on standard output, where --json prints") }
        if let samples = video.samples, let output = chart.output,
            samples == output || FileSystem.isSameFile(samples, output)
        {
            throw ValidationError("--samples and --output name one file '\(samples)'; write them to two")
        }
        guard link else { return }
        if json { throw ValidationError("--link ends the text answer; leave out --json") }
        if curve.isGiven || video.isGiven {
            throw ValidationError("--link opens a written spring; drop the recording on the page instead")
        }
    }

    func run() async throws {
        if video.isGiven { return try await fitVideo() }
        if curve.isGiven { return try await fitCurve() }
        print(try springOutput())
    }

    /// The page of `springlab serve` at its default address for `input`,
    /// with `for=KIND` when `--for` names one: the query's value keeps the
    /// spring's text as written (its `:`, `,` and `=` are allowed in a query).
    static func pageLink(_ input: any SpringInput, for runtime: String?) -> String {
        let query = ["spring=" + queryEscaped(input.springText)] + (runtime.map { ["for=" + queryEscaped($0)] } ?? [])
        return "http://127.0.0.1:\(Serve.defaultPort)/?" + query.joined(separator: "&")
    }

    /// `text` percent-encoded for a query's value, all but letters, digits and `-._~:,=` (a `+`
    /// would read as a space).
    static func queryEscaped(_ text: String) -> String {
        let kept = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:,=".utf8)
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            if kept.contains(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What fit prints for the spring it was given (rather than a recorded
    /// curve): its report settled within the band given (else the standard
    /// band), on a move of `--distance` (else the distance the spring names,
    /// else ``ScreenMove/standard``'s) at `--fps`, as text or one JSON object.
    func springOutput() throws -> String {
        let report = try springReport()
        if json { return report.json.rendered() }
        let text = report.text(easingToScreen: match.keepsEasingToScreen)
        guard link else { return text }
        return text + "\n\nOn the page of `springlab serve`: "
            + Self.pageLink(report.animation.input, for: match.runtime)
    }

    /// The report of the spring given, as ``springOutput()`` prints it.
    func springReport() throws -> SpringReport {
        let cssTolerance = try match.checkedTolerance()
        let (animation, band, move) = try springAnimation()
        return try match.apply(to: SpringReport(animation, tolerance: band, move: move, cssTolerance: cssTolerance))
    }

    /// The spring given as an animation, the settle band it is measured
    /// with (`--epsilon`, or the one its kind names, else the standard), and
    /// the move on screen: what the report is made of, without the report.
    func springAnimation() throws -> (animation: SpringAnimation, band: SettlingTolerance, move: ScreenMove) {
        let band = try tolerance.givenTolerance()
        let animation = try spring.writtenSpring().takingBand(band).animation()
        let move = try screen.move(distance: tolerance.distance?.value ?? animation.input.writtenDistance)
        return (animation, band ?? .standard, move)
    }

    /// `fit --curve FILE`: the fit's summary, then the fitted spring's report
    /// as for any spring (the same JSON fields, with `curveFit` added).
    func fitCurve() async throws {
        try requireNoSpring(beside: "--curve")
        guard let (recorded, fit) = try curve.fit(), let file = curve.curve else { return }
        let text = try curveOutput(
            recorded, fit, summary: CurveFitSummary(file: file, curve: recorded, fit: fit, options: curve))
        try await drawChart(recorded, fit, name: file)
        print(text)
    }

    /// `fit --video FILE`: the clip decoded and tracked into a curve, then as `fit --curve`,
    /// with the tracking and the known springs within the fit's errors. Every refusal comes
    /// before a file is written: the answer first, then the chart, then the samples.
    func fitVideo() async throws {
        try requireNoSpring(beside: "--video")
        guard let path = video.video else { return }
        try curve.requireVideoCompatible()
        if chart.isGiven { _ = try chart.destination() }
        let name = "'\(path)'"
        let track = try VideoTrack(try await video.frames(path), options: video.trackOptions, name: name)
        let (recorded, fit) = try curve.fit(
            times: track.times, values: track.values, named: "the video \(name)", fitsStart: true, tracked: true,
            precision: track.precision)
        var summary = CurveFitSummary(file: path, curve: recorded, fit: fit, options: curve)
        summary.video = track
        summary.knownSprings = KnownSprings.matches(fit)
        let text = try curveOutput(recorded, fit, summary: summary)
        try await drawChart(recorded, fit, name: path)
        if let samples = video.samples {
            try AtomicFile.write(to: samples) { sink in try VideoSamples(track).write(to: sink) }
        }
        print(text)
    }

    /// The chart of the fit, when `-o` or `--preview` asks for one.
    func drawChart(_ recorded: RecordedCurve, _ fit: CurveFit, name: String) async throws {
        guard chart.isGiven else { return }
        try await chart.draw(CurveFitChart(name: name, curve: recorded, fit: fit, title: nil).figure())
        try StandardStreams.flushOutput()
    }

    /// Refuses spring options beside a recorded curve or a video (`option`).
    func requireNoSpring(beside option: String) throws {
        guard spring.givenOptions.isEmpty, spring.specs.isEmpty else {
            throw ValidationError("\(option) fits a spring to the motion; give no spring options with it")
        }
    }

    /// What `fit --curve` and `fit --video` print for the fit of `recorded`.
    func curveOutput(_ recorded: RecordedCurve, _ fit: CurveFit, summary: CurveFitSummary) throws -> String {
        let band = try tolerance.givenTolerance()
        // The recording's own move: velocities in units and absolute thresholds are for its
        // distance, and the code that names a move's ends writes its from and to.
        let move =
            try tolerance.distance.map { try screen.move(distance: $0.value) }
            ?? screen.move(from: fit.from, to: fit.to)
        let report = try match.apply(
            to: SpringReport(
                fit.animation(), tolerance: band ?? .standard, move: move, cssTolerance: match.checkedTolerance()))
        guard json else {
            return (summary.text + ["", report.text(easingToScreen: match.keepsEasingToScreen)]).joined(separator: "\n")
        }
        guard case let .object(members) = report.json else { return report.json.rendered() }
        return JSON.object([("curveFit", summary.json)] + members).rendered()
    }
}
