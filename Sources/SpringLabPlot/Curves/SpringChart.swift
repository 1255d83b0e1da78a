import SpringLab

/// A chart of spring animations, overlaid on shared axes: what
/// `springlab plot` draws.
///
/// - The value panel shows progress (0 → 1) over time, the target with its
///   ±ε settle band, and per spring a dashed line and a dot where it leaves
///   the band for good (the band exit). A UIKit animation also gets a dashed
///   line where UIKit ends it and an arrow for the jump to the target.
/// - On request, a velocity panel and a panel of RK4's error at a fixed step
///   (log scale), stacked below on the same time axis.
public struct SpringChart: Sendable {
    public var springs: [LabelledSpring]
    public var imported: [ImportedCurve]
    public var title: String?
    public var tolerance: SettlingTolerance
    /// End of the time axis in seconds; nil picks one (see ``span()``).
    public var until: Double?
    public var showsVelocity: Bool
    /// Whether to add a panel of RK4's error at ``rk4Step`` (log scale).
    public var showsError: Bool
    /// Whether RK4's samples are also drawn as dots on the value panel.
    public var showsRK4Values: Bool
    /// The fixed RK4 step in seconds (default one 60 Hz frame).
    public var rk4Step: Double

    public init(
        springs: [LabelledSpring], imported: [ImportedCurve] = [], title: String? = nil,
        tolerance: SettlingTolerance = .standard, until: Double? = nil, showsVelocity: Bool = false,
        showsError: Bool = false, showsRK4Values: Bool = false, rk4Step: Double = 1.0 / 60
    ) {
        self.springs = springs
        self.imported = imported
        self.title = title
        self.tolerance = tolerance
        self.until = until
        self.showsVelocity = showsVelocity
        self.showsError = showsError
        self.showsRK4Values = showsRK4Values
        self.rk4Step = rk4Step
    }

    /// Extra room after the last notable time, so its marker is not on the frame.
    static let margin = 1.2

    /// The shortest time axis drawn, in seconds: with at most
    /// ``SpringTrace/maximumSamples`` samples across it, the sample spacing
    /// stays a normal Double (≥ 2.2e-308); a vanishing span (an `--until` of
    /// 5e-324 s, a UIKit duration of 5e-324 s) is refused instead.
    public static let minimumSpan = 1e-300

    /// The most curves (springs and imported CSV files) one chart overlays:
    /// beyond that the legend outgrows the chart, the colours repeat many
    /// times over, and the script grows past what gnuplot draws in seconds.
    public static let maximumCurves = 32

    /// The time axis: `until` when given; otherwise 1.2 × the latest time that
    /// matters (each spring's band exit, or for UIKit the end of its
    /// duration), or the end of the imported curves.
    public func span() throws(PlotError) -> Double {
        if let until {
            guard until.isFinite, until >= Self.minimumSpan else {
                throw .badOption(
                    "\(setting: .until) must be a number of seconds from \(Self.minimumSpan) up, got \(legendNumber(until))"
                )
            }
            return until
        }
        var latest = imported.compactMap { $0.value.last?.x }.max() ?? 0
        for spring in springs {
            // UIKit's animation is over at its duration, settled or not.
            if let end = spring.animation.endTime {
                latest = max(latest, Self.margin * end)
                continue
            }
            guard let settles = try Self.report(spring, tolerance).metrics.settling.seconds else {
                throw .needsTimeSpan("'\(spring.name)' never settles (damping ratio 0): give \(setting: .until)")
            }
            latest = max(latest, Self.margin * settles)
        }
        guard latest > 0 else { throw .needsTimeSpan("cannot tell how long to plot: give \(setting: .until)") }
        guard latest.isFinite, latest >= Self.minimumSpan else {
            throw .needsTimeSpan(
                "the time axis would span \(legendNumber(latest)) s, outside what can be drawn "
                    + "(\(Self.minimumSpan) s up to the largest finite number); give \(setting: .until)")
        }
        return latest
    }

    static func report(_ spring: LabelledSpring, _ tolerance: SettlingTolerance) throws(PlotError) -> SpringReport {
        // Legends need the metrics and UIKit's end, not the runtimes' runs.
        do { return try SpringReport(spring.animation, tolerance: tolerance, onScreen: false) } catch {
            throw .badOption("'\(spring.name)': \(error)")
        }
    }
}
