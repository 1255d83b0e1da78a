/// React Native's code for a spring: `Animated.spring(value, { toValue,
/// stiffness, damping, mass, velocity, overshootClamping,
/// restDisplacementThreshold, restSpeedThreshold, useNativeDriver: false })`,
/// which `fit` prints. `Animated.spring` refuses an undamped spring: its
/// code is then none.
public struct ReactNativeCode: SpringCode {
    /// The move's end.
    public let toValue: Double
    public let stiffness: Double
    public let damping: Double
    public let mass: Double
    /// In units per second.
    public let velocity: Double
    public let overshootClamping: Bool
    /// In the value's units.
    public let restDisplacementThreshold: Double
    /// In units per second.
    public let restSpeedThreshold: Double
    /// Whether the code writes `overshootClamping` and the rest thresholds:
    /// the report's code leaves them to React Native's defaults.
    let writesThresholds: Bool
    /// ζ > 1, which the JavaScript driver draws as critical damping.
    let isOverdamped: Bool

    init(_ equivalents: SpringEquivalents, _ runtime: ReactNativeRuntime, writesThresholds: Bool) {
        let spring = equivalents.spring
        toValue = equivalents.move.to
        (stiffness, damping, mass) = (spring.stiffness, spring.damping, spring.mass)
        velocity = equivalents.unitsPerSecond
        overshootClamping = runtime.overshootClamping
        (restDisplacementThreshold, restSpeedThreshold) = (
            runtime.restDisplacementThreshold, runtime.restSpeedThreshold
        )
        self.writesThresholds = writesThresholds
        isOverdamped = spring.dampingRatio > 1
    }

    /// The members of the config, in order, each with its value written.
    public func config<Failure: Error>(_ number: (Double, String) throws(Failure) -> String) throws(Failure)
        -> [(name: String, value: String)]
    {
        var members = try [
            ("toValue", number(toValue, "toValue")), ("stiffness", number(stiffness, "stiffness")),
            ("damping", number(damping, "damping")), ("mass", number(mass, "mass")),
            ("velocity", number(velocity, "velocity")),
        ]
        if writesThresholds {
            members += try [
                ("overshootClamping", "\(overshootClamping)"),
                ("restDisplacementThreshold", number(restDisplacementThreshold, "restDisplacementThreshold")),
                ("restSpeedThreshold", number(restSpeedThreshold, "restSpeedThreshold")),
            ]
        }
        return members + [("useNativeDriver", "false")]
    }

    public func lines(number: (Double) -> String) -> [String] {
        guard damping > 0 else {
            return [SpringEquivalents.line("React Native", "none: Animated.spring needs damping > 0")]
        }
        let critical = isOverdamped ? "; its JS driver draws ζ > 1 as critical damping" : ""
        return [
            SpringEquivalents.line(
                "React Native",
                "Animated.spring(value, \(ScriptObject.inline(config { value, _ in number(value) })))"
                    + SpringEquivalents.velocityComment(.unitsPerSecond) + critical)
        ]
    }
}
