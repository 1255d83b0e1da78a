import ArgumentParser
import SpringLab
import SpringLabIO

/// `fit --curve FILE` and `plot --curve FILE`: a recorded curve to fit a spring to.
struct CurveFitOptions: ParsableArguments {
    @Option(
        once: "curve",
        help: ArgumentHelp(
            "Fit a spring to a recorded curve: a table of times and values (comma, tab, semicolon or space "
                + "separated, with or without a header) or JSON; see --columns, --time-unit, --frame-rate.",
            valueName: "file"))
    var curve: String?

    @Option(
        once: "from", parsing: .unconditional,
        help: ArgumentHelp(
            "With --curve or --video: the start value, when known (otherwise fitted).", valueName: "value"))
    var from: WrittenNumber?

    @Option(
        once: "to", parsing: .unconditional,
        help: ArgumentHelp(
            "With --curve or --video: the end (target) value, when known (otherwise fitted).", valueName: "value"))
    var to: WrittenNumber?

    @Option(
        once: "columns",
        help: ArgumentHelp(
            "With --curve: the time and value columns, by header name or 1-based number (default: found by name, "
                + "else the first two numeric columns).",
            valueName: "T,V"))
    var columns: RecordingColumns?

    @Option(
        once: "time-unit",
        help: ArgumentHelp(
            "With --curve: the unit of the time column (default: from its header, e.g. time_ms or t (ms), else s).",
            valueName: "unit"))
    var timeUnit: Recording.TimeUnit?

    @Option(
        once: "frame-rate", parsing: .unconditional,
        help: ArgumentHelp(
            "With --curve: frames per second, for a frame column or a file of values alone (one per frame).",
            valueName: "Hz"))
    var frameRate: WrittenNumber?

    @Flag(
        name: .customLong("fit-start"),
        help: "With --curve: also fit when the motion starts (default: the first sample).")
    var fitsStart = false

    func validate() throws {
        if let rate = frameRate, !(rate.value > 0 && rate.value.isFinite) {
            throw ValidationError("--frame-rate must be a positive number of frames per second, got \(rate.written)")
        }
    }

    /// Whether any option of this group is given.
    var isGiven: Bool {
        curve != nil || from != nil || to != nil || fitsStart || columns != nil || timeUnit != nil || frameRate != nil
    }

    /// Refuses the options that say how to read a curve file beside --video
    /// (whose frames carry their times); --from, --to and --fit-start apply.
    func requireVideoCompatible() throws {
        guard columns == nil, timeUnit == nil, frameRate == nil else {
            throw ValidationError(
                "--columns, --time-unit and --frame-rate say how to read a curve file; a video's frames carry their times"
            )
        }
    }

    /// How to read the file, from --columns, --time-unit and --frame-rate.
    var readingOptions: Recording.Options {
        Recording.Options(
            columns: columns?.columns, timeUnit: timeUnit, frameRate: frameRate?.value)
    }

    /// The fit of the curve file.
    /// - Throws: a one-line error for an unreadable file, a refused curve (an ``IOError`` that is no usage
    ///   error), or these options without --curve.
    func fit() throws -> (curve: RecordedCurve, fit: CurveFit)? {
        guard let path = curve else {
            guard !isGiven else {
                throw ValidationError(
                    "--from, --to, --fit-start, --columns, --time-unit and --frame-rate go with --curve FILE (--from, --to, --fit-start also with --video)"
                )
            }
            return nil
        }
        return try fit(try Recording(contentsOf: path, what: "the curve", options: readingOptions), named: "'\(path)'")
    }

    /// The fit of `recording`, called `name` in a refusal.
    func fit(_ recording: Recording, named name: String) throws -> (curve: RecordedCurve, fit: CurveFit) {
        try fit(times: recording.times, values: recording.values, named: name, fitsStart: fitsStart)
    }

    /// The fit of the samples `(times, values)`, called `name` in a refusal,
    /// with --from and --to; the start time too when `fitsStart`, and with
    /// errors widened for correlated residuals when the samples were `tracked`,
    /// their own `precision` allowed for in the test of a spring.
    func fit(
        times: [Double], values: [Double], named name: String, fitsStart: Bool, tracked: Bool = false,
        precision: Double = 0
    ) throws
        -> (curve: RecordedCurve, fit: CurveFit)
    {
        do {
            let recorded = try RecordedCurve(times: times, values: values)
            let options = CurveFit.Options(
                from: from?.value, to: to?.value, fitsStart: fitsStart, widensForCorrelation: tracked,
                precision: precision)
            return (recorded, try CurveFit(recorded, options: options))
        } catch {
            // Too few samples, times out of order, no spring: only the file can change that, not an option.
            throw IOError(name, reason: "\(error)")
        }
    }
}

/// `--columns T,V`: the time and value columns of a recording, each a header
/// name or a 1-based column number (digits alone are a number).
struct RecordingColumns: OptionValue {
    let columns: (time: Recording.Column, value: Recording.Column)
    let written: String

    init(reading text: String, for option: String) throws(OptionRefusal) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
        guard parts.count == 2, let time = Self.column(parts[0]), let value = Self.column(parts[1]) else {
            throw .invalid(
                "give the time and value columns as two names or 1-based numbers, e.g. \(option) t,y or \(option) 1,3")
        }
        columns = (time, value)
        written = text
    }

    var defaultText: String { written }

    /// A positive number, or a name; nil for an empty item or column 0.
    private static func column(_ text: String) -> Recording.Column? {
        guard !text.isEmpty else { return nil }
        guard text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) else { return .name(text) }
        return Int(text).flatMap { $0 > 0 ? .number($0) : nil }
    }
}
