/// CSS's code for a spring: a `transition` with the report's `linear()`
/// easing (``CSSLinearEasing``, whose ``CSSLinearEasing/easing`` and
/// ``CSSLinearEasing/cssDuration`` `springlab tokens` declares as custom
/// properties), which `fit` prints with its stops and bound.
public struct CSSCode: SpringCode {
    /// The easing; nil when the report did not compute one, or the motion has none.
    public let easing: CSSLinearEasing?
    /// For an animation its API stops early: that API's name, and the size
    /// |x(T)| of the jump it keeps at T, a fraction of the distance.
    public let jump: (stopper: String, size: Double)?

    init(_ equivalents: SpringEquivalents) {
        easing = equivalents.css
        jump = equivalents.animation.endTime.map { end in
            let input = equivalents.animation.input
            let stopper = RuntimeRegistry.runtime(writing: input)?.name ?? type(of: input).title
            return (stopper, equivalents.animation.motion.displacement(at: end).magnitude)
        }
    }

    /// The declaration, then its stops and bound (none without an easing);
    /// the jump named after the API that keeps it, with its size when that
    /// exceeds the bound (the bound holds before the jump).
    public func lines(number: (Double) -> String) -> [String] {
        guard let easing else { return [] }
        let jump = jump.map { jump in
            ", with \(jump.stopper)'s jump"
                + (jump.size > easing.maxDeviation ? " of \(CSSAPI.percent(jump.size))" : "") + " at the end"
        }
        return [
            SpringEquivalents.line("CSS", easing.transition + ";"),
            SpringEquivalents.line(
                "",
                "(\(easing.stops.count) stops, within \(CSSAPI.percent(easing.maxDeviation)) of the curve\(jump ?? ""))"
            ),
        ]
    }
}
