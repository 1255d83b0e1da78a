/// UIKit's code for a spring: `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`
/// when UIKit's solver can produce the spring, `UIView.animate(springDuration:bounce:…)`
/// and `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`,
/// which `fit` prints; `springlab tokens` declares the timing parameters.
public struct UIKitCode: SpringCode {
    /// `withDuration` (seconds) and `usingSpringWithDamping`; nil when
    /// UIKit's solver cannot produce the spring (it needs 0 < ζ ≤ 1 and a
    /// duration of 0.01–10 s).
    public let withDuration: (duration: Double, dampingRatio: Double)?
    /// `springDuration` (seconds, SwiftUI's perceptual duration) and `bounce`.
    public let springDuration: Double
    public let bounce: Double
    public let mass: Double
    public let stiffness: Double
    public let damping: Double
    /// In fractions of the distance per second.
    public let initialVelocity: Double

    init(_ equivalents: SpringEquivalents) {
        let spring = equivalents.spring, swiftUI = PerceptualSpring(spring)
        withDuration = UIKitRuntime.call(equivalents).map { ($0.duration, $0.dampingRatio) }
        (springDuration, bounce) = (swiftUI.duration, swiftUI.bounce)
        (mass, stiffness, damping) = (spring.mass, spring.stiffness, spring.damping)
        initialVelocity = equivalents.velocity
    }

    /// `UISpringTimingParameters(mass: …, stiffness: …, damping: …, initialVelocity: CGVector(dx: …, dy: 0))`.
    public func timingParameters<Failure: Error>(_ number: (Double, String) throws(Failure) -> String)
        throws(Failure) -> String
    {
        "UISpringTimingParameters(mass: \(try number(mass, "mass")), stiffness: \(try number(stiffness, "stiffness")), "
            + "damping: \(try number(damping, "damping")), "
            + "initialVelocity: CGVector(dx: \(try number(initialVelocity, "initialVelocity")), dy: 0))"
    }

    public func lines(number: (Double) -> String) -> [String] {
        let v = number(initialVelocity), normalized = SpringEquivalents.velocityComment(.fractionsPerSecond)
        let first =
            withDuration.map { call in
                SpringEquivalents.line(
                    "UIKit",
                    "UIView.animate(withDuration: \(number(call.duration)), delay: 0, "
                        + "usingSpringWithDamping: \(number(call.dampingRatio)), initialSpringVelocity: \(v), "
                        + "options: [], animations: { … })" + normalized)
            }
            ?? SpringEquivalents.line(
                "UIKit",
                "none: UIKit's solver cannot produce this spring (it needs 0 < ζ ≤ 1 and a duration of 0.01–10 s)")
        return [
            first,
            SpringEquivalents.line(
                "",
                "UIView.animate(springDuration: \(number(springDuration)), bounce: \(number(bounce)), "
                    + "initialSpringVelocity: \(v), delay: 0, options: [], animations: { … })" + normalized),
            SpringEquivalents.line("", timingParameters { value, _ in number(value) } + normalized),
        ]
    }
}
