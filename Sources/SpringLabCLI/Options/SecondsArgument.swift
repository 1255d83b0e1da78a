import ArgumentParser
import SpringLab

/// A time in seconds as written on the command line: a decimal (`0.008333`,
/// `2e-3`) or a fraction (`1/120`), which is how frame steps are usually
/// thought of. Both sides of a fraction are decimal numbers, and one
/// written with a unit is refused (``check(option:isTime:)``); a time that
/// reads like milliseconds is refused by the command, which knows `--long`
/// (``checkDurations(_:long:)``, ``DurationSanity``). Range checks are left
/// to the command, which knows the option.
struct SecondsArgument: OptionValue {
    let seconds: Double
    /// The text the user wrote, for messages.
    let written: String

    var durations: [(seconds: Double, written: String)] { [(seconds, written)] }

    func check(option: String, isTime: Bool) throws {
        try requireDecimal(written, option: option, isTime: true)
    }
}

extension SecondsArgument {
    init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        let unitSeconds = parts.count == 1 ? WrittenUnit(argument)?.number : nil
        guard parts.count <= 2, let numerator = Double(parts[0]) ?? unitSeconds,
            let denominator = parts.count == 1 ? 1 : Double(parts[1])
        else { return nil }
        self.init(seconds: numerator / denominator, written: argument)
    }
}

/// A comma-separated list of times, e.g. `1/30,1/60,1/120`. Spaces around an
/// item are allowed; an empty item (`1/30,,1/60`, a trailing comma) is not.
struct SecondsList: OptionValue {
    let items: [SecondsArgument]
    let written: String

    init?(argument: String) {
        guard let list = try? SecondsList(parsing: argument) else { return nil }
        self = list
    }

    /// - Throws: `ValidationError` naming the item that is empty or not a time.
    init(parsing text: String) throws {
        let texts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingSpaces() }
        items = try texts.enumerated().map { index, item in
            guard !item.isEmpty else { throw ValidationError("item \(index + 1) of '\(text)' is empty") }
            guard let seconds = SecondsArgument(argument: item) else {
                throw ValidationError(
                    "item \(index + 1), '\(item)', is not a time in seconds (a decimal or a fraction like 1/120)")
            }
            return seconds
        }
        written = text
    }

    var defaultValueDescription: String { written }

    var durations: [(seconds: Double, written: String)] { items.flatMap(\.durations) }

    func check(option: String, isTime: Bool) throws {
        try requireDecimal(written, option: option, isTime: true)
    }
}

/// A one-line complaint about an option that must be a positive finite number.
func requirePositive(_ value: Double, option: String, written: String? = nil) throws {
    guard value.isFinite, value > 0 else {
        throw ValidationError("\(option) must be a finite number greater than 0, got \(written ?? shown(value))")
    }
}
