import Foundation
import RealModule
import SpringLab
import Testing

@testable import SpringLabPlot

/// The curves drawn are the mathematics: closed forms, RK4's order, and the
/// reference settling times of data/reference (mpmath, independent of springlab).
@Suite("curves for the charts")
struct SpringCurveTests {
    /// m = 1, k = 100, c = 10: λ = 5, ωd = √75; from x0 = −1 at rest,
    /// x(t) = −e^(−5t) (cos ωd t + 5 sin(ωd t) / ωd).
    static func closedForm(_ t: Double) -> Double {
        let wd = 75.0.squareRoot()
        return -exp(-5 * t) * (cos(wd * t) + 5 * sin(wd * t) / wd)
    }

    /// Exact stepping keeps every sample within 1e-12 of the closed form
    /// (the sampler re-anchors; rounding alone is ~1e-15).
    @Test func traceFollowsTheClosedForm() throws {
        let animation = SpringAnimation(try CoreAnimationSpring(mass: 1, stiffness: 100, damping: 10))
        let trace = try SpringTrace(animation, span: 2)
        #expect(trace.value.count == 1)
        let points = trace.value[0]
        #expect(points.count >= SpringTrace.minimumSamples)
        #expect(points.first?.x == 0)
        #expect(points.last!.x.isApproximatelyEqual(to: 2, absoluteTolerance: 1e-12))
        for point in points {
            #expect(point.y.isApproximatelyEqual(to: 1 + Self.closedForm(point.x), absoluteTolerance: 1e-12))
        }
    }

    /// UIKit stops at T: the curve ends at x(T) exactly at T, then sits on the
    /// target. For T = 3, ζ = 0.25, v = 0 UIKit's equation has the closed-form
    /// root ω = ln(ζ/(ε√(1−ζ²)))/(ζT) (docs/apple.md, UIKit's solver), so the
    /// spring is k = ω², c = 2ζω and x(T) follows from the closed form.
    @Test func uikitCurveStopsAtItsDuration() throws {
        let animation = try SpringAnimation(UIKitSpring(duration: 3, dampingRatio: 0.25))
        let span = try SpringChart(springs: [LabelledSpring(animation)]).span()
        #expect(span == 1.2 * 3)
        let trace = try SpringTrace(animation, span: span)
        #expect(trace.value.count == 2)
        let omega = log(0.25 / (0.001 * (1 - 0.25 * 0.25).squareRoot())) / (0.25 * 3)
        let lambda = 0.25 * omega, wd = omega * (1 - 0.25 * 0.25).squareRoot()
        let xT = -exp(-lambda * 3) * (cos(wd * 3) + lambda * sin(wd * 3) / wd)
        let end = try #require(trace.value[0].last)
        #expect(end.x == 3)
        // ω is rounded once here and once by the solver: both round within ~1e-15.
        #expect(end.y.isApproximatelyEqual(to: 1 + xT, absoluteTolerance: 1e-12))
        #expect(trace.value[1] == [Point(3, 1), Point(span, 1)])
        #expect(trace.velocity[1] == [Point(3, 0), Point(span, 0)])
        #expect(trace.value[0].allSatisfy { $0.x <= 3 })
    }

    /// RK4's global error is O(h⁴): halving the step divides it by about 16.
    /// ω0 h ≤ 0.083 here, deep in the asymptotic range; 14…18 allows for the
    /// next-order term.
    @Test func rk4ErrorHasOrderFour() throws {
        let animation = SpringAnimation(try CoreAnimationSpring(mass: 1, stiffness: 100, damping: 10))
        func maxError(_ h: Double) throws -> Double {
            try RK4Trace(animation, span: 1, step: h).errors.map(\.y).max() ?? 0
        }
        let ratio = try maxError(1.0 / 120) / maxError(1.0 / 240)
        #expect((14...18).contains(ratio), "ratio \(ratio)")
        let comparison = try RK4Trace(animation, span: 1, step: 1.0 / 60)
        #expect(comparison.values.count == 61)
        #expect(comparison.errors.allSatisfy { $0.y > 0 && $0.x > 0 })
    }

    @Test func rk4RefusesBadSteps() throws {
        let animation = try SpringAnimation(SwiftUIPreset.bouncy)
        for step in [0, -1, .nan, .infinity, 1e-9] {
            #expect(throws: PlotError.self) { try RK4Trace(animation, span: 1, step: step) }
        }
    }

    /// The time axis runs to 1.2 × the band exit; reference: row ca-default of
    /// data/reference/springs.csv, settling_time (mpmath, 50 digits).
    @Test func spanFollowsTheSettlingTime() throws {
        let animation = SpringAnimation(try CoreAnimationSpring(mass: 1, stiffness: 100, damping: 10))
        let span = try SpringChart(springs: [LabelledSpring(animation)]).span()
        let bandExit = try referenceSettlingTime(id: "ca-default")
        #expect(span.isApproximatelyEqual(to: 1.2 * bandExit, relativeTolerance: 1e-12))
        #expect(try SpringChart(springs: [LabelledSpring(animation)], until: 0.7).span() == 0.7)
        #expect(throws: PlotError.self) { try SpringChart(springs: [LabelledSpring(animation)], until: -1).span() }
    }

    @Test func anUndampedSpringNeedsATimeSpan() throws {
        let animation = try SpringAnimation(PerceptualSpring(response: 1, dampingRatio: 0), writtenAsResponse: true)
        #expect(throws: PlotError.self) { try SpringChart(springs: [LabelledSpring(animation)]).figure() }
        let figure = try SpringChart(springs: [LabelledSpring(animation)], until: 3).figure()
        #expect(figure.panels.count == 1)
    }

    @Test func panelsStackOnOneTimeAxis() throws {
        let uikit = try SpringAnimation(UIKitSpring(duration: 0.45, dampingRatio: 0.15, initialVelocity: 5.5))
        let figure = try SpringChart(
            springs: [LabelledSpring(uikit, label: "Elastic")],
            showsVelocity: true, showsError: true
        ).figure()
        #expect(figure.panels.count == 3)
        #expect(figure.layout == PanelLayout(rows: 3, columns: 1))
        #expect(figure.panels.map(\.showsKey) == [true, false, false])
        #expect(figure.panels.map(\.xAxis.label) == ["", "", "time (s)"])
        #expect(figure.panels[2].yAxis.scale == .logarithmic)
        // UIKit's jump: an arrow at T from where the spring is to the target.
        let xT = try UIKitSpring(duration: 0.45, dampingRatio: 0.15, initialVelocity: 5.5).remainingAtEnd()
        let arrows = figure.panels[0].guides.compactMap { guide -> (Point, Point)? in
            if case let .arrow(from, to, _) = guide { return (from, to) }
            return nil
        }
        #expect(arrows.count == 1)
        #expect(arrows.first?.0 == Point(0.45, 1 + xT))
        #expect(arrows.first?.1 == Point(0.45, 1))
    }

    @Test func nothingToPlotIsAnError() {
        #expect(throws: PlotError.self) { try SpringChart(springs: []).figure() }
    }
}
