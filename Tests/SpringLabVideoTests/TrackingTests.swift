import Foundation
import Testing

@testable import SpringLabVideo

/// The tracker and the frame log on made-up frames, without ffmpeg.
@Suite struct TrackingTests {
    /// A textured blob centred at (50 + dx, 50) on a 120 × 100 image, moving with its texture.
    static func blob(_ dx: Double) -> GrayImage {
        let width = 120, height = 100
        var levels = [Float](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let u = Double(x) - 50 - dx, v = Double(y) - 50
                let bump: Double = 200 * exp(-(u * u + v * v) / 200)
                let texture: Double = 20 * sin(u / 3 + v / 5)
                levels[y * width + x] = Float(bump + texture)
            }
        }
        return GrayImage(width: width, height: height, levels: levels)
    }

    /// Shifts of 0 to 12 pixels come back within 0.01 pixel (the bilinear
    /// surface of a smooth image is nearly exact), the scale within 1e-3.
    @Test func followsAShift() {
        let tracker = TemplateTracker(start: Self.blob(0).pyramid(3), box: PixelBox(x0: 30, y0: 30, x1: 70, y1: 70))
        let shifts = [0, 0.5, 2, 6, 12.0]
        let warps = tracker.track(shifts.map { Self.blob($0).pyramid(3) })
        for (warp, shift) in zip(warps, shifts) {
            #expect(abs(warp.tx - shift) < 0.01, "\(warp) for \(shift)")
            #expect(abs(warp.ty) < 0.01 && abs(warp.s - 1) < 1e-3, "\(warp)")
        }
    }

    /// showinfo's lines give each frame's time and both sizes; other lines are passed over.
    @Test func readsTheFrameLog() {
        let log = """
            Input #0, mov,mp4, from 'file:a.mp4':
            [Parsed_showinfo_0 @ 0x1] n:   0 pts:      0 pts_time:0       pos: 48 fmt:yuv420p sar:1/1 s:1170x2532 i:P
            [Parsed_showinfo_3 @ 0x2] n:   0 pts:      0 pts_time:0       pos: 48 fmt:gray sar:1/1 s:222x480 i:P
            [Parsed_showinfo_0 @ 0x1] n:   1 pts:    256 pts_time:0.0166667 pos: 90 fmt:yuv420p s:1170x2532 i:P
            [Parsed_showinfo_3 @ 0x2] n:   1 pts:    256 pts_time:0.0166667 pos: 90 fmt:gray s:222x480 i:P
            [Parsed_showinfo_3 @ 0x2] n:   2 pts: NOPTS pts_time:NOPTS pos: 90 fmt:gray s:222x480 i:P
            """
        let frames = FrameLog(log)
        #expect(frames.sourceSize?.width == 1170 && frames.sourceSize?.height == 2532)
        #expect(frames.trackedSize?.width == 222 && frames.trackedSize?.height == 480)
        #expect(frames.times.count == 3 && frames.times[1] == 0.0166667 && frames.times[2].isNaN)
    }
}
