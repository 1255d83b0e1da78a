import SpringLab

/// The elastic text field: a rectangle whose edges are quadratic curves
/// from corner to corner, each pulled by a control point that rests at the
/// edge's midpoint. On a tap the four control points move out by
/// `overshoot` points with the first spring (UIKit 0.25 s, ζ 0.9, v 1.5 in
/// the tutorial); when that animation ends, its completion starts the second
/// (0.45 s, ζ 0.15, v 5.5), which brings them back.
///
/// The second animation starts from the first one's target (UIKit's model
/// value), so a first stage that UIKit cuts short ends with a jump out, and
/// the second with a jump back. A first spring that runs to rest hands over
/// at its band exit.
///
/// Quantities, in the scene's coordinates (y up, origin at the top-left
/// corner): `top.y`, `left.x`, `bottom.y`, `right.x` and the fixed other
/// coordinate of each point; `offset`, how far out they are.
struct ElasticScene: AnimatedScene {
    let out: PresentedSpring
    let back: PresentedSpring
    let names: [String]
    let overshoot: Double
    /// When the first stage ends and the second starts.
    let handover: Double

    /// `overshootAmount` in the tutorial, points.
    static let tutorialOvershoot = 10.0
    /// The text field, points (springlab's choice: a login form's field).
    static let width = 260.0
    static let height = 50.0

    init(out: PresentedSpring, back: PresentedSpring, names: [String], overshoot: Double) throws(PlotError) {
        guard let handover = out.restTime() else {
            throw .needsTimeSpan(
                "the elastic scene's first spring never settles (damping ratio 0): its second never starts")
        }
        self.out = out
        self.back = back
        self.names = names
        self.overshoot = overshoot
        self.handover = handover
    }

    var end: Double? { back.restTime().map { handover + $0 } }

    var captions: [String] {
        ["out \(legendNumber(overshoot)) pt: \(names[0])", "then back: \(names[1])"]
    }

    /// How far out the control points are at `time`.
    func offset(at time: Double) -> Double {
        time <= handover ? overshoot * out.progress(at: time) : overshoot * (1 - back.progress(at: time - handover))
    }

    func frame(at time: Double) -> SceneFrame {
        let (w, h, a) = (Self.width, Self.height, offset(at: time))
        let top = Point.uikit(w / 2, -a), left = Point.uikit(-a, h / 2)
        let bottom = Point.uikit(w / 2, h + a), right = Point.uikit(w + a, h / 2)
        var path = ScenePath(start: .uikit(0, 0))
        path.quadCurve(to: .uikit(w, 0), control: top)
        path.quadCurve(to: .uikit(w, h), control: right)
        path.quadCurve(to: .uikit(0, h), control: bottom)
        path.quadCurve(to: .uikit(0, 0), control: left)
        let rest = [Point.uikit(0, 0), .uikit(w, 0), .uikit(w, h), .uikit(0, h), .uikit(0, 0)]
        return SceneFrame(
            time: time,
            shapes: [
                SceneShape(rest, .thin(.guide)), SceneShape(path.points, .filled(Palette.color(0))),
                SceneShape([top, left, bottom, right], .dots(Palette.color(1))),
            ],
            quantities: [
                SceneQuantity("offset", a),
                SceneQuantity("top.x", top.x), SceneQuantity("top.y", top.y),
                SceneQuantity("left.x", left.x), SceneQuantity("left.y", left.y),
                SceneQuantity("bottom.x", bottom.x), SceneQuantity("bottom.y", bottom.y),
                SceneQuantity("right.x", right.x), SceneQuantity("right.y", right.y),
            ])
    }
}
