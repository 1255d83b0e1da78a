import SpringLab
import SpringLabIO

extension TokenFits {
    /// `tokens --json`: `{"tokens": [...]}`, one object per token with its
    /// path, description and value as `--spring` text, the fields `fit
    /// --json` gives the spring and its settling (SI units, velocities in
    /// fractions of the distance per second), and per runtime fitted the
    /// `for` group `fit --for KIND --json` prints.
    package func json(_ platforms: [any TokenPlatform.Type]) -> JSON {
        .object([("tokens", .array(tokens.indices.map { tokenJSON($0, platforms) }))])
    }

    private func tokenJSON(_ index: Int, _ platforms: [any TokenPlatform.Type]) -> JSON {
        let token = tokens[index], s = token.animation.spring
        let metrics = try? token.animation.metrics()
        var members: [(String, JSON)] = [
            ("path", .string(token.path)), ("description", token.description.map(JSON.string) ?? .null),
            ("spring", .string(token.written)), ("mass", .number(s.mass)), ("stiffness", .number(s.stiffness)),
            ("damping", .number(s.damping)), ("initialVelocity", .number(token.animation.initialVelocity)),
            ("dampingRatio", .number(s.dampingRatio)), ("naturalFrequency", .number(s.naturalFrequency)),
            ("epsilon", .number(metrics?.tolerance.fraction)), ("settlingDuration", .number(metrics?.settling.seconds)),
            ("overshoot", .number(metrics?.overshoot.amount)), ("peakTime", .number(metrics?.overshoot.peakTime)),
        ]
        var runtimes: [(String, JSON)] = []
        for runtime in Self.runtimes(platforms) {
            runtimes.append((runtime.kind, match(runtime, index).map { matchJSON($0, token) } ?? .null))
        }
        members.append(("for", .object(runtimes)))
        return .object(members)
    }

    private func matchJSON(_ match: ScreenMatch, _ token: SpringToken) -> JSON {
        let parameters = match.runtime.parameters(token.animation, move: move).map { parameter -> (String, JSON) in
            switch parameter.value {
            case let .number(value): (parameter.name, .number(value))
            case let .flag(value): (parameter.name, .bool(value))
            }
        }
        return .object([
            ("kind", .string(match.runtime.kind)), ("maxDeviation", .number(match.deviation)),
            ("tolerance", .number(match.tolerance)), ("withinTolerance", .bool(match.isWithinTolerance)),
            ("parameters", .object(parameters)),
        ])
    }
}
