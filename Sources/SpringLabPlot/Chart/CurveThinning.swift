/// Thins a curve to what a chart can show, as its points arrive, so that
/// neither memory nor the gnuplot script grows with the length of a
/// simulation.
///
/// The time range `start…end` is cut into ``columns`` equal columns; of the
/// points falling in one column only the first, the lowest, the highest and
/// the last are kept, in time order (the M4 aggregation of Jugel et al.,
/// "M4: A Visualization-Oriented Time Series Data Aggregation", VLDB 2014).
/// A line through the kept points enters and leaves each column where the
/// full curve does and reaches the same extremes, so drawn on a chart up to
/// ``columns`` pixels wide it covers the same pixels as the full curve; on a
/// wider chart its points are still exact samples, at most one column
/// (1/``columns`` of the time axis) apart around each extreme. As the lowest
/// and highest values are kept, so are the extremes on a logarithmic axis.
///
/// At most 4 × ``columns`` points are kept, whatever the number added.
/// Edge cases: points outside `start…end` go to the first or last column;
/// non-finite points are dropped (no chart can place them).
public struct CurveThinning: Sendable {
    /// Columns across the time axis: exact for charts up to this many pixels
    /// wide (springlab's default is 900).
    public static let columns = 2048

    private let start: Double
    private let width: Double
    /// The points kept so far, in time order.
    private var kept: [Point] = []
    private var column = -1
    /// This column's first, lowest, highest and last points, with the order they came in.
    private var first: (Int, Point)?
    private var lowest: (Int, Point)?
    private var highest: (Int, Point)?
    private var last: (Int, Point)?
    private var arrivals = 0

    /// Thins points over the time range `start…end` (end > start).
    public init(from start: Double, to end: Double) {
        self.start = start
        width = (end - start) / Double(Self.columns)
    }

    /// Adds the next point (times non-decreasing).
    public mutating func add(_ point: Point) {
        guard point.x.isFinite, point.y.isFinite else { return }
        let index = columnIndex(point.x)
        if index != column { closeColumn(); column = index }
        arrivals += 1
        let entry = (arrivals, point)
        if first == nil { first = entry }
        if lowest.map({ point.y < $0.1.y }) ?? true { lowest = entry }
        if highest.map({ point.y > $0.1.y }) ?? true { highest = entry }
        last = entry
    }

    /// The points kept, in time order.
    public mutating func finish() -> [Point] {
        closeColumn()
        column = -1
        return kept
    }

    /// The thinned copy of `points` over `start…end`.
    public static func thinned(_ points: [Point], from start: Double, to end: Double) -> [Point] {
        guard points.count > 4 * columns else { return points.filter { $0.x.isFinite && $0.y.isFinite } }
        var thinning = CurveThinning(from: start, to: end)
        for point in points { thinning.add(point) }
        return thinning.finish()
    }

    private func columnIndex(_ x: Double) -> Int {
        guard width > 0, width.isFinite else { return 0 }
        let position = ((x - start) / width).rounded(.down)
        guard position.isFinite else { return position > 0 ? Self.columns - 1 : 0 }
        return Int(min(max(position, 0), Double(Self.columns - 1)))
    }

    private mutating func closeColumn() {
        let entries = [first, lowest, highest, last].compactMap { $0 }.sorted { $0.0 < $1.0 }
        var previous = -1
        for (order, point) in entries where order != previous {
            kept.append(point)
            previous = order
        }
        first = nil
        lowest = nil
        highest = nil
        last = nil
    }
}
