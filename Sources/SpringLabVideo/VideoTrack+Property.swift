import SpringLabIO

extension VideoTrack {
    /// The property to fit: `asked`, when the clip shows it change, else the
    /// one that moves most. Geometric motion counts from one tracked pixel;
    /// under that, the fade, when the frames are blends of the still ends
    /// (they leave less than half of their change unexplained).
    static func property(
        _ asked: TrackedProperty?, warps: [TemplateTracker.Warp], fades: [(a: Double, unexplained: Double)]?,
        span: MotionSpan, box: PixelBox, scale: (x: Double, y: Double), name: String
    ) throws(VideoError) -> TrackedProperty {
        let motion = Array(warps[span.firstMoving...span.lastMoving])
        let halfDiagonal = (Double(box.width * box.width + box.height * box.height)).squareRoot() / 2
        // How far each property moves the element, in tracked pixels.
        let moves: [(TrackedProperty, Double)] = [
            (.x, range(motion.map(\.tx))), (.y, range(motion.map(\.ty))),
            (.scale, range(motion.map(\.s)) * halfDiagonal),
        ]
        let fadeUnexplained = fades.map { fades in
            // The frames halfway through a fade tell a fade from a motion; the
            // frames near either end are close to both.
            let motion = fades[span.firstMoving...span.lastMoving]
            let halfway = motion.filter { $0.a >= 0.15 && $0.a <= 0.85 }
            let judged = halfway.isEmpty ? Array(motion) : halfway
            return judged.reduce(0) { $0 + $1.unexplained } / Double(judged.count)
        }
        if let asked { return try checked(asked, moves: moves, fadeUnexplained: fadeUnexplained, name: name) }
        let largest = moves.max { $0.1 < $1.1 }!
        if let fadeUnexplained, fadeUnexplained < 0.2 { return .opacity }
        if largest.1 >= 1 { return largest.0 }
        if let fadeUnexplained, fadeUnexplained < 0.5 { return .opacity }
        throw .untrackable(
            "nothing in the video \(name) moves, grows or fades clearly enough to track: its changes "
                + "are no motion of a piece of the picture (under a pixel) and no fade between its still ends")
    }

    /// `asked` when the clip shows it change, else a refusal that says what does.
    static func checked(
        _ asked: TrackedProperty, moves: [(TrackedProperty, Double)], fadeUnexplained: Double?, name: String
    ) throws(VideoError) -> TrackedProperty {
        let largest = moves.max { $0.1 < $1.1 }!
        if asked == .opacity {
            guard let fadeUnexplained, fadeUnexplained < 0.5 else {
                throw .badOption(
                    "--track opacity: the element in the video \(name) does not fade between its still frames "
                        + "(its frames are no blend of them); it moves most in \(largest.0.rawValue)")
            }
            return asked
        }
        let move = moves.first { $0.0 == asked }!.1
        guard move >= 0.25 else {
            throw .badOption(
                "--track \(asked.rawValue): the element in the video \(name) hardly changes in "
                    + "\(asked.rawValue) (under a quarter of a tracked pixel); it moves most in \(largest.0.rawValue)")
        }
        return asked
    }

    static func range(_ values: [Double]) -> Double { (values.max() ?? 0) - (values.min() ?? 0) }

    /// `property` in every frame, in the clip's units: the box's centre in
    /// its pixels, the scale over the mean scale of the tail's frames, the fade.
    static func curve(
        _ property: TrackedProperty, warps: [TemplateTracker.Warp], fades: [(a: Double, unexplained: Double)]?,
        tail: Range<Int>, centre: (x: Double, y: Double), crop: PixelBox, scale: (x: Double, y: Double)
    ) -> [Double] {
        switch property {
        case .x: return warps.map { (centre.x + $0.tx + Double(crop.x0) + 0.5) * scale.x - 0.5 }
        case .y: return warps.map { (centre.y + $0.ty + Double(crop.y0) + 0.5) * scale.y - 0.5 }
        case .scale:
            let rest = warps[tail].reduce(0) { $0 + $1.s } / Double(tail.count)
            return warps.map { $0.s / rest }
        case .opacity: return (fades ?? []).map(\.a)
        }
    }
}

extension VideoTrack {
    /// The precision of a fade: a hundredth of it, an encoder's error on a
    /// fade (seen here: ±2% frame to frame on H.264 at CRF 18).
    static let fadePrecision = 0.01

    /// ``precision`` for `property` of an element of tracked box `box`.
    static func precision(_ property: TrackedProperty, box: PixelBox, scale: (x: Double, y: Double)) -> Double {
        let halfDiagonal = Double(box.width * box.width + box.height * box.height).squareRoot() / 2
        switch property {
        case .x: return trackedPixelPrecision * scale.x
        case .y: return trackedPixelPrecision * scale.y
        case .scale: return trackedPixelPrecision / halfDiagonal
        case .opacity: return fadePrecision
        }
    }
}

extension PixelBox {
    /// `X,Y,W,H`, as `--region` takes it.
    package var written: String { "\(x0),\(y0),\(width),\(height)" }
}
