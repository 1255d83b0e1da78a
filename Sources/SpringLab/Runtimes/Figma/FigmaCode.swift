/// Figma prototyping's code for a spring: the custom spring's mass,
/// stiffness and damping, which `fit` prints. Figma's springs start from
/// rest: an initial velocity is lost.
public struct FigmaCode: SpringCode {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double
    /// Whether the animation has an initial velocity, which Figma cannot take.
    public let losesVelocity: Bool

    init(_ equivalents: SpringEquivalents) {
        let spring = equivalents.spring
        (mass, stiffness, damping) = (spring.mass, spring.stiffness, spring.damping)
        losesVelocity = equivalents.velocity != 0
    }

    public func lines(number: (Double) -> String) -> [String] {
        let start =
            losesVelocity ? "starts from rest: Figma has no initial velocity, this one is lost" : "starts from rest"
        return [
            SpringEquivalents.line(
                "Figma",
                "Spring (custom): mass \(number(mass)), stiffness \(number(stiffness)), damping \(number(damping))  // "
                    + start)
        ]
    }
}
