/// A grey image of `Float` levels (0…255), row by row: one decoded frame,
/// an average of still frames, or a level of a pyramid.
struct GrayImage: Sendable {
    let width: Int
    let height: Int
    var levels: [Float]

    init(width: Int, height: Int, levels: [Float]) {
        precondition(levels.count == width * height, "one level per pixel")
        self.width = width
        self.height = height
        self.levels = levels
    }

    init(width: Int, height: Int, bytes: ArraySlice<UInt8>) {
        self.init(width: width, height: height, levels: bytes.map(Float.init))
    }

    subscript(x: Int, y: Int) -> Float { levels[y * width + x] }

    /// The level at the real point (x, y), pixel centres at whole numbers,
    /// interpolated bilinearly; nil outside the centres' rectangle.
    func sample(_ x: Double, _ y: Double) -> Float? {
        guard x >= 0, y >= 0, x <= Double(width - 1), y <= Double(height - 1) else { return nil }
        let x0 = Swift.min(Int(x), width - 2), y0 = Swift.min(Int(y), height - 2)
        let fx = Float(x - Double(x0)), fy = Float(y - Double(y0))
        let i = y0 * width + x0
        let top = levels[i] + fx * (levels[i + 1] - levels[i])
        let bottom = levels[i + width] + fx * (levels[i + width + 1] - levels[i + width])
        return top + fy * (bottom - top)
    }

    /// The level and its gradient (per pixel) at (x, y), from the bilinear
    /// surface: the gradient is the surface's own slope, so Gauss–Newton
    /// steps on it converge; nil outside.
    func sampleWithGradient(_ x: Double, _ y: Double) -> (level: Float, dx: Float, dy: Float)? {
        guard width > 1, height > 1, x >= 0, y >= 0, x <= Double(width - 1), y <= Double(height - 1) else {
            return nil
        }
        let x0 = Swift.min(Int(x), width - 2), y0 = Swift.min(Int(y), height - 2)
        let fx = Float(x - Double(x0)), fy = Float(y - Double(y0))
        let i = y0 * width + x0
        let a = levels[i], b = levels[i + 1], c = levels[i + width], d = levels[i + width + 1]
        let top = a + fx * (b - a), bottom = c + fx * (d - c)
        return (top + fy * (bottom - top), (b - a) + fy * (d - c - b + a), bottom - top)
    }

    /// Half the size, each pixel the mean of a 2 × 2 block (a last odd row or
    /// column dropped): one level up a pyramid.
    func halved() -> GrayImage {
        let w = Swift.max(width / 2, 1), h = Swift.max(height / 2, 1)
        guard width > 1, height > 1 else { return self }
        var out = [Float](repeating: 0, count: w * h)
        for y in 0..<h {
            let row = 2 * y * width
            for x in 0..<w {
                let i = row + 2 * x
                out[y * w + x] = 0.25 * (levels[i] + levels[i + 1] + levels[i + width] + levels[i + width + 1])
            }
        }
        return GrayImage(width: w, height: h, levels: out)
    }

    /// Smoothed by the binomial kernel [1 4 6 4 1]/16 across and down (close
    /// to a Gaussian of σ = 1 pixel), edges repeated: sharp edges then vary
    /// smoothly from pixel to pixel, so that bilinear interpolation between
    /// pixel centres does not pull a sub-pixel position toward them.
    func smoothed() -> GrayImage {
        guard width >= 5, height >= 5 else { return self }
        let weights: [Float] = [1, 4, 6, 4, 1].map { $0 / 16 }
        var across = [Float](repeating: 0, count: levels.count)
        for y in 0..<height {
            let row = y * width
            for x in 0..<width {
                var sum: Float = 0
                for (n, weight) in weights.enumerated() {
                    sum += weight * levels[row + Swift.min(Swift.max(x + n - 2, 0), width - 1)]
                }
                across[row + x] = sum
            }
        }
        var out = [Float](repeating: 0, count: levels.count)
        for y in 0..<height {
            for x in 0..<width {
                var sum: Float = 0
                for (n, weight) in weights.enumerated() {
                    sum += weight * across[Swift.min(Swift.max(y + n - 2, 0), height - 1) * width + x]
                }
                out[y * width + x] = sum
            }
        }
        return GrayImage(width: width, height: height, levels: out)
    }

    /// The image and `count − 1` halvings of it, finest first.
    func pyramid(_ count: Int) -> [GrayImage] {
        var levels = [self]
        while levels.count < count, let last = levels.last, last.width >= 16, last.height >= 16 {
            levels.append(last.halved())
        }
        return levels
    }

    /// The mean of `images`, pixel by pixel (all of one size, at least one).
    static func mean(_ images: [GrayImage]) -> GrayImage {
        precondition(!images.isEmpty, "at least one image")
        var sum = [Float](repeating: 0, count: images[0].levels.count)
        for image in images {
            for i in sum.indices { sum[i] += image.levels[i] }
        }
        let scale = 1 / Float(images.count)
        return GrayImage(width: images[0].width, height: images[0].height, levels: sum.map { $0 * scale })
    }
}

extension GrayImage {
    /// The pixels of `box` (within the image) as an image of their own.
    func cropped(to box: PixelBox) -> GrayImage {
        var out: [Float] = []
        out.reserveCapacity(box.width * box.height)
        for y in box.y0..<box.y1 { out += levels[(y * width + box.x0)..<(y * width + box.x1)] }
        return GrayImage(width: box.width, height: box.height, levels: out)
    }
}
