import ArgumentParser
import SpringLab
import SpringLabIO

extension Fit {
    /// `fit --curve FILE`: the fit's summary, then the fitted spring's report
    /// as for any spring (the same JSON fields, with `curveFit` added).
    func fitCurve() throws {
        guard spring.givenOptions.isEmpty, spring.specs.isEmpty else {
            throw ValidationError("--curve fits a spring to the curve; give no spring options with it")
        }
        guard let (recorded, fit) = try curve.fit(), let file = curve.curve else { return }
        let band = try tolerance.givenTolerance()
        // The recording's own move: velocities in units and absolute thresholds are for its distance.
        let report = try SpringReport(
            fit.animation(), tolerance: band ?? .standard,
            move: screen.move(distance: tolerance.distance ?? fit.distance.magnitude))
        let summary = CurveFitSummary(file: file, curve: recorded, fit: fit, options: curve)
        if json {
            guard case let .object(members) = report.json else { return }
            print(JSON.object([("curveFit", summary.json)] + members).rendered())
        } else {
            print((summary.text + ["", report.text]).joined(separator: "\n"))
        }
    }
}
