import SpringLabIO
import SpringLabVideo

/// `fit --video --samples FILE`: the tracked samples as CSV, `time` (s, from
/// the clip's first frame) and the property (`x`, `y`, `scale`, `opacity`) in
/// the clip's units, one row per frame fitted; `fit --curve FILE --fit-start`
/// reads it back.
struct VideoSamples {
    let track: VideoTrack

    init(_ track: VideoTrack) { self.track = track }

    func write(to sink: FileSink) throws(IOError) {
        var csv = try CSVWriter(sink: sink, header: ["time", track.property.rawValue])
        for (time, value) in zip(track.times, track.values) {
            csv.field(time)
            csv.field(value)
            try csv.endRow()
        }
        try csv.finish()
    }
}
