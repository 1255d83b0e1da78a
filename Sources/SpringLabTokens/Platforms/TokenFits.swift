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

    package init(_ tokens: [SpringToken], platforms: [any TokenPlatform.Type], move: ScreenMove, tolerance: Double) {
        self.tokens = tokens
        self.move = move
        self.tolerance = tolerance
        let kinds = Self.runtimeKinds(platforms), needsCSS = platforms.contains { $0.usesCSSEasing }
        // Each token's fits take a few runtimes' frame-by-frame runs per candidate
        // threshold, and the tokens are independent: one task per token, on every core.
        var perToken = [(matches: [ScreenMatch?], easing: CSSLinearEasing?)](
            repeating: ([], nil), count: tokens.count)
        perToken.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let results = buffer
            DispatchQueue.concurrentPerform(iterations: tokens.count) { index in
                let animation = tokens[index].animation
                results[index] = (
                    kinds.map { try? ScreenMatch(animation, for: $0, move: move, tolerance: tolerance) },
                    needsCSS ? CSSLinearEasing(animation, tolerance: tolerance) : nil
                )
            }
        }
        var matches: [String: [ScreenMatch?]] = [:]
        for (position, kind) in kinds.enumerated() { matches[kind] = perToken.map { $0.matches[position] } }
        self.matches = matches
        easings = perToken.map(\.easing)
    }

    /// The runtime kinds `platforms` generate code for, each once, in order.
    static func runtimeKinds(_ platforms: [any TokenPlatform.Type]) -> [String] {
        var kinds: [String] = []
        for kind in platforms.flatMap({ $0.runtimeKinds }) where !kinds.contains(kind) { kinds.append(kind) }
        return kinds
    }

    /// The match of token `index` for runtime `kind`.
    func match(_ kind: String, _ index: Int) -> ScreenMatch? { matches[kind]?[index] ?? nil }

    /// The runtime's parameter `name` for token `index`, as `fit --for` prints it.
    func parameter(_ name: String, _ kind: String, _ index: Int) -> Double? {
        guard let match = match(kind, index) else { return nil }
        for parameter in match.runtime.parameters(tokens[index].animation, move: move) where parameter.name == name {
            if case let .number(value) = parameter.value { return value }
        }
        return nil
    }

    /// The runtime's flag `name` for token `index`, as `fit --for` prints it.
    func flag(_ name: String, _ kind: String, _ index: Int) -> Bool? {
        guard let match = match(kind, index) else { return nil }
        for parameter in match.runtime.parameters(tokens[index].animation, move: move) where parameter.name == name {
            if case let .flag(value) = parameter.value { return value }
        }
        return nil
    }

    /// When token `index`'s motion stays within the standard band (0.1% of
    /// the distance), in seconds; 0 for one that never does.
    func settlingDuration(_ index: Int) -> Double {
        (try? tokens[index].animation.metrics().settling.seconds) ?? 0
    }

    /// One line per token and runtime (or CSS) whose screen strays beyond
    /// the tolerance, with the best deviation reached.
    package func warnings(_ platforms: [any TokenPlatform.Type]) -> [String] {
        var lines: [String] = []
        for (index, token) in tokens.enumerated() {
            for kind in Self.runtimeKinds(platforms) {
                guard let match = match(kind, index) else {
                    lines.append("\(token.path): \(kind) cannot express this spring")
                    continue
                }
                guard !match.isWithinTolerance else { continue }
                lines.append(
                    "\(token.path): \(match.runtime.name)'s screen strays \(Self.percent(match.deviation)) from the "
                        + "token at best, beyond the tolerance \(Self.percent(tolerance))")
            }
            if platforms.contains(where: { $0.usesCSSEasing }), easings[index] == nil {
                lines.append("\(token.path): CSS: the motion never settles, no linear() easing")
            }
        }
        return lines
    }

    /// A fraction as a percentage with three significant decimals: `0.92%`.
    static func percent(_ fraction: Double) -> String { CodeNumber.decimal(fraction * 100, places: 3) + "%" }
}
