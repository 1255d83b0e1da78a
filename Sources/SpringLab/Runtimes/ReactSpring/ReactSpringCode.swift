/// react-spring's code for a spring: the `config` `{ mass, tension,
/// friction, velocity, precision, restVelocity }`, its velocity in units per
/// millisecond. `fit` prints it; `springlab tokens` declares it.
public struct ReactSpringCode: SpringCode {
    public let mass: Double
    /// The tension and friction react-spring is given: the spring's k and c,
    /// slowed by the runtime's time scale where it has one.
    public let tension: Double
    public let friction: Double
    /// In units per millisecond.
    public let velocity: Double
    /// In the value's units.
    public let precision: Double
    /// In units per millisecond.
    public let restVelocity: Double
    /// Whether the code writes `precision` and `restVelocity`: the report's
    /// code leaves them to react-spring's defaults.
    let writesThresholds: Bool

    init(_ equivalents: SpringEquivalents, _ runtime: ReactSpringRuntime, writesThresholds: Bool) {
        let config = runtime.config(
            equivalents.spring, initialVelocity: equivalents.velocity,
            distance: equivalents.move.to - equivalents.move.from)
        (mass, tension, friction, velocity) = (config.mass, config.tension, config.friction, config.velocity)
        (precision, restVelocity) = (runtime.precision, runtime.restVelocity)
        self.writesThresholds = writesThresholds
    }

    /// The members of the config, in order, each with its value written.
    public func config<Failure: Error>(_ number: (Double, String) throws(Failure) -> String) throws(Failure)
        -> [(name: String, value: String)]
    {
        let spring = try [
            ("mass", number(mass, "mass")), ("tension", number(tension, "tension")),
            ("friction", number(friction, "friction")), ("velocity", number(velocity, "velocity")),
        ]
        guard writesThresholds else { return spring }
        return try spring + [
            ("precision", number(precision, "precision")), ("restVelocity", number(restVelocity, "restVelocity")),
        ]
    }

    /// The TypeScript type of each member of ``config(_:)``: `number`.
    public static let configTypes = ReactSpringCode(placeholder: ()).config { _, _ in "number" }

    public func lines(number: (Double) -> String) -> [String] {
        [
            SpringEquivalents.line(
                "React Spring",
                "config: \(ScriptObject.inline(config { value, _ in number(value) }))"
                    + "  // velocity in units/ms: react-spring integrates 1 ms steps")
        ]
    }

    /// Every number 0, the thresholds written: what ``configTypes`` reads the members of.
    private init(placeholder: Void) {
        (mass, tension, friction, velocity, precision, restVelocity) = (0, 0, 0, 0, 0, 0)
        writesThresholds = true
    }
}
