/// The curve a clip shows: one property of the element that moves, frame by
/// frame, in the clip's own units, from a few still frames before the motion
/// to its rest (``TrackedProperty``; docs/curve-fit.md, "From a video").
///
/// Steps: the still frames before and after the motion (``MotionSpan``), the
/// part of the picture it touches (``MovingRegion``), the element's box in the
/// first still frame (the pixels that have changed in the first frame of the
/// motion that changes a fifth of what any frame changes, less the part the
/// element has moved into by then), then its position and scale in every
/// frame (``TemplateTracker``) and its fade (``FadeTracker``). The property
/// is the one asked for, else the one that moves most: x, y, or the scale
/// (as the distance the box's corners move), and the fade when the box does
/// not move by a pixel.
package struct VideoTrack: Sendable {
    package struct Options: Sendable {
        /// `--track`; nil for the one that moves most.
        package var property: TrackedProperty?
        /// `--region`: the part of the clip to look at, in its pixels.
        package var region: PixelBox?

        package init(property: TrackedProperty? = nil, region: PixelBox? = nil) {
            self.property = property
            self.region = region
        }
    }

    package let property: TrackedProperty
    /// The samples to fit: times (s, from the clip's first frame) and values.
    package let times: [Double]
    package let values: [Double]
    /// When the first frame that changes is shown, and the first frame of the rest after it.
    package let motionStart: Double
    package let motionEnd: Double
    /// The element's box in the still frame its template was taken from
    /// (the first, or the last for an element that grows), in the clip's pixels.
    package let box: PixelBox
    package let frameCount: Int
    /// How precise the values are, in their units: a tenth of a tracked
    /// pixel for a position or a scale (the bias that sub-pixel tracking of
    /// encoded frames leaves), ``fadePrecision`` for a fade.
    package let precision: Double

    /// A tenth of a tracked pixel.
    static let trackedPixelPrecision = 0.1

    /// Still frames before the motion kept as samples: they fix where it starts.
    static let keptLeadIn = 5
    /// Still time after the motion kept as samples (s).
    static let keptTail = 1.0

    package init(_ frames: VideoFrames, options: Options = Options(), name: String) throws(VideoError) {
        let crop = try Self.workingBox(options.region, frames, name: name)
        let full = (0..<frames.count).map { frames.image($0).cropped(to: crop) }
        let coarse = full.map { $0.halved() }
        let coarseThreshold = ChangeThreshold(coarse)
        let span = try MotionSpan(coarse, times: frames.times, threshold: coarseThreshold, name: name)
        let lead = Swift.max(0, span.firstMoving - 10)..<span.firstMoving
        let tail = span.lastMoving..<Swift.min(frames.count, span.lastMoving + 10)
        let toSource = Self.sourceBox(frames, crop: crop)
        let region = try MovingRegion(
            coarse, span: span, start: .mean(Array(coarse[lead])), end: .mean(Array(coarse[tail])),
            threshold: coarseThreshold, describe: { toSource($0.scaled(by: 2)).written }, name: name)
        let threshold = ChangeThreshold(full)
        let start = GrayImage.mean(Array(full[lead])), end = GrayImage.mean(Array(full[tail]))
        let area = region.box.scaled(by: 2).grown(by: 4, within: crop.width, crop.height)
        // The tracker looks no farther than the moving part and a margin: only that is smoothed.
        let near = area.grown(by: 24, within: crop.width, crop.height)
        let local = full.map { $0.cropped(to: near) }
        let pyramids = local.map { $0.smoothed().smoothed().pyramid(TemplateTracker.levels) }
        let track = Self.Tracking(
            full: local, pyramids: pyramids, area: area.shifted(by: -near.x0, -near.y0), threshold: threshold)
        var geometry = track.geometry(from: .start, still: start.cropped(to: near), span: span)
        // An element that grows is followed from the end, where it shows the most pixels.
        if options.property == .scale || options.property == nil && geometry.grows(span) {
            geometry = track.geometry(from: .end, still: end.cropped(to: near), span: span)
        }
        let warps = geometry.warps, elementBox = geometry.box.shifted(by: near.x0, near.y0)
        let fades = FadeTracker(start: start, end: end, box: area, threshold: threshold).map { fade in
            full.map { fade.fade($0) }
        }
        let chosen = try Self.property(
            options.property, warps: warps, fades: fades, span: span, box: elementBox, scale: frames.sourceScale,
            name: name)
        let curve = Self.curve(
            chosen, warps: warps, fades: fades, tail: tail, centre: elementBox.centre,
            crop: crop, scale: frames.sourceScale)
        let kept = Self.keptFrames(span, times: frames.times)
        property = chosen
        times = kept.map { frames.times[$0] }
        values = kept.map { curve[$0] }
        motionStart = frames.times[span.firstMoving]
        motionEnd = frames.times[span.lastMoving]
        box = toSource(elementBox)
        frameCount = frames.count
        precision = Self.precision(chosen, box: elementBox, scale: frames.sourceScale)
    }

    /// `--region` in tracked pixels, or the whole frame.
    static func workingBox(_ region: PixelBox?, _ frames: VideoFrames, name: String) throws(VideoError) -> PixelBox {
        let whole = PixelBox(x0: 0, y0: 0, x1: frames.width, y1: frames.height)
        guard let region else { return whole }
        let (sx, sy) = frames.sourceScale
        let box = PixelBox(
            x0: Int((Double(region.x0) / sx).rounded(.down)), y0: Int((Double(region.y0) / sy).rounded(.down)),
            x1: Int((Double(region.x1) / sx).rounded(.up)), y1: Int((Double(region.y1) / sy).rounded(.up))
        ).intersection(whole)
        guard box.width >= 16, box.height >= 16 else {
            throw .badOption(
                "--region \(region.written) leaves too little of the video \(name) "
                    + "(\(frames.sourceWidth)×\(frames.sourceHeight) pixels) to track: give at least "
                    + "\(Int((16 * sx).rounded(.up)))×\(Int((16 * sy).rounded(.up))) pixels inside it")
        }
        return box
    }

    /// A box of the cropped tracked frames in the clip's pixels.
    static func sourceBox(_ frames: VideoFrames, crop: PixelBox) -> (PixelBox) -> PixelBox {
        let (sx, sy) = frames.sourceScale
        return { box in
            PixelBox(
                x0: Int((Double(box.x0 + crop.x0) * sx).rounded(.down)),
                y0: Int((Double(box.y0 + crop.y0) * sy).rounded(.down)),
                x1: Int((Double(box.x1 + crop.x0) * sx).rounded(.up)),
                y1: Int((Double(box.y1 + crop.y0) * sy).rounded(.up)))
        }
    }

    /// What the geometric tracking works on.
    struct Tracking {
        let full: [GrayImage]
        let pyramids: [[GrayImage]]
        let area: PixelBox
        let threshold: ChangeThreshold

        /// The still end the template is taken from.
        enum End { case start, end }

        /// The element's warps in every frame (in the clip's order) and its box,
        /// the template taken from the still frame `still` at `end` and followed
        /// from there frame by frame.
        func geometry(from end: End, still: GrayImage, span: MotionSpan) -> Geometry {
            let count = full.count
            let order = end == .start ? Array(0..<count) : Array((0..<count).reversed())
            // The frames that differ from the still end, nearest it first.
            let motion =
                end == .start
                ? Array(span.firstMoving...span.lastMoving) : Array((span.firstMoving - 1)..<span.lastMoving).reversed()
            let stillPyramid = still.smoothed().smoothed().pyramid(TemplateTracker.levels)
            let first = templateBox(motion, still: still)
            let upTo = order[...order.firstIndex(of: first.frame)!]
            let box = elementBox(first.box, frames: upTo.map { pyramids[$0] }, still: stillPyramid)
            let warps = TemplateTracker(start: stillPyramid, box: box).track(order.map { pyramids[$0] })
            var inClipOrder = warps
            for (position, frame) in order.enumerated() { inClipOrder[frame] = warps[position] }
            return Geometry(warps: inClipOrder, box: box)
        }

        /// The box of the pixels changed from `still` in the first of the
        /// `motion` frames that changes a fifth as many as the frame that
        /// changes most, within `area`; `area` itself when that box is under 3
        /// pixels a side.
        func templateBox(_ motion: [Int], still: GrayImage) -> (box: PixelBox, frame: Int) {
            let counts = motion.map { changedPixels(full[$0], still).count }
            let most = counts.max() ?? 0
            let frame = motion[counts.firstIndex { $0 * 5 >= most } ?? 0]
            var box: PixelBox?
            for (x, y) in changedPixels(full[frame], still) {
                let pixel = PixelBox(x0: x, y0: y, x1: x + 1, y1: y + 1)
                box = box?.union(pixel) ?? pixel
            }
            guard let box, box.width >= 3, box.height >= 3 else { return (area, frame) }
            return (box, frame)
        }

        func changedPixels(_ frame: GrayImage, _ still: GrayImage) -> [(Int, Int)] {
            var pixels: [(Int, Int)] = []
            for y in area.y0..<area.y1 {
                for x in area.x0..<area.x1 where (frame[x, y] - still[x, y]).magnitude > threshold.level {
                    pixels.append((x, y))
                }
            }
            return pixels
        }

        /// The element's own box: the changed box holds the element where it
        /// was and where it has moved by the last of `frames`, so it is cut to
        /// the part that this frame's warp, undone, keeps inside it.
        func elementBox(_ box: PixelBox, frames: [[GrayImage]], still: [GrayImage]) -> PixelBox {
            guard let warp = TemplateTracker(start: still, box: box).track(frames).last, warp.s > 0 else { return box }
            let c = box.centre
            func undone(_ x: Double, _ y: Double) -> (Double, Double) {
                (c.x + (x - c.x - warp.tx) / warp.s, c.y + (y - c.y - warp.ty) / warp.s)
            }
            let (ax, ay) = undone(Double(box.x0), Double(box.y0))
            let (bx, by) = undone(Double(box.x1), Double(box.y1))
            let cut = box.intersection(
                PixelBox(
                    x0: Int(ax.rounded(.down)), y0: Int(ay.rounded(.down)), x1: Int(bx.rounded(.up)),
                    y1: Int(by.rounded(.up))))
            let inset = PixelBox(x0: cut.x0 + 1, y0: cut.y0 + 1, x1: cut.x1 - 1, y1: cut.y1 - 1)
            return inset.width >= 3 && inset.height >= 3 ? inset : box
        }
    }

    /// The element's warp in every frame and the box of its template.
    struct Geometry {
        let warps: [TemplateTracker.Warp]
        let box: PixelBox

        /// Whether the element ends more than 5% larger than it starts.
        func grows(_ span: MotionSpan) -> Bool { warps[span.lastMoving].s > 1.05 * warps[span.firstMoving - 1].s }
    }

    /// The frames to fit: up to ``keptLeadIn`` still frames before the
    /// motion, the motion, and its rest for ``keptTail`` seconds.
    static func keptFrames(_ span: MotionSpan, times: [Double]) -> [Int] {
        let first = Swift.max(0, span.firstMoving - keptLeadIn - 1)
        let last = times.lastIndex { $0 <= times[span.lastMoving] + keptTail } ?? times.count - 1
        return Array(first...last)
    }
}
