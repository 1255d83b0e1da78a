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

extension OptionValue {
    /// Refuses each of the value's durations that reads like milliseconds
    /// (``DurationSanity``), naming `option`, unless `long` says it is meant.
    func checkDurations(option: String, long: Bool) throws {
        for (seconds, piece) in durations {
            try DurationSanity.check(seconds, piece: piece, in: written, option: option, long: long)
        }
    }
}

/// Refuses a duration that reads like milliseconds in the value of each
/// option of `options` (an option's flag and its values), unless `long`,
/// the value of the command's `--long`, says it is meant. A command calls
/// it in its `validate()`, where its spring options' `--long` is known:
/// each option group is validated alone.
/// - Throws: `ValidationError` naming the option.
func checkDurations(_ options: KeyValuePairs<String, [any OptionValue]>, long: Bool) throws {
    for (option, values) in options {
        for value in values { try value.checkDurations(option: option, long: long) }
    }
}
