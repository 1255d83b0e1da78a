import SpringLab

/// The elastic pull-to-refresh wave: a shape hanging from the top of the
/// screen whose lower edge runs through seven control points, L3 L2 L1 C R1
/// R2 R3, joined by three cubic curves (L3→L1 with controls L3 and L2,
/// L1→R1 with C and R1, R1→R3 with R1 and R2). A pull of `pull` points at
/// the middle of the screen has bent the edge into a wave; on release every
/// control point's y springs back to the resting height (UIKit 0.9 s, ζ 0.57
/// in the tutorial) while its x stays, so the wave flattens and bounces.
///
/// Where the pulled points lie follows the tutorial's layout rule: the wave
/// is 0.6 × the pull high, at most 100 pt, on a base at resting height +
/// pull − wave; L2/R2 are 0.44 and L1/R1 0.71 of the way from the sides to
/// the finger, L1/R1 0.64 and C 1.36 wave heights below the base.
///
/// Quantities, in the scene's coordinates (y up, origin at the top-left
/// corner): `l3.x`, `l3.y`, … `r3.y`.
struct PullToRefreshScene: AnimatedScene {
    let spring: PresentedSpring
    let name: String

    /// Screen width, resting height and pull, points.
    static let width = 320.0
    static let restingHeight = 50.0
    static let pull = 150.0
    static let names = ["l3", "l2", "l1", "c", "r1", "r2", "r3"]

    /// The seven control points when released, in UIKit's coordinates.
    static var pulled: [(x: Double, y: Double)] {
        let wave = min(0.6 * pull, 100), base = restingHeight + pull - wave, finger = width / 2
        let left = min((finger - width / 2) * 0.28, 0), right = max(width + (finger - width / 2) * 0.28, width)
        let leftPart = finger - left, rightPart = right - finger
        return [
            (left, base), (left + 0.44 * leftPart, base), (left + 0.71 * leftPart, base + 0.64 * wave),
            (finger, base + 1.36 * wave),
            (right - 0.71 * rightPart, base + 0.64 * wave), (right - 0.44 * rightPart, base), (right, base),
        ]
    }

    var end: Double? { spring.restTime() }

    var captions: [String] { ["released after a \(legendNumber(Self.pull)) pt pull", name] }

    func frame(at time: Double) -> SceneFrame {
        let p = spring.progress(at: time)
        let points = Self.pulled.map { Point.uikit($0.x, $0.y + (Self.restingHeight - $0.y) * p) }
        let (l3, l2, l1, c, r1, r2, r3) = (points[0], points[1], points[2], points[3], points[4], points[5], points[6])
        var path = ScenePath(start: .uikit(0, 0))
        path.line(to: Point(0, l3.y))
        path.curve(to: l1, l3, l2)
        path.curve(to: r1, c, r1)
        path.curve(to: r3, r1, r2)
        path.line(to: .uikit(Self.width, 0))
        path.close()
        var quantities: [SceneQuantity] = []
        for (name, point) in zip(Self.names, points) {
            quantities += [SceneQuantity("\(name).x", point.x), SceneQuantity("\(name).y", point.y)]
        }
        let rest = [Point.uikit(0, Self.restingHeight), .uikit(Self.width, Self.restingHeight)]
        return SceneFrame(
            time: time,
            shapes: [
                SceneShape(path.points, .filled(Palette.color(0))), SceneShape(rest, .thin(.guide)),
                SceneShape(points, .dots(Palette.color(1))),
            ],
            quantities: quantities)
    }
}
