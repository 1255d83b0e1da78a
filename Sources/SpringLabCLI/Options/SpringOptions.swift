import ArgumentParser
import SpringLab

/// The spring options of `fit`, `simulate`, `compare`, `plot` and `animate`: one number each.
typealias SpringOptions = SpringOptionGroup<WrittenNumber>

/// The spring, written with the names of the API the user called: either
/// the flat options (`--duration 0.45 --damping 0.15`, mapped to a kind of
/// input by ``FlatSpringForm``) or `--spring KIND:key=value,…` (``SpringSpec``).
/// `Value` is ``WrittenNumber`` for one spring and ``SweepArgument`` (a
/// number or a range) for `sweep`; a flat option in seconds reads it
/// ``InSeconds``. Each flat option is given once (``OptionReader``).
struct SpringOptionGroup<Value: NumberOption & DurationValue & SpringSpecNumber>: ParsableArguments {
    @Option(
        once: "duration", parsing: .unconditional,
        help: ArgumentHelp("UIKit animation duration, or SwiftUI Spring(duration:) (s).", valueName: "T"))
    var duration: InSeconds<Value>?

    @Option(
        once: "damping", parsing: .unconditional,
        help: ArgumentHelp(
            "With --duration: UIKit usingSpringWithDamping (a ratio). With --stiffness: CASpringAnimation.damping (N·s/m).",
            valueName: "ζ|c"))
    var damping: Value?

    @Option(
        once: "mass", parsing: .unconditional,
        help: ArgumentHelp("CASpringAnimation.mass (kg, default 1).", valueName: "m"))
    var mass: Value?

    @Option(
        once: "stiffness", parsing: .unconditional,
        help: ArgumentHelp("CASpringAnimation.stiffness (N/m).", valueName: "k"))
    var stiffness: Value?

    @Option(
        once: "bounce", parsing: .unconditional,
        help: ArgumentHelp(
            "SwiftUI bounce, −1 < b ≤ 1 (with --duration or --perceptual-duration).",
            valueName: "b"))
    var bounce: Value?

    @Option(
        once: "response", parsing: .unconditional,
        help: ArgumentHelp("SwiftUI Spring(response:) (s).", valueName: "r"))
    var response: InSeconds<Value>?

    @Option(
        once: "damping-ratio", parsing: .unconditional,
        help: ArgumentHelp("SwiftUI Spring(dampingRatio:).", valueName: "ζ"))
    var dampingRatio: Value?

    @Option(
        once: "perceptual-duration", parsing: .unconditional,
        help: ArgumentHelp("CASpringAnimation(perceptualDuration:bounce:) (s).", valueName: "d"))
    var perceptualDuration: InSeconds<Value>?

    @Option(
        once: "preset", parsing: .unconditional,
        help: ArgumentHelp("SwiftUI preset: smooth, snappy or bouncy.", valueName: "name"))
    var preset: String?

    @Option(
        once: "velocity", parsing: .unconditional,
        help: ArgumentHelp(
            "Initial velocity in fractions of the distance per second; positive moves toward the target (default 0).",
            valueName: "v"))
    var velocity: Value?

    @Option(
        once: "settling-duration", parsing: .unconditional,
        help: ArgumentHelp(
            "Target: settle in T s, with one of --overshoot, --damping-ratio, --bounce, --peak-time, --bounces.",
            valueName: "T"))
    var settlingDuration: InSeconds<Value>?

    @Option(
        once: "overshoot", parsing: .unconditional,
        help: ArgumentHelp(
            "Target: overshoot as a fraction of the distance (0.08 is 8%).", valueName: "p"))
    var overshoot: Value?

    @Option(
        once: "peak-time", parsing: .unconditional,
        help: ArgumentHelp(
            "Target: when the overshoot peaks (s).", valueName: "tp"))
    var peakTime: InSeconds<Value>?

    @Option(
        once: "bounces", parsing: .unconditional,
        help: ArgumentHelp(
            "Target: target crossings before the band exit.", valueName: "n"))
    var bounces: Value?

    @Option(
        once: "criterion", parsing: .unconditional,
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

    /// Applies to every duration of the command: the spring's, and the
    /// times its `validate()` checks with ``checkTimes(of:long:)``.
    @Flag(
        name: .customLong("long"),
        help: "Durations above 10 s are meant: without it they are refused as milliseconds written for seconds.")
    var long = false

    /// The value of a flat option as written, or nil when it is absent.
    func value(of option: FlatOption) -> SpringSpecValue<Value>? {
        switch option {
        case .duration: duration.map { .number($0.number) }
        case .damping: damping.map(SpringSpecValue.number)
        case .mass: mass.map(SpringSpecValue.number)
        case .stiffness: stiffness.map(SpringSpecValue.number)
        case .bounce: bounce.map(SpringSpecValue.number)
        case .response: response.map { .number($0.number) }
        case .dampingRatio: dampingRatio.map(SpringSpecValue.number)
        case .perceptualDuration: perceptualDuration.map { .number($0.number) }
        case .preset: preset.map(SpringSpecValue.choice)
        case .velocity: velocity.map(SpringSpecValue.number)
        case .allowsOverdamping: allowsOverdamping ? .flag(true) : nil
        case .settlingDuration: settlingDuration.map { .number($0.number) }
        case .overshoot: overshoot.map(SpringSpecValue.number)
        case .peakTime: peakTime.map { .number($0.number) }
        case .bounces: bounces.map(SpringSpecValue.number)
        case .criterion: criterion.map(SpringSpecValue.choice)
        }
    }

    /// The flat options present on the command line.
    var givenOptions: [FlatOption] { FlatOption.allCases.filter { value(of: $0) != nil } }

    /// Every spring written: the one of the flat options, if any, then each `--spring`.
    func writtenSprings() throws -> [WrittenSpring<Value>] {
        let flat = givenOptions.isEmpty ? [] : [try FlatSpringForm.written(by: self)]
        let springs = flat + (try specs.map { try WrittenSpring<Value>(spec: $0) })
        for spring in springs { try spring.checkDurations(long: long) }
        return springs
    }

    /// The one spring of a command that takes one.
    func writtenSpring() throws -> WrittenSpring<Value> {
        let springs = try writtenSprings()
        guard springs.count == 1 else {
            throw ValidationError(
                springs.isEmpty
                    ? "no spring given; write it as in code, in one of the accepted forms: \(FlatSpringForm.usages), "
                        + "or as --spring KIND:key=value,…"
                    : "give one spring: either the spring options or one --spring, not \(springs.count)")
        }
        return springs[0]
    }
}

/// The flat spring options, each named as the parameter it sets.
enum FlatOption: String, CaseIterable, Sendable {
    case duration, damping, mass, stiffness, bounce, response, dampingRatio, perceptualDuration, preset, velocity
    case allowsOverdamping, settlingDuration, overshoot, peakTime, bounces, criterion

    /// The parameter the option sets, by its name in the kinds of input.
    var parameter: String { rawValue }

    /// The option on the command line: the parameter's name in kebab case (`--damping-ratio`).
    var flag: String { "--" + rawValue.map { $0.isUppercase ? "-" + $0.lowercased() : String($0) }.joined() }

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
