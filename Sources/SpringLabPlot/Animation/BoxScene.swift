import SpringLab

/// A square moving along a lane from `from` to `to` (points), one lane per
/// spring, stacked top to bottom: the plainest way to compare springs.
///
/// Each lane shows its track, a tick where the box starts and a thin tick
/// at the target. When UIKit stops an animation at its duration, the box
/// jumps to the target and, for as long as the spring alone would still be
/// outside the ε band, an outline shows where it would have been; a
/// note under the lane says how far UIKit jumped.
///
/// Quantities: `laneN.x`, the centre of lane N's box (points).
struct BoxScene: AnimatedScene {
    let lanes: [PresentedSpring]
    let names: [String]
    let from: Double
    let to: Double
    /// The end of each UIKit lane, with the jump there.
    private let jumps: [AnimationEnd?]

    static let side = 40.0
    static let laneGap = 130.0

    init(lanes: [PresentedSpring], names: [String], from: Double, to: Double) {
        self.lanes = lanes
        self.names = names
        self.from = from
        self.to = to
        // A UIKit spring always has its report (it is damped); the jump is its `end`.
        // Shown by another runtime (--for), the lane's end is that runtime's, not UIKit's.
        jumps = lanes.map { lane in
            lane.endTime == nil || lane.screen != nil ? nil : (try? SpringReport(lane.animation, onScreen: false))?.end
        }
    }

    var end: Double? {
        let rests = lanes.map { $0.restTime() }
        return rests.contains(nil) ? nil : rests.compactMap { $0 }.max()
    }

    var captions: [String] {
        ["box from \(legendNumber(from)) to \(legendNumber(to)) pt; outline: where the spring alone would be"]
    }

    func frame(at time: Double) -> SceneFrame {
        var frame = SceneFrame(time: time)
        let low = min(from, to), high = max(from, to), half = Self.side / 2
        // The ticks reach `tick` above and below the lane; a lane's name sits
        // above them and the note on UIKit's jump below, so no guide crosses text.
        let tick = half + 6
        for (index, lane) in lanes.enumerated() {
            let y = -Double(index) * Self.laneGap, color = Palette.color(index)
            frame.shapes.append(SceneShape([Point(low - half, y), Point(high + half, y)], .line(.band)))
            frame.shapes.append(SceneShape([Point(from, y - tick), Point(from, y + tick)], .line(.band)))
            frame.shapes.append(SceneShape([Point(to, y - tick), Point(to, y + tick)], .thin(.guide)))
            let x = from + (to - from) * lane.progress(at: time)
            frame.shapes.append(
                SceneShape(rectangle(centre: Point(x, y), width: Self.side, height: Self.side), .filled(color)))
            frame.quantities.append(SceneQuantity("lane\(index + 1).x", x))
            frame.labels.append(SceneLabel(names[index], at: Point(low - half, y + tick), .above, color: color))
            guard lane.isCutOff(at: time), let jump = jumps[index] else { continue }
            let alone = lane.springProgress(at: time)
            if (alone - 1).magnitude > SettlingTolerance.standard.fraction {
                let ghost = from + (to - from) * alone
                frame.shapes.append(
                    SceneShape(
                        rectangle(centre: Point(ghost, y), width: Self.side, height: Self.side),
                        .thin(color)))
            }
            let points = legendNumber((jump.remaining * (to - from)).magnitude, significant: 3)
            frame.labels.append(
                SceneLabel(
                    "UIKit ended it at \(legendNumber(jump.time, significant: 3)) s and jumped "
                        + "\(legendPercent(jump.remaining.magnitude)) (\(points) pt)",
                    at: Point(low - half, y - tick), .below, color: color))
        }
        return frame
    }
}
