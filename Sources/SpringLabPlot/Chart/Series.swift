/// One curve: a label for the legend, its points and how to draw them.
///
/// A series may be broken into several segments (drawn unconnected), e.g. a
/// UIKit animation that jumps to its target when its duration ends.
struct Series: Sendable {
    enum Style: Sendable {
        /// A solid line through the points.
        case line
        /// A dashed line: a reference or a continuation that is not on screen.
        case dashed
        /// Markers only, one per point (a sampled or integrated grid).
        case points
    }

    /// Legend text (user text: rendered literally); nil keeps it out of the legend.
    var label: String?
    var segments: [[Point]]
    var style = Style.line
    var color: Color

    /// Whether there is anything to draw.
    var isEmpty: Bool { segments.allSatisfy(\.isEmpty) }
}

extension Series {
    /// A series of one segment.
    init(label: String?, points: [Point], style: Style = .line, color: Color) {
        self.init(label: label, segments: [points], style: style, color: color)
    }
}

/// A point in data coordinates.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }
}
