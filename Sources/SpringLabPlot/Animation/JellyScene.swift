import SpringLab

/// The jelly header: a rectangle whose bottom edge is one quadratic curve
/// from corner to corner, its control point at the edge's middle. The
/// control point has been dragged `drag` points down and is released; the
/// spring (UIKit 1 s, ζ 0.5 in the tutorial) brings it back, and the edge
/// wobbles with it. Thin lines: the curve's handles, corner to control point.
///
/// Quantities, in the scene's coordinates (y up, origin at the top-left
/// corner): `control.x`, `control.y`.
struct JellyScene: AnimatedScene {
    let spring: PresentedSpring
    let name: String

    /// The header and the drag, points (springlab's reconstruction).
    static let width = 320.0
    static let height = 100.0
    static let drag = 80.0

    var end: Double? { spring.restTime() }

    var captions: [String] { ["released \(legendNumber(Self.drag)) pt below the edge", name] }

    func frame(at time: Double) -> SceneFrame {
        let (w, h) = (Self.width, Self.height)
        let control = Point.uikit(w / 2, h + Self.drag * (1 - spring.progress(at: time)))
        var path = ScenePath(start: .uikit(0, 0))
        path.line(to: .uikit(w, 0))
        path.line(to: .uikit(w, h))
        path.quadCurve(to: .uikit(0, h), control: control)
        path.close()
        return SceneFrame(
            time: time,
            shapes: [
                SceneShape(path.points, .filled(Palette.color(0))),
                SceneShape([.uikit(0, h), control, .uikit(w, h)], .thin(.guide)),
                SceneShape([control], .dots(Palette.color(1))),
            ],
            quantities: [SceneQuantity("control.x", control.x), SceneQuantity("control.y", control.y)])
    }
}
