/// Jetpack Compose's code for a spring: `spring(dampingRatio, stiffness,
/// visibilityThreshold)` (a unit mass: stiffness is k/m), which `fit` prints
/// inside `animatable.animateTo(targetValue, animationSpec, initialVelocity)`
/// and `springlab tokens` declares as a `SpringSpec<Float>`.
public struct ComposeCode: SpringCode {
    /// ζ.
    public let dampingRatio: Double
    /// k/m, in 1/s².
    public let stiffness: Double
    /// In the value's units.
    public let visibilityThreshold: Double
    /// `animateTo`'s `targetValue`: the move's end.
    public let targetValue: Double
    /// `animateTo`'s `initialVelocity`, in units per second.
    public let initialVelocity: Double
    /// Whether the code writes `visibilityThreshold`: the report's code
    /// leaves it to Compose's default.
    let writesThreshold: Bool

    init(_ equivalents: SpringEquivalents, _ runtime: ComposeRuntime, writesThreshold: Bool) {
        let compose = DampingRatioSpring(equivalents.spring)
        dampingRatio = compose.dampingRatio
        stiffness = compose.stiffness
        visibilityThreshold = runtime.visibilityThreshold
        targetValue = equivalents.move.to
        initialVelocity = equivalents.unitsPerSecond
        self.writesThreshold = writesThreshold
    }

    /// `spring(dampingRatio = …f, stiffness = …f, visibilityThreshold = …f)`.
    public func spring<Failure: Error>(_ number: (Double, String) throws(Failure) -> String) throws(Failure)
        -> String
    {
        var arguments = [
            try argument("dampingRatio", dampingRatio, number), try argument("stiffness", stiffness, number),
        ]
        if writesThreshold { arguments.append(try argument("visibilityThreshold", visibilityThreshold, number)) }
        return "spring(" + arguments.joined(separator: ", ") + ")"
    }

    /// The named argument `name = …f`.
    private func argument<Failure: Error>(
        _ name: String, _ value: Double, _ number: (Double, String) throws(Failure) -> String
    ) throws(Failure) -> String {
        "\(name) = \(try KotlinLiteral.float(value, name, number))"
    }

    public func lines(number: (Double) -> String) -> [String] {
        let spring = spring { value, _ in number(value) }
        return [
            SpringEquivalents.line(
                "Jetpack Compose",
                "animatable.animateTo(\(number(targetValue))f, \(spring), initialVelocity = \(number(initialVelocity))f)"
                    + SpringEquivalents.velocityComment(.unitsPerSecond))
        ]
    }
}
