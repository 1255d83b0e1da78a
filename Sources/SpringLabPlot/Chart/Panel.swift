/// One plot area: curves and guides over a pair of labelled axes.
struct Panel: Sendable {
    /// Small heading over this panel (grids of several springs); nil for none.
    var title: String?
    /// Axis labels, with units, e.g. "time (s)".
    var xAxis: Axis
    var yAxis: Axis
    var series: [Series] = []
    /// Coloured cells drawn under the series, with a colour bar; nil for none.
    var heatmap: Heatmap?
    /// Lines, bands and markers drawn behind or over the curves.
    var guides: [Guide] = []
    /// Whether this panel shows the legend of its series.
    var showsKey = true
    /// Relative height when panels are stacked (the main panel gets more).
    var heightWeight = 1.0
}

/// An axis: its label (with units), its scale and, optionally, a fixed range.
struct Axis: Sendable {
    enum Scale: Sendable {
        case linear
        /// Base-10 logarithmic; only positive values are drawn.
        case logarithmic
    }

    /// The label; empty for none (e.g. a time axis repeated by the panel below).
    var label: String
    var scale: Scale
    /// Fixed limits in data units; nil lets the renderer fit the data.
    var range: ClosedRange<Double>?

    init(_ label: String, scale: Scale = .linear, range: ClosedRange<Double>? = nil) {
        self.label = label
        self.scale = scale
        self.range = range
    }
}
