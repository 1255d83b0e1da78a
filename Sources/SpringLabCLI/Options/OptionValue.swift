import ArgumentParser
import SpringLab
import SpringLabIO

/// The value of an option, read from the command line by its type, which
/// carries the rules its text follows. An option is declared once, with
/// `@Option(once:…)` (``OptionReader``), and swift-argument-parser refuses a
/// text that breaks a rule while it parses, naming the option and the text:
/// `The value '450ms' is invalid for '--duration <T>': seconds are expected; did you mean 0.45? …`.
///
/// - Numbers are written in decimal (``DecimalText``): hexadecimal, `inf`,
///   `infinity` and `nan` are refused, in every number of a value (both sides
///   of `1/120`, each item of `1/30,1/60`, the ends and count of
///   `0.2...1.0:41`); Swift's `Double(_:)` would read them.
/// - A number is written without a unit (`450ms`, `100N`): it is refused with
///   the number meant, the seconds for a time (``InSeconds``,
///   ``SecondsArgument``), the number alone for any other option; the rules
///   and their words are `SpringLab`'s (``WrittenNumber``), the same for
///   `--spring` text, token files and lint.
/// - An option that takes one value is given once (``OptionReader``).
///
/// A time that reads like milliseconds (above 10 s) is refused after parsing
/// (``TimeOption``): the command's `--long` may follow it on the command line.
protocol OptionValue: Sendable {
    /// The value `text` writes for the option `option` (its flag, `--until`),
    /// which a value keeps when a later check names it.
    /// - Throws: why the text is refused, in words that follow the parser's
    ///   `The value '…' is invalid for '--option <value>': `.
    init(reading text: String, for option: String) throws(OptionRefusal)

    /// The value as help shows it as the option's default.
    var defaultText: String { get }

    /// The names the option takes when it takes one of a few (help lists
    /// them, and shell completion offers them); empty for any other option.
    static var choices: [String] { get }
}

extension OptionValue {
    static var choices: [String] { [] }
}

/// Why the text of an option is refused while the command line is parsed.
/// swift-argument-parser writes the description after `The value 'TEXT' is
/// invalid for '--option <value>': `, so it names neither the option nor the text.
enum OptionRefusal: Error, Equatable, CustomStringConvertible {
    /// The option takes one value and was given these, the earlier first.
    case givenMoreThanOnce([String])
    /// A number of the text breaks the rules on numbers: ``SpringError/notDecimal(parameter:written:piece:)``
    /// or ``SpringError/numberWithUnit(parameter:written:number:unit:isSeconds:)``.
    case number(SpringError)
    /// The text writes no value of the option's sort, which `expected`
    /// describes (`a whole number`).
    case notA(_ expected: String)
    /// A name the option does not take, among `choices`.
    case unknownChoice(String, choices: [String])
    /// Any other reason, in full.
    case invalid(String)

    var description: String {
        switch self {
        case let .givenMoreThanOnce(values):
            return
                "the option is given more than once (\(values.map { "'\($0)'" }.joined(separator: ", "))); give it once"
        case let .number(error):
            return error.reason
        case let .notA(expected):
            return "write \(expected)"
        case let .unknownChoice(name, choices):
            let quoted = choices.map { "'\($0)'" }
            let listed =
                quoted.count <= 2
                ? quoted.joined(separator: " or ") : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
            return "choose \(listed)" + didYouMean(name, among: choices)
        case let .invalid(reason):
            return reason
        }
    }
}

extension String: OptionValue {
    init(reading text: String, for option: String) { self = text }

    var defaultText: String { self }
}

/// A whole number, in decimal digits with an optional sign.
extension Int: OptionValue {
    init(reading text: String, for option: String) throws(OptionRefusal) {
        if let value = Int(text) {
            self = value
            return
        }
        if let unit = WrittenUnit(text) {
            throw .number(
                .numberWithUnit(
                    parameter: option, written: text, number: unit.number, unit: String(unit.unit), isSeconds: false))
        }
        throw .notA("a whole number")
    }

    var defaultText: String { String(self) }
}

/// A choice among names (`--method`, `--format`), written as its name.
extension OptionValue where Self: CaseIterable & RawRepresentable, RawValue == String {
    init(reading text: String, for option: String) throws(OptionRefusal) {
        guard let value = Self(rawValue: text) else { throw .unknownChoice(text, choices: Self.choices) }
        self = value
    }

    var defaultText: String { rawValue }

    static var choices: [String] { allCases.map(\.rawValue) }
}

extension CurveMethod: OptionValue {}

extension Recording.TimeUnit: OptionValue {}

/// How `simulate` writes the curve.
enum CurveFormat: String, CaseIterable, OptionValue {
    case csv, json
}

/// The value of a number option (``WrittenNumber``, or ``SweepArgument`` in
/// a sweep), read as a plain number or, within ``InSeconds``, as a time.
protocol NumberOption: OptionValue {
    /// The value `text` writes for `option`; `isSeconds`: whether the number
    /// is a time in seconds, which the refusal of a unit names.
    init(reading text: String, for option: String, isSeconds: Bool) throws(OptionRefusal)
}

extension NumberOption {
    init(reading text: String, for option: String) throws(OptionRefusal) {
        try self.init(reading: text, for: option, isSeconds: false)
    }
}

/// A number option whose number is a time in seconds (`--timeout`, the flat
/// `--duration`): read as `Number` reads a number, a unit refused with the
/// seconds meant (`450ms`: did you mean 0.45?).
struct InSeconds<Number: NumberOption>: OptionValue {
    let number: Number

    init(_ number: Number) { self.number = number }

    init(reading text: String, for option: String) throws(OptionRefusal) {
        number = try Number(reading: text, for: option, isSeconds: true)
    }

    var defaultText: String { number.defaultText }
}

extension InSeconds where Number == WrittenNumber {
    /// The seconds.
    var seconds: Double { number.value }
}

/// Refuses a number inside `value` that is not written in decimal, or is
/// written with a unit (``WrittenNumber``, in seconds when `isTime`): the
/// whole value, then the parts of a fraction (`/`), a list (`,`) and a range
/// (`...`, `:`).
/// - Throws: the library's refusal, naming `option`, the value and the number.
func checkDecimal(_ value: String, option: String, isTime: Bool) throws(SpringError) {
    // The whole value first, so that a unit with a slash (`100N/m`) is named whole.
    try WrittenNumber.check(value, in: value, for: option, isSeconds: isTime)
    let pieces = value.replacing("...", with: ":").split { $0 == "/" || $0 == "," || $0 == ":" }
    for piece in pieces.map({ $0.trimmingSpaces() }) {
        try WrittenNumber.check(piece, in: value, for: option, isSeconds: isTime)
    }
}

/// ``checkDecimal(_:option:isTime:)`` as an option's refusal.
func requireDecimal(_ value: String, option: String, isTime: Bool) throws(OptionRefusal) {
    do { try checkDecimal(value, option: option, isTime: isTime) } catch { throw .number(error) }
}
