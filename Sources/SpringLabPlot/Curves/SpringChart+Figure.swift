import SpringLab

extension SpringChart {
    /// The figure: the value panel, then velocity and RK4 error when asked for.
    public func figure() throws(PlotError) -> Figure {
        guard !springs.isEmpty || !imported.isEmpty else {
            throw .nothingToPlot(
                "nothing to plot: give \(setting: .springParameters), \(setting: .springSpec) or \(setting: .csv)")
        }
        let span = try span()
        let traces = try springs.map { spring throws(PlotError) in
            do { return try SpringTrace(spring.animation, span: span) } catch {
                throw PlotError.badOption("'\(spring.name)': \(error)")
            }
        }
        let rk4Traces =
            showsError || showsRK4Values
            ? try springs.map { spring throws(PlotError) in try RK4Trace(spring.animation, span: span, step: rk4Step) }
            : nil
        var panels = [try valuePanel(span: span, traces: traces, rk4Traces: rk4Traces)]
        if showsVelocity { panels.append(velocityPanel(span: span, traces: traces)) }
        if showsError { panels.append(try errorPanel(span: span, rk4Traces: rk4Traces ?? [])) }
        // Stacked panels share the time axis: label it once, at the bottom.
        for index in panels.indices.dropLast() { panels[index].xAxis.label = "" }
        if panels.count > 1 { panels[0].heightWeight = 1.5 }
        return Figure(title: title, panels: panels)
    }

    static let time = "time (s)"

    private func valuePanel(
        span: Double, traces: [SpringTrace],
        rk4Traces: [RK4Trace]?
    ) throws(PlotError) -> Panel {
        let epsilon = tolerance.fraction
        var panel = Panel(
            xAxis: Axis(Self.time, range: 0...span),
            yAxis: Axis(imported.isEmpty ? "progress (0 = from, 1 = to)" : "value"))
        if !springs.isEmpty {
            panel.guides.append(.band((1 - epsilon)...(1 + epsilon), color: .band))
            panel.series.append(
                Series(
                    label: "target, settle band ±\(legendPercent(epsilon))",
                    points: [Point(0, 1), Point(span, 1)], style: .dashed, color: .guide))
        }
        for (index, spring) in springs.enumerated() {
            let report = try Self.report(spring, tolerance)
            let color = Palette.color(index)
            panel.series.append(Series(label: legend(spring, report), segments: traces[index].value, color: color))
            panel.guides += markers(spring, report.metrics, color: color)
            if showsRK4Values, let rk4Trace = rk4Traces?[index] {
                // Only while the animation is on screen: UIKit's ends at its duration.
                let end = spring.animation.endTime ?? .infinity
                panel.series.append(
                    Series(
                        label: "RK4 at \(legendNumber(1 / rk4Trace.step, significant: 4)) Hz",
                        points: rk4Trace.values.filter { $0.x <= end },
                        style: .points, color: color))
            }
        }
        panel.series += importedSeries(\.value)
        return panel
    }

    /// A series for each imported curve that has `points` (its values,
    /// velocity or error), coloured after the springs.
    private func importedSeries(_ points: (ImportedCurve) -> [Point]?) -> [Series] {
        imported.enumerated().compactMap { offset, curve in
            points(curve).map { Series(label: curve.name, points: $0, color: Palette.color(springs.count + offset)) }
        }
    }

    /// Legend text: the name, then when it settles and what UIKit does.
    func legend(_ spring: LabelledSpring, _ report: SpringReport) -> String {
        let timing = Timing(report)
        guard let end = timing.end, let jump = timing.jump else { return "\(spring.name): \(timing.settles)" }
        let ending = "UIKit ends at \(end) s, jumps \(jump)"
        return "\(spring.name): " + (timing.settlesFirst ? "\(timing.settles); \(ending)" : ending)
    }

    /// A short heading for a panel of its own: the name, then when it
    /// settles or, for UIKit when it has not settled by then, how far it jumps.
    func summary(_ spring: LabelledSpring, _ report: SpringReport) -> String {
        let timing = Timing(report)
        guard let end = timing.end, let jump = timing.jump else { return "\(spring.name): \(timing.settles)" }
        return "\(spring.name): "
            + (timing.settlesFirst ? "\(timing.settles), ends \(end) s" : "jumps \(jump) at \(end) s")
    }

    /// The times a legend reports, as text.
    private struct Timing {
        let settles: String
        /// UIKit only: when the animation ends, and the jump to the target then.
        let end: String?
        let jump: String?
        /// Whether the spring is inside the band before UIKit ends it.
        let settlesFirst: Bool

        init(_ report: SpringReport) {
            let time = report.metrics.settling.seconds
            settles = time.map { "settles \(legendNumber($0, significant: 3)) s" } ?? "never settles"
            end = report.end.map { legendNumber($0.time, significant: 3) }
            jump = report.end.map { legendPercent($0.remaining.magnitude) }
            settlesFirst = time.map { t in report.end.map { t <= $0.time } ?? true } ?? false
        }
    }

    /// The band-exit line and dot; for UIKit the end line and the jump arrow.
    private func markers(_ spring: LabelledSpring, _ metrics: SpringMetrics, color: Color) -> [Guide] {
        let motion = spring.animation.motion
        var guides: [Guide] = []
        let end = spring.animation.endTime
        if let time = metrics.settling.seconds, time > 0, end.map({ time <= $0 }) ?? true {
            guides.append(.verticalLine(x: time, color: color))
            guides.append(.marker(Point(time, 1 + motion.displacement(at: time)), color: color))
        }
        if let end {
            let reached = 1 + motion.displacement(at: end)
            guides.append(.verticalLine(x: end, color: color))
            if reached != 1 { guides.append(.arrow(from: Point(end, reached), to: Point(end, 1), color: color)) }
        }
        return guides
    }

    private func velocityPanel(span: Double, traces: [SpringTrace]) -> Panel {
        var panel = Panel(
            xAxis: Axis(Self.time, range: 0...span),
            yAxis: Axis(imported.isEmpty ? "velocity (distance/s)" : "velocity"), showsKey: false)
        panel.guides.append(.horizontalLine(y: 0, color: .guide))
        for (index, trace) in traces.enumerated() {
            panel.series.append(
                Series(label: springs[index].name, segments: trace.velocity, color: Palette.color(index)))
        }
        panel.series += importedSeries(\.velocity)
        return panel
    }

    private func errorPanel(span: Double, rk4Traces: [RK4Trace]) throws(PlotError) -> Panel {
        var panel = Panel(
            xAxis: Axis(Self.time, range: 0...span),
            yAxis: Axis(
                "|RK4 − exact| at \(legendNumber(1 / rk4Step, significant: 4)) Hz (distance)",
                scale: .logarithmic),
            showsKey: false)
        for (index, rk4Trace) in rk4Traces.enumerated() where !rk4Trace.errors.isEmpty {
            panel.series.append(
                Series(label: springs[index].name, points: rk4Trace.errors, color: Palette.color(index)))
        }
        panel.series += importedSeries { $0.error?.isEmpty == false ? $0.error : nil }
        guard !panel.series.isEmpty else {
            throw .nothingToPlot(
                "\(setting: .errorChart) needs a spring, or a CSV with an 'error' column (\(setting: .bothMethods))")
        }
        return panel
    }
}
