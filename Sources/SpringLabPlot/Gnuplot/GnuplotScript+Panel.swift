extension GnuplotScript {
    /// The commands that set up and draw one panel. Settings a previous panel
    /// may have made (guides, scales, ranges) are cleared first.
    func commands(for panel: Panel, index: Int) -> [String] {
        var lines = [
            "unset arrow", "unset object", "unset label", "unset logscale",
            panel.title.map { "set title \(gnuplotString($0))" } ?? "unset title",
            "set xlabel \(gnuplotString(panel.xAxis.label))",
            "set ylabel \(gnuplotString(panel.yAxis.label))",
        ]
        lines += axis("x", panel.xAxis) + axis("y", panel.yAxis)
        lines += colorBox(panel.heatmap)
        lines.append(panel.showsKey ? key : "unset key")
        var objects = 0
        for guide in panel.guides { lines += commands(for: guide, objectTag: &objects) }
        lines.append(plot(panel, index: index))
        return lines
    }

    private func axis(_ name: String, _ axis: Axis) -> [String] {
        var lines: [String] = []
        if let range = axis.range, range.lowerBound.isFinite, range.upperBound.isFinite,
            range.lowerBound < range.upperBound
        {
            lines.append("set \(name)range [\(gnuplotNumber(range.lowerBound)):\(gnuplotNumber(range.upperBound))]")
        } else {
            lines.append("set \(name)range [*:*]")
        }
        switch axis.scale {
        case .linear:
            lines.append("set format \(name) '% h'")
        case .logarithmic:
            lines.append("set logscale \(name) 10")
            lines.append("set format \(name) '%.0e'")
        }
        return lines
    }

    /// The legend: above the plot, one entry a line, so it never covers a curve.
    private var key: String {
        let place = isStacked ? keyPosition : "tmargin left"
        return "set key \(place) left top vertical Left reverse noautotitle"
            + (format == .dumb ? "" : " samplen 2.5 textcolor '#222222'")
    }

    /// The colour bar of a heatmap: the palette and the bar's label, or in the
    /// text chart the legend of its characters; none without a heatmap.
    private func colorBox(_ heatmap: Heatmap?) -> [String] {
        guard let heatmap else { return ["unset colorbox"] }
        if format == .dumb {
            // No colours in text: the characters' legend goes on the bottom line.
            return [
                "unset colorbox",
                "set label 1000 \(gnuplotString(Self.textLegend(heatmap))) at screen 0.02, screen 0 left",
            ]
        }
        let stops = Heatmap.colors.enumerated().map { "\($0.offset) '\($0.element)'" }.joined(separator: ", ")
        return [
            "set palette defined (\(stops))", "set colorbox", "set cbrange [*:*]",
            "set cblabel \(gnuplotString(heatmap.label))", "set format cb '% h'",
        ]
    }

    /// `plot` with the heatmap first (under everything), then one clause per
    /// non-empty series, in order.
    private func plot(_ panel: Panel, index: Int) -> String {
        var clauses = panel.series.enumerated().compactMap { s, series -> String? in
            guard !series.isEmpty else { return nil }
            let title = series.label.map { "title \(gnuplotString($0))" } ?? "notitle"
            return "\(Self.dataName(panel: index, series: s)) using 1:2 \(style(series)) \(title)"
        }
        if panel.heatmap != nil {
            let style = format == .dumb ? "with labels" : "with image"
            clauses.insert("\(Self.heatmapName(panel: index)) using 1:2:3 \(style) notitle", at: 0)
        }
        // A panel with nothing to draw still gets its axes.
        return "plot " + (clauses.isEmpty ? "NaN notitle" : clauses.joined(separator: ", \\\n     "))
    }

    private func style(_ series: Series) -> String {
        let color = "lc rgb '\(series.color.hex)'"
        switch series.style {
        case .line: return "with lines \(color) lw 2"
        case .dashed: return "with lines \(color) lw 1.5 dt 2"
        case .points: return "with points \(color) pt 7 ps \(format == .dumb ? 1 : 0.45)"
        }
    }
}
