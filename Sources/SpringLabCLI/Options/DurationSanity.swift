import ArgumentParser
import SpringLab

/// The rule on durations, the same for every one springlab reads (a flat
/// option such as `--duration` or `--settling-duration`, a `--spring` key
/// whose parameter is in seconds, ``SpringParameter/isSeconds``, and every
/// ``SecondsArgument``): they are plain numbers of seconds, as the APIs take
/// them, and two slips are refused with the number that was probably meant
/// (the library's rules, ``WrittenNumber``).
///
/// - A number with a unit (`450ms`, `0.45s`) is refused, not converted:
///   every number on the command line stays a plain decimal in the unit the
///   API names, as in the code it is copied to, and the message gives the
///   seconds to write (`did you mean 0.45?`).
/// - A duration above ``WrittenNumber/longestSeconds`` (10 s) reads like
///   milliseconds written for seconds (`--duration 450`), and is refused with
///   the thousandth (`did you mean 0.45?`), unless the command line says it
///   is meant with `--long`.
enum DurationSanity {
    /// Refuses a duration of `seconds`, written as `piece` inside the value
    /// `written` of `option`, that reads like milliseconds, unless `long`
    /// (the command's `--long`) says it is meant.
    /// - Throws: `ValidationError` with the thousandth, and `--long` for a duration meant.
    static func check(_ seconds: Double, piece: String, in written: String, option: String, long: Bool) throws {
        guard !long else { return }
        do { try WrittenNumber.checkSeconds(seconds, piece: piece, in: written, for: option) } catch {
            throw ValidationError(error.withHint)
        }
    }
}

/// A value whose numbers are durations in seconds when its option or
/// parameter is a time.
protocol DurationValue {
    /// The value as written, quoted in messages.
    var written: String { get }

    /// The value's numbers read as durations in seconds, each with its text.
    var durations: [(seconds: Double, written: String)] { get }
}

extension DurationValue {
    /// Refuses each of the value's durations that reads like milliseconds
    /// (``DurationSanity``), naming `option`, unless `long` says it is meant.
    func checkDurations(option: String, long: Bool) throws {
        for (seconds, piece) in durations {
            try DurationSanity.check(seconds, piece: piece, in: written, option: option, long: long)
        }
    }
}

/// The value of an option that is a time of the animation (`--until`,
/// `--step`, `--steps`, `--at`, `--error-step`): refused when it reads like
/// milliseconds by ``checkTimes(of:long:)``, after parsing, since the
/// command's `--long` may follow it on the command line.
protocol TimeOption: OptionValue, DurationValue {
    /// The option it was given to; nil for a value of the code (a default).
    var option: String? { get }
}

/// Refuses a time of the animation that reads like milliseconds, among all
/// the options of `arguments` and of its groups (``TimeOption``), unless
/// `long`, the command's `--long`, says it is meant. A command calls it in
/// its `validate()`, where its spring options' `--long` is known.
/// - Throws: `ValidationError` naming the option.
func checkTimes(of arguments: some ParsableArguments, long: Bool) throws {
    for time in times(in: arguments) {
        guard let option = time.option else { continue }
        try time.checkDurations(option: option, long: long)
    }
}

/// The times given to the options of `arguments`, in the order of their
/// declarations, found by reflecting on its properties: an `@Option`'s
/// value, and those of each `@OptionGroup`.
private func times(in arguments: any ParsableArguments) -> [any TimeOption] {
    Mirror(reflecting: arguments).children.flatMap { child -> [any TimeOption] in
        switch child.value {
        case let option as any ParsedOption: (option.parsedValue as? any TimeOption).map { [$0] } ?? []
        case let group as any ParsedGroup: times(in: group.parsedArguments)
        default: []
        }
    }
}

/// An `@Option` property, for ``checkTimes(of:long:)``.
private protocol ParsedOption {
    var parsedValue: Any { get }
}

extension Option: ParsedOption {
    fileprivate var parsedValue: Any { wrappedValue }
}

/// An `@OptionGroup` property, for ``checkTimes(of:long:)``.
private protocol ParsedGroup {
    var parsedArguments: any ParsableArguments { get }
}

extension OptionGroup: ParsedGroup {
    fileprivate var parsedArguments: any ParsableArguments { wrappedValue }
}
