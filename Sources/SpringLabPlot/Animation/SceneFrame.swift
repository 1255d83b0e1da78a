/// One frame of a scene: what to draw at one instant, in the scene's own
/// coordinates (points, y up), and the exact animated values behind it.
public struct SceneFrame: Sendable {
    /// Seconds since the animation started.
    var time: Double
    /// Drawn in order, the first at the back.
    var shapes: [SceneShape] = []
    var labels: [SceneLabel] = []
    /// The animated quantities at ``time``, by name (`top.y`, `scale`, …),
    /// in a fixed order for the scene: the closed form, not read off the drawing.
    var quantities: [SceneQuantity] = []
}

/// A polyline or polygon and how it is drawn.
struct SceneShape: Sendable {
    enum Style: Hashable, Sendable {
        /// A closed polygon, tinted inside, with a solid border.
        case filled(Color)
        /// A thin line: where something rests or would be.
        case thin(Color)
        /// A solid line.
        case line(Color)
        /// A dot at each point (control points).
        case dots(Color)
    }

    var points: [Point]
    var style: Style

    init(_ points: [Point], _ style: Style) {
        self.points = points
        self.style = style
    }
}

/// Text placed in the scene: `alignment` is horizontal about `position`,
/// and `side` says whether the text sits wholly above or below it, so that
/// a label anchored at the end of a guide line stays clear of that line at
/// any scale of the scene (text keeps its size in pixels, the scene does not).
struct SceneLabel: Sendable {
    enum Alignment: String, Sendable {
        case left, center, right
    }

    enum Side: Sendable {
        case above, below
    }

    var text: String
    var position: Point
    var alignment: Alignment
    var side: Side
    var color: Color

    init(_ text: String, at position: Point, _ side: Side, alignment: Alignment = .left, color: Color = .text) {
        self.text = text
        self.position = position
        self.alignment = alignment
        self.side = side
        self.color = color
    }
}

/// One animated value of a frame.
struct SceneQuantity: Hashable, Sendable {
    var name: String
    var value: Double

    init(_ name: String, _ value: Double) {
        self.name = name
        self.value = value
    }
}

extension Color {
    /// Dark grey for text.
    static let text = Color(red: 0x22, green: 0x22, blue: 0x22)
}
