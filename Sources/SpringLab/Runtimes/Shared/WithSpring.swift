/// What Reanimated's `withSpring` config does alike in versions 4 and 3: a
/// signed velocity in units per second and `clamp: { min, max }` in the
/// value's units, both written for a move and carried onto another, and both
/// checked as Reanimated's config check does (docs/runtimes.md, Reanimated).
public protocol WithSpringConfig: Hashable, Sendable {
    /// `velocity`, units per second, signed (positive moves the value up).
    var velocity: Double { get set }
    /// `clamp.min`, in the value's units; nil for no bound.
    var clampMin: Double? { get set }
    /// `clamp.max`, in the value's units; nil for no bound.
    var clampMax: Double? { get set }
}

extension WithSpringConfig {
    /// The config written for a move from 0 to `distance`, on `move`: its
    /// velocity and bounds at the same fractions of the move
    /// (``ExtremaClamp/carried(lower:upper:distance:onto:)``); other fields,
    /// thresholds in units among them, as written. Itself on that move.
    public func carried(writtenFor distance: Double, onto move: ScreenMove) -> Self {
        guard move.from != 0 || move.to != distance else { return self }
        var config = self
        config.velocity = velocity * (move.to - move.from) / distance
        (config.clampMin, config.clampMax) = ExtremaClamp.carried(
            lower: clampMin, upper: clampMax, distance: distance, onto: move)
        return config
    }

    /// Refuses a non-finite velocity or bound, and `clampMin` above `clampMax`.
    func validateVelocityAndBounds() throws(SpringError) {
        try Validate.finite(velocity, "velocity")
        try ExtremaClamp.validate(lower: clampMin, upper: clampMax)
    }

    /// `drawing` with ζ raised by the bounds for a move from `from` to `to`
    /// (``ExtremaClamp/dampingRatio(_:from:to:lower:upper:)``), and whether
    /// they raised it; `drawing` itself without bounds.
    func clamped(_ drawing: ClosedFormStep, from: Double, to: Double) -> (drawing: ClosedFormStep, isClamped: Bool) {
        guard clampMin != nil || clampMax != nil else { return (drawing, false) }
        let raised = drawing.raised(
            to: ExtremaClamp.dampingRatio(drawing.dampingRatio, from: from, to: to, lower: clampMin, upper: clampMax))
        return (raised, raised.dampingRatio != drawing.dampingRatio)
    }

    /// `clampMin` and `clampMax` as runtime parameters, those given.
    var boundParameters: [RuntimeParameter] {
        [("clampMin", clampMin), ("clampMax", clampMax)].compactMap { name, bound in
            bound.map { RuntimeParameter(name, $0) }
        }
    }

    /// The `clamp: { min, max }` member, with the bounds given; none without.
    func clampMember<Failure: Error>(
        _ number: (Double, String) throws(Failure) -> String
    ) throws(Failure) -> [(name: String, value: String)] {
        var bounds: [(name: String, value: String)] = []
        if let clampMin { bounds.append(("min", try number(clampMin, "clampMin"))) }
        if let clampMax { bounds.append(("max", try number(clampMax, "clampMax"))) }
        return bounds.isEmpty ? [] : [("clamp", ScriptObject.inline(bounds))]
    }
}

/// What Reanimated's two versions write alike for a spring.
enum WithSpring {
    /// A runtime's equivalents: mass, stiffness, damping and velocity
    /// (units/s); null for an undamped spring, which `withSpring` refuses.
    static func groups(_ key: String, _ equivalents: SpringEquivalents) -> [EquivalentGroup] {
        let spring = equivalents.spring, present = spring.damping > 0
        return [
            EquivalentGroup(
                key, present: present,
                [
                    ("mass", .number(present ? spring.mass : nil)),
                    ("stiffness", .number(present ? spring.stiffness : nil)),
                    ("damping", .number(present ? spring.damping : nil)),
                    ("velocity", .number(present ? equivalents.unitsPerSecond : nil)),
                    ("velocityUnit", .text(present ? VelocityUnit.unitsPerSecond.rawValue : nil)),
                ])
        ]
    }

    /// `fit`'s lines for `withSpring(toValue, object)`, one an object, the
    /// runtime's `name` on the first; "none" without objects (no damping).
    static func lines(name: String, toValue: String, objects: [String], isOverdamped: Bool) -> [String] {
        guard !objects.isEmpty else { return [SpringEquivalents.line(name, "none: withSpring needs damping > 0")] }
        let critical = isOverdamped ? "; Reanimated draws ζ > 1 as critical damping" : ""
        return objects.enumerated().map { index, object in
            SpringEquivalents.line(
                index == 0 ? name : "",
                "withSpring(\(toValue), \(object))" + SpringEquivalents.velocityComment(.unitsPerSecond) + critical)
        }
    }

    /// Why `owner`'s types refuse `given`: one of `refused` (the constants
    /// the duration form solves or ignores) beside `duration` or
    /// `dampingRatio`; nil when they do not.
    static func refusalNote(given: [String], owner: String, refused: [String], solved: String) -> String? {
        let constants = refused.filter(given.contains)
        guard !constants.isEmpty, given.contains("duration") || given.contains("dampingRatio") else { return nil }
        return "\(owner) types refuse \(constants.joined(separator: " and ")) beside duration or dampingRatio, "
            + "and its code solves the \(solved): leave " + (constants.count == 1 ? "it" : "them") + " out"
    }

    /// The TypeScript type of each member of `configs` (members whose
    /// numbers are written `number`): every name they use once, in the order
    /// first written, `true` and `false` typed `boolean`, `clamp` an object
    /// of optional bounds.
    static func types(of configs: [[(name: String, value: String)]]) -> [(name: String, value: String)] {
        var types: [(name: String, value: String)] = []
        for (name, value) in configs.joined() where !types.contains(where: { $0.name == name }) {
            let type =
                name == "clamp"
                ? "{ readonly min?: number; readonly max?: number }"
                : value == "true" || value == "false" ? "boolean" : value
            types.append((name, type))
        }
        return types
    }

    /// The spring of `mass` and `stiffness` at damping ratio ζ: damping 2ζ√(km).
    static func spring(mass: Double, stiffness: Double, dampingRatio: Double) throws(SpringError) -> Spring {
        try Spring(mass: mass, stiffness: stiffness, damping: 2 * dampingRatio * (stiffness * mass).squareRoot())
    }
}

/// A `withSpring` kind's input: the fields both versions take alike.
public protocol WithSpringInput: SpringInput {
    var velocity: Double? { get set }
    var clampMin: Double? { get set }
    var clampMax: Double? { get set }
}

extension SpringParameter where Input: WithSpringInput {
    /// `velocity`: units per second, signed, 0 by default.
    static var withSpringVelocity: Self {
        .number(
            "velocity", \.velocity, { $0.velocity = $1 }, default: 0, "initial velocity in units per second, signed")
    }

    /// `clampMin`: `clamp.min`, no bound by default.
    static var withSpringClampMin: Self {
        .number(
            "clampMin", \.clampMin, { $0.clampMin = $1 }, defaultRule: "no bound",
            "clamp.min, in units: raises ζ to keep the bounces above it")
    }

    /// `clampMax`: `clamp.max`, no bound by default.
    static var withSpringClampMax: Self {
        .number(
            "clampMax", \.clampMax, { $0.clampMax = $1 }, defaultRule: "no bound",
            "clamp.max, in units: raises ζ to keep the bounces below it")
    }
}
