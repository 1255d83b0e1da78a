import SpringLab

/// A text field jumping: `CASpringAnimation` on `position.y` from
/// `from` to `to` points below its place (y grows downwards, as in UIKit),
/// 1 → 0 with initialVelocity 100 in the tutorial, so the field is flung
/// upwards by a hundred times the 1 pt distance per second and swings back.
/// Outlined: the field at its place.
///
/// Quantities: `offset`, the field's `position.y` relative to its place
/// (points, down positive), and `centre.y` in the scene's coordinates (y up).
struct JumpScene: AnimatedScene {
    let spring: PresentedSpring
    let name: String
    let from: Double
    let to: Double

    /// The text field, points (springlab's choice).
    static let width = 220.0
    static let height = 40.0

    var end: Double? { spring.restTime() }

    var captions: [String] { ["from \(legendNumber(from)) to \(legendNumber(to)) pt below its place", name] }

    func frame(at time: Double) -> SceneFrame {
        let offset = from + (to - from) * spring.progress(at: time)
        let centre = Point.uikit(0, offset)
        return SceneFrame(
            time: time,
            shapes: [
                SceneShape(rectangle(centre: .uikit(0, to), width: Self.width, height: Self.height), .thin(.guide)),
                SceneShape(
                    rectangle(centre: centre, width: Self.width, height: Self.height), .filled(Palette.color(0))),
            ],
            quantities: [SceneQuantity("offset", offset), SceneQuantity("centre.y", centre.y)])
    }
}
