/// SwiftUI's code for a spring: `Spring(duration:bounce:)`,
/// `Spring(response:dampingRatio:)`, `.interpolatingSpring(duration:bounce:initialVelocity:)`,
/// `Spring(settlingDuration:dampingRatio:epsilon:)` when the settle-time
/// forms are written, which `fit` prints, and
/// `Spring(mass:stiffness:damping:allowOverDamping:)`, which `springlab
/// tokens` declares.
public struct SwiftUICode: SpringCode {
    /// The perceptual duration (`response`), in seconds.
    public let duration: Double
    public let bounce: Double
    /// ζ.
    public let dampingRatio: Double
    /// In fractions of the distance per second.
    public let initialVelocity: Double
    /// `settlingDuration` (seconds) and `epsilon` (a fraction of the
    /// distance); nil when that form
    /// is not written.
    public let settling: (duration: Double, epsilon: Double)?
    public let mass: Double
    public let stiffness: Double
    public let damping: Double

    init(_ equivalents: SpringEquivalents) {
        let spring = equivalents.spring, swiftUI = PerceptualSpring(spring)
        (duration, bounce, dampingRatio) = (swiftUI.duration, swiftUI.bounce, swiftUI.dampingRatio)
        initialVelocity = equivalents.velocity
        settling = SwiftUIRuntime.settlingForm(equivalents)
        (mass, stiffness, damping) = (spring.mass, spring.stiffness, spring.damping)
    }

    /// `Spring(mass: …, stiffness: …, damping: …, allowOverDamping: true)`.
    public func physical<Failure: Error>(_ number: (Double, String) throws(Failure) -> String) throws(Failure)
        -> String
    {
        "Spring(mass: \(try number(mass, "mass")), stiffness: \(try number(stiffness, "stiffness")), "
            + "damping: \(try number(damping, "damping")), allowOverDamping: true)"
    }

    public func lines(number: (Double) -> String) -> [String] {
        let (duration, bounce) = (number(duration), number(bounce))
        let settlingForm = settling.map { settling in
            "Spring(settlingDuration: \(number(settling.duration)), dampingRatio: \(number(dampingRatio)), "
                + "epsilon: \(number(settling.epsilon)))  // settles in about the time given: Apple does not document its rule"
        }
        let forms = [
            settlingForm,
            "Spring(duration: \(duration), bounce: \(bounce))",
            "Spring(response: \(duration), dampingRatio: \(number(dampingRatio)))",
            ".interpolatingSpring(duration: \(duration), bounce: \(bounce), "
                + "initialVelocity: \(number(initialVelocity)))"
                + SpringEquivalents.velocityComment(.fractionsPerSecond),
        ].compactMap { $0 }
        return forms.enumerated().map { SpringEquivalents.line($0 == 0 ? "SwiftUI" : "", $1) }
    }
}
