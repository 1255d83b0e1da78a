import SpringLab

/// A design token lint compares springs with: its dotted path
/// (`motion.fast`) and the spring its value describes.
package struct LintToken: Sendable {
    package let path: String
    package let animation: SpringAnimation

    package init(path: String, animation: SpringAnimation) {
        self.path = path
        self.animation = animation
    }
}

/// A spring's nearest token and how far the spring's screen strays from it.
package struct TokenMatch: Sendable, Hashable {
    /// The token's dotted path.
    package let path: String
    /// The largest difference between the spring's screen and the token's,
    /// as a fraction of the distance.
    package let deviation: Double
}

/// The screens of the tokens, compared with each spring's.
///
/// A token's screen is taken as `springlab tokens` and `fit --for` take
/// the source's: the frames of its own API when it is written for a
/// runtime springlab models (a `compose` token is what Compose shows),
/// else its exact curve. A spring's screen is its runtime's frames
/// (``SpringMeasurement``). So a spring written as the token is written, in
/// any language, strays 0; the same spring written for another runtime
/// strays by the difference of the two runtimes' ends. A token's frames
/// depend on the move (its thresholds are in units of the distance), so
/// they are made once per distance a spring names.
struct TokenScreens {
    let tokens: [LintToken]
    /// Per distance, per token: its runtime's frames, nil for the exact curve.
    private var runs: [Double: [ScreenRun?]] = [:]

    init(_ tokens: [LintToken]) { self.tokens = tokens }

    /// The token whose screen `run` (shown over `move`) strays least from,
    /// the first in order on a tie; nil when there are no tokens.
    mutating func nearest(to run: ScreenRun, move: ScreenMove) -> TokenMatch? {
        if runs[move.distance] == nil { runs[move.distance] = tokens.map { Self.ownRun($0.animation, move: move) } }
        var best: TokenMatch?
        for (token, tokenRun) in zip(tokens, runs[move.distance]!) {
            let deviation =
                tokenRun.map(run.maxDeviation(from:)) ?? run.maxDeviation(from: token.animation.motion, move: move)
            if best.map({ deviation < $0.deviation }) ?? true {
                best = TokenMatch(path: token.path, deviation: deviation)
            }
        }
        return best
    }

    /// What the API `animation` is written for shows, or nil for a kind
    /// springlab has no runtime of (or a runtime that cannot express it).
    private static func ownRun(_ animation: SpringAnimation, move: ScreenMove) -> ScreenRun? {
        let kind = type(of: animation.input).kind
        guard ScreenRuntime.kindNames.contains(kind) else { return nil }
        return (try? ScreenRuntime.named(kind, for: animation, move: move))?.run(animation, move: move)
    }
}
