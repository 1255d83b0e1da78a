import ArgumentParser
import SpringLab

/// A time in seconds as written on the command line: a decimal (`0.008333`,
/// `2e-3`) or a fraction (`1/120`), which is how frame steps are usually
/// thought of. Both sides of a fraction are decimal numbers without a unit
/// (``OptionValue``); a time that reads like milliseconds is refused after
/// parsing, when `--long` is known (``TimeOption``). Range checks are left
/// to the command, which knows what the time is for.
struct SecondsArgument: TimeOption {
    let seconds: Double
    /// The text the user wrote, for messages.
    let written: String
    var option: String? = nil

    var durations: [(seconds: Double, written: String)] { [(seconds, written)] }
}

extension SecondsArgument {
    /// The time `text` writes, a decimal or a fraction of two; nil for any other text.
    init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2, let numerator = DecimalText.parse(parts[0]),
            let denominator = parts.count == 1 ? 1 : DecimalText.parse(parts[1])
        else { return nil }
        self.init(seconds: numerator / denominator, written: text)
    }

    init(reading text: String, for option: String) throws(OptionRefusal) {
        try requireDecimal(text, option: option, isTime: true)
        guard let time = Self(text) else { throw .notA("a time in seconds, a decimal or a fraction like 1/120") }
        self = time
        self.option = option
    }

    var defaultText: String { written }
}

/// A comma-separated list of times, e.g. `1/30,1/60,1/120`. Spaces around an
/// item are allowed; an empty item (`1/30,,1/60`, a trailing comma) is not.
struct SecondsList: TimeOption {
    let items: [SecondsArgument]
    let written: String
    var option: String? = nil

    /// The list `text` writes; nil when an item is empty or not a time.
    init?(_ text: String) {
        guard let list = try? Self(items: text) else { return nil }
        self = list
    }

    init(reading text: String, for option: String) throws(OptionRefusal) {
        try requireDecimal(text, option: option, isTime: true)
        try self.init(items: text)
        self.option = option
    }

    /// - Throws: the refusal naming the item that is empty or not a time.
    private init(items text: String) throws(OptionRefusal) {
        let texts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
        var items: [SecondsArgument] = []
        for (index, item) in texts.enumerated() {
            guard !item.isEmpty else { throw .invalid("item \(index + 1) of '\(text)' is empty") }
            guard let seconds = SecondsArgument(item) else {
                throw .invalid(
                    "item \(index + 1), '\(item)', is not a time in seconds (a decimal or a fraction like 1/120)")
            }
            items.append(seconds)
        }
        self.items = items
        written = text
    }

    var defaultText: String { written }

    var durations: [(seconds: Double, written: String)] { items.flatMap(\.durations) }
}

/// A one-line complaint about an option that must be a positive finite number.
func requirePositive(_ value: Double, option: String, written: String? = nil) throws {
    guard value.isFinite, value > 0 else {
        throw ValidationError("\(option) must be a finite number greater than 0, got \(written ?? shown(value))")
    }
}
