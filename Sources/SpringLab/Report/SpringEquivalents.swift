/// The same motion written for each API of ``RuntimeRegistry``, with the
/// initial velocity in each API's own unit for a move of ``move``: what the
/// APIs' ``SpringAPI/groups(_:)`` and ``SpringAPI/code(_:)`` are
/// computed from.
///
/// All of them describe the identical motion; what differs is what the API
/// does around it (UIKit stops at its duration and snaps, Core Animation may
/// draw ζ > 1 as critical damping, each runtime ends at its own time).
public struct SpringEquivalents: Sendable {
    /// The animation as written.
    public let animation: SpringAnimation
    /// The move the velocities are for.
    public let move: ScreenMove
    /// The CSS `linear()` easing of the report, when it was computed.
    public let css: CSSLinearEasing?
    /// Whether each API writes every form it has (`--for`), rather than the
    /// forms the full report lists.
    public var everyForm = false

    public init(_ animation: SpringAnimation, move: ScreenMove = .standard, css: CSSLinearEasing? = nil) {
        self.animation = animation
        self.move = move
        self.css = css
    }

    /// The settle time the input asked for, in seconds, with the band it is
    /// measured in (a fraction of the distance); nil unless the input was
    /// written as a settling duration. The APIs that take a settle time write
    /// it first, in the user's words.
    public var settlingTarget: (seconds: Double, epsilon: Double)? {
        let settling = animation.input.targets.first { target in
            if case .settlingDuration = target.quantity { true } else { false }
        }
        guard let target = settling else { return nil }
        let epsilon = animation.input.settlingTolerance?.fraction ?? SettlingTolerance.standard.fraction
        return (target.wanted, epsilon)
    }

    /// Whether the APIs write their settle-time forms: for a settling target,
    /// or for every form.
    public var writesSettlingForms: Bool { everyForm || settlingTarget != nil }

    /// The physical spring.
    public var spring: Spring { animation.spring }
    /// The initial velocity in fractions of the distance per second.
    public var velocity: Double { animation.initialVelocity }
    /// The initial velocity in the value's units per second: velocity ×
    /// (to − from), signed as the move from ``ScreenMove/from`` to
    /// ``ScreenMove/to`` (negative on a move down). An API in units moves the
    /// value itself, whether it is told the move's ends (Flutter) or not
    /// (motion, Rebound, POP), so its velocity carries the move's direction;
    /// fractions of the distance (Apple's APIs) are toward the target and
    /// need no sign.
    public var unitsPerSecond: Double { move.unitsPerSecond(velocity) }
    /// The initial velocity in the value's units per millisecond
    /// (react-spring's `velocity`), signed as ``unitsPerSecond``.
    public var unitsPerMillisecond: Double { unitsPerSecond / 1000 }
    /// The spring of unit mass with the same motion: k/m and c/m.
    public var unitMass: Spring { spring.normalizedToUnitMass }

    /// Every API's groups, in report order.
    public var groups: [EquivalentGroup] {
        RuntimeRegistry.groups(self)
    }

    /// Every API's code, in report order; `number` writes a number as code.
    public func code(number: (Double) -> String) -> [String] {
        RuntimeRegistry.apis.flatMap { $0.code(self, number: number) }
    }

    /// A line of code under its API's name, `label` padded to ``codeColumn``
    /// (an empty label continues the API above).
    public static func line(_ label: String, _ code: String) -> String {
        "  " + label + String(repeating: " ", count: Swift.max(1, codeColumn - 2 - label.count)) + code
    }

    /// The column a ``line(_:_:)`` starts its code at (for a label of up to 15 characters).
    public static let codeColumn = 18

    /// The comment after code whose velocity is in `unit`.
    public static func velocityComment(_ unit: VelocityUnit) -> String {
        switch unit {
        case .fractionsPerSecond: "  // velocity in fractions of the distance per second"
        case .unitsPerSecond: "  // velocity in units/s"
        case .unitsPerMillisecond: "  // velocity in units/ms"
        }
    }
}

extension SpringEquivalents {
    /// The initial velocity in `unit`.
    public func velocity(in unit: VelocityUnit) -> Double {
        switch unit {
        case .fractionsPerSecond: velocity
        case .unitsPerSecond: unitsPerSecond
        case .unitsPerMillisecond: unitsPerMillisecond
        }
    }

    /// An API's group: `fields`, then the initial velocity in `unit` under
    /// `velocityName`, then the unit's name under `velocityUnit`.
    public func group(
        _ key: String, _ fields: [(name: String, value: EquivalentGroup.Value)],
        velocityName: String = "velocity", unit: VelocityUnit = .unitsPerSecond
    ) -> EquivalentGroup {
        EquivalentGroup(
            key,
            fields + [(velocityName, .number(velocity(in: unit))), ("velocityUnit", .text(unit.rawValue))])
    }

    /// The group of an API that takes m, k and c as they are, under `names`,
    /// with the initial velocity (`velocityName`) in `unit`.
    public func physicalGroup(
        _ key: String,
        names: (mass: String, stiffness: String, damping: String) = ("mass", "stiffness", "damping"),
        velocityName: String = "velocity", unit: VelocityUnit = .unitsPerSecond
    ) -> EquivalentGroup {
        group(
            key,
            [
                (names.mass, .number(spring.mass)), (names.stiffness, .number(spring.stiffness)),
                (names.damping, .number(spring.damping)),
            ], velocityName: velocityName, unit: unit)
    }
}
