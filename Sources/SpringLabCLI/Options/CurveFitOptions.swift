import ArgumentParser
import SpringLab
import SpringLabIO

/// `fit --curve FILE` and `plot --curve FILE`: a recorded curve to fit a spring to.
struct CurveFitOptions: ParsableArguments {
    @Option(
        name: .customLong("curve"),
        help: ArgumentHelp(
            "Fit a spring to a recorded curve: a CSV with a header and time,value columns (as `simulate` writes).",
            valueName: "file"))
    var curveGiven: [String] = []
    var curve: String? { curveGiven.first }

    @Option(
        name: .customLong("from"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "With --curve: the start value, when known (otherwise fitted).", valueName: "value"))
    var fromGiven: [NumberArgument] = []
    var from: Double? { fromGiven.first?.value }

    @Option(
        name: .customLong("to"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "With --curve: the end (target) value, when known (otherwise fitted).", valueName: "value"))
    var toGiven: [NumberArgument] = []
    var to: Double? { toGiven.first?.value }

    @Flag(
        name: .customLong("fit-start"),
        help: "With --curve: also fit when the motion starts (default: the first sample).")
    var fitsStart = false

    func validate() throws {
        try checkOptions(["--curve": curveGiven, "--from": fromGiven, "--to": toGiven])
    }

    /// Whether any option of this group is given.
    var isGiven: Bool { curve != nil || from != nil || to != nil || fitsStart }

    /// The fit of the curve file.
    /// - Throws: a one-line error for an unreadable file, a refused curve, or these options without --curve.
    func fit() throws -> (curve: RecordedCurve, fit: CurveFit)? {
        guard let path = curve else {
            guard !isGiven else { throw ValidationError("--from, --to and --fit-start go with --curve FILE") }
            return nil
        }
        let columns = try NumericColumns.read(path, columns: ["time", "value"], what: "the curve")
        do {
            let recorded = try RecordedCurve(times: columns[0], values: columns[1])
            return (recorded, try CurveFit(recorded, options: .init(from: from, to: to, fitsStart: fitsStart)))
        } catch {
            throw ValidationError("'\(path)': \(error)")
        }
    }
}
