/// Core Animation's code for a spring: a `CASpringAnimation` and the
/// properties set on it (`mass`, `stiffness`, `damping`, `initialVelocity`,
/// then `duration` and `allowsOverdamping`), or
/// `CASpringAnimation(perceptualDuration:bounce:)`. `fit` prints both;
/// `springlab tokens` declares a factory that sets the properties.
public struct CoreAnimationCode: SpringCode {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double
    /// In fractions of the distance per second.
    public let initialVelocity: Double
    /// The animation's `duration`, in seconds: the runtime's, by default the
    /// `settlingDuration`.
    public let duration: Double
    public let allowsOverdamping: Bool
    /// SwiftUI's duration and bounce of the spring (mass 1).
    public let perceptualDuration: Double
    public let bounce: Double
    /// Whether the code sets `duration` and `allowsOverdamping`: the report's
    /// code sets `allowsOverdamping` alone, for ζ > 1, and leaves the
    /// duration to be set to the `settlingDuration`.
    let writesEnd: Bool

    init(_ equivalents: SpringEquivalents, _ runtime: CoreAnimationRuntime, writesEnd: Bool) {
        let spring = equivalents.spring, swiftUI = PerceptualSpring(spring)
        (mass, stiffness, damping) = (spring.mass, spring.stiffness, spring.damping)
        initialVelocity = equivalents.velocity
        (duration, allowsOverdamping) = (runtime.duration, runtime.allowsOverdamping)
        (perceptualDuration, bounce) = (swiftUI.duration, swiftUI.bounce)
        self.writesEnd = writesEnd
    }

    /// `CASpringAnimation(keyPath: …)`, the key path written `keyPath`.
    public static func animation(keyPath: String) -> String { "CASpringAnimation(keyPath: \(keyPath))" }

    /// The properties set on the animation held in `variable`, one
    /// statement each: `variable.mass = …`.
    public func properties<Failure: Error>(of variable: String, _ number: (Double, String) throws(Failure) -> String)
        throws(Failure) -> [String]
    {
        var properties = [
            ("mass", try number(mass, "mass")), ("stiffness", try number(stiffness, "stiffness")),
            ("damping", try number(damping, "damping")),
            ("initialVelocity", try number(initialVelocity, "initialVelocity")),
        ]
        if writesEnd {
            properties += [
                ("duration", try number(duration, "duration")), ("allowsOverdamping", "\(allowsOverdamping)"),
            ]
        } else if allowsOverdamping {
            properties.append(("allowsOverdamping", "true"))
        }
        return properties.map { "\(variable).\($0) = \($1)" }
    }

    public func lines(number: (Double) -> String) -> [String] {
        let properties = properties(of: "spring") { value, _ in number(value) }
        return [
            SpringEquivalents.line(
                "Core Animation",
                (["let spring = \(Self.animation(keyPath: "\"position\""))"] + properties).joined(separator: "; ")
                    + SpringEquivalents.velocityComment(.fractionsPerSecond)),
            SpringEquivalents.line(
                "", "CASpringAnimation(perceptualDuration: \(number(perceptualDuration)), bounce: \(number(bounce)))"),
        ]
    }
}
