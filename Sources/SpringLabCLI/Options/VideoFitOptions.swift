import ArgumentParser
import SpringLab
import SpringLabIO
import SpringLabVideo

/// `fit --video FILE`: a screen recording to read a spring off.
struct VideoFitOptions: ParsableArguments {
    @Option(
        once: "video",
        help: ArgumentHelp(
            "Fit a spring to what moves in a video (any file ffmpeg reads: MP4, MOV, WebM, GIF, …); "
                + "see --track, --region, --samples.",
            valueName: "file"))
    var video: String?

    @Option(
        once: "track",
        help: ArgumentHelp(
            "With --video: what to follow: x or y (the element's centre, in the clip's pixels), scale (its size "
                + "over its size at the end) or opacity (the fade, 0 to 1) (default: what moves most).",
            valueName: "property"))
    var track: TrackedPropertyArgument?

    @Option(
        once: "region",
        help: ArgumentHelp(
            "With --video: look only at this part of the clip, X,Y,W,H in its pixels from the top left "
                + "(when more than one thing moves).",
            valueName: "X,Y,W,H"))
    var region: RegionArgument?

    @Option(
        once: "samples",
        help: ArgumentHelp(
            "With --video: also write the tracked samples as CSV (time,PROPERTY), which `fit --curve` reads.",
            valueName: "file"))
    var samples: String?

    @Option(
        once: "ffmpeg-timeout", parsing: .unconditional,
        help: ArgumentHelp("With --video: stop ffmpeg after this many seconds.", valueName: "s"))
    var ffmpegTimeout = InSeconds(WrittenNumber(60))

    var isGiven: Bool { video != nil || track != nil || region != nil || samples != nil }

    func validate() throws {
        if video == nil, isGiven {
            throw ValidationError("--track, --region and --samples go with --video FILE")
        }
    }

    var trackOptions: VideoTrack.Options {
        VideoTrack.Options(property: track?.property, region: region?.box)
    }

    /// The clip's frames, decoded by ffmpeg.
    func frames(_ path: String) async throws -> VideoFrames {
        let limit = try PlotOutputOptions.timeLimit(seconds: ffmpegTimeout.seconds, option: "--ffmpeg-timeout")
        return try await VideoDecoder(executable: VideoDecoder.locate(), timeLimit: limit).decode(path)
    }
}

/// `--track x|y|scale|opacity`.
struct TrackedPropertyArgument: OptionValue {
    let property: TrackedProperty

    init(reading text: String, for option: String) throws(OptionRefusal) {
        guard let property = TrackedProperty(rawValue: text.lowercased()) else {
            throw .unknownChoice(text, choices: Self.choices)
        }
        self.property = property
    }

    var defaultText: String { property.rawValue }
    static var choices: [String] { TrackedProperty.allCases.map(\.rawValue) }
}

/// `--region X,Y,W,H`: whole pixels of the clip, W and H at least 1.
struct RegionArgument: OptionValue {
    let box: PixelBox

    init(reading text: String, for option: String) throws(OptionRefusal) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.trimmingSpaces()) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3], x >= 0,
            y >= 0, w > 0, h > 0, x <= 1 << 20, y <= 1 << 20, w <= 1 << 20, h <= 1 << 20
        else {
            throw .invalid(
                "give the left, top, width and height in whole pixels, e.g. \(option) 0,400,1170,900")
        }
        box = PixelBox(x0: x, y0: y, x1: x + w, y1: y + h)
    }

    var defaultText: String { box.written }
}
