import ArgumentParser
import SpringLab

/// A number option's value as written: `0.45`, `-2`, `+1e-3`, read as a
/// ``WrittenNumber``. The value of every option that takes one number; a
/// number not written in decimal is refused by ``check(option:isTime:)``
/// (see ``OptionValue``), and so is one written with a unit (``WrittenUnit``),
/// which is let through parsing for that.
extension WrittenNumber: ExpressibleByArgument, OptionValue {
    public init?(argument: String) {
        guard let value = Double(argument) ?? WrittenUnit(argument)?.number else { return nil }
        self.init(value: value, written: argument)
    }

    /// A default is written as Swift prints it (`30.0`), which is how help shows it.
    public var defaultValueDescription: String { written }

    var durations: [(seconds: Double, written: String)] { [(value, written)] }

    func check(option: String, isTime: Bool) throws { try requireDecimal(written, option: option, isTime: isTime) }
}
