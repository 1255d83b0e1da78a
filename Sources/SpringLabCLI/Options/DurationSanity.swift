import ArgumentParser
import SpringLabIO

/// The rule on durations, the same for every one springlab reads (a flat
/// option such as `--duration` or `--settling-duration`, a `--spring` key
/// whose parameter is in seconds, ``SpringParameter/isSeconds``, and every
/// ``SecondsArgument``): they are plain numbers of seconds, as the APIs take
/// them, and two slips are refused with the number that was probably meant.
///
/// - A number with a unit (`450ms`, `0.45s`) is refused, not converted:
///   every number on the command line stays a plain decimal in the unit the
///   API names, as in the code it is copied to, and the message gives the
///   seconds to write (`did you mean 0.45?`).
/// - A duration above ``longest`` (10 s) reads like milliseconds written for
///   seconds (`--duration 450`), and is refused with the thousandth
///   (`did you mean 0.45?`), unless the command line says it is meant with
///   `--long`.
enum DurationSanity {
    /// The longest duration taken without `--long`, in seconds: UI springs
    /// settle in well under a second, and UIKit clamps its duration to 10 s.
    static let longest = 10.0

    /// Whether `--long` is on the command line (before a `--` that ends the
    /// options). It is read here, not from one option group, because the
    /// durations are read by several groups (the spring, `--until`,
    /// `--steps`…), each validated alone; every command that reads a
    /// duration declares the flag with its spring options.
    static let longIsMeant = CommandLine.arguments.dropFirst().prefix { $0 != "--" }.contains("--long")

    /// The seconds `text` writes with a unit: `450ms` is 0.45, `0.45s` is
    /// 0.45; nil for text without one of those units after a decimal number.
    static func seconds(withUnit text: some StringProtocol) -> Double? {
        for (unit, scale) in [("ms", 0.001), ("s", 1.0)] where text.hasSuffix(unit) {
            return DecimalText.parse(text.dropLast(unit.count)).map { $0 * scale }
        }
        return nil
    }

    /// Refuses `piece`, a number inside the value `written` of `option`,
    /// when it carries a unit (``WrittenUnit``).
    /// - Throws: `ValidationError` from ``unitRefusal(_:in:option:isTime:)``.
    static func refuseUnit(_ piece: some StringProtocol, in written: String, option: String, isTime: Bool) throws {
        guard let refusal = unitRefusal(piece, in: written, option: option, isTime: isTime) else { return }
        throw ValidationError(refusal)
    }

    /// The one-line refusal of `piece`, a number inside the value `written`
    /// of `option`, when it carries a unit; nil when it carries none. For a
    /// time (`isTime`) the seconds meant (`450ms` is 0.45), or that seconds
    /// are expected; for any other option the number alone, a percentage
    /// as the fraction it writes (`5%` is 0.05), without a guess for a
    /// multiplier (`100k`).
    static func unitRefusal(_ piece: some StringProtocol, in written: String, option: String, isTime: Bool)
        -> String?
    {
        guard let unit = WrittenUnit(piece) else { return nil }
        if isTime, let seconds = seconds(withUnit: piece) {
            return "\(option) \(written): seconds are expected; did you mean \(shown(seconds))? "
                + "(numbers are written without a unit)"
        }
        if isTime { return "\(option) \(written): seconds are expected, written without a unit ('\(unit.unit)')" }
        let meant: Double? =
            switch unit.unit {
            case "%": unit.number / 100
            case "k", "K", "M", "G": nil
            default: unit.number
            }
        return "\(option) \(written): write the number alone, without a unit ('\(unit.unit)')"
            + (meant.map { "; did you mean \(shown($0))?" } ?? "")
    }

    /// Refuses a duration of `seconds`, written as `piece` inside the value
    /// `written` of `option`, that reads like milliseconds.
    /// - Throws: `ValidationError` with the thousandth, and `--long` for a duration meant.
    static func check(_ seconds: Double, piece: String, in written: String, option: String) throws {
        guard seconds.isFinite, seconds > longest, !longIsMeant else { return }
        let which = piece == written ? "" : ", and \(piece) reads like milliseconds"
        throw ValidationError(
            "\(option) \(written): seconds are expected\(which); did you mean \(shown(seconds / 1000))? "
                + "(add --long if \(piece) s is meant)")
    }
}

/// A decimal number followed by a unit, as in `450ms`, `100N`, `300pt`,
/// `60Hz`, `5%` or `100N/m`: the unit is the trailing run of letters and
/// unit signs (`%`, `/`, `·`, `°`, `µ`, `²`, `³`), the number all before it.
///
/// Edge cases: digits end the unit, so hexadecimal (`0x1F`) is no number
/// with a unit; neither is text whose part before the unit is no decimal
/// number (`inf`, `nan`, `1/120ms`), nor an exponent without its digits (`1.5e`).
struct WrittenUnit {
    let number: Double
    let unit: Substring

    init?(_ text: some StringProtocol) {
        let text = Substring(text)
        let start = text.lastIndex { !($0.isLetter || "%/·°µ²³".contains($0)) }.map(text.index(after:))
        guard let start, start < text.endIndex, text[start...].lowercased() != "e",
            let number = DecimalText.parse(text[..<start])
        else { return nil }
        self.number = number
        unit = text[start...]
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
