/// Flutter's code for a spring: a `SpringDescription(mass:stiffness:damping:)`
/// and the `Tolerance(distance:velocity:)` its `SpringSimulation` ends by.
/// `fit` prints the simulation; `springlab tokens` declares both as `const`.
public struct FlutterCode: SpringCode {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double
    /// The simulation's start and end: the move's.
    public let start: Double
    public let end: Double
    /// In units per second.
    public let velocity: Double
    /// `tolerance.distance`, in the value's units.
    public let toleranceDistance: Double
    /// `tolerance.velocity`, in units per second.
    public let toleranceVelocity: Double
    /// Whether the simulation is given the tolerance: the report's code
    /// leaves it to Flutter's default.
    let writesTolerance: Bool

    init(_ equivalents: SpringEquivalents, _ runtime: FlutterRuntime, writesTolerance: Bool) {
        let spring = equivalents.spring
        (mass, stiffness, damping) = (spring.mass, spring.stiffness, spring.damping)
        (start, end, velocity) = (equivalents.move.from, equivalents.move.to, equivalents.unitsPerSecond)
        (toleranceDistance, toleranceVelocity) = (runtime.distanceTolerance, runtime.velocityTolerance)
        self.writesTolerance = writesTolerance
    }

    /// `SpringDescription(mass: …, stiffness: …, damping: …)`.
    public func springDescription<Failure: Error>(_ number: (Double, String) throws(Failure) -> String)
        throws(Failure) -> String
    {
        "SpringDescription(mass: \(try number(mass, "mass")), stiffness: \(try number(stiffness, "stiffness")), "
            + "damping: \(try number(damping, "damping")))"
    }

    /// `Tolerance(distance: …, velocity: …)`.
    public func tolerance<Failure: Error>(_ number: (Double, String) throws(Failure) -> String) throws(Failure)
        -> String
    {
        "Tolerance(distance: \(try number(toleranceDistance, "toleranceDistance")), "
            + "velocity: \(try number(toleranceVelocity, "toleranceVelocity")))"
    }

    public func lines(number: (Double) -> String) -> [String] {
        func write(_ value: Double, _: String) -> String { number(value) }
        let tolerance = writesTolerance ? ", tolerance: \(tolerance(write))" : ""
        return [
            SpringEquivalents.line(
                "Flutter",
                "SpringSimulation(\(springDescription(write)), \(number(start)), \(number(end)), "
                    + "\(number(velocity))\(tolerance))" + SpringEquivalents.velocityComment(.unitsPerSecond))
        ]
    }
}
