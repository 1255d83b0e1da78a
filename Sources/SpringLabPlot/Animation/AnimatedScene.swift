/// A picture whose geometry springs animate: a box, a text field's border,
/// a header's edge. Given a time, it says what the screen shows then.
public protocol AnimatedScene: Sendable {
    /// When the last animated value comes to rest on screen, in seconds
    /// (see ``PresentedSpring/restTime(_:)``); nil when a spring never settles.
    var end: Double? { get }
    /// What the scene animates and with which springs, a line each, shown
    /// under every frame.
    var captions: [String] { get }
    /// The scene at `time` seconds (≥ 0).
    func frame(at time: Double) -> SceneFrame
}

extension Point {
    /// A point given in UIKit's coordinates (y grows downwards) in the
    /// scenes' coordinates (y grows upwards).
    static func uikit(_ x: Double, _ y: Double) -> Point { Point(x, -y) }
}

/// The axis-aligned rectangle centred on `centre`, as a closed polygon.
func rectangle(centre: Point, width: Double, height: Double) -> [Point] {
    let (w, h) = (width / 2, height / 2)
    return [
        Point(centre.x - w, centre.y - h), Point(centre.x + w, centre.y - h), Point(centre.x + w, centre.y + h),
        Point(centre.x - w, centre.y + h), Point(centre.x - w, centre.y - h),
    ]
}
