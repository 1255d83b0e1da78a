import RealModule

/// A CSS transition with the report's `linear()` easing (``CSSLinearEasing``):
/// the `equivalents.css` group, the `transition` declaration `fit` prints, and
/// `--for css`.
public enum CSSAPI: SpringAPI {
    public static let platformKind: String? = "css"
    public static let platformName = "CSS"
    public static let sources = [
        RuntimeSource(
            "linear() easing: stops, jumps, positions",
            "<https://www.w3.org/TR/css-easing-2/#the-linear-easing-function>")
    ]

    /// `equivalents.css`: the easing's duration, text, deviation and stops.
    public static func groups(_ equivalents: SpringEquivalents) -> [EquivalentGroup] {
        let css = equivalents.css
        return [
            EquivalentGroup(
                "css", present: css != nil,
                [
                    ("durationMs", .number(css?.durationMilliseconds)), ("easing", .text(css?.easing)),
                    ("maxDeviation", .number(css?.maxDeviation)), ("stops", .integer(css?.stops.count)),
                ])
        ]
    }

    public static func code(_ equivalents: SpringEquivalents) -> CSSCode { CSSCode(equivalents) }

    /// A transition's duration is where the easing reaches 1, the spring
    /// then within the easing's tolerance of the target: not the settle time.
    public static func durationMeaning(
        _ equivalents: SpringEquivalents, settling: Double, number: (Double) -> String
    ) -> String? {
        guard let css = equivalents.css else { return nil }
        let end = css.durationMilliseconds / 1000
        guard equivalents.animation.endTime == nil else {
            return "CSS's \(number(css.durationMilliseconds)) ms is when the animation stops and jumps to the target."
        }
        let remaining = equivalents.animation.motion.displacement(at: end).magnitude
        return "CSS's \(number(css.durationMilliseconds)) ms ends where the spring is within "
            + "\(percent(remaining)) of the target (the easing's tolerance), "
            + "not where it settles (\(number(settling)) s)."
    }

    /// A fraction as a percentage with three significant digits (`0.431%`).
    static func percent(_ fraction: Double) -> String {
        let value = fraction * 100
        guard value.isFinite, value > 0 else { return "0%" }
        let places = Swift.max(0, 2 - Int(Double.log10(value).rounded(.down)))
        return CSSLinearEasing.decimal(value, places: places) + "%"
    }
}
