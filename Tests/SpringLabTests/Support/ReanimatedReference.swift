import RealModule
import SpringLab
import Testing

/// One one-move case of data/reference/reanimated/ (data/reference/README.md,
/// `reanimated/`): what Reanimated's own `withSpring` did for a config, with
/// the frames it showed.
struct ReanimatedCase: CustomStringConvertible {
    let row: [String: String]
    let frames: [[String: String]]

    var description: String { row["case"]! }
    var from: Double { Double(row["from"]!)! }
    var to: Double { Double(row["to"]!)! }
    var distance: Double { (to - from).magnitude }
    /// The config's fields as written, `key=value`.
    var fields: [(key: String, value: String)] {
        guard let config = row["config"], !config.isEmpty else { return [] }
        return config.split(separator: ";").map { item in
            let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
            return (parts[0], parts[1])
        }
    }
    var started: Bool { row["started"] == "1" }
    var endFrame: Int? { row["end_frame"].flatMap { Int($0) } }
    var warned: Bool { row["config_warning"] == "warned" }
    /// Whether motion was reduced for this animation: Reanimated then jumps.
    var reducesMotion: Bool {
        let written = fields.first { $0.key == "reduceMotion" }?.value
        return written == "always" || written == nil && row["system_reduce_motion"] == "on"
    }
    func number(_ column: String) -> Double? { row[column].flatMap { Double($0) } }

    /// The frames' timestamps, in milliseconds.
    var timestamps: [Double] { frames.map { Double($0["t_ms"]!)! } }
    /// The frame number of the `index`th frame drawn.
    func frameNumber(_ index: Int) -> Int { Int(frames[index]["frame"]!)! }

    /// The move and display of the case's clock; nil for a clock with a gap,
    /// which no display rate draws.
    var move: ScreenMove? {
        let clock = row["clock"]!
        if clock == "60hz" { return try? ScreenMove(from: from, to: to, framesPerSecond: 60) }
        guard clock.hasPrefix("step="), let step = Double(clock.dropFirst(5)) else { return nil }
        return try? ScreenMove(from: from, to: to, framesPerSecond: 1000 / step)
    }

    /// The fields as springlab's kind takes them, for the move from 0 to the
    /// distance: `clamp.min`/`clamp.max` as `clampMin`/`clampMax`, the
    /// velocity and the bounds carried from the recorded move (a velocity
    /// toward the target is positive, a bound at the same fraction of the
    /// move), fields written `undefined` and `reduceMotion` left out, and
    /// `distance`.
    var parameters: [(String, SpringParameterValue)] {
        let span = to - from
        var parameters: [(String, SpringParameterValue)] = []
        for (key, value) in fields where value != "undefined" && key != "reduceMotion" {
            if let flag = Bool(value) {
                parameters.append((key, .flag(flag)))
                continue
            }
            var number = Double(value)!, name = key
            switch key {
            case "velocity": number *= span.sign == .minus ? -1 : 1
            case "clamp.min", "clamp.max":
                number = (number - from) / span * distance
                name = (key == "clamp.min") == (span > 0) ? "clampMin" : "clampMax"
            default: break
            }
            parameters.append((name, .number(number)))
        }
        return parameters + [("distance", .number(distance))]
    }

    /// The cases of `version` (`reanimated4`, `reanimated3`, `reanimated4-variant434`) with their frames.
    static func all(_ version: String) throws -> [ReanimatedCase] {
        let frames = Dictionary(
            grouping: try readCSVRows("data/reference/reanimated/\(version)-frames.csv"), by: { $0["case"]! })
        return try readCSVRows("data/reference/reanimated/\(version)-cases.csv").map { row in
            ReanimatedCase(row: row, frames: frames[row["case"]!] ?? [])
        }
    }

    /// What the run shows at the `index`th frame, in the value's units.
    func value(_ run: ScreenRun, atFrame index: Int) -> Double? {
        run.displacement(atFrame: index).map { to + $0 * (to - from) }
    }

    /// The jump at the end from the reference alone: the frame before the
    /// end (its value and velocity) stepped to the end frame's time by the
    /// closed form with the recorded ζ, ω0 and ω1, as a fraction of the
    /// distance; nil when the animation ended on its first frame.
    func expectedJump() -> Double? {
        guard let end = endFrame, let index = frames.firstIndex(where: { $0["frame"] == "\(end)" }), index > 0 else {
            return nil
        }
        let before = frames[index - 1]
        let state = SpringState(
            displacement: Double(before["value"]!)! - to, velocity: Double(before["velocity"]!)!)
        let step = min(timestamps[index] - timestamps[index - 1], 64) / 1000
        let drawing = ClosedFormStep(
            dampingRatio: number("zeta")!, naturalFrequency: number("omega0")!,
            dampedFrequency: number("omega1") ?? .nan)
        return (drawing.advanced(state, by: step).displacement / distance).magnitude
    }
}

extension ReanimatedCase {
    /// Expects `mine` within `tolerance` of `column`, absolutely or
    /// relatively; a column left empty or NaN is not compared.
    func expectClose(_ mine: Double, _ column: String, _ tolerance: Double = 1e-12) {
        guard let theirs = number(column), !theirs.isNaN else { return }
        #expect(
            mine.isApproximatelyEqual(to: theirs, absoluteTolerance: tolerance, relativeTolerance: tolerance),
            "\(self) \(column): \(mine) vs \(theirs)")
    }

    /// The parameters of a case Reanimated animates, after expecting `Input`
    /// to refuse what Reanimated does not animate: nil, checked, for a case
    /// that did not start, reduced motion (it shows the target on frame 0; the
    /// kind has no `reduceMotion`), a config Reanimated warns of or a duration
    /// of 0 (both end on frame 0). `ignored` are the constants Reanimated's
    /// types refuse beside a duration and its code ignores: the kind refuses
    /// them, and the parameters run are those without them.
    func animatedParameters<Input: SpringInput>(_ input: Input.Type, ignored: [String]) throws
        -> [(String, SpringParameterValue)]?
    {
        guard started else {
            #expect(throws: SpringError.self, "\(self)") { try Input.written(parameters).animation() }
            return nil
        }
        if reducesMotion {
            #expect(endFrame == 0 && number("final_value") == to, "\(self)")
            #expect(throws: SpringError.self) { try Input.written([("reduceMotion", .choice("always"))]) }
            return nil
        }
        if warned || fields.contains(where: { $0 == ("duration", "0") }) {
            #expect(endFrame == 0, "\(self)")
            #expect(throws: SpringError.self, "\(self)") { try Input.written(parameters).animation() }
            return nil
        }
        var running = parameters
        if running.contains(where: { ["duration", "dampingRatio"].contains($0.0) }),
            running.contains(where: { ignored.contains($0.0) })
        {
            #expect(throws: SpringError.self, "\(self)") { try Input.written(parameters).animation() }
            running.removeAll { ignored.contains($0.0) }
        }
        return running
    }
}
