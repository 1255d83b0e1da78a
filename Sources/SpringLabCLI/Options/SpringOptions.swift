import ArgumentParser
import SpringLab

/// The spring options of `fit`, `simulate`, `compare` and `plot`: one number each.
typealias SpringOptions = SpringParameters<Double>

/// The spring, written with the names of the API the user called: either
/// the flat options (`--duration 0.45 --damping 0.15`, mapped to a kind of
/// input by ``FlatSpringForm``) or `--spring KIND:key=value,…` (``SpringSpec``).
/// `Value` is `Double` for one spring and ``SweepArgument`` (a number or a
/// range) for `sweep`.
struct SpringParameters<Value: ExpressibleByArgument & Sendable>: ParsableArguments, SpringOptionValues {
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

    @Option(
        name: .customLong("settling-duration"), parsing: .unconditional,
        help: ArgumentHelp(
            "Target: settle in T s, with one of --overshoot, --damping-ratio, --bounce, --peak-time, --bounces.",
            valueName: "T"))
    var settlingDuration: Value?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Target: overshoot as a fraction of the distance (0.08 is 8%).", valueName: "p"))
    var overshoot: Value?

    @Option(
        name: .customLong("peak-time"), parsing: .unconditional,
        help: ArgumentHelp(
            "Target: when the overshoot peaks (s).", valueName: "tp"))
    var peakTime: Value?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Target: target crossings before the band exit.", valueName: "n"))
    var bounces: Value?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Which settling time --settling-duration means: band (default), core-animation or envelope.",
            valueName: "name"))
    var criterion: String?

    @Flag(
        name: .customLong("allows-overdamping"),
        help: "With --stiffness: set CASpringAnimation.allowsOverdamping (draw ζ > 1 as overdamped).")
    var allowsOverdamping = false

    @Option(
        name: .customLong("spring"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "The spring as KIND:key=value,… with the API's parameter names, e.g. uikit:duration=0.45,damping=0.15 "
                + "(`springlab kinds` lists them).", valueName: "spec"))
    var specs: [String] = []

    /// The value of a flat option as written, or nil when it is absent.
    func value(of option: FlatOption) -> WrittenValue<Value>? {
        switch option {
        case .duration: return duration.map(WrittenValue.number)
        case .damping: return damping.map(WrittenValue.number)
        case .mass: return mass.map(WrittenValue.number)
        case .stiffness: return stiffness.map(WrittenValue.number)
        case .bounce: return bounce.map(WrittenValue.number)
        case .response: return response.map(WrittenValue.number)
        case .dampingRatio: return dampingRatio.map(WrittenValue.number)
        case .perceptualDuration: return perceptualDuration.map(WrittenValue.number)
        case .preset: return preset.map(WrittenValue.choice)
        case .velocity: return velocity.map(WrittenValue.number)
        case .allowsOverdamping: return allowsOverdamping ? .flag(true) : nil
        case .settlingDuration: return settlingDuration.map(WrittenValue.number)
        case .overshoot: return overshoot.map(WrittenValue.number)
        case .peakTime: return peakTime.map(WrittenValue.number)
        case .bounces: return bounces.map(WrittenValue.number)
        case .criterion: return criterion.map(WrittenValue.choice)
        }
    }
}

extension SpringParameters where Value == Double {
    /// The spring animation these options describe.
    func animation() throws -> SpringAnimation {
        try writtenSpring().animation()
    }
}

/// The flat spring options, by their long names.
enum FlatOption: String, CaseIterable, Sendable {
    case duration, damping, mass, stiffness, bounce, response
    case dampingRatio = "damping-ratio"
    case perceptualDuration = "perceptual-duration"
    case preset, velocity
    case allowsOverdamping = "allows-overdamping"
    case settlingDuration = "settling-duration"
    case overshoot
    case peakTime = "peak-time"
    case bounces, criterion

    var flag: String { "--" + rawValue }

    /// What follows the option on the command line.
    enum Argument { case number, name, none }

    /// What follows the option: a number, a name (`--preset bouncy`), or
    /// nothing (`--allows-overdamping`, a flag).
    var argument: Argument {
        switch self {
        case .preset, .criterion: return .name
        case .allowsOverdamping: return .none
        default: return .number
        }
    }
}
