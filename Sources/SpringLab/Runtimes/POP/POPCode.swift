/// POP's code for a spring: the dynamics set on a `POPSpringAnimation`
/// (`dynamicsMass`, `dynamicsTension`, `dynamicsFriction`, the boxed
/// `velocity`), which `fit` prints.
public struct POPCode: SpringCode {
    public let dynamicsMass: Double
    public let dynamicsTension: Double
    public let dynamicsFriction: Double
    /// In units per second.
    public let velocity: Double

    init(_ equivalents: SpringEquivalents) {
        let spring = equivalents.spring
        (dynamicsMass, dynamicsTension, dynamicsFriction) = (spring.mass, spring.stiffness, spring.damping)
        velocity = equivalents.unitsPerSecond
    }

    public func lines(number: (Double) -> String) -> [String] {
        [
            SpringEquivalents.line(
                "POP",
                "anim.dynamicsMass = \(number(dynamicsMass)); anim.dynamicsTension = \(number(dynamicsTension)); "
                    + "anim.dynamicsFriction = \(number(dynamicsFriction)); anim.velocity = @(\(number(velocity)))"
                    + SpringEquivalents.velocityComment(.unitsPerSecond))
        ]
    }
}
