/// The part of the picture that the motion touches: the pixels that differ
/// between the still frames before and after it, and those that, in some
/// frame of the motion, differ from both (the path, the overshoot). Static
/// parts — a status bar, text, other cards, what the element slides over —
/// differ from neither and stay out.
///
/// Found on coarse frames (half size). Two separate things that move are
/// two groups of such pixels (``maskComponents(_:width:height:reach:)``,
/// reach 2 % of the longer side): each with at least a tenth of the
/// largest group's pixels counts, and two that count are refused.
struct MovingRegion {
    /// The box of the moving pixels, in the coarse frames' pixels.
    let box: PixelBox

    init(
        _ images: [GrayImage], span: MotionSpan, start: GrayImage, end: GrayImage, threshold: ChangeThreshold,
        describe: (PixelBox) -> String, name: String
    ) throws(VideoError) {
        let width = start.width, height = start.height, t = threshold.level
        var mask = (0..<start.levels.count).map { (start.levels[$0] - end.levels[$0]).magnitude > t }
        for k in span.firstMoving..<span.lastMoving {
            let frame = images[k].levels
            for i in mask.indices where !mask[i] {
                mask[i] = (frame[i] - start.levels[i]).magnitude > t && (frame[i] - end.levels[i]).magnitude > t
            }
        }
        let reach = Swift.max(2, Swift.max(width, height) / 50)
        let groups = maskComponents(mask, width: width, height: height, reach: reach)
        guard let largest = groups.first else {
            throw .untrackable(
                "the video \(name) ends as it starts: no pixel differs between its still frames "
                    + "before and after the motion, nor during it")
        }
        let counted = groups.filter { $0.count * 10 >= largest.count }
        guard counted.count == 1 else {
            let boxes = counted.prefix(3).map { describe($0.box) }.joined(separator: " and ")
            throw .untrackable(
                "\(counted.count) things move in the video \(name) (at \(boxes), X,Y,W,H in its pixels); "
                    + "choose one with --region X,Y,W,H")
        }
        box = largest.box
    }
}
