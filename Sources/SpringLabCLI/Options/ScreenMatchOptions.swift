import ArgumentParser
import SpringLab

/// `--for KIND` and `--tolerance`: translate the spring for one runtime so
/// that its screen matches the source's.
struct ScreenMatchOptions: ParsableArguments {
    @Option(
        name: .customLong("for"),
        help: ArgumentHelp(
            "Answer for this platform alone, its thresholds chosen so that its screen matches: "
                + RuntimeRegistry.platformKinds.joined(separator: ", ") + ".",
            valueName: "KIND"))
    var runtimeGiven: [String] = []
    var runtime: String? { runtimeGiven.first }

    @Option(
        name: .customLong("tolerance"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "Largest deviation allowed, as a fraction of the distance, for --for and CSS linear(). "
                + "(default: \(ScreenMatch.defaultTolerance))",
            valueName: "fraction"))
    var toleranceGiven: [WrittenNumber] = []
    var tolerance: Double { toleranceGiven.first?.value ?? ScreenMatch.defaultTolerance }

    /// Whether `--for css` keeps its easing to a screen: unless a tolerance
    /// is asked for, which is then kept in full.
    var keepsEasingToScreen: Bool { toleranceGiven.isEmpty }

    func validate() throws {
        try checkOptions(["--for": runtimeGiven, "--tolerance": toleranceGiven])
    }

    /// ``tolerance`` once checked: a positive fraction of the distance.
    func checkedTolerance() throws -> Double {
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
