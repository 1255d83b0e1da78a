import SpringLab
import SpringLabIO

/// `springs.md`: the spec sheet. Per token its numbers (the physical
/// spring, ζ, settling within 0.1% of the distance, overshoot) and, per
/// runtime the other files are fitted to, the parameters chosen and the
/// largest difference between that runtime's screen and the token's, with
/// whether it is within the tolerance; CSS's `linear()` likewise; and,
/// when drawn, each token's curve (``TokenCurves``).
struct SpecSheetPlatform: TokenPlatform {
    static let name = "md"
    static let fileName = "springs.md"
    /// The runtimes of every other platform, in the platforms' order.
    static let runtimes = TokenFits.runtimes(TokenPlatforms.all.filter { !($0 is SpecSheetPlatform.Type) })
    static let usesCSSEasing = true

    static func file(_ fits: TokenFits) throws(TokenError) -> String {
        var lines = ["# Springs", "", GeneratedText.header("", fits).dropFirst().description, ""]
        if case let .notDrawn(reason) = fits.curves { lines += ["Curves not drawn: \(reason).", ""] }
        let curveFiles = fits.curves == .drawn ? try TokenCurves.fileNames(fits.tokens) : []
        lines += [
            "| token | m (kg) | k (N/m) | c (N·s/m) | ζ | settles (s) | overshoot |", "|---|---|---|---|---|---|---|",
        ]
        for token in fits.tokens {
            let s = token.animation.spring
            let metrics = try? token.animation.metrics()
            let cells = [
                GeneratedText.codeSpan(token.path).replacing("|", with: "\\|"), number(s.mass),
                number(s.stiffness), number(s.damping), number(s.dampingRatio),
                metrics?.settling.seconds.map(number) ?? "never",
                metrics.map { TokenFits.percent($0.overshoot.amount) } ?? "–",
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        for (index, token) in fits.tokens.enumerated() {
            lines += [""] + section(token, index, fits, curve: curveFiles.isEmpty ? nil : curveFiles[index])
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A token's section: what it is, its curve, then one row per runtime.
    private static func section(_ token: SpringToken, _ index: Int, _ fits: TokenFits, curve: String?) -> [String] {
        let path = GeneratedText.markdownText(token.path)
        var lines = ["## \(path)", ""]
        if let description = token.description { lines += [GeneratedText.markdownText(description), ""] }
        if let curve { lines += ["![\(path) over time](\(curve))", ""] }
        lines += [
            "Written \(GeneratedText.codeSpan(token.written)).", "",
            "| runtime | parameters | strays at most | within |",
            "|---|---|---|---|",
        ]
        for runtime in runtimes {
            guard let match = fits.match(runtime, index) else {
                lines.append("| \(runtime.kind) | cannot express this spring | – | no |")
                continue
            }
            let parameters = match.runtime.parameters(token.animation, move: fits.move).map { parameter in
                switch parameter.value {
                case let .number(value): "\(parameter.name) \(number(value))"
                case let .flag(value): "\(parameter.name) \(value)"
                }
            }
            lines.append(
                "| \(match.runtime.name) | \(parameters.isEmpty ? "its own rule" : parameters.joined(separator: ", ")) | "
                    + "\(TokenFits.percent(match.deviation)) | \(match.isWithinTolerance ? "yes" : "**no**") |")
        }
        if let easing = fits.easings[index] {
            lines.append(
                "| CSS linear() | \(easing.stops.count) stops, \(number(easing.durationMilliseconds)) ms | "
                    + "\(TokenFits.percent(easing.maxDeviation)) | \(easing.maxDeviation <= fits.tolerance ? "yes" : "**no**") |"
            )
        } else {
            lines.append("| CSS linear() | never settles | – | **no** |")
        }
        return lines
    }

    /// At most 4 decimals, no trailing zeros; below 0.01, where 4 decimals
    /// would keep too few digits (an energy threshold of 2.5e-05 would read
    /// 0), 4 significant digits (`%g`: 2.5e-05, 0.001234).
    private static func number(_ value: Double) -> String {
        value != 0 && value.magnitude < 0.01
            ? FixedDigits.general(value, significant: 4) : CodeNumber.decimal(value, places: 4)
    }
}
