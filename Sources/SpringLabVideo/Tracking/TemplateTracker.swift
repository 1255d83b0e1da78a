/// Follows an element from its first frame through the clip to sub-pixel
/// precision: the template is the element's box in the first still frame,
/// and each frame's position and size is the warp W(p) = c + s (p − c) + t
/// (a shift t and a scale s about the template's centre c) that makes the
/// frame under W look most like the template.
///
/// Method: Lucas–Kanade (forward additive) on a three-level pyramid —
/// Gauss–Newton steps on Σ ρ(F(W(p)) − T(p)) with the bilinear surface's own
/// gradients, ρ Huber's loss at 1.345 robust standard deviations of the
/// residuals, so pixels of the box that do not move with the element (the
/// background at its corners, what it slides over) weigh little. Each frame
/// starts from the previous one's warp moved on by its last step, refined
/// first by an exhaustive search of shifts at the coarsest level (for the
/// fast frames of a spring at 30 Hz), then level by level.
struct TemplateTracker {
    /// The warp of one frame: shift (pixels of the finest level) and scale.
    struct Warp: Sendable {
        var tx = 0.0, ty = 0.0, s = 1.0

        static func + (a: Warp, b: Warp) -> Warp { Warp(tx: a.tx + b.tx, ty: a.ty + b.ty, s: a.s + b.s) }
        static func - (a: Warp, b: Warp) -> Warp { Warp(tx: a.tx - b.tx, ty: a.ty - b.ty, s: a.s - b.s) }
    }

    /// A template pixel at one level: where it is (finest level's
    /// coordinates), relative to the centre, and its level.
    private struct Point {
        let x: Double, y: Double
        let level: Float
    }

    let centre: (x: Double, y: Double)
    private let points: [[Point]]
    static let levels = 3
    /// The least radius of the coarsest level's search of shifts, in its pixels.
    static let leastSearch = 8
    /// Most template pixels used at one level: enough for a precise
    /// estimate, few enough for a 2-second clip in a fraction of a second.
    static let pointLimit = 6000

    /// The template: `box` (finest level's pixels) of `start`'s pyramid.
    init(start: [GrayImage], box: PixelBox) {
        centre = box.centre
        var points: [[Point]] = []
        for (level, image) in start.enumerated() {
            let factor = 1 << level
            let x0 = box.x0 / factor, x1 = Swift.max(x0 + 1, box.x1 / factor)
            let y0 = box.y0 / factor, y1 = Swift.max(y0 + 1, box.y1 / factor)
            let area = (x1 - x0) * (y1 - y0)
            let step = Swift.max(1, Int(Double(area / Self.pointLimit).squareRoot().rounded(.up)))
            var kept: [Point] = []
            for y in stride(from: y0, to: Swift.min(y1, image.height), by: step) {
                for x in stride(from: x0, to: Swift.min(x1, image.width), by: step) {
                    let fine = Self.fine(Double(x), Double(y), level: level)
                    kept.append(Point(x: fine.x - centre.x, y: fine.y - centre.y, level: image[x, y]))
                }
            }
            points.append(kept)
        }
        self.points = points
    }

    /// The warps of `frames` (pyramids), the first taken from `start`.
    func track(_ frames: [[GrayImage]], from start: Warp = Warp()) -> [Warp] {
        var warps: [Warp] = []
        for frame in frames {
            let previous = warps.last ?? start
            let step = warps.count >= 2 ? warps[warps.count - 1] - warps[warps.count - 2] : Warp(tx: 0, ty: 0, s: 0)
            warps.append(align(frame, guess: previous + step, fallback: previous))
        }
        return warps
    }

    /// The warp that aligns `frame` with the template, from the better of two guesses.
    func align(_ frame: [GrayImage], guess: Warp, fallback: Warp) -> Warp {
        let top = Swift.min(Self.levels, frame.count, points.count) - 1
        // A spring's first frames at 30 Hz jump far from rest: a quarter of
        // the coarsest level's width at least, more when the motion is fast.
        let radius = Swift.max(Self.leastSearch, 2 + Int(spread(guess, fallback, top)))
        let moved = searchShift(frame[top], level: top, around: guess, radius: radius)
        var warp = moved
        for level in stride(from: top, through: 0, by: -1) {
            warp = refine(frame[level], level: level, warp)
        }
        return warp
    }

    /// How far apart two warps put the template's corners, in pixels of `level`.
    private func spread(_ a: Warp, _ b: Warp, _ level: Int) -> Double {
        let extent = points[0].reduce(0.0) { Swift.max($0, $1.x.magnitude + $1.y.magnitude) }
        return ((a.tx - b.tx).magnitude + (a.ty - b.ty).magnitude + (a.s - b.s).magnitude * extent)
            / Double(1 << level)
    }

    /// The shift within `radius` pixels of `level` around `guess` with the
    /// least sum of squared differences over the level's template pixels.
    private func searchShift(_ image: GrayImage, level: Int, around guess: Warp, radius: Int) -> Warp {
        let radius = Swift.min(radius, 32)
        let factor = Double(1 << level)
        var best = (cost: Double.infinity, warp: guess)
        for dy in -radius...radius {
            for dx in -radius...radius {
                var candidate = guess
                candidate.tx += Double(dx) * factor
                candidate.ty += Double(dy) * factor
                let cost = meanSquare(image, level: level, candidate)
                if cost < best.cost { best = (cost, candidate) }
            }
        }
        return best.warp
    }

    private func meanSquare(_ image: GrayImage, level: Int, _ warp: Warp) -> Double {
        var sum = 0.0, count = 0
        for point in points[level] {
            let (x, y) = Self.coarse(warped(point, warp), level: level)
            guard let value = image.sample(x, y) else { continue }
            let r = Double(value - point.level)
            sum += r * r
            count += 1
        }
        return count * 2 >= points[level].count ? sum / Double(count) : .infinity
    }

    /// Gauss–Newton steps with Huber weights at `level`, from `warp`.
    private func refine(_ image: GrayImage, level: Int, _ start: Warp) -> Warp {
        var warp = start
        let scale = 1 / Double(1 << level)
        for _ in 0..<20 {
            var residuals: [(r: Double, j: (Double, Double, Double))] = []
            residuals.reserveCapacity(points[level].count)
            for point in points[level] {
                let (x, y) = Self.coarse(warped(point, warp), level: level)
                guard let sample = image.sampleWithGradient(x, y) else { continue }
                let gx = Double(sample.dx) * scale, gy = Double(sample.dy) * scale
                residuals.append((Double(sample.level - point.level), (gx, gy, gx * point.x + gy * point.y)))
            }
            guard residuals.count >= 8, let step = Self.huberStep(residuals) else { break }
            warp = warp - step
            if step.tx.magnitude + step.ty.magnitude < 1e-4, step.s.magnitude < 1e-6 { break }
        }
        return warp
    }

    /// The Gauss–Newton step (J'WJ)⁻¹ J'W r with Huber weights, or nil when singular.
    private static func huberStep(_ residuals: [(r: Double, j: (Double, Double, Double))]) -> Warp? {
        var magnitudes = residuals.map { Float($0.r.magnitude) }
        let sigma = Swift.max(1.4826 * Double(ChangeThreshold.median(&magnitudes)), 0.5)
        let k = 1.345 * sigma
        var a = [Double](repeating: 0, count: 9), b = [0.0, 0.0, 0.0]
        for (r, j) in residuals {
            let w = r.magnitude <= k ? 1 : k / r.magnitude
            let v = [j.0, j.1, j.2]
            for row in 0..<3 {
                b[row] += w * v[row] * r
                for column in 0..<3 { a[row * 3 + column] += w * v[row] * v[column] }
            }
        }
        // A template without texture along one direction (or no scale
        // information) leaves that unknown where it is: a small ridge on the diagonal.
        for i in 0..<3 { a[i * 4] += 1e-9 * (a[0] + a[4] + a[8]) + 1e-12 }
        guard let x = solve3(a, b) else { return nil }
        return Warp(tx: x[0], ty: x[1], s: x[2])
    }

    /// The finest-level point the template pixel lands on under `warp`.
    private func warped(_ point: Point, _ warp: Warp) -> (x: Double, y: Double) {
        (centre.x + warp.s * point.x + warp.tx, centre.y + warp.s * point.y + warp.ty)
    }

    /// A pixel centre of `level` in the finest level's coordinates: pixel i of
    /// level L covers finest pixels i·2^L ..< (i+1)·2^L.
    static func fine(_ x: Double, _ y: Double, level: Int) -> (x: Double, y: Double) {
        let f = Double(1 << level)
        return ((x + 0.5) * f - 0.5, (y + 0.5) * f - 0.5)
    }

    /// The inverse of ``fine(_:_:level:)``.
    static func coarse(_ point: (x: Double, y: Double), level: Int) -> (x: Double, y: Double) {
        let f = Double(1 << level)
        return ((point.x + 0.5) / f - 0.5, (point.y + 0.5) / f - 0.5)
    }
}

/// The solution of the 3 × 3 system `a` x = `b` (`a` row by row), by
/// Cramer's rule; nil when `a` is singular.
func solve3(_ a: [Double], _ b: [Double]) -> [Double]? {
    func det(_ m: [Double]) -> Double {
        m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) + m[2] * (m[3] * m[7] - m[4] * m[6])
    }
    let d = det(a)
    guard d.isFinite, d.magnitude > 0 else { return nil }
    return (0..<3).map { column in
        var m = a
        for row in 0..<3 { m[row * 3 + column] = b[row] }
        return det(m) / d
    }
}
