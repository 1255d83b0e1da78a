/// The grey-level change that counts as a change and not as sensor or
/// compression noise: 5 standard deviations of the frame-to-frame
/// difference, estimated robustly (1.4826 × the median absolute difference
/// over a sample of pixels of each frame against the one before it and
/// against the first and last frames, so that the few pixels that move do not
/// count), and never under ``floor`` levels.
struct ChangeThreshold {
    /// The least threshold, in grey levels of 255: an encoder's rounding.
    static let floor: Float = 6

    let level: Float

    init(_ images: [GrayImage]) {
        var differences: [Float] = []
        let size = images.first.map { $0.levels.count } ?? 0
        let last = images.count - 1
        // Each frame against the one before it, the first and the last (an
        // encoder's key frames differ from the frames between them by more than
        // those differ from each other): about 30 000 differences in all.
        let pairs = images.indices.dropFirst().flatMap { [($0, $0 - 1), ($0, 0), ($0 - 1, last)] }
        let stride = Swift.max(1, (size * pairs.count) / 30_000)
        for (n, (a, b)) in pairs.enumerated() {
            var i = (n * 7919) % stride
            while i < size {
                differences.append((images[a].levels[i] - images[b].levels[i]).magnitude)
                i += stride
            }
        }
        let sigma = 1.4826 * Self.median(&differences)
        level = Swift.max(Self.floor, 5 * sigma)
    }

    /// How many pixels of `a` and `b` differ by more than the threshold.
    func changedCount(_ a: GrayImage, _ b: GrayImage) -> Int {
        var count = 0
        for i in a.levels.indices where (a.levels[i] - b.levels[i]).magnitude > level { count += 1 }
        return count
    }

    static func median(_ values: inout [Float]) -> Float {
        guard !values.isEmpty else { return 0 }
        values.sort()
        return values[values.count / 2]
    }
}
