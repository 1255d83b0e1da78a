import ArgumentParser
import SpringLab

/// The value of an option as the command line gives it, with the two rules
/// every option follows beyond its own syntax:
///
/// - An option that takes one value is given at most once. swift-argument-parser
///   would keep the last of `--damping 0.5 … --damping 0.7` without a word, so
///   such an option is declared as a list (`[WrittenNumber]`, parsed with
///   `.singleValue` or `.unconditionalSingleValue`, one value per occurrence)
///   and its command's `validate()` refuses a second value with
///   ``checkOptions(_:)``. Repeatable options (`--spring`, `--csv`) are plain lists.
/// - Numbers are written in decimal (``DecimalText``): hexadecimal, `inf`,
///   `infinity` and `nan` are refused, in every number of a value (both sides
///   of `1/120`, each item of `1/30,1/60`, the ends and count of
///   `0.2...1.0:41`). Parsing lets through what Swift reads as a number so
///   that ``check(option:isTime:)``, called by ``checkOptions(_:times:)``, can refuse it
///   naming the option: swift-argument-parser words a value its type refuses
///   without saying why. A number with a unit (`450ms`, `100N`) is let through the
///   same way, to be refused with the number meant: the seconds for a time,
///   the number alone for any other option (``WrittenNumber``).
protocol OptionValue: ExpressibleByArgument {
    /// The value as the user wrote it, quoted in messages.
    var written: String { get }

    /// The value's numbers read as durations in seconds, each with its text:
    /// what ``checkDurations(option:long:)`` checks when the value is a duration.
    var durations: [(seconds: Double, written: String)] { get }

    /// Refuses a value that parsed but breaks the rule on numbers; `isTime`:
    /// whether `option` is a time in seconds, which a unit's refusal names.
    /// - Throws: `ValidationError` naming `option` and the number.
    func check(option: String, isTime: Bool) throws
}

extension OptionValue {
    var durations: [(seconds: Double, written: String)] { [] }

    func check(option: String, isTime: Bool) throws {}
}

extension String: OptionValue {
    var written: String { self }
}

/// `Int(argument:)` reads decimal digits only, so an integer needs no check.
extension Int: OptionValue {
    var written: String { String(self) }
}

/// A choice among names (`--method`, `--format`) is written as its name.
extension OptionValue where Self: RawRepresentable, RawValue == String {
    var written: String { rawValue }
}

extension CurveMethod: OptionValue {}

/// How `simulate` writes the curve.
enum CurveFormat: String, CaseIterable, OptionValue {
    case csv, json
}

/// Refuses an option given more than once and a value that breaks the rule
/// on numbers; each entry is an option's flag and every value given to it,
/// and `times` the flags among them whose numbers are seconds.
/// - Throws: `ValidationError` naming the option.
func checkOptions(_ options: KeyValuePairs<String, [any OptionValue]>, times: Set<String> = []) throws {
    for (option, values) in options {
        guard values.count <= 1 else {
            let quoted = values.map { "'\($0.written)'" }.joined(separator: ", ")
            throw ValidationError("\(option) is given more than once (\(quoted)); give it once")
        }
        try values.first?.check(option: option, isTime: times.contains(option))
    }
}

extension Array where Element: OptionValue {
    /// The value of an option declared with a default: swift-argument-parser
    /// replaces the default with what the command line gives, and
    /// ``checkOptions(_:)`` refuses a second value, so there is exactly one.
    var single: Element { self[0] }
}

/// Refuses a number inside `value` that is not written in decimal, or is
/// written with a unit (``WrittenNumber``, in seconds when `isTime`): the
/// parts of a fraction (`/`), a list (`,`) and a range (`...`, `:`).
/// - Throws: `ValidationError` naming `option`, the value and the number.
func requireDecimal(_ value: String, option: String, isTime: Bool) throws {
    do { try checkDecimal(value, option: option, isTime: isTime) } catch { throw ValidationError(error.description) }
}

/// ``requireDecimal(_:option:isTime:)``, refusing with the library's error.
func checkDecimal(_ value: String, option: String, isTime: Bool) throws(SpringError) {
    // The whole value first, so that a unit with a slash (`100N/m`) is named whole.
    try WrittenNumber.check(value, in: value, for: option, isSeconds: isTime)
    let pieces = value.replacing("...", with: ":").split { $0 == "/" || $0 == "," || $0 == ":" }
    for piece in pieces.map({ $0.trimmingSpaces() }) {
        try WrittenNumber.check(piece, in: value, for: option, isSeconds: isTime)
    }
}
