import SpringLab

/// Each runtime's frames through a retarget or a gesture's hand-off
/// (``RetargetReport``), in the value's units over time: one line per
/// runtime through the values its frames show, the first and the new target
/// as guide lines, and a dashed line at frame r − 1, the hand-off.
public struct RetargetChart: Sendable {
    public let report: RetargetReport
    public let title: String?

    public init(_ report: RetargetReport, title: String? = nil) {
        self.report = report
        self.title = title
    }

    public func figure() -> Figure {
        let retarget = report.retarget, move = retarget.move, last = report.lastFrame
        let series = report.rows.enumerated().map { index, row in
            Series(
                label: row.name,
                points: (0...last).map { Point(move.frameTime($0), row.run.value(atFrame: $0)) },
                color: Palette.color(index))
        }
        var guides: [Guide] = [
            .horizontalLine(y: retarget.to, color: .guide),
            .verticalLine(x: move.frameTime(retarget.retargetFrame - 1), color: .guide),
        ]
        if retarget.isMove { guides.insert(.horizontalLine(y: move.distance, color: .band), at: 0) }
        let panel = Panel(
            xAxis: Axis("time (s)", range: 0...Swift.max(move.frameTime(last), move.frameTime(1))),
            yAxis: Axis("value (units)"), series: series, guides: guides)
        return Figure(title: title, panels: [panel])
    }
}
