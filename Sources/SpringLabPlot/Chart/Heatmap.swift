/// Values on a regular grid, drawn as coloured cells with a colour bar: one
/// quantity over two parameters (a `springlab sweep`).
///
/// The grid is `x.count × y.count` cells, x the outer index: value
/// `values[i * y.count + j]` belongs at (`x[i]`, `y[j]`). A non-finite value
/// (a cell that never settles, or has no spring) is left blank.
struct Heatmap: Sendable {
    /// Cell centres along each axis, evenly spaced and increasing.
    var x: [Double]
    var y: [Double]
    /// One value per cell, x outer.
    var values: [Double]
    /// What the colours measure, with units: the colour bar's label.
    var label: String

    /// - Precondition: `values.count == x.count * y.count`.
    init(x: [Double], y: [Double], values: [Double], label: String) {
        precondition(values.count == x.count * y.count, "a heatmap needs one value per cell")
        self.x = x
        self.y = y
        self.values = values
        self.label = label
    }

    /// The extent of the cells along x: half a cell past the first and last
    /// centres (half of max(|x|, 1) around a single centre).
    var xExtent: ClosedRange<Double> { Self.extent(x) }
    var yExtent: ClosedRange<Double> { Self.extent(y) }

    static func extent(_ centres: [Double]) -> ClosedRange<Double> {
        guard let first = centres.first, let last = centres.last else { return 0...1 }
        let half = centres.count > 1 ? (last - first) / Double(centres.count - 1) / 2 : max(first.magnitude, 1) / 2
        return (first - half)...(last + half)
    }

    /// The colours from low to high: the anchors of matplotlib's *viridis*
    /// (perceptually uniform, readable in grey and with colour blindness).
    static let colors = ["#440154", "#3b528b", "#21918c", "#5ec962", "#fde725"]
}
