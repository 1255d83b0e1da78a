import ArgumentParser
import SpringLab

/// `--for KIND` and `--tolerance`: translate the spring for one runtime so
/// that its screen matches the source's.
struct ScreenMatchOptions: ParsableArguments {
    @Option(
        once: "for",
        help: ArgumentHelp(
            "Answer for this platform alone, its thresholds chosen so that its screen matches: "
                + RuntimeRegistry.platformKinds.joined(separator: ", ") + ".",
            valueName: "KIND"))
    var runtime: String?

    @Option(
        once: "tolerance", parsing: .unconditional,
        help: ArgumentHelp(
            "Largest deviation allowed, as a fraction of the distance, for --for and CSS linear(). "
                + "(default: \(ScreenMatch.defaultTolerance))",
            valueName: "fraction"))
    var tolerance: WrittenNumber?

    /// Whether `--for css` keeps its easing to a screen: unless a tolerance
    /// is asked for, which is then kept in full.
    var keepsEasingToScreen: Bool { tolerance == nil }

    /// ``tolerance`` (else ``ScreenMatch/defaultTolerance``) once checked: a positive fraction of the distance.
    func checkedTolerance() throws -> Double {
        let tolerance = tolerance?.value ?? ScreenMatch.defaultTolerance
        guard tolerance.isFinite, tolerance > 0, tolerance < 1 else {
            throw ValidationError("--tolerance must be a fraction of the distance in (0, 1), got \(tolerance)")
        }
        return tolerance
    }

    /// The report, answering for the platform --for names when given.
    func apply(to report: SpringReport) throws -> SpringReport {
        guard let runtime else { return report }
        guard RuntimeRegistry.platformKinds.contains(runtime) else {
            throw ValidationError(
                "--for: no platform '\(runtime)'; platforms: \(RuntimeRegistry.platformKinds.joined(separator: ", "))")
        }
        return try report.answering(runtime, tolerance: checkedTolerance())
    }
}
