import Testing

/// The recorded retargets and gesture hand-offs of data/reference/retarget/
/// (data/reference/README.md) are whole and agree with themselves: every case
/// has its frames, numbered from 0; phase 1 holds frames 0 to r − 1 and phase 2
/// the rest; the value a case hands over is the one frame r − 1 shows; a case
/// that ended ends on its last frame and shows the target there; every shared
/// case of cases.csv was run by each runtime with its frame rate, retarget
/// frame and target. No model is compared with these numbers here.
@Suite("retarget reference data are whole")
struct RetargetReferenceDataTests {
    static let folder = "data/reference/retarget"
    static let runtimes = ["motion", "motion-duration", "react-spring", "react-native", "rebound", "android"]
    static let sharedCaseRuntimes = ["motion", "react-spring", "react-native", "rebound", "android"]

    /// One recorded case and its frames, in file order.
    struct Recorded {
        let row: [String: String]
        let frames: [[String: String]]

        var id: String { row["case"]! }
        var retargetFrame: Int { Int(row["retarget_frame"]!)! }
        func number(_ key: String) -> Double? { row[key].flatMap(Double.init) }
    }

    /// The cases of `runtime` in `folder`: `<runtime>-cases.csv` and `<runtime>-frames.csv`.
    static func recorded(_ runtime: String, in folder: String = folder) throws -> [Recorded] {
        let frames = try readCSVRows("\(folder)/\(runtime)-frames.csv")
        let byCase = Dictionary(grouping: frames) { $0["case"]! }
        return try readCSVRows("\(folder)/\(runtime)-cases.csv").map { row in
            Recorded(row: row, frames: byCase[row["case"]!] ?? [])
        }
    }

    @Test("frames numbered from 0, phase 2 from the retarget frame on", arguments: runtimes)
    func phases(runtime: String) throws {
        let cases = try Self.recorded(runtime)
        #expect(!cases.isEmpty)
        for c in cases {
            let r = c.retargetFrame
            #expect(r >= 1 && c.frames.count > r, "\(runtime) \(c.id)")
            #expect(c.frames.map { Int($0["frame"]!)! } == Array(0..<c.frames.count), "\(runtime) \(c.id)")
            #expect(c.frames.prefix(r).allSatisfy { $0["phase"] == "1" }, "\(runtime) \(c.id)")
            #expect(c.frames.dropFirst(r).allSatisfy { $0["phase"] == "2" }, "\(runtime) \(c.id)")
        }
    }

    @Test("the value handed over is the one frame r − 1 shows", arguments: runtimes)
    func handOff(runtime: String) throws {
        for c in try Self.recorded(runtime) where c.frames.count >= c.retargetFrame {
            let shown = Double(c.frames[c.retargetFrame - 1]["value"]!)
            #expect(shown != nil && shown == c.number("value_at_retarget"), "\(runtime) \(c.id)")
            if c.row["kind"] == "gesture" {
                #expect(
                    Double(c.frames[0]["value"]!) == c.number("from"), "\(runtime) \(c.id): a gesture starts at rest")
            }
        }
    }

    @Test("a case that ended ends on its last frame, showing the target", arguments: runtimes)
    func ends(runtime: String) throws {
        for c in try Self.recorded(runtime) {
            guard let end = c.row["second_end_frame"].flatMap({ Int($0) }) else {
                Issue.record("\(runtime) \(c.id): no end within the run")
                continue
            }
            #expect(c.frames.last.flatMap { Int($0["frame"]!) } == end, "\(runtime) \(c.id)")
            #expect(c.number("final_value") == c.number("to"), "\(runtime) \(c.id)")
            #expect(c.frames.last.flatMap { Double($0["value"]!) } == c.number("to"), "\(runtime) \(c.id)")
        }
    }

    @Test("every shared case was run, with its frame rate, retarget frame and target", arguments: sharedCaseRuntimes)
    func sharedCases(runtime: String) throws {
        let byId = Dictionary(uniqueKeysWithValues: try Self.recorded(runtime).map { ($0.id, $0) })
        let shared = try readCSVRows("\(Self.folder)/cases.csv")
        #expect(shared.count == 18)
        for spec in shared {
            let id = spec["case"]!
            guard let c = byId[id] else {
                Issue.record("\(runtime): \(id) missing")
                continue
            }
            #expect(c.number("fps") == Double(spec["fps"]!), "\(runtime) \(id)")
            #expect(c.retargetFrame == Int(spec["retarget_frame"]!), "\(runtime) \(id)")
            if let to = Double(spec["to"]!) {
                #expect(c.number("to") == to, "\(runtime) \(id)")
            } else if spec["to"] == "distance" {
                #expect(c.number("to") == Double(spec["distance"]!), "\(runtime) \(id)")
            } else if spec["to"] == "current" {
                #expect(c.number("to") == c.number("value_at_retarget"), "\(runtime) \(id)")
            } else {
                #expect(spec["to"] == "currentrounded", "\(runtime) \(id)")
                #expect(c.number("to") == c.number("value_at_retarget")?.rounded(), "\(runtime) \(id)")
            }
        }
    }
}
