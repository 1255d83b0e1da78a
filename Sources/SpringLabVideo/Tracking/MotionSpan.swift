/// Where the motion is in the clip: the still frames before it (the lead-in),
/// the frames that change, and the still frames after it (the tail).
///
/// Two frames *differ* when more of their pixels than ``minimumChangedFraction``
/// of all, 20, and a twentieth of the most that any frame changes from the
/// first, differ by more than the ``ChangeThreshold``. The motion
/// runs from the first frame that differs from the clip's first frame to the
/// last frame that differs from its last frame; frames before are the
/// lead-in, the frames after it the tail (at least ``minimumTail``). Inside
/// the motion, a still stretch (no frame differing from the one before it)
/// is a pause of one spring when its frames are near the end position, and a
/// second motion when they are far from it (a quarter of the pixels the whole
/// motion changes still differ from the end).
struct MotionSpan {
    /// The first frame that differs from the one before it (≥ 1).
    let firstMoving: Int
    /// The last frame that differs from the one before it: the tail's first frame.
    let lastMoving: Int

    static let minimumChangedFraction = 1e-3
    /// Fewest still frames after the motion for it to count as over.
    static let minimumTail = 3

    /// The span of `images` (coarse frames) with times `times`.
    /// - Throws: ``VideoError/untrackable(_:)`` when nothing moves, when the
    ///   motion runs to the clip's end, or when two motions follow each other.
    init(_ images: [GrayImage], times: [Double], threshold: ChangeThreshold, name: String) throws(VideoError) {
        let count = images.count
        let fromFirst = (0..<count).map { threshold.changedCount(images[$0], images[0]) }
        // A twentieth of the most pixels any frame changes: an encoder's drift stays under it.
        let least = Swift.max(
            20, Int(Self.minimumChangedFraction * Double(images[0].levels.count)), (fromFirst.max() ?? 0) / 20)
        // Against the clip's first and last frames, so that a slow end (a fade
        // that changes little from one frame to the next) still counts as motion.
        // A frame that differs from the first alone (an encoder's refresh) is
        // no start: the motion starts where three frames in a row differ.
        let differs = fromFirst.map { $0 >= least }
        let started = (1..<count).first { k in (k..<Swift.min(k + 3, count)).allSatisfy { differs[$0] } }
        guard let first = started ?? differs.indices.dropFirst().first(where: { differs[$0] }),
            let beforeRest = (0..<(count - 1)).last(where: {
                threshold.changedCount(images[$0], images[count - 1]) >= least
            })
        else {
            throw .untrackable(
                "nothing moves in the video \(name): no frame differs from its first by more than "
                    + "\(Int(threshold.level.rounded())) grey levels in \(least) pixels")
        }
        let last = Swift.max(beforeRest + 1, first)
        guard count - last >= Self.minimumTail else {
            throw .untrackable(
                "the motion in the video \(name) is cut off: frames still change at t = "
                    + "\(Self.seconds(times[last - 1])) s, \(count - last) frame(s) before the end; "
                    + "record until it comes to rest")
        }
        firstMoving = first
        lastMoving = last
        let changing = (first...last).filter { threshold.changedCount(images[$0], images[$0 - 1]) >= least }
        try checkOneMotion(changing, images, times: times, threshold: threshold, name: name)
    }

    /// Refuses a still stretch of at least 3 frames and 0.1 s, inside the
    /// motion, whose middle frame is far from the end position.
    private func checkOneMotion(
        _ changing: [Int], _ images: [GrayImage], times: [Double], threshold: ChangeThreshold, name: String
    ) throws(VideoError) {
        let end = images[lastMoving]
        let whole = threshold.changedCount(images[firstMoving - 1], end)
        for (a, b) in zip(changing, changing.dropFirst()) where b - a > 3 && times[b - 1] - times[a] >= 0.1 {
            let middle = (a + b - 1) / 2
            guard threshold.changedCount(images[middle], end) * 4 >= whole else { continue }
            throw .untrackable(
                "the video \(name) holds two motions: it rests from t = \(Self.seconds(times[a])) s "
                    + "to \(Self.seconds(times[b - 1])) s away from where it ends; trim it to one "
                    + "(e.g. ffmpeg -ss START -t SECONDS -i IN OUT) or fit each part")
        }
    }

    static func seconds(_ t: Double) -> String {
        let rounded = (t * 1000).rounded() / 1000
        return "\(rounded)"
    }
}
