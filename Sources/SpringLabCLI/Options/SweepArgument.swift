import ArgumentParser
import SpringLab

/// One spring option of `sweep` as written: a number (`0.5`, `-2`, `1e-3`), or
/// a range `LO...HI:N` — N evenly spaced values from LO to HI, both
/// included (`0.2...1.0:41` is 0.2, 0.22, …, 1.0). The text is kept as
/// written and read by ``axis(named:)``, so that every mistake is reported
/// with the option's name and what is wrong; its numbers are checked as it
/// is read (``OptionValue``).
///
/// The grid is spaced in decimal, as written: value i is the Double nearest
/// to LO + (HI − LO)·i/(N − 1) computed exactly from the decimal texts (see
/// ``DecimalGrid``), so `0.2...1.0:5` is 0.2, 0.4, 0.6, 0.8, 1.0 and not the
/// 0.6000000000000001 that the same sum gives in binary.
struct SweepArgument: NumberOption, DurationValue, SpringSpecNumber, Sendable {
    let written: String

    /// The option's text, its numbers checked: the rest of the range is
    /// read by ``axis(named:)``, which names what is wrong with it.
    init(reading text: String, for option: String, isSeconds: Bool) throws(OptionRefusal) {
        written = text
        if let refusal = countUnitRefusal { throw .invalid(refusal) }
        try requireDecimal(text, option: option, isTime: isSeconds)
    }

    /// A `--spring` key's value, checked as a flat option's is; a unit is
    /// refused as one of seconds when the parameter is in seconds and the
    /// whole value ends in it (`450ms`, not `200ms...1:3`).
    init?(_ text: String, for parameter: SpringParameterDescription) throws(SpringError) {
        written = text
        if let refusal = countUnitRefusal { throw .invalidSweep(reason: "\(parameter.name) \(text): \(refusal)") }
        try checkDecimal(text, option: parameter.name, isTime: parameter.isSeconds && WrittenUnit(text) != nil)
    }

    init(constant value: Double) { written = "\(value)" }

    var defaultText: String { written }

    /// The refusal of a unit on the range's count, checked before the
    /// numbers' own rule, which would read `5s` in `0.2...1.0:5s` as seconds:
    /// the count is a number of values, whatever the option's unit.
    private var countUnitRefusal: String? {
        guard let (head, count) = countText, let unit = WrittenUnit(count) else { return nil }
        let meant = Int(exactly: unit.number).map { "; did you mean \(head):\($0)?" } ?? ""
        return "the number of values is a whole number without a unit ('\(unit.unit)')\(meant)"
    }

    /// A range's text before its last `:` and its count after it; nil for
    /// one number or a range without a count.
    private var countText: (head: Substring, count: Substring)? {
        guard let dots = written.firstRange(of: "..."),
            let colon = written[dots.upperBound...].lastIndex(of: ":")
        else { return nil }
        return (written[..<colon], written[written.index(after: colon)...])
    }

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
            guard let (head, countText) = self.countText else {
                throw ValidationError("\(option) \(text): missing the number of values; write \(Self.syntax)")
            }
            let lower = try number(text[..<dots.lowerBound], option: option, what: "lower end")
            let upper = try number(head[dots.upperBound...], option: option, what: "upper end")
            guard let count = Int(countText) else {
                throw ValidationError(
                    "\(option) \(text): the number of values '\(countText)' is not a whole number; "
                        + "write \(Self.syntax)")
            }
            let evenlySpaced = try SweepAxis(lower: lower, upper: upper, count: count)
            guard let grid = DecimalGrid(lower: text[..<dots.lowerBound], upper: head[dots.upperBound...], count: count)
            else {
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
