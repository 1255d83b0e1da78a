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
    /// Per runtime (``runtimes(_:)``'s order), per token: the match, nil
    /// where the runtime cannot express the spring.
    private let matches: [(runtime: any Runtime.Type, matches: [ScreenMatch?])]
    /// Per token: the easing, nil for a motion that never settles.
    let easings: [CSSLinearEasing?]
    /// Whether the spec sheet links each token's curve.
    package var curves = TokenCurves.omitted

    package init(_ tokens: [SpringToken], platforms: [any TokenPlatform.Type], move: ScreenMove, tolerance: Double) {
        self.tokens = tokens
        self.move = move
        self.tolerance = tolerance
        let runtimes = Self.runtimes(platforms), needsCSS = platforms.contains { $0.usesCSSEasing }
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
        let jobs = runtimes.count + 1, representatives = distinct
        var results = [Fit](repeating: .none, count: distinct.count * jobs)
        results.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let results = buffer
            DispatchQueue.concurrentPerform(iterations: results.count) { job in
                let animation = tokens[representatives[job / jobs]].animation, runtime = job % jobs
                if runtime < runtimes.count {
                    results[job] = .match(
                        try? ScreenMatch(animation, for: runtimes[runtime].kind, move: move, tolerance: tolerance))
                } else if needsCSS {
                    results[job] = .easing(CSSLinearEasing(animation, tolerance: tolerance))
                }
            }
        }
        matches = runtimes.enumerated().map { position, runtime in
            let matches = slots.map { slot -> ScreenMatch? in
                guard case let .match(match) = results[slot * jobs + position] else { return nil }
                return match
            }
            return (runtime, matches)
        }
        easings = slots.map { slot in
            guard case let .easing(easing) = results[slot * jobs + runtimes.count] else { return nil }
            return easing
        }
    }

    /// One fit's result.
    private enum Fit {
        case none
        case match(ScreenMatch?)
        case easing(CSSLinearEasing?)
    }

    /// The runtimes `platforms` generate code for, each once, in order.
    static func runtimes(_ platforms: [any TokenPlatform.Type]) -> [any Runtime.Type] {
        var seen: Set<ObjectIdentifier> = []
        return platforms.flatMap { $0.runtimes }.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// The match of token `index` for `runtime`; nil where it cannot express
    /// the spring, or is not fitted.
    func match(_ runtime: any Runtime.Type, _ index: Int) -> ScreenMatch? {
        matches.first { $0.runtime == runtime }?.matches[index]
    }

    /// Token `index`'s code for `runtime` with the thresholds fitted, as
    /// `fit --for` prints it; nil where the runtime cannot express the spring.
    func fitted<Fitted: Runtime>(_ runtime: Fitted.Type, _ index: Int) -> Fitted.Code? {
        (match(runtime, index)?.runtime.model as? Fitted)?.code(equivalents(index))
    }

    /// Token `index`'s code for `api`, its thresholds left to the API's
    /// defaults, as `fit` prints it.
    func code<API: SpringAPI>(_ api: API.Type, _ index: Int) -> API.Code { api.code(equivalents(index)) }

    /// Token `index`'s animation over the move.
    private func equivalents(_ index: Int) -> SpringEquivalents {
        SpringEquivalents(tokens[index].animation, move: move)
    }

    /// The warnings of a run: per runtime whose screen strays beyond the
    /// tolerance on some tokens, one line with how many and the largest
    /// deviation reached (a spec sheet of many tokens would otherwise bury
    /// its files under a line per token and runtime); per token a runtime
    /// cannot express or CSS cannot ease, one line.
    package func warnings(_ platforms: [any TokenPlatform.Type]) -> [String] {
        var lines: [String] = []
        for runtime in Self.runtimes(platforms) {
            var beyond: [(path: String, match: ScreenMatch)] = []
            for (index, token) in tokens.enumerated() {
                guard let match = match(runtime, index) else {
                    lines.append("\(token.path): \(runtime.kind) cannot express this spring")
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
