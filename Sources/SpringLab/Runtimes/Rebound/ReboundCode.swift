/// Rebound's code for a spring: `new SpringConfig(tension, friction)` (the
/// physical k/m and c/m) set on a spring with its velocity and rest
/// thresholds, and `SpringConfig.fromOrigamiTensionAndFriction(…)` in
/// Origami's units, which `fit` prints.
public struct ReboundCode: SpringCode {
    /// k/m, in 1/s².
    public let tension: Double
    /// c/m, in 1/s.
    public let friction: Double
    /// In units per second.
    public let velocity: Double
    /// In units per second.
    public let restSpeedThreshold: Double
    /// In the value's units.
    public let restDisplacementThreshold: Double
    /// The spring in Origami's units.
    public let origami: OrigamiSpring
    /// Whether the code sets the rest thresholds: the report's code leaves
    /// them to Rebound's defaults.
    let writesThresholds: Bool

    init(_ equivalents: SpringEquivalents, _ runtime: ReboundRuntime, writesThresholds: Bool) {
        let unit = equivalents.unitMass
        (tension, friction, velocity) = (unit.stiffness, unit.damping, equivalents.unitsPerSecond)
        (restSpeedThreshold, restDisplacementThreshold) = (
            runtime.restSpeedThreshold, runtime.restDisplacementThreshold
        )
        origami = OrigamiSpring(equivalents.spring)
        self.writesThresholds = writesThresholds
    }

    public func lines(number: (Double) -> String) -> [String] {
        let thresholds =
            writesThresholds
            ? ".setRestSpeedThreshold(\(number(restSpeedThreshold)))"
                + ".setRestDisplacementThreshold(\(number(restDisplacementThreshold)))" : ""
        return [
            SpringEquivalents.line(
                "Rebound",
                "spring.setSpringConfig(new SpringConfig(\(number(tension)), \(number(friction))))"
                    + ".setVelocity(\(number(velocity)))" + thresholds
                    + SpringEquivalents.velocityComment(.unitsPerSecond)),
            SpringEquivalents.line(
                "",
                "SpringConfig.fromOrigamiTensionAndFriction(\(number(origami.tension)), "
                    + "\(number(origami.friction)))  // Origami units"),
        ]
    }
}
