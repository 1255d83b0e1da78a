import SpringLabIO

/// Decodes a clip with ffmpeg, run as a bounded child process
/// (``ChildProcess``: its own process group, a time limit, output limits,
/// killed with springlab), into grey frames with their own timestamps.
///
/// ffmpeg reads the file through its `file:` protocol alone (a name such as
/// `concat:…` or a playlist naming a URL is not followed), decodes the first
/// video stream, and writes every decoded frame once (`-fps_mode
/// passthrough`: none repeated or dropped to make a constant rate), shrunk
/// by area averaging so the longer side is at most ``longestSide`` pixels,
/// as 8-bit grey on standard output (shrunk before it is made grey: swscale
/// does that faster). Two `showinfo` filters, before and after the shrinking,
/// log each frame's presentation time and both sizes on standard error
/// (``FrameLog``), without their checksums (which cost as much as the
/// decoding). Options used need ffmpeg 5.1 or later.
package struct VideoDecoder: Sendable {
    /// The ffmpeg executable's absolute path.
    package let executable: String
    package var timeLimit: Duration

    /// The longer side of the frames tracked, in pixels: enough for
    /// sub-pixel tracking of a phone's screen (a 2532-pixel side becomes 480,
    /// a tracked pixel 5.3 of the clip's), small enough to keep every frame.
    package static let longestSide = 480
    /// Most frames a clip may have: 10 s at 120 Hz, 20 s at 60 Hz.
    package static let maximumFrames = 1200

    package init(executable: String, timeLimit: Duration = .seconds(60)) {
        self.executable = executable
        self.timeLimit = timeLimit
    }

    /// The ffmpeg to run: `FFMPEG` when set (a path or a command name), else `ffmpeg` on `PATH`.
    package static func locate(environment: [String: String] = ProcessEnvironment.variables) throws(VideoError)
        -> String
    {
        switch ExecutableSearch.locate("ffmpeg", variable: "FFMPEG", environment: environment) {
        case let .success(path): return path
        case let .failure(missing): throw .ffmpegNotFound(searched: missing.searched)
        }
    }

    /// The frames of the clip at `path`.
    /// - Throws: ``VideoError/unreadable(_:)`` for a file that cannot be
    ///   read or decoded (ffmpeg's own reason), ``VideoError/timedOut(seconds:)``,
    ///   ``VideoError/untrackable(_:)`` for a clip of fewer than two or more
    ///   than ``maximumFrames`` frames.
    package func decode(_ path: String) async throws(VideoError) -> VideoFrames {
        do {
            try FileSystem.requireReadableFile(path, what: "the video")
        } catch {
            throw .unreadable("\(error)")
        }
        let outcome: ChildProcess.Outcome
        do {
            outcome = try await process(path).run()
        } catch {
            throw Self.videoError(error, path: path)
        }
        guard outcome.succeeded else {
            throw .unreadable(
                "ffmpeg cannot decode the video '\(path)' (\(outcome.status)): \(Self.reason(outcome.error))")
        }
        let log = FrameLog(outcome.error)
        return try frames(log, outcome.output, path: path)
    }

    /// The ffmpeg run for `path`.
    func process(_ path: String) -> ChildProcess {
        let side = Self.longestSide
        let shrink =
            "scale=w='if(gte(iw,ih),min(\(side),iw),-2)':h='if(gte(iw,ih),-2,min(\(side),ih))':flags=area"
        // The largest output: every frame square at the longest side, one frame over the limit.
        let outputLimit = (Self.maximumFrames + 1) * side * side + 1
        return ChildProcess(
            executable: executable,
            arguments: [
                "-nostdin", "-hide_banner", "-nostats", "-loglevel", "info",
                "-protocol_whitelist", "file", "-i", "file:" + path,
                "-map", "0:v:0", "-an", "-sn", "-dn",
                "-vf", "showinfo=checksum=0,\(shrink),format=gray,showinfo=checksum=0", "-fps_mode", "passthrough",
                "-frames:v", "\(Self.maximumFrames + 1)", "-f", "rawvideo", "-pix_fmt", "gray", "pipe:1",
            ],
            timeLimit: timeLimit, outputLimit: outputLimit, errorLimit: 64 << 20)
    }

    /// The frames of a finished run, checked against its log.
    func frames(_ log: FrameLog, _ bytes: [UInt8], path: String) throws(VideoError) -> VideoFrames {
        guard let size = log.trackedSize, let source = log.sourceSize, size.width > 0, size.height > 0 else {
            throw .unreadable("ffmpeg decoded no frame of the video '\(path)'")
        }
        let frameBytes = size.width * size.height
        let count = bytes.count / frameBytes
        guard count <= Self.maximumFrames else {
            throw .untrackable(
                "the video '\(path)' has more than \(Self.maximumFrames) frames; trim it to the motion "
                    + "(e.g. ffmpeg -ss START -t SECONDS -i IN OUT)")
        }
        guard bytes.count == count * frameBytes, log.times.count >= count else {
            throw .unreadable("ffmpeg's output for the video '\(path)' does not match its frame log")
        }
        let times = Array(log.times.prefix(count))
        guard times.allSatisfy(\.isFinite) else {
            throw .untrackable("the frames of the video '\(path)' carry no timestamps")
        }
        guard count >= 2 else { throw .untrackable("the video '\(path)' has \(count) frame; a motion needs more") }
        let first = times[0]
        return VideoFrames(
            width: size.width, height: size.height, sourceWidth: source.width, sourceHeight: source.height,
            times: times.map { $0 - first }, bytes: bytes)
    }

    static func videoError(_ failure: ChildProcess.Failure, path: String) -> VideoError {
        switch failure {
        case .descriptorsShort:
            .unreadable(
                "cannot start ffmpeg: fewer than \(ChildProcess.descriptorsNeeded) file descriptors free (see ulimit -n)"
            )
        case let .timedOut(seconds): .timedOut(seconds: seconds)
        case let .tooMuchOutput(limit): .unreadable("ffmpeg wrote more than \(limit) for the video '\(path)'")
        case let .notStarted(reason): .unreadable("cannot start ffmpeg: \(reason)")
        case let .broken(reason): .unreadable("ffmpeg failed while decoding the video '\(path)': \(reason)")
        }
    }

    /// ffmpeg's reason for failing on one line: the last lines of its log that
    /// are neither frame logs nor the indented description of the input.
    static func reason(_ log: String) -> String {
        let lines = log.split(whereSeparator: \.isNewline).map(String.init)
            .filter { !$0.contains("showinfo") && !$0.hasPrefix(" ") && !$0.trimmingSpaces().isEmpty }
        let last = lines.suffix(2).map { $0.trimmingSpaces() }.joined(separator: " | ")
        return last.isEmpty ? "no message" : terminalSafe(last)
    }
}
