import Foundation

/// A screen recording made from a known spring, for the tests of `fit
/// --video`: an element (a card with two darker bars on it) over a busy
/// still screen (a status bar, lines of "text", another card, a gradient),
/// moved, scaled or faded by the exact closed-form motion of a damped spring,
/// drawn with sub-pixel coverage (a pixel takes the fraction of it the
/// element covers), with sensor noise, then encoded by ffmpeg.
public struct SyntheticClip: Sendable {
    /// What the spring drives: the card's left edge (pixels), its top edge,
    /// its size (a factor about its centre) or its opacity (0 to 1).
    public enum Property: String, Sendable { case x, y, scale, opacity }

    public var width = 240
    public var height = 520
    public var fps = 60.0
    /// Seconds of the clip, and of stillness before the spring starts.
    public var duration = 2.0
    public var leadIn = 0.2
    public var property = Property.x
    /// The spring: natural frequency (rad/s), damping ratio, and the initial
    /// velocity in fractions of the distance per second.
    public var naturalFrequency = 20.0
    public var dampingRatio = 0.5
    public var velocity = 0.0
    /// The property's value before and after the motion.
    public var from = 20.0
    public var to = 130.0
    /// The card: left, top, width, height (pixels) where `property` does not move it.
    public var card = (x: 30.0, y: 200.0, width: 80.0, height: 100.0)
    /// Standard deviation of the noise added to each pixel of each frame (grey levels).
    public var noise = 2.0
    /// Frames left out of the recording, their neighbours keeping their own times.
    public var droppedFrames: Set<Int> = []
    /// A second card that springs too, elsewhere on the screen.
    public var secondMover = false
    /// The motion as a CSS cubic Bézier easing over this many seconds instead of the spring.
    public var bezier: (x1: Double, y1: Double, x2: Double, y2: Double, duration: Double)?
    /// A second spring from `to` back toward `from`, starting this long after the first.
    public var secondMotionAfter: Double?
    public var seed: UInt64 = 1
    /// libx264's constant rate factor: 18 is visually lossless, a screen recorder's quality.
    public var crf = 18

    public init() {}

    /// The spring's progress from 0 (from) to 1 (to) at `t` s after it starts.
    public func progress(_ t: Double) -> Double {
        guard t > 0 else { return 0 }
        let w = naturalFrequency, z = dampingRatio, a = -1.0, v = velocity
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            return 1 + exp(-z * w * t) * (a * cos(wd * t) + (v + z * w * a) / wd * sin(wd * t))
        }
        if z == 1 { return 1 + (a + (v + w * a) * t) * exp(-w * t) }
        let root = (z * z - 1).squareRoot()
        let r1 = -w * (z - root), r2 = -w * (z + root)
        let c2 = (v - r1 * a) / (r2 - r1), c1 = a - c2
        return 1 + c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// The property's value at clip time `t`.
    public func value(_ t: Double) -> Double {
        let s = t - leadIn
        if let bezier { return from + (to - from) * Self.bezierProgress(s / bezier.duration, bezier) }
        let first = from + (to - from) * progress(s)
        guard let after = secondMotionAfter else { return first }
        return first + (from - to) * 0.5 * progress(s - after)
    }

    /// The CSS `cubic-bezier(x1, y1, x2, y2)` easing at the fraction `x` of its time.
    static func bezierProgress(_ x: Double, _ b: (x1: Double, y1: Double, x2: Double, y2: Double, duration: Double))
        -> Double
    {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        func curve(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - u) * (1 - u) * u * p1 + 3 * (1 - u) * u * u * p2 + u * u * u
        }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if curve(mid, b.x1, b.x2) < x { low = mid } else { high = mid }
        }
        return curve((low + high) / 2, b.y1, b.y2)
    }

    /// The frames' times (s), dropped frames left out.
    public var frameTimes: [Double] {
        (0..<Int((duration * fps).rounded())).filter { !droppedFrames.contains($0) }.map { Double($0) / fps }
    }

    /// Frame at clip time `t`, grey levels row by row, with noise from `noiseTable` at `offset`.
    public func frame(_ t: Double, background: [Float], noiseTable: [Float], offset: Int) -> [UInt8] {
        var image = background
        let v = value(t)
        var box = card, alpha = 1.0
        switch property {
        case .x: box.x = v
        case .y: box.y = v
        case .scale:
            let cx = card.x + card.width / 2, cy = card.y + card.height / 2
            box = (cx - card.width * v / 2, cy - card.height * v / 2, card.width * v, card.height * v)
        case .opacity: alpha = v
        }
        if alpha == 1 {
            paintCard(box, alpha: 1, into: &image)
        } else {
            // Opacity acts on the card as one layer: the card drawn, then blended over the screen.
            var layer = image
            paintCard(box, alpha: 1, into: &layer)
            for i in image.indices { image[i] += Float(alpha) * (layer[i] - image[i]) }
        }
        if secondMover {
            let p = progress(t - leadIn - 0.1)
            paintCard((150, 430 - 80 * p, 60, 50), alpha: 1, into: &image)
        }
        var bytes = [UInt8](repeating: 0, count: image.count)
        let count = noiseTable.count
        for i in image.indices {
            let level = image[i] + noiseTable[(offset + i) % count]
            bytes[i] = UInt8(max(0, min(255, level.rounded())))
        }
        return bytes
    }

    /// Near-normal noise of deviation ``noise``: each value the sum of four
    /// uniform numbers, a table a frame reads from a random offset.
    func noiseTable(_ random: inout SplitMix64) -> [Float] {
        let scale = noise * (3.0 / 4).squareRoot()
        return (0..<65_521).map { _ in
            Float(
                (random.uniform(-1, 1) + random.uniform(-1, 1) + random.uniform(-1, 1) + random.uniform(-1, 1)) * scale)
        }
    }

    /// The card (body 235, two bars 120) drawn over `image` with coverage, each part blended by `alpha`.
    func paintCard(
        _ box: (x: Double, y: Double, width: Double, height: Double), alpha: Double, into image: inout [Float]
    ) {
        paint(box, level: 235, alpha: alpha, into: &image)
        let s = box.width / card.width
        paint((box.x + 12 * s, box.y + 16 * s, box.width - 24 * s, 14 * s), level: 120, alpha: alpha, into: &image)
        paint(
            (box.x + 12 * s, box.y + 44 * s, (box.width - 24 * s) * 0.6, 10 * s), level: 120, alpha: alpha, into: &image
        )
    }

    /// A rectangle of `level` over `image`, each pixel blended by the fraction of it covered, times `alpha`.
    func paint(
        _ box: (x: Double, y: Double, width: Double, height: Double), level: Float, alpha: Double,
        into image: inout [Float]
    ) {
        let x0 = max(0, Int(box.x.rounded(.down))), x1 = min(width, Int((box.x + box.width).rounded(.up)))
        let y0 = max(0, Int(box.y.rounded(.down))), y1 = min(height, Int((box.y + box.height).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return }
        for y in y0..<y1 {
            let cy = overlap(Double(y), box.y, box.y + box.height)
            for x in x0..<x1 {
                let c = Float(cy * overlap(Double(x), box.x, box.x + box.width) * alpha)
                image[y * width + x] += c * (level - image[y * width + x])
            }
        }
    }

    private func overlap(_ pixel: Double, _ low: Double, _ high: Double) -> Double {
        max(0, min(pixel + 1, high) - max(pixel, low))
    }

    /// The still screen: a gradient, a status bar with its "clock", lines of
    /// blocks like text (some under the card's path), another card.
    public func background() -> [Float] {
        var random = SplitMix64(seed: seed &+ 1000)
        var image = (0..<(width * height)).map { i -> Float in 30 + Float(i / width) * 40 / Float(height) }
        paint((0, 0, Double(width), 44), level: 10, alpha: 1, into: &image)
        paint((16, 14, 40, 16), level: 200, alpha: 1, into: &image)
        for line in 0..<17 {
            var x = 12.0
            let y = 60 + Double(line) * 26
            while x < Double(width) - 40 {
                let word = random.uniform(12, 60)
                paint((x, y, word, 12), level: Float(random.uniform(110, 190)), alpha: 1, into: &image)
                x += word + random.uniform(6, 14)
            }
        }
        paint((140, 80, 90, 80), level: 90, alpha: 1, into: &image)
        return image
    }

    /// Writes the clip to `path` through `ffmpeg` with `codec` (`libx264` or
    /// `libvpx-vp9`), frames at their own times (dropped ones missing).
    public func write(to path: String, codec: String = "libx264", ffmpeg: String) throws {
        let background = background()
        var random = SplitMix64(seed: seed)
        let table = noiseTable(&random)
        let all = (0..<Int((duration * fps).rounded()))
        var raw = Data(capacity: width * height * all.count)
        for k in all {
            let offset = Int(random.next() % UInt64(table.count))
            raw.append(contentsOf: frame(Double(k) / fps, background: background, noiseTable: table, offset: offset))
        }
        let rawPath = path + ".gray"
        try raw.write(to: URL(fileURLWithPath: rawPath))
        defer { try? FileManager.default.removeItem(atPath: rawPath) }
        var arguments = [
            "-nostdin", "-y", "-v", "error", "-f", "rawvideo", "-pix_fmt", "gray", "-s", "\(width)x\(height)",
            "-framerate", "\(fps)", "-i", rawPath,
        ]
        if !droppedFrames.isEmpty {
            let kept = droppedFrames.sorted().map { "eq(n\\,\($0))" }.joined(separator: "+")
            arguments += ["-vf", "select='not(\(kept))'", "-fps_mode", "vfr"]
        }
        switch codec {
        case "libx264":
            arguments += ["-c:v", "libx264", "-preset", "veryfast", "-crf", "\(crf)", "-pix_fmt", "yuv420p"]
        case "ffv1": arguments += ["-c:v", "ffv1"]
        default:
            arguments += [
                "-c:v", codec, "-deadline", "realtime", "-cpu-used", "8", "-b:v", "0", "-crf", "30", "-pix_fmt",
                "yuv420p",
            ]
        }
        let result = try runProcess(ffmpeg, arguments + [path])
        guard result.status == 0 else { throw ClipError(message: result.stderr) }
    }

    public struct ClipError: Error, CustomStringConvertible {
        public let message: String
        public var description: String { "ffmpeg could not encode the clip: \(message)" }
    }
}

/// The ffmpeg the video tests drive (`FFMPEG`, else `ffmpeg` on `PATH`); nil when there is none.
public let ffmpegExecutable: String? = {
    let environment = ProcessInfo.processInfo.environment
    let named = environment["FFMPEG"].flatMap { $0.isEmpty ? nil : $0 } ?? "ffmpeg"
    if named.contains("/") { return FileManager.default.isExecutableFile(atPath: named) ? named : nil }
    return (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(named)" }
        .first { FileManager.default.isExecutableFile(atPath: $0) }
}()
