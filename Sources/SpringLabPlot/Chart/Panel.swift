/// One plot area: curves and guides over a pair of labelled axes.
public struct Panel: Sendable {
    /// Small heading over this panel (grids of several springs); nil for none.
    public var title: String?
    /// Axis labels, with units, e.g. "time (s)".
    public var xAxis: Axis
    public var yAxis: Axis
    public var series: [Series]
    /// Coloured cells drawn under the series, with a colour bar; nil for none.
    public var heatmap: Heatmap?
    /// Lines, bands and markers drawn behind or over the curves.
    public var guides: [Guide]
    /// Whether this panel shows the legend of its series.
    public var showsKey: Bool
    /// Relative height when panels are stacked (the main panel gets more).
    public var heightWeight: Double

    public init(
        title: String? = nil, xAxis: Axis, yAxis: Axis, series: [Series] = [], heatmap: Heatmap? = nil,
        guides: [Guide] = [], showsKey: Bool = true, heightWeight: Double = 1
    ) {
        self.title = title
        self.heatmap = heatmap
        self.heightWeight = heightWeight
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.series = series
        self.guides = guides
        self.showsKey = showsKey
    }
}

/// An axis: its label (with units), its scale and, optionally, a fixed range.
public struct Axis: Sendable {
    public enum Scale: Sendable {
        case linear
        /// Base-10 logarithmic; only positive values are drawn.
        case logarithmic
    }

    /// The label; empty for none (e.g. a time axis repeated by the panel below).
    public var label: String
    public var scale: Scale
    /// Fixed limits in data units; nil lets the renderer fit the data.
    public var range: ClosedRange<Double>?

    public init(_ label: String, scale: Scale = .linear, range: ClosedRange<Double>? = nil) {
        self.label = label
        self.scale = scale
        self.range = range
    }
}
