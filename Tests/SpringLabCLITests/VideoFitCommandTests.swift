import Foundation
import SpringLabTestSupport
import Testing

/// `fit --video CLIP` through the binary, on clips made from known springs
/// (``SyntheticClip``: sub-pixel rendering, a busy still screen, sensor
/// noise), encoded by ffmpeg: the spring comes back within 1% and within
/// three of its standard errors, and clips that hold no single spring are refused.
@Suite(
    "springlab fit --video through the binary",
    .enabled(if: ffmpegExecutable != nil || isContinuousIntegration, "ffmpeg is not installed"))
struct VideoFitCommandTests {
    /// The clip `clip` encoded with `codec` into a scratch folder, and `fit --video` run on it.
    static func fit(
        _ clip: SyntheticClip, codec: String = "libx264", name: String = "clip.mp4", _ extra: [String] = []
    ) throws -> (result: ProcessResult, folder: TemporaryDirectory) {
        let folder = try TemporaryDirectory()
        let path = folder.path(name)
        try clip.write(to: path, codec: codec, ffmpeg: try #require(ffmpegExecutable))
        return (try runSpringlab(["fit", "--video", path] + extra, currentDirectory: folder.url), folder)
    }

    /// `fit --video` on `clip`, its scratch folder removed.
    static func result(_ clip: SyntheticClip, codec: String = "libx264", _ extra: [String] = []) throws -> ProcessResult
    {
        let (result, folder) = try fit(clip, codec: codec, extra)
        folder.remove()
        return result
    }

    /// The fitted ω0 and ζ of `fit --video --json`, with standard errors carried
    /// from those of k/m and c/m to first order (taken as independent).
    static func fitted(_ result: ProcessResult) throws -> (
        omega: Double, omegaError: Double, zeta: Double, zetaError: Double
    ) {
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let fit = try #require(json["curveFit"] as? [String: Any])
        let errors = try #require(fit["standardErrors"] as? [String: Any])
        let k = try #require(fit["stiffness"] as? Double), c = try #require(fit["damping"] as? Double)
        let sk = try #require(errors["stiffness"] as? Double), sc = try #require(errors["damping"] as? Double)
        let omega = k.squareRoot(), zeta = c / (2 * omega)
        let zetaError = zeta * ((sc / c) * (sc / c) + (sk / (2 * k)) * (sk / (2 * k))).squareRoot()
        return (omega, sk / (2 * omega), zeta, zetaError)
    }

    /// ω0 and ζ within 1% of the clip's and within three standard errors.
    static func expectRecovered(
        _ result: ProcessResult, _ clip: SyntheticClip, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let fit = try fitted(result)
        let dOmega = (fit.omega - clip.naturalFrequency).magnitude, dZeta = (fit.zeta - clip.dampingRatio).magnitude
        let report =
            "ω0 \(fit.omega) ± \(fit.omegaError) (made \(clip.naturalFrequency)), ζ \(fit.zeta) ± \(fit.zetaError) (made \(clip.dampingRatio))"
        #expect(dOmega <= 0.01 * clip.naturalFrequency, "\(report)", sourceLocation: sourceLocation)
        #expect(dZeta <= 0.01 * clip.dampingRatio, "\(report)", sourceLocation: sourceLocation)
        #expect(dOmega <= 3 * fit.omegaError, "\(report)", sourceLocation: sourceLocation)
        #expect(dZeta <= 3 * fit.zetaError, "\(report)", sourceLocation: sourceLocation)
    }

    static func property(_ result: ProcessResult) throws -> String? {
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return ((json?["curveFit"] as? [String: Any])?["video"] as? [String: Any])?["property"] as? String
    }

    @Test func translationAcrossInH264At60Hz() throws {
        let clip = SyntheticClip()
        let result = try Self.result(clip, ["--json"])
        try Self.expectRecovered(result, clip)
        #expect(try Self.property(result) == "x")
    }

    @Test func translationDownInVP9At30HzWithAPush() throws {
        var clip = SyntheticClip()
        clip.property = .y
        clip.from = 330
        clip.to = 180
        clip.fps = 30
        clip.naturalFrequency = 15
        clip.dampingRatio = 0.7
        clip.velocity = 3
        clip.seed = 2
        let (result, folder) = try Self.fit(clip, codec: "libvpx-vp9", name: "clip.webm", ["--json"])
        defer { folder.remove() }
        try Self.expectRecovered(result, clip)
        #expect(try Self.property(result) == "y")
    }

    /// A card that grows from 0.6 of its size, followed from its last frame. The
    /// size of a card that grows comes back with a bias: over six clips (0.5, 0.6
    /// and 0.7 to 1, 60 and 120 Hz, several seeds) ω0 came out 1.0% to 2.4% high
    /// and ζ 0.4% to 2.3% high, so this holds it to 3% and says nothing of the errors.
    @Test func scaleAt120Hz() throws {
        var clip = SyntheticClip()
        clip.property = .scale
        clip.from = 0.6
        clip.to = 1
        clip.fps = 120
        clip.duration = 1.2
        clip.naturalFrequency = 24
        clip.dampingRatio = 0.6
        clip.seed = 3
        let result = try Self.result(clip, ["--json"])
        let fit = try Self.fitted(result)
        #expect((fit.omega - clip.naturalFrequency).magnitude <= 0.03 * clip.naturalFrequency, "ω0 \(fit.omega)")
        #expect((fit.zeta - clip.dampingRatio).magnitude <= 0.03 * clip.dampingRatio, "ζ \(fit.zeta)")
        #expect(try Self.property(result) == "scale")
    }

    /// A card that shrinks from 1.25 of its size at 60 Hz: followed from its first frame.
    @Test func shrinkAt60Hz() throws {
        var clip = SyntheticClip()
        clip.property = .scale
        clip.from = 1.25
        clip.to = 1
        clip.duration = 1.2
        clip.naturalFrequency = 24
        clip.dampingRatio = 0.6
        clip.seed = 3
        let result = try Self.result(clip, ["--json"])
        try Self.expectRecovered(result, clip)
        #expect(try Self.property(result) == "scale")
    }

    /// A fade in FFV1 (lossless): the fade is a blend of the still ends, frame by
    /// frame. (Lossy encoders keep a slow fade's last steps back: at H.264's CRF
    /// 18 the same clip gives ω0 2.4% low, within its widened errors.)
    @Test func fadeAt60Hz() throws {
        var clip = SyntheticClip()
        // Between 0.1 and 0.8, so that the overshoot stays an opacity under 1.
        clip.property = .opacity
        clip.from = 0.1
        clip.to = 0.8
        clip.naturalFrequency = 18
        clip.dampingRatio = 0.45
        clip.seed = 4
        let (result, folder) = try Self.fit(clip, codec: "ffv1", name: "clip.mkv", ["--json"])
        defer { folder.remove() }
        try Self.expectRecovered(result, clip)
        #expect(try Self.property(result) == "opacity")
    }

    /// Frames 20–22 and 40 missing, the rest at their own times: a constant rate would put them wrong.
    @Test func droppedFramesKeepTheirTimes() throws {
        var clip = SyntheticClip()
        clip.droppedFrames = [20, 21, 22, 40]
        clip.seed = 5
        let result = try Self.result(clip, ["--json"])
        try Self.expectRecovered(result, clip)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let video = try #require((json["curveFit"] as? [String: Any])?["video"] as? [String: Any])
        #expect(video["frames"] as? Int == 116)
    }

    /// SwiftUI's `.bouncy` (duration 0.5, bounce 0.3: ω0 = 4π, ζ = 0.7) is named among the springs within the errors.
    @Test func namesTheKnownSpring() throws {
        var clip = SyntheticClip()
        clip.naturalFrequency = 4 * Double.pi
        clip.dampingRatio = 0.7
        clip.duration = 2.5
        clip.seed = 6
        let result = try Self.result(clip)
        #expect(result.status == 0, "\(result.stderr)")
        let line = try #require(result.stdout.split(separator: "\n").first { $0.contains("known springs") })
        #expect(line.contains("within 3 standard errors") && line.contains("swiftui:preset=bouncy"), "\(line)")
        #expect(!line.contains("swiftui:preset=snappy"), "\(line)")
    }

    /// --samples writes what `fit --curve` reads back; -o draws the chart.
    @Test(.requiresGnuplot) func samplesAndChart() throws {
        var clip = SyntheticClip()
        clip.seed = 7
        let (result, folder) = try Self.fit(clip, ["--samples", "samples.csv", "-o", "fit.png", "--for", "swiftui"])
        defer { folder.remove() }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Spring(duration:"))
        let png = try Data(contentsOf: URL(fileURLWithPath: folder.path("fit.png")))
        #expect(Array(png.prefix(8)) == FileSignature.png)
        let samples = try String(contentsOfFile: folder.path("samples.csv"), encoding: .utf8)
        #expect(samples.hasPrefix("time,x\n"))
        let again = try runSpringlab(["fit", "--curve", folder.path("samples.csv"), "--fit-start", "--json"])
        #expect(again.status == 0, "\(again.stderr)")
    }

    @Test func twoMoversNeedARegion() throws {
        var clip = SyntheticClip()
        clip.secondMover = true
        clip.seed = 8
        let (result, folder) = try Self.fit(clip)
        defer { folder.remove() }
        expectOneLineError(result, mentioning: "things move")
        expectOneLineError(result, mentioning: "--region")
        // The first card alone: the left part of the screen.
        let region = try runSpringlab([
            "fit", "--video", folder.path("clip.mp4"), "--region", "0,150,240,180", "--json",
        ])
        try Self.expectRecovered(region, clip)
    }

    @Test func stillClipIsRefused() throws {
        var clip = SyntheticClip()
        clip.from = 50
        clip.to = 50
        clip.duration = 0.5
        expectOneLineError(try Self.result(clip), mentioning: "nothing moves")
    }

    @Test func motionCutOffIsRefused() throws {
        var clip = SyntheticClip()
        clip.duration = 0.5
        clip.dampingRatio = 0.2
        expectOneLineError(try Self.result(clip), mentioning: "cut off")
    }

    /// An ease-in-out Bézier over 0.4 s: no damped spring moves like it.
    @Test func bezierIsNoSpring() throws {
        var clip = SyntheticClip()
        clip.bezier = (0.42, 0, 0.58, 1, 0.4)
        clip.duration = 1
        expectOneLineError(try Self.result(clip), mentioning: "not a damped spring")
    }

    /// A spring, a rest, and a second spring halfway back.
    @Test func twoSpringsInARowAreRefused() throws {
        var clip = SyntheticClip()
        clip.dampingRatio = 0.9
        clip.secondMotionAfter = 0.8
        clip.duration = 2
        expectOneLineError(try Self.result(clip), mentioning: "two motions")
    }

    @Test func trackingWhatDoesNotChangeIsRefused() throws {
        var clip = SyntheticClip()
        clip.seed = 9
        let result = try Self.result(clip, ["--track", "scale"])
        expectOneLineError(result, mentioning: "--track scale")
    }

    @Test func unreadableVideoAndMissingFFmpeg() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let text = folder.path("notes.mp4")
        try Data("not a video\n".utf8).write(to: URL(fileURLWithPath: text))
        expectOneLineError(try runSpringlab(["fit", "--video", text]), mentioning: "ffmpeg cannot decode")
        expectOneLineError(
            try runSpringlab(["fit", "--video", folder.path("none.mp4")]), mentioning: "cannot read the video")
        expectOneLineError(
            try runSpringlab(["fit", "--video", text], environment: ["FFMPEG": "/nonexistent/ffmpeg"]),
            mentioning: "ffmpeg not found")
        expectOneLineError(try runSpringlab(["fit", "--video", text, "--region", "1,2,3"]), mentioning: "--region")
        expectOneLineError(try runSpringlab(["fit", "--video", text, "--track", "rotation"]), mentioning: "--track")
        expectOneLineError(try runSpringlab(["fit", "--track", "x"]), mentioning: "--video")
        expectOneLineError(
            try runSpringlab(["fit", "--duration", "0.5", "-o", "a.png"]), mentioning: "--curve or --video")
    }
}
