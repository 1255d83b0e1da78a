import SpringLab
import SpringLabIO

/// One metric of a `springlab sweep` CSV file as a heatmap over the two swept
/// parameters (its first two columns), the first parameter along x.
///
/// The file must be the grid `sweep` writes: row i holds the i-th cell, the
/// first column's value changing every `n` rows and the second's running
/// through the same `n` values in each block, in any order (the axes are
/// sorted; no value may repeat along an axis). Empty metric fields (never
/// settles, no peak, a refused cell) are blank cells.
public struct SweepHeatmap: Sendable {
    /// Column names: the two parameters and the metric drawn.
    public let xColumn: String
    public let yColumn: String
    public let metric: String
    let heatmap: Heatmap

    /// Larger sweep files are refused before reading (a 1000 × 1000 UIKit sweep is about 250 MB).
    public static let maximumBytes = 512 << 20

    public init(contentsOf path: String, metric: String) throws(PlotError) {
        let bytes: [UInt8]
        do { bytes = try FileSystem.contents(of: path, what: "the sweep file", maximumBytes: Self.maximumBytes) } catch
        {
            throw .badInput(error.description)
        }
        // Row by row, keeping the three numbers drawn: the file's text is held once, its fields never.
        var grid: Grid?
        do {
            try CSVRecords.read(
                bytes: bytes, name: "the sweep file '\(path)'",
                header: { header in grid = try Grid(header: header, name: path, metric: metric) },
                row: { line, fields in try grid?.add(line: line, fields) })
        } catch let error as PlotError {
            throw error
        } catch {
            throw .badInput("\(error)")
        }
        guard let grid else { throw .badInput("'\(path)' is empty") }
        try self.init(grid, name: path, metric: metric)
    }

    init(records: CSVRecords, name: String, metric: String) throws(PlotError) {
        var grid = try Grid(header: records.header, name: name, metric: metric)
        for (line, row) in records.rows { try grid.add(line: line, row) }
        try self.init(grid, name: name, metric: metric)
    }

    /// A sweep file's rows as they are read: the two swept values and the
    /// metric of each, checked row by row.
    struct Grid {
        let header: [String]
        let name: String
        let metric: String
        let column: Int
        var x: [Double] = [], y: [Double] = [], points: [(x: Double, y: Double)] = [], values: [Double] = []

        init(header: [String], name: String, metric: String) throws(PlotError) {
            let numeric = header.dropFirst(2).filter { $0 != "error" }
            guard header.count >= 3, let column = header.firstIndex(of: metric), column >= 2, metric != "error" else {
                let choices = numeric.isEmpty ? "none" : numeric.joined(separator: ", ")
                throw .badInput(
                    "'\(name)' has no metric column '\(metric)'; a file written by `springlab sweep` "
                        + "has the swept parameters first, then: \(choices)")
            }
            self.header = header
            self.name = name
            self.metric = metric
            self.column = column
        }

        mutating func add(line: Int, _ row: [String]) throws(PlotError) {
            if row.count == 1, row[0].isEmpty { return }
            guard row.count == header.count else {
                throw .badInput("'\(name)' line \(line): \(row.count) fields, the header has \(header.count)")
            }
            guard let a = DecimalText.parse(row[0]), a.isFinite, let b = DecimalText.parse(row[1]), b.isFinite else {
                throw .badInput(
                    "'\(name)' line \(line): the swept parameters '\(row[0])', '\(row[1])' are not finite numbers")
            }
            let text = row[column]
            guard let value = text.isEmpty ? Double.nan : DecimalText.parse(text), value.isFinite || text.isEmpty else {
                throw .badInput("'\(name)' line \(line): \(metric) '\(text)' is not a finite number")
            }
            if x.last != a { x.append(a) }
            if x.count == 1 { y.append(b) }
            points.append((a, b))
            values.append(value)
        }
    }

    private init(_ grid: Grid, name: String, metric: String) throws(PlotError) {
        let (header, x, y, points, values) = (grid.header, grid.x, grid.y, grid.points, grid.values)
        guard !values.isEmpty else { throw .badInput("'\(name)' has a header but no rows") }
        // The rows must be the grid x × y, x outer, as `sweep` writes it.
        let regular =
            x.count * y.count == points.count
            && points.indices.allSatisfy { i in
                points[i].x == x[i / y.count] && points[i].y == y[i % y.count]
            }
        guard regular else {
            throw .badInput(
                "'\(name)' is not a grid as `springlab sweep` writes it (the first column outer, "
                    + "the second running through the same values for each)")
        }
        guard Set(x).count == x.count, Set(y).count == y.count else {
            throw .badInput("'\(name)' is not a grid: a swept parameter repeats a value in another block")
        }
        xColumn = header[0]
        yColumn = header[1]
        self.metric = metric
        heatmap = Self.ascending(x: x, y: y, values: values, label: Self.label(metric))
    }

    /// The heatmap with both axes sorted increasing, as `Heatmap` needs: a grid
    /// swept downwards (or in any order) draws the same cells.
    static func ascending(x: [Double], y: [Double], values: [Double], label: String) -> Heatmap {
        let xOrder = x.indices.sorted { x[$0] < x[$1] }
        let yOrder = y.indices.sorted { y[$0] < y[$1] }
        let sorted = xOrder.flatMap { i in yOrder.map { j in values[i * y.count + j] } }
        return Heatmap(x: xOrder.map { x[$0] }, y: yOrder.map { y[$0] }, values: sorted, label: label)
    }

    /// The chart: the heatmap filling the plot area, axes named after the parameters.
    public func figure(title: String? = nil) -> Figure {
        let panel = Panel(
            xAxis: Axis(Self.label(xColumn), range: heatmap.xExtent),
            yAxis: Axis(Self.label(yColumn), range: heatmap.yExtent),
            heatmap: heatmap, showsKey: false)
        return Figure(title: title ?? "\(Self.label(metric)) over \(xColumn) × \(yColumn)", panels: [panel])
    }

    /// A column's name for an axis or the colour bar: with its units when known.
    static func label(_ column: String) -> String {
        let units: [String: String] = [
            "uikit.duration": "s", "swiftui.duration": "s", "swiftui.response": "s", "ca.perceptualDuration": "s",
            "ca.mass": "kg", "ca.stiffness": "N/m", "ca.damping": "N·s/m",
            "mass": "kg", "stiffness": "N/m", "damping": "N·s/m", "naturalFrequency": "rad/s",
            "dampedFrequency": "rad/s",
            "settlingDuration": "s", "coreAnimationSettlingDuration": "s", "coreAnimationRenderedSettlingDuration": "s",
            "envelopeSettlingDuration": "s", "peakTime": "s", "end.time": "s",
            "overshoot": "fraction of the distance", "end.remaining": "fraction of the distance",
            "initialVelocity": "distance/s",
        ]
        return units[column].map { "\(column) (\($0))" } ?? column
    }
}
