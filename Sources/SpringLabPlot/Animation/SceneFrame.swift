/// One frame of a scene: what to draw at one instant, in the scene's own
/// coordinates (points, y up), and the exact animated values behind it.
public struct SceneFrame: Sendable {
    /// Seconds since the animation started.
    public var time: Double
    /// Drawn in order, the first at the back.
    public var shapes: [SceneShape]
    public var labels: [SceneLabel]
    /// The animated quantities at ``time``, by name (`top.y`, `scale`, …),
    /// in a fixed order for the scene: the closed form, not read off the drawing.
    public var quantities: [SceneQuantity]

    public init(time: Double, shapes: [SceneShape] = [], labels: [SceneLabel] = [], quantities: [SceneQuantity] = []) {
        self.time = time
        self.shapes = shapes
        self.labels = labels
        self.quantities = quantities
    }
}

/// A polyline or polygon and how it is drawn.
public struct SceneShape: Sendable {
    public enum Style: Hashable, Sendable {
        /// A closed polygon, tinted inside, with a solid border.
        case filled(Color)
        /// A thin line: where something rests or would be.
        case thin(Color)
        /// A solid line.
        case line(Color)
        /// A dot at each point (control points).
        case dots(Color)
    }

    public var points: [Point]
    public var style: Style

    public init(_ points: [Point], _ style: Style) {
        self.points = points
        self.style = style
    }
}

/// Text placed in the scene.
public struct SceneLabel: Sendable {
    public enum Alignment: String, Sendable {
        case left, center, right
    }

    public var text: String
    public var position: Point
    public var alignment: Alignment
    public var color: Color

    public init(_ text: String, at position: Point, alignment: Alignment = .left, color: Color = .text) {
        self.text = text
        self.position = position
        self.alignment = alignment
        self.color = color
    }
}

/// One animated value of a frame.
public struct SceneQuantity: Hashable, Sendable {
    public var name: String
    public var value: Double

    public init(_ name: String, _ value: Double) {
        self.name = name
        self.value = value
    }
}

extension Color {
    /// Dark grey for text.
    public static let text = Color(red: 0x22, green: 0x22, blue: 0x22)
}
