/// motion's code for a spring: the transition `{ type: "spring", mass,
/// stiffness, damping, velocity, restDelta, restSpeed }`, and
/// `{ type: "spring", visualDuration, bounce }` when the settle-time forms
/// are written. `fit` prints them; `springlab tokens` declares the first.
public struct MotionCode: SpringCode {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double
    /// In units per second.
    public let velocity: Double
    /// In the value's units.
    public let restDelta: Double
    /// In units per second.
    public let restSpeed: Double
    /// `visualDuration` (seconds) of ``MotionRuntime``'s duration form, with
    /// ``bounce``; nil when that form is not written.
    public let visualDuration: Double?
    /// 1 − ζ.
    public let bounce: Double
    /// Whether the code writes `restDelta` and `restSpeed`: the report's
    /// code leaves them to motion's defaults.
    let writesThresholds: Bool

    init(_ equivalents: SpringEquivalents, _ runtime: MotionRuntime, writesThresholds: Bool) {
        let spring = equivalents.spring
        (mass, stiffness, damping) = (spring.mass, spring.stiffness, spring.damping)
        velocity = equivalents.unitsPerSecond
        (restDelta, restSpeed) = (runtime.restDelta, runtime.restSpeed)
        visualDuration = MotionRuntime.visualDuration(equivalents)
        bounce = 1 - spring.dampingRatio
        self.writesThresholds = writesThresholds
    }

    /// The members of the physical transition, in order, each with its
    /// value written: `type` (the string `"spring"`), then the numbers.
    public func transition<Failure: Error>(_ number: (Double, String) throws(Failure) -> String) throws(Failure)
        -> [(name: String, value: String)]
    {
        try [
            ("type", "\"spring\""), ("mass", number(mass, "mass")), ("stiffness", number(stiffness, "stiffness")),
            ("damping", number(damping, "damping")), ("velocity", number(velocity, "velocity")),
        ] + thresholds(number)
    }

    /// The TypeScript type of each member of ``transition(_:)``: `"spring"`
    /// for `type`, `number` for the others.
    public static let transitionTypes = MotionCode(placeholder: ()).transition { _, _ in "number" }

    /// `restDelta` and `restSpeed`, where the code writes them.
    private func thresholds<Failure: Error>(_ number: (Double, String) throws(Failure) -> String) throws(Failure)
        -> [(name: String, value: String)]
    {
        guard writesThresholds else { return [] }
        return try [("restDelta", number(restDelta, "restDelta")), ("restSpeed", number(restSpeed, "restSpeed"))]
    }

    public func lines(number: (Double) -> String) -> [String] {
        func write(_ value: Double, _: String) -> String { number(value) }
        let physical =
            ScriptObject.inline(transition(write)) + SpringEquivalents.velocityComment(.unitsPerSecond)
        guard let visualDuration else { return [SpringEquivalents.line("Framer Motion", physical)] }
        let perceptual =
            [("type", "\"spring\""), ("visualDuration", number(visualDuration)), ("bounce", number(bounce))]
            + thresholds(write)
        return [
            SpringEquivalents.line("Framer Motion", ScriptObject.inline(perceptual)),
            SpringEquivalents.line("", physical),
        ]
    }

    /// Every number 0, the thresholds written: what ``transitionTypes`` reads the members of.
    private init(placeholder: Void) {
        (mass, stiffness, damping, velocity, restDelta, restSpeed) = (0, 0, 0, 0, 0, 0)
        (visualDuration, bounce, writesThresholds) = (nil, 0, true)
    }
}
