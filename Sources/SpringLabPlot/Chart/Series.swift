/// One curve: a label for the legend, its points and how to draw them.
///
/// A series may be broken into several segments (drawn unconnected), e.g. a
/// UIKit animation that jumps to its target when its duration ends.
public struct Series: Sendable {
    public enum Style: Sendable {
        /// A solid line through the points.
        case line
        /// A dashed line: a reference or a continuation that is not on screen.
        case dashed
        /// Markers only, one per point (a sampled or integrated grid).
        case points
    }

    /// Legend text (user text: rendered literally); nil keeps it out of the legend.
    public var label: String?
    public var segments: [[Point]]
    public var style: Style
    public var color: Color

    public init(label: String?, segments: [[Point]], style: Style = .line, color: Color) {
        self.label = label
        self.segments = segments
        self.style = style
        self.color = color
    }

    public init(label: String?, points: [Point], style: Style = .line, color: Color) {
        self.init(label: label, segments: [points], style: style, color: color)
    }

    /// Whether there is anything to draw.
    public var isEmpty: Bool { segments.allSatisfy(\.isEmpty) }
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
