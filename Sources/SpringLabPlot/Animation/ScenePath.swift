/// A path of lines and Bézier curves flattened into points, as a
/// `UIBezierPath` built with `move`, `addLine`, `addQuadCurve` and
/// `addCurve` would trace it.
///
/// Each curve is sampled at ``segments`` equal steps of its parameter s:
/// quadratic B(s) = (1−s)² P0 + 2s(1−s) C + s² P1, cubic
/// B(s) = (1−s)³ P0 + 3s(1−s)² C1 + 3s²(1−s) C2 + s³ P1. The end points are
/// exact, so curves meet where their ends meet.
public struct ScenePath: Sendable {
    /// Steps per curve: smooth at the sizes springlab draws.
    public static let segments = 40

    public private(set) var points: [Point]

    /// A path starting at `start`.
    public init(start: Point) {
        points = [start]
    }

    private var current: Point { points[points.count - 1] }

    /// A straight line to `end`.
    public mutating func line(to end: Point) {
        points.append(end)
    }

    /// A quadratic curve to `end` pulled towards `control`.
    public mutating func quadCurve(to end: Point, control: Point) {
        let start = current
        for step in 1...Self.segments {
            let s = Double(step) / Double(Self.segments), r = 1 - s
            points.append(
                step == Self.segments
                    ? end
                    : Point(
                        r * r * start.x + 2 * s * r * control.x + s * s * end.x,
                        r * r * start.y + 2 * s * r * control.y + s * s * end.y))
        }
    }

    /// A cubic curve to `end` with controls `first` and `second`.
    public mutating func curve(to end: Point, _ first: Point, _ second: Point) {
        let start = current
        for step in 1...Self.segments {
            let s = Double(step) / Double(Self.segments), r = 1 - s
            let a = r * r * r, b = 3 * s * r * r, c = 3 * s * s * r, d = s * s * s
            points.append(
                step == Self.segments
                    ? end
                    : Point(
                        a * start.x + b * first.x + c * second.x + d * end.x,
                        a * start.y + b * first.y + c * second.y + d * end.y))
        }
    }

    /// Back to the start (a closed polygon).
    public mutating func close() {
        points.append(points[0])
    }
}
