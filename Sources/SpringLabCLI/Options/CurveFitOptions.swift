import ArgumentParser
import SpringLab
import SpringLabIO

/// `fit --curve FILE` and `plot --curve FILE`: a recorded curve to fit a spring to.
struct CurveFitOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Fit a spring to a recorded curve: a CSV with a header and time,value columns (as `simulate` writes).",
            valueName: "file"))
    var curve: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "With --curve: the start value, when known (otherwise fitted).", valueName: "value"))
    var from: Double?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "With --curve: the end (target) value, when known (otherwise fitted).", valueName: "value"))
    var to: Double?

    @Flag(
        name: .customLong("fit-start"),
        help: "With --curve: also fit when the motion starts (default: the first sample).")
    var fitsStart = false

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
