import SpringLab

/// A button pulsing: `CASpringAnimation` on `transform.scale` from `from`
/// to `to` (1.25 → 1 in the tutorial), about the button's centre. Outlined:
/// the button at scale `to`.
///
/// Quantities: `scale`.
struct PulseScene: AnimatedScene {
    let spring: PresentedSpring
    let name: String
    let from: Double
    let to: Double

    /// The button, points (springlab's choice).
    static let width = 200.0
    static let height = 44.0

    var end: Double? { spring.restTime() }

    var captions: [String] { ["scale from \(legendNumber(from)) to \(legendNumber(to))", name] }

    func frame(at time: Double) -> SceneFrame {
        let scale = from + (to - from) * spring.progress(at: time)
        let centre = Point(0, 0)
        return SceneFrame(
            time: time,
            shapes: [
                SceneShape(rectangle(centre: centre, width: Self.width * to, height: Self.height * to), .thin(.guide)),
                SceneShape(
                    rectangle(centre: centre, width: Self.width * scale, height: Self.height * scale),
                    .filled(Palette.color(0))),
            ],
            quantities: [SceneQuantity("scale", scale)])
    }
}
