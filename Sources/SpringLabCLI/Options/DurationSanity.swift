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
    /// Whether `--long` is on the command line (before a `--` that ends the
    /// options). It is read here, not from one option group, because the
    /// durations are read by several groups (the spring, `--until`,
    /// `--steps`…), each validated alone; every command that reads a
    /// duration declares the flag with its spring options.
    static let longIsMeant = CommandLine.arguments.dropFirst().prefix { $0 != "--" }.contains("--long")

    /// Refuses a duration of `seconds`, written as `piece` inside the value
    /// `written` of `option`, that reads like milliseconds.
    /// - Throws: `ValidationError` with the thousandth, and `--long` for a duration meant.
    static func check(_ seconds: Double, piece: String, in written: String, option: String) throws {
        guard !longIsMeant else { return }
        do { try WrittenNumber.checkSeconds(seconds, piece: piece, in: written, for: option) } catch {
            throw ValidationError(error.withHint)
        }
    }
}

extension OptionValue {
    /// Refuses each of the value's durations that reads like milliseconds
    /// (``DurationSanity``), naming `option`.
    func checkDurations(option: String) throws {
        for (seconds, piece) in durations {
            try DurationSanity.check(seconds, piece: piece, in: written, option: option)
        }
    }
}
