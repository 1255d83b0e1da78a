import ArgumentParser
import SpringLab

/// The spring options of `fit`: one number each.
typealias SpringOptions = SpringParameters<Double>

/// The spring, written with the names of the API the user called. Shared by
/// every command that takes a spring; `Value` is `Double` for one spring
/// (``SpringOptions``) and ``SweepArgument`` (a number or a range) for `sweep`.
struct SpringParameters<Value: ExpressibleByArgument & Sendable>: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("UIKit animation duration, or SwiftUI Spring(duration:) (s).", valueName: "T"))
    var duration: Value?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "With --duration: UIKit usingSpringWithDamping (a ratio). With --stiffness: CASpringAnimation.damping (N·s/m).",
            valueName: "ζ|c"))
    var damping: Value?

    @Option(parsing: .unconditional, help: ArgumentHelp("CASpringAnimation.mass (kg, default 1).", valueName: "m"))
    var mass: Value?

    @Option(parsing: .unconditional, help: ArgumentHelp("CASpringAnimation.stiffness (N/m).", valueName: "k"))
    var stiffness: Value?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "SwiftUI bounce, −1 < b ≤ 1 (with --duration or --perceptual-duration).",
            valueName: "b"))
    var bounce: Value?

    @Option(parsing: .unconditional, help: ArgumentHelp("SwiftUI Spring(response:) (s).", valueName: "r"))
    var response: Value?

    @Option(
        name: .customLong("damping-ratio"), parsing: .unconditional,
        help: ArgumentHelp("SwiftUI Spring(dampingRatio:).", valueName: "ζ"))
    var dampingRatio: Value?

    @Option(
        name: .customLong("perceptual-duration"), parsing: .unconditional,
        help: ArgumentHelp("CASpringAnimation(perceptualDuration:bounce:) (s).", valueName: "d"))
    var perceptualDuration: Value?

    @Option(parsing: .unconditional, help: ArgumentHelp("SwiftUI preset: smooth, snappy or bouncy.", valueName: "name"))
    var preset: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Initial velocity in fractions of the distance per second; positive moves toward the target (default 0).",
            valueName: "v"))
    var velocity: Value?

    @Flag(
        name: .customLong("allows-overdamping"),
        help: "With --stiffness: set CASpringAnimation.allowsOverdamping (draw ζ > 1 as overdamped).")
    var allowsOverdamping = false

    /// The numeric spring options by long name (``SpringValues/numberOptions``;
    /// velocity excluded: every form takes it).
    var numbers: [(name: String, value: Value?)] {
        [
            ("duration", duration), ("damping", damping), ("mass", mass), ("stiffness", stiffness),
            ("bounce", bounce), ("response", response), ("damping-ratio", dampingRatio),
            ("perceptual-duration", perceptualDuration),
        ]
    }

    /// The long names of the spring options present on the command line.
    var givenNames: Set<String> {
        var names = Set(numbers.filter { $0.value != nil }.map(\.name))
        if preset != nil { names.insert("preset") }
        if allowsOverdamping { names.insert("allows-overdamping") }
        return names
    }
}

extension SpringParameters where Value == Double {
    /// The spring animation these options describe.
    func animation() throws -> SpringAnimation {
        try SpringForm.matching(givenNames).animation(values)
    }

    /// The numbers as written.
    var values: SpringValues {
        var values = SpringValues(preset: preset, velocity: velocity, allowsOverdamping: allowsOverdamping)
        for (name, value) in numbers { values[option: name] = value }
        return values
    }
}
