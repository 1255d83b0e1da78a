import SpringLab

/// A recorded curve with the spring fitted to it (``CurveFit``): the samples
/// as dots and the fitted motion as a line, in the curve's own units, over a
/// panel of the residuals (sample − fit). Frames a fit excluded (after
/// UIKit's end jump) are drawn in grey and have no residual.
public struct CurveFitChart: Sendable {
    public let name: String
    public let curve: RecordedCurve
    public let fit: CurveFit
    public let title: String?

    /// Points of the fitted line: enough that its oscillations look smooth.
    static let lineSamples = 600

    public init(name: String, curve: RecordedCurve, fit: CurveFit, title: String? = nil) {
        self.name = name
        self.curve = curve
        self.fit = fit
        self.title = title
    }

    public func figure() -> Figure {
        let used = fit.usedCount
        let samples = zip(curve.times, curve.values).map { Point($0, $1) }
        let first = curve.times[0], last = curve.times[curve.count - 1]
        let lineEnd = fit.snap?.time ?? last
        let line = (0...Self.lineSamples).map { i -> Point in
            let t = first + (lineEnd - first) * Double(i) / Double(Self.lineSamples)
            return Point(t, fit.value(at: t))
        }
        var series = [
            Series(label: name, points: Array(samples[..<used]), style: .points, color: Palette.color(0)),
            Series(label: "fitted spring", points: line, color: Palette.color(1)),
        ]
        if used < samples.count {
            series.append(
                Series(
                    label: "excluded (after UIKit's end jump)", points: Array(samples[used...]),
                    style: .points, color: .guide))
        }
        // Both panels share the time axis, excluded frames included.
        let span = first...Swift.max(last, first.nextUp)
        let values = Panel(
            xAxis: Axis("", range: span), yAxis: Axis("value"), series: series,
            guides: [.horizontalLine(y: fit.to, color: .guide)], heightWeight: 2.5)
        let residuals = samples[..<used].map { Point($0.x, $0.y - fit.value(at: $0.x)) }
        let residualPanel = Panel(
            xAxis: Axis("time (s)", range: span), yAxis: Axis("residual"),
            series: [Series(label: nil, points: residuals, style: .points, color: Palette.color(0))],
            guides: [.horizontalLine(y: 0, color: .guide)], showsKey: false)
        return Figure(title: title, panels: [values, residualPanel])
    }
}
