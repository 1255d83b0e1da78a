/// Android's code for a spring: a `SpringForce` of `stiffness` and
/// `dampingRatio` (a unit mass: stiffness is k/m), and the minimum visible
/// change its `SpringAnimation` ends by. `fit` prints a `SpringAnimation`
/// set up with them; `springlab tokens` declares a `SpringForce` factory and
/// the minimum visible change.
public struct AndroidCode: SpringCode {
    /// k/m, in 1/s².
    public let stiffness: Double
    /// ζ.
    public let dampingRatio: Double
    /// `setMinimumVisibleChange`, in the value's units.
    public let minimumVisibleChange: Double
    /// The animation's final position: the move's end.
    public let finalPosition: Double
    /// `setStartVelocity`, in units per second.
    public let startVelocity: Double
    /// Whether the code sets the minimum visible change: the report's code
    /// leaves it to Android's default.
    let writesThreshold: Bool

    init(_ equivalents: SpringEquivalents, _ runtime: AndroidRuntime, writesThreshold: Bool) {
        let force = DampingRatioSpring(equivalents.spring)
        stiffness = force.stiffness
        dampingRatio = force.dampingRatio
        minimumVisibleChange = runtime.minimumVisibleChange
        finalPosition = equivalents.move.to
        startVelocity = equivalents.unitsPerSecond
        self.writesThreshold = writesThreshold
    }

    /// `SpringForce(finalPosition).setStiffness(…f).setDampingRatio(…f)`, the
    /// final position written `finalPosition`.
    public func springForce<Failure: Error>(
        finalPosition: String, _ number: (Double, String) throws(Failure) -> String
    ) throws(Failure) -> String {
        "SpringForce(\(finalPosition)).setStiffness(\(try KotlinLiteral.float(stiffness, "stiffness", number)))"
            + ".setDampingRatio(\(try KotlinLiteral.float(dampingRatio, "dampingRatio", number)))"
    }

    /// The minimum visible change as a `Float` literal.
    public func minimumVisibleChange<Failure: Error>(_ number: (Double, String) throws(Failure) -> String)
        throws(Failure) -> String
    {
        try KotlinLiteral.float(minimumVisibleChange, "minimumVisibleChange", number)
    }

    public func lines(number: (Double) -> String) -> [String] {
        func float(_ value: Double) -> String { KotlinLiteral.float(value, "") { value, _ in number(value) } }
        let threshold = writesThreshold ? "setMinimumVisibleChange(\(float(minimumVisibleChange))); " : ""
        return [
            SpringEquivalents.line(
                "Android",
                "SpringAnimation(view, DynamicAnimation.TRANSLATION_X, \(float(finalPosition))).apply { "
                    + "spring.stiffness = \(float(stiffness)); spring.dampingRatio = \(float(dampingRatio)); "
                    + threshold + "setStartVelocity(\(float(startVelocity))) }"
                    + SpringEquivalents.velocityComment(.unitsPerSecond))
        ]
    }
}
