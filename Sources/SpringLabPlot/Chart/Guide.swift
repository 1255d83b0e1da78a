/// Something drawn to read a chart by, rather than data: the target line,
/// the settle band, markers at notable times.
enum Guide: Sendable {
    /// A horizontal line across the panel at `y` (e.g. the target).
    case horizontalLine(y: Double, color: Color)
    /// A shaded horizontal band between two values (e.g. target ± ε).
    case band(ClosedRange<Double>, color: Color)
    /// A dashed vertical line across the panel at time `x` (e.g. settling time).
    case verticalLine(x: Double, color: Color)
    /// A filled marker at one point (e.g. where the curve leaves the band for good).
    case marker(Point, color: Color)
    /// An arrow from one point to another (e.g. UIKit's jump to the target).
    case arrow(from: Point, to: Point, color: Color)
}
