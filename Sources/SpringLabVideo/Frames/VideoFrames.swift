/// The frames of a clip as springlab tracks them: grey, at most
/// ``VideoDecoder/longestSide`` pixels on the longer side, each with the time
/// the clip gives it.
package struct VideoFrames: Sendable {
    /// The size tracked, in pixels.
    package let width: Int
    package let height: Int
    /// The clip's own size, in pixels: tracked positions are given in these.
    package let sourceWidth: Int
    package let sourceHeight: Int
    /// Each frame's presentation time, seconds after the first frame's: taken
    /// from the clip, not from a frame rate, since phones record at a variable one.
    package let times: [Double]
    /// The frames' grey levels, one frame after another, each row by row.
    let bytes: [UInt8]

    package init(
        width: Int, height: Int, sourceWidth: Int, sourceHeight: Int, times: [Double], bytes: [UInt8]
    ) {
        precondition(bytes.count == width * height * times.count, "one level per pixel of every frame")
        self.width = width
        self.height = height
        self.sourceWidth = sourceWidth
        self.sourceHeight = sourceHeight
        self.times = times
        self.bytes = bytes
    }

    package var count: Int { times.count }

    /// The clip's pixels per tracked pixel, across and down.
    var sourceScale: (x: Double, y: Double) {
        (Double(sourceWidth) / Double(width), Double(sourceHeight) / Double(height))
    }

    /// Frame `k` as levels.
    func image(_ k: Int) -> GrayImage {
        let size = width * height
        return GrayImage(width: width, height: height, bytes: bytes[(k * size)..<((k + 1) * size)])
    }

    /// The level of pixel (x, y) in frame `k`.
    func level(_ k: Int, _ x: Int, _ y: Int) -> UInt8 { bytes[(k * height + y) * width + x] }
}
