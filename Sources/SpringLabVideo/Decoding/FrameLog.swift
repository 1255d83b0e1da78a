import SpringLab

/// What ffmpeg's two `showinfo` filters log: for each frame, its
/// presentation time (`pts_time:`) and size (`s:WxH`) as decoded (the first
/// filter, `Parsed_showinfo_0`) and as tracked (the last one).
///
/// A line of the log reads
/// `[Parsed_showinfo_0 @ 0x…] n:   0 pts:      0 pts_time:0       … s:1170x2532 …`;
/// other lines (the input's description, warnings) are passed over. A frame
/// without a time (`pts_time:NOPTS`) has the time NaN.
struct FrameLog {
    /// The presentation time of each tracked frame, in seconds, in order.
    private(set) var times: [Double] = []
    /// The first frame's size as decoded, and as tracked.
    private(set) var sourceSize: (width: Int, height: Int)?
    private(set) var trackedSize: (width: Int, height: Int)?

    init(_ log: String) {
        for line in log.split(whereSeparator: \.isNewline) where line.hasPrefix("[Parsed_showinfo_") {
            guard let size = Self.field("s:", in: line).flatMap(Self.size) else { continue }
            if line.hasPrefix("[Parsed_showinfo_0 ") {
                if sourceSize == nil { sourceSize = size }
                continue
            }
            if trackedSize == nil { trackedSize = size }
            let time = Self.field("pts_time:", in: line).flatMap { DecimalText.parse($0) } ?? .nan
            times.append(time)
        }
    }

    /// The text after ` name` up to the next space.
    private static func field(_ name: String, in line: Substring) -> Substring? {
        guard let range = line.firstRange(of: " " + name) else { return nil }
        return line[range.upperBound...].prefix { $0 != " " }
    }

    /// `1170x2532` as a width and a height.
    private static func size(_ text: Substring) -> (width: Int, height: Int)? {
        let parts = text.split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else { return nil }
        return (width, height)
    }
}
