import SpringLab

/// A number option's value as written: `0.45`, `-2`, `+1e-3`, read as a
/// ``WrittenNumber``: the value of every option that takes one number. A
/// number not written in decimal, or written with a unit (``WrittenUnit``),
/// is refused as the command line is parsed (``OptionValue``).
extension WrittenNumber: NumberOption, DurationValue {
    init(reading text: String, for option: String, isSeconds: Bool) throws(OptionRefusal) {
        try requireDecimal(text, option: option, isTime: isSeconds)
        guard let value = Double(text) else { throw .notA("a decimal number, such as 0.5, -2 or 1e-3") }
        self.init(value: value, written: text)
    }

    /// A default is written as Swift prints it (`30.0`), which is how help shows it.
    var defaultText: String { written }

    var durations: [(seconds: Double, written: String)] { [(value, written)] }
}
