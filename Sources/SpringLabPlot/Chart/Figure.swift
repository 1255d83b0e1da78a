/// A chart to draw: one or more panels on a grid, with an optional title.
///
/// The model says *what* to draw (curves, guide lines, markers) in data
/// coordinates; how it is drawn (terminal, size, fonts) is the renderer's
/// business (see ``GnuplotScript``).
public struct Figure: Sendable {
    /// Shown above all panels; nil for none. User text: rendered literally.
    var title: String?
    var panels: [Panel]
    /// Rows × columns of the panel grid, filled row by row.
    var layout: PanelLayout
}

extension Figure {
    /// A figure whose panels are stacked vertically (sharing the time axis).
    init(title: String? = nil, panels: [Panel]) {
        self.init(title: title, panels: panels, layout: PanelLayout(rows: max(panels.count, 1), columns: 1))
    }
}

/// The grid the panels of a ``Figure`` are laid out on.
struct PanelLayout: Hashable, Sendable {
    let rows: Int
    let columns: Int

    /// A grid of at least one row and one column.
    init(rows: Int, columns: Int) {
        self.rows = max(rows, 1)
        self.columns = max(columns, 1)
    }

    /// The smallest near-square grid with room for `count` panels, at most
    /// `maxColumns` wide.
    static func grid(for count: Int, maxColumns: Int = 3) -> PanelLayout {
        let columns = min(max(count, 1), maxColumns)
        return PanelLayout(rows: (max(count, 1) + columns - 1) / columns, columns: columns)
    }
}
