import SpringLab
import SpringLabIO
import SpringLabVideo

/// What `fit --curve` says about the fit itself, before the fitted spring's
/// report: how well it explains the curve, in the curve's own units, and how
/// well the curve pins each unknown (standard errors).
struct CurveFitSummary {
    let file: String
    let curve: RecordedCurve
    let fit: CurveFit
    let options: CurveFitOptions
    /// The clip's tracking, when the curve was read off a video.
    var video: VideoTrack?
    /// The known springs within the fit's errors, or the nearest (``KnownSprings``), for a video.
    var knownSprings: [SpringMatch] = []

    init(file: String, curve: RecordedCurve, fit: CurveFit, options: CurveFitOptions) {
        self.file = file
        self.curve = curve
        self.fit = fit
        self.options = options
    }

    var text: [String] {
        let errors = fit.standardErrors
        var lines = [
            "Fit to the \(video == nil ? "curve" : "video") \(file): \(curve.count) samples, \(fit.usedCount) used"
        ]
        if let video {
            lines.append(
                "  tracked: \(video.property.rawValue) (\(video.property.unit)) of the element at \(video.box.written) "
                    + "(X,Y,W,H in the clip's pixels) over \(video.frameCount) frames; it moves from t = "
                    + "\(readable(video.motionStart)) s and rests from t = \(readable(video.motionEnd)) s")
        }
        lines += [
            "  residual: RMS \(readable(fit.rmsResidual)), largest \(readable(fit.largestResidual)) "
                + "at t = \(readable(fit.largestResidualTime)) s (in the curve's units)",
            "  stiffness k/m \(estimate(fit.stiffness, errors.stiffness)) 1/s², "
                + "damping c/m \(estimate(fit.damping, errors.damping)) 1/s",
            "  from \(estimate(fit.from, errors.from, given: options.from != nil)), "
                + "to \(estimate(fit.to, errors.to, given: options.to != nil, fromSnap: fit.snap != nil))",
            "  initial velocity \(estimate(fit.velocity, errors.velocity)) units/s = "
                + "\(estimate(fit.normalizedVelocity, errors.velocity / fit.distance.magnitude)) × the distance per second",
            "  start "
                + (errors.start != nil
                    ? "\(estimate(fit.start, errors.start)) s" : "\(readable(fit.start)) s (the first sample)"),
        ]
        if let snap = fit.snap {
            lines.append(
                "  UIKit end jump: at t = \(readable(snap.time)) s the curve jumps by \(readable(snap.step)) "
                    + "to \(readable(snap.level)) and stays; the \(curve.count - snap.index) frames from there on are excluded "
                    + "and their level is taken as the target")
        }
        if video != nil {
            lines.append(
                "  standard errors widened ×\(readable(fit.errorWidening, significant: 3)) for the tracking's "
                    + "correlated errors (neighbouring residuals correlate)")
            lines.append(knownSpringsLine)
        }
        return lines
    }

    /// Which known springs the fit is within its errors of, or the nearest.
    var knownSpringsLine: String {
        func sigmas(_ match: SpringMatch) -> String {
            "ω0 \(readable(match.naturalFrequencySigmas, significant: 2))σ, "
                + "ζ \(readable(match.dampingRatioSigmas, significant: 2))σ"
        }
        guard let nearest = knownSprings.first else {
            return "  known springs: none to compare (the fit has no standard errors)"
        }
        guard nearest.isWithinErrors else {
            return
                "  known springs: none within 3 standard errors in ω0 and ζ; nearest \(nearest.name) (\(sigmas(nearest)))"
        }
        return "  known springs within 3 standard errors in ω0 and ζ: "
            + knownSprings.map { "\($0.name) (\(sigmas($0)))" }.joined(separator: ", ")
    }

    /// `value ± error`, or the value alone when it was given or has no error.
    private func estimate(_ value: Double, _ error: Double?, given: Bool = false, fromSnap: Bool = false) -> String {
        if given { return "\(readable(value, significant: 6)) (given)" }
        if fromSnap, error == nil { return "\(readable(value, significant: 6)) (the level after the jump)" }
        guard let error, error.isFinite else { return readable(value, significant: 6) }
        return "\(readable(value, significant: 6)) ± \(readable(error, significant: 2))"
    }

    /// The `curveFit` member of `fit --curve --json`.
    var json: JSON {
        let errors = fit.standardErrors
        let snap: JSON =
            fit.snap.map { snap in
                .object([
                    ("time", .number(snap.time)), ("step", .number(snap.step)), ("level", .number(snap.level)),
                    ("excludedFrames", .integer(curve.count - snap.index)),
                ])
            } ?? .null
        func finite(_ value: Double?) -> JSON { .number(value.flatMap { $0.isFinite ? $0 : nil }) }
        return .object(
            [
                ("file", .string(file)),
                ("samples", .integer(curve.count)),
                ("used", .integer(fit.usedCount)),
                ("rmsResidual", .number(fit.rmsResidual)),
                ("largestResidual", .number(fit.largestResidual)),
                ("largestResidualTime", .number(fit.largestResidualTime)),
                ("stiffness", .number(fit.stiffness)),
                ("damping", .number(fit.damping)),
                ("from", .number(fit.from)),
                ("to", .number(fit.to)),
                ("velocity", .number(fit.velocity)),
                ("start", .number(fit.start)),
                (
                    "standardErrors",
                    .object([
                        ("stiffness", finite(errors.stiffness)), ("damping", finite(errors.damping)),
                        ("from", finite(errors.from)), ("to", finite(errors.to)),
                        ("velocity", finite(errors.velocity)), ("start", finite(errors.start)),
                    ])
                ),
                ("snap", snap),
            ] + videoMembers)
    }

    /// `video` and `knownSprings`, for a fit to a video.
    private var videoMembers: [(String, JSON)] {
        guard let video else { return [] }
        let box = video.box
        return [
            (
                "video",
                .object([
                    ("property", .string(video.property.rawValue)), ("unit", .string(video.property.unit)),
                    (
                        "box",
                        .object([
                            ("x", .integer(box.x0)), ("y", .integer(box.y0)), ("width", .integer(box.width)),
                            ("height", .integer(box.height)),
                        ])
                    ),
                    ("frames", .integer(video.frameCount)), ("motionStart", .number(video.motionStart)),
                    ("motionEnd", .number(video.motionEnd)), ("errorWidening", .number(fit.errorWidening)),
                ])
            ),
            (
                "knownSprings",
                .array(
                    knownSprings.map {
                        .object([
                            ("spring", .string($0.name)),
                            ("naturalFrequencySigmas", .number($0.naturalFrequencySigmas)),
                            ("dampingRatioSigmas", .number($0.dampingRatioSigmas)),
                            ("withinErrors", .bool($0.isWithinErrors)),
                        ])
                    })
            ),
        ]
    }
}
