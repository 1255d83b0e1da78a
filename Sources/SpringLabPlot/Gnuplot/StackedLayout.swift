/// Where the panels of a one-column figure go, in screen fractions (0 at the
/// bottom, 1 at the top), so that their time axes line up and the legend
/// gets room of its own above the first panel instead of covering curves.
///
/// Heights are counted in the terminal's units (pixels, hundredths of an
/// inch, or character rows) with `line` the height of one line of text:
///
///     | title (if any) | legend, one line an entry | panel 1 | panel 2 | …
///
/// Each panel slot holds its plot area plus room below it for tic labels
/// and, when it has one, the x-axis label. Plot areas share the remaining
/// height in proportion to their ``Panel/heightWeight``.
struct StackedLayout {
    let figure: Figure
    /// Height of one line of text.
    let line: Double
    /// Width of the space left of the plot area (tic labels and y label).
    let left: Double
    /// Width of the space right of the plot area.
    private(set) var right: Double

    init(figure: Figure, format: OutputFormat) {
        self.figure = figure
        switch format {
        case .dumb: (line, left, right) = (1, 12, 2)
        case .svg: (line, left, right) = (21, 100, 30)
        case .png, .pdf: (line, left, right) = (17, 90, 28)
        }
        // A heatmap's colour bar, its tic labels and its label go right of the plot area.
        if figure.panels.contains(where: { $0.heatmap != nil }) { right += 7 * line }
    }

    /// Legend entries: the labelled series of the panels that show a key.
    var keyEntries: Int {
        figure.panels.filter(\.showsKey).map { $0.series.filter { $0.label != nil && !$0.isEmpty }.count }.reduce(0, +)
    }

    /// Height above the first panel: title and legend.
    var header: Double {
        (figure.title == nil ? 0.6 : 2) * line + (Double(keyEntries) + (keyEntries > 0 ? 0.6 : 0)) * line
    }

    /// Height below a plot area: tic labels, the x label if any, a gap.
    func footer(_ panel: Panel) -> Double {
        (panel.xAxis.label.isEmpty ? 2 : 3.2) * line
    }

    /// A total height that gives each plot area `unit` × its weight.
    func height(unit: Double) -> Double {
        header + figure.panels.map { footer($0) + unit * $0.heightWeight }.reduce(0, +)
    }

    /// The plot areas, top to bottom, as (bottom, top) screen fractions.
    func plotAreas(height: Double) -> [(bottom: Double, top: Double)] {
        let fixed = header + figure.panels.map(footer).reduce(0, +)
        let weights = figure.panels.map(\.heightWeight).reduce(0, +)
        let unit = max(height - fixed, line * Double(figure.panels.count)) / max(weights, 1e-9)
        var top = height - header
        return figure.panels.map { panel in
            let bottom = top - unit * panel.heightWeight
            defer { top = bottom - footer(panel) }
            return (max(bottom, 0) / height, max(top, 0) / height)
        }
    }

    /// Top of the legend as a screen fraction.
    func keyTop(height: Double) -> Double {
        1 - (figure.title == nil ? 0.4 : 1.8) * line / height
    }
}
