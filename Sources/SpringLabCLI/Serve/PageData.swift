import ArgumentParser
import SpringLab
import SpringLabIO

/// The page's data that no command prints whole: the kinds and their
/// parameters, a runtime's frames, the exact curve, a retarget's frames.
enum PageData {
    /// Every kind of spring input with its forms and parameters (what
    /// `springlab kinds` lists), and the runtimes in `fit --json`'s order.
    static var kinds: JSON {
        .object([
            ("kinds", .array(SpringInputKinds.all.map(kind))),
            (
                "runtimes",
                .array(
                    RuntimeRegistry.runtimes.map { runtime in
                        .object([
                            ("key", .string(runtime.key)), ("kind", .string(runtime.kind)),
                            ("name", .string(runtime.name)),
                        ])
                    })
            ),
        ])
    }

    private static func kind(_ kind: any SpringInput.Type) -> JSON {
        .object([
            ("kind", .string(kind.kind)), ("name", .string(kind.title)),
            ("forms", .array(kind.formUsages.map { .string("\(kind.kind):" + $0.replacing(", ", with: ",")) })),
            ("parameters", .array(kind.parameterDescriptions.map(parameter))),
        ])
    }

    private static func parameter(_ parameter: SpringParameterDescription) -> JSON {
        var members: [(String, JSON)] = [("name", .string(parameter.name)), ("summary", .string(parameter.summary))]
        switch parameter.values {
        case let .number(constants):
            members.append(("values", .string("number")))
            members.append(
                (
                    "constants",
                    .array(constants.map { .object([("name", .string($0.name)), ("value", .number($0.value))]) })
                ))
        case .flag: members.append(("values", .string("flag")))
        case let .choice(names):
            members.append(("values", .string("choice")))
            members.append(("choices", .array(names.map { .string($0) })))
        }
        let value: JSON =
            switch parameter.defaultValue {
            case let .number(number)?: .number(number)
            case let .flag(flag)?: .bool(flag)
            case let .choice(name)?: .string(name)
            case nil: .null
            }
        members += [("default", value), ("isSeconds", .bool(parameter.isSeconds))]
        return .object(members)
    }

    /// `runtime=KEY` (a key of `fit --json`'s `runtimes`, or `exact`) and
    /// fit's options: the value that runtime shows at each frame n (n/fps
    /// seconds), in units from 0 toward the distance, through its end frame
    /// (for `exact`, the exact curve at the frames until it settles).
    static func frames(_ arguments: [String]) throws -> JSON {
        let prefix = "--runtime="
        let keys = arguments.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
        guard keys.count == 1, let key = keys.first else {
            throw ValidationError("give one runtime=KEY: exact, or a key of fit's runtimes")
        }
        // The animation alone: a runtime's frames need no report of every runtime.
        let (animation, band, move) = try CommandAPI.springFit(arguments.filter { !$0.hasPrefix(prefix) })
            .springAnimation()
        let distance = move.distance
        let name: String, displacements: [Double]
        if key == "exact" {
            name = "exact"
            let settled = try animation.metrics(tolerance: band).settling.seconds ?? ScreenRun.horizon
            let last = Int((min(settled, ScreenRun.horizon) * move.framesPerSecond).rounded(.up)) + 1
            displacements = (0...last).map { animation.motion.displacement(at: move.frameTime($0)) }
        } else {
            let keys = RuntimeRegistry.runtimes.map { $0.key }
            guard let index = keys.firstIndex(of: key) else {
                throw ValidationError("runtime: no runtime '\(key)'; runtimes: exact, " + keys.joined(separator: ", "))
            }
            let screen = try ScreenRuntime.named(RuntimeRegistry.kindNames[index], for: animation, move: move)
            guard let run = screen.run(animation, move: move) else {
                throw ValidationError("\(screen.name) cannot express this spring")
            }
            displacements = run.shown + (run.endFrame == nil ? [] : [run.restValue])
            name = screen.name
        }
        return .object([
            ("key", .string(key)), ("name", .string(name)), ("distance", .number(distance)),
            ("framesPerSecond", .number(move.framesPerSecond)),
            ("values", .array(displacements.map { .number(distance * (1 + $0)) })),
        ])
    }

    /// `points=N` (2 to 5000, default 300) and fit's options: the exact
    /// solution at N times evenly from 0 to 1.25 × its settling time (1 s for
    /// one that never leaves the band, `horizon` for one that never settles),
    /// values in units and velocities in units per second.
    static func curve(_ arguments: [String]) throws -> JSON {
        let prefix = "--points="
        let given = arguments.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
        let points =
            try given.last.map { text in
                guard let n = Int(text), (2...5000).contains(n) else {
                    throw ValidationError("points must be a whole number from 2 to 5000, got '\(text)'")
                }
                return n
            } ?? 300
        let (animation, band, move) = try CommandAPI.springFit(arguments.filter { !$0.hasPrefix(prefix) })
            .springAnimation()
        let metrics = try animation.metrics(tolerance: band)
        let distance = move.distance, motion = animation.motion
        let settled = metrics.settling.seconds ?? ScreenRun.horizon
        let span = settled > 0 ? min(1.25 * settled, ScreenRun.horizon) : 1
        let times = (0..<points).map { span * Double($0) / Double(points - 1) }
        let states = times.map { motion.state(at: $0) }
        return .object([
            ("times", .array(times.map { .number($0) })),
            ("values", .array(states.map { .number(distance * (1 + $0.displacement)) })),
            ("velocities", .array(states.map { .number(distance * $0.velocity) })),
            ("settlingDuration", .number(settled)), ("epsilon", .number(metrics.tolerance.fraction)),
            ("overshoot", .number(metrics.overshoot.amount)),
            ("peakTime", metrics.overshoot.peakTime.map { .number($0) } ?? .null),
            ("distance", .number(distance)),
        ])
    }

    /// Every runtime's frames through a retarget or a hand-off, as
    /// `retarget --csv` writes them: from frame 0 to the last any runtime
    /// draws, a runtime that has ended showing its target; and `exact`, the
    /// exact first move (or the gesture's value) to frame r − 1, then the
    /// continuous move from there, the exact second spring toward the target.
    static func frames(of report: RetargetReport) throws -> JSON {
        let frames = 0...report.lastFrame
        let exact = try continuousFrames(report.retarget, through: report.lastFrame)
        return .object([
            ("framesPerSecond", .number(report.retarget.move.framesPerSecond)),
            ("retargetFrame", .integer(report.retarget.retargetFrame)),
            ("to", .number(report.retarget.to)),
            (
                "runtimes",
                .object(
                    report.rows.map { row in (row.key, .array(frames.map { .number(row.run.value(atFrame: $0)) })) }
                        + [("exact", .array(exact.map { .number($0) }))])
            ),
        ])
    }

    /// The exact values of `retarget` at frames 0…`last`, in units: the
    /// first move's closed form up to frame r − 1, then the second spring's
    /// from the value and velocity there (a gesture's from its release).
    static func continuousFrames(_ retarget: Retarget, through last: Int) throws -> [Double] {
        let move = retarget.move, distance = move.distance, r = retarget.retargetFrame
        let handOff: (value: Double, velocity: Double)
        switch retarget.start {
        case let .gesture(from, velocity): handOff = (from, velocity)
        case .move:
            let state = retarget.first.motion.state(at: move.frameTime(r - 1))
            handOff = (distance * (1 + state.displacement), distance * state.velocity)
        }
        let second = try SpringMotion(
            spring: retarget.second,
            initialState: SpringState(displacement: handOff.value - retarget.to, velocity: handOff.velocity))
        return (0...last).map { n in
            n < r - 1
                ? distance * (1 + retarget.first.motion.displacement(at: move.frameTime(n)))
                : retarget.to + second.displacement(at: move.frameTime(n - (r - 1)))
        }
    }

    /// The recording in a POST's body as it was read (`fit --curve`'s
    /// options apply: columns, units), and the fitted curve at each of its
    /// times, in the recording's units.
    static func samples(of recording: Recording, fitted fit: CurveFit) -> JSON {
        .object([
            ("times", .array(recording.times.map { .number($0) })),
            ("values", .array(recording.values.map { .number($0) })),
            ("fitted", .array(recording.times.map { .number(fit.value(at: $0)) })),
        ])
    }
}
