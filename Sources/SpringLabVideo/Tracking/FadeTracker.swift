/// How far each frame has faded from the still frame before the motion to
/// the one after it: in the pixels that differ between the two (by more
/// than the change threshold), the least-squares a in F − F₀ ≈ a (F₁ − F₀).
/// An element that fades over a still background is exactly that blend
/// (in the clip's grey levels), so a runs 0 → 1 as its opacity does; a
/// frame that is no blend of the two leaves a large part of F − F₀
/// unexplained (``unexplained``).
struct FadeTracker {
    private let indices: [Int]
    private let start: [Float]
    private let change: [Float]
    private let norm: Double

    init?(start: GrayImage, end: GrayImage, box: PixelBox, threshold: ChangeThreshold) {
        var indices: [Int] = []
        for y in box.y0..<box.y1 {
            for x in box.x0..<box.x1 where (end[x, y] - start[x, y]).magnitude > threshold.level {
                indices.append(y * start.width + x)
            }
        }
        guard indices.count >= 4 else { return nil }
        self.indices = indices
        self.start = indices.map { start.levels[$0] }
        change = indices.map { end.levels[$0] - start.levels[$0] }
        norm = change.reduce(0) { $0 + Double($1) * Double($1) }
    }

    /// The fade a of `frame`, and the fraction of ‖F − F₀‖² the blend leaves unexplained.
    func fade(_ frame: GrayImage) -> (a: Double, unexplained: Double) {
        var dot = 0.0, total = 0.0
        for (n, i) in indices.enumerated() {
            let d = Double(frame.levels[i] - start[n])
            dot += d * Double(change[n])
            total += d * d
        }
        let a = dot / norm
        let left = Swift.max(0, total - a * a * norm)
        return (a, total > 0 ? left / total : 0)
    }
}
