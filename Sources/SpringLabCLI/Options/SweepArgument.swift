import ArgumentParser
import SpringLab
import SpringLabIO

/// One spring option of `sweep` as written: a number (`0.5`, `-2`, `1e-3`), or
/// a range `LO...HI:N` — N evenly spaced values from LO to HI, both
/// included (`0.2...1.0:41` is 0.2, 0.22, …, 1.0). The text is kept as
/// written and read by ``axis(named:)``, so that every mistake is reported
/// with the option's name and what is wrong.
///
/// The grid is spaced in decimal, as written: value i is the Double nearest
/// to LO + (HI − LO)·i/(N − 1) computed exactly from the decimal texts (see
/// ``DecimalGrid``), so `0.2...1.0:5` is 0.2, 0.4, 0.6, 0.8, 1.0 and not the
/// 0.6000000000000001 that the same sum gives in binary.
struct SweepArgument: OptionValue, Sendable {
    let written: String

    init?(argument: String) {
        written = argument
    }

    func check(option: String, isTime: Bool) throws { try requireDecimal(written, option: option, isTime: isTime) }

    /// The number, or the two ends of the range; none that is not a number
    /// (``axis(named:)`` refuses it).
    var durations: [(seconds: Double, written: String)] {
        let ends = written.firstRange(of: "...").map { dots in
            [written[..<dots.lowerBound], written[dots.upperBound...].prefix { $0 != ":" }]
        }
        return (ends ?? [written[...]]).compactMap { end in DecimalText.parse(end).map { ($0, String(end)) } }
    }

    static let syntax = "LO...HI:N (N values from LO to HI, e.g. 0.2...1.0:41) or one number"

    /// Whether the text is a range (`...`) rather than one number.
    var isRange: Bool { written.contains("...") }

    /// The values of the parameter spelled `option` (for messages).
    func axis(named option: String) throws -> SweepAxis {
        let text = written
        do {
            guard let dots = text.firstRange(of: "...") else {
                return try SweepAxis(value: number(Substring(text), option: option, what: "value"))
            }
            let rest = text[dots.upperBound...]
            guard let colon = rest.lastIndex(of: ":") else {
                throw ValidationError("\(option) \(text): missing the number of values; write \(Self.syntax)")
            }
            let lower = try number(text[..<dots.lowerBound], option: option, what: "lower end")
            let upper = try number(rest[..<colon], option: option, what: "upper end")
            let countText = rest[rest.index(after: colon)...]
            guard let count = Int(countText) else {
                throw ValidationError(
                    "\(option) \(text): the number of values '\(countText)' is not a whole number; "
                        + "write \(Self.syntax)")
            }
            let evenlySpaced = try SweepAxis(lower: lower, upper: upper, count: count)
            guard let grid = DecimalGrid(lower: text[..<dots.lowerBound], upper: rest[..<colon], count: count) else {
                return evenlySpaced
            }
            return try SweepAxis(values: grid.values)
        } catch let error as SpringError {
            throw ValidationError("\(option) \(text): \(error)")
        }
    }

    private func number(_ part: Substring, option: String, what: String) throws -> Double {
        guard let value = DecimalText.parse(part), value.isFinite else {
            let shown = part.isEmpty ? "nothing" : "'\(part)'"
            throw ValidationError(
                "\(option) \(written): the \(what) is \(shown), not a finite number; write \(Self.syntax)")
        }
        return value
    }
}
