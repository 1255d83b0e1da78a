/// Why a clip gives no curve to fit. Every description is one line, fit for
/// springlab's standard error, and says what would work.
package enum VideoError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No ffmpeg executable was found (or the one named by `FFMPEG` is unusable).
    case ffmpegNotFound(searched: String)
    /// ffmpeg could not read the clip; `message` is what it said.
    case unreadable(String)
    /// ffmpeg did not finish within the time limit and was stopped.
    case timedOut(seconds: Double)
    /// The clip cannot be tracked as it is: nothing moves, two things move,
    /// the motion is cut off, too few frames, … (the whole sentence).
    case untrackable(String)
    /// An option the clip cannot honour (a region outside it, a property that does not change).
    case badOption(String)

    package var description: String {
        switch self {
        case let .ffmpegNotFound(searched):
            "ffmpeg not found (\(searched)); install it with `apt-get install ffmpeg` (Debian/Ubuntu) "
                + "or `brew install ffmpeg` (macOS), or set FFMPEG to its path"
        case let .unreadable(message): message
        case let .timedOut(seconds):
            "ffmpeg did not finish decoding within \(seconds) s and was stopped (raise the limit with --ffmpeg-timeout)"
        case let .untrackable(message), let .badOption(message): message
        }
    }
}
