import Dispatch
import SpringLab

/// Each token fitted to the runtimes the chosen platforms run it on: the
/// thresholds `fit --for KIND` would choose (``ScreenMatch``), so that the
/// runtime's own end of animation keeps its screen within ``tolerance`` of
/// the token's, and the CSS `linear()` easing within the same tolerance.
package struct TokenFits: Sendable {
    package let tokens: [SpringToken]
    /// The move the runtimes' thresholds are chosen for.
    package let move: ScreenMove
    /// The deviation allowed, a fraction of the distance.
    package let tolerance: Double
    /// Per runtime kind, per token: the match, nil where the runtime cannot
    /// express the spring.
    private let matches: [String: [ScreenMatch?]]
    /// Per token: the easing, nil for a motion that never settles.
    let easings: [CSSLinearEasing?]
    /// Whether the spec sheet links each token's curve.
    package var curves = TokenCurves.omitted

    package init(_ tokens: [SpringToken], platforms: [any TokenPlatform.Type], move: ScreenMove, tolerance: Double) {
        self.tokens = tokens
        self.move = move
        self.tolerance = tolerance
        let kinds = Self.runtimeKinds(platforms), needsCSS = platforms.contains { $0.usesCSSEasing }
        // Tokens written alike (an alias and its target) share their fits.
        var first: [String: Int] = [:], distinct: [Int] = []
        let slots = tokens.indices.map { index in
            if let slot = first[tokens[index].written] { return slot }
            first[tokens[index].written] = distinct.count
            distinct.append(index)
            return distinct.count - 1
        }
        // Each fit runs a runtime frame by frame per candidate threshold, and the
        // fits are independent: one task per token and runtime (and CSS), on every core.
        let jobs = kinds.count + 1, representatives = distinct
        var results = [Fit](repeating: .none, count: distinct.count * jobs)
        results.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let results = buffer
            DispatchQueue.concurrentPerform(iterations: results.count) { job in
                let animation = tokens[representatives[job / jobs]].animation, kind = job % jobs
                if kind < kinds.count {
                    results[job] = .match(
                        try? ScreenMatch(animation, for: kinds[kind], move: move, tolerance: tolerance))
                } else if needsCSS {
                    results[job] = .easing(CSSLinearEasing(animation, tolerance: tolerance))
                }
            }
        }
        var matches: [String: [ScreenMatch?]] = [:]
        for (position, kind) in kinds.enumerated() {
            matches[kind] = slots.map { slot in
                guard case let .match(match) = results[slot * jobs + position] else { return nil }
                return match
            }
        }
        self.matches = matches
        easings = slots.map { slot in
            guard case let .easing(easing) = results[slot * jobs + kinds.count] else { return nil }
            return easing
        }
    }

    /// One fit's result.
    private enum Fit {
        case none
        case match(ScreenMatch?)
        case easing(CSSLinearEasing?)
    }

    /// The runtime kinds `platforms` generate code for, each once, in order.
    static func runtimeKinds(_ platforms: [any TokenPlatform.Type]) -> [String] {
        var seen: Set<String> = []
        return platforms.flatMap { $0.runtimeKinds }.filter { seen.insert($0).inserted }
    }

    /// The match of token `index` for runtime `kind`.
    func match(_ kind: String, _ index: Int) -> ScreenMatch? { matches[kind]?[index] ?? nil }

    /// The runtime's parameter `name` for token `index`, as `fit --for` prints it.
    func parameter(_ name: String, _ kind: String, _ index: Int) -> Double? {
        guard case let .number(value) = value(name, kind, index) else { return nil }
        return value
    }

    /// The runtime's flag `name` for token `index`, as `fit --for` prints it.
    func flag(_ name: String, _ kind: String, _ index: Int) -> Bool? {
        guard case let .flag(value) = value(name, kind, index) else { return nil }
        return value
    }

    /// The value of the runtime's parameter `name` for token `index`, nil when the runtime has none.
    private func value(_ name: String, _ kind: String, _ index: Int) -> RuntimeParameter.Value? {
        match(kind, index)?.runtime.parameters(tokens[index].animation, move: move).first { $0.name == name }?.value
    }

    /// When token `index`'s motion stays within the standard band (0.1% of
    /// the distance), in seconds; 0 for one that never does.
    func settlingDuration(_ index: Int) -> Double {
        (try? tokens[index].animation.metrics().settling.seconds) ?? 0
    }

    /// The warnings of a run: per runtime whose screen strays beyond the
    /// tolerance on some tokens, one line with how many and the largest
    /// deviation reached (a spec sheet of many tokens would otherwise bury
    /// its files under a line per token and runtime); per token a runtime
    /// cannot express or CSS cannot ease, one line.
    package func warnings(_ platforms: [any TokenPlatform.Type]) -> [String] {
        var lines: [String] = []
        for kind in Self.runtimeKinds(platforms) {
            var beyond: [(path: String, match: ScreenMatch)] = []
            for (index, token) in tokens.enumerated() {
                guard let match = match(kind, index) else {
                    lines.append("\(token.path): \(kind) cannot express this spring")
                    continue
                }
                if !match.isWithinTolerance { beyond.append((token.path, match)) }
            }
            guard let worst = beyond.max(by: { $0.match.deviation < $1.match.deviation }) else { continue }
            let strays =
                "\(worst.match.runtime.name)'s screen strays beyond the tolerance \(Self.percent(tolerance)) for "
            let listing = platforms.contains { $0 == SpecSheetPlatform.self } ? "springs.md" : "--json"
            lines.append(
                beyond.count == 1
                    ? strays + "\(worst.path): \(Self.percent(worst.match.deviation)) at best"
                    : strays
                        + "\(beyond.count) of \(tokens.count) tokens, up to \(Self.percent(worst.match.deviation)) "
                        + "(\(worst.path)); \(listing) lists each")
        }
        if platforms.contains(where: { $0.usesCSSEasing }) {
            for (index, token) in tokens.enumerated() where easings[index] == nil {
                lines.append("\(token.path): CSS: the motion never settles, no linear() easing")
            }
        }
        return lines
    }

    /// A fraction as a percentage with three significant decimals: `0.92%`.
    static func percent(_ fraction: Double) -> String { CodeNumber.decimal(fraction * 100, places: 3) + "%" }
}
