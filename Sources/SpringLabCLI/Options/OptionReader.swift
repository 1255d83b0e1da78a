import ArgumentParser
import Synchronization

extension Option {
    /// An option that takes one value, given at most once, with a default:
    ///
    ///     @Option(once: "timeout", help: ArgumentHelp("Stop gnuplot after this many seconds.", valueName: "s"))
    ///     var timeout = InSeconds(WrittenNumber(30))
    ///
    /// Its flag is `--long` (and `-short`); its value's type reads the text
    /// (``OptionValue``), and help shows the default and the choices as
    /// swift-argument-parser shows them for its own types.
    init(
        wrappedValue: Value, once long: String, short: Character? = nil,
        parsing: SingleValueParsingStrategy = .next, help: ArgumentHelp
    ) where Value: OptionValue {
        let reader = OptionReader<Value>(long: long)
        self.init(
            wrappedValue: wrappedValue, name: reader.names(short: short), parsing: parsing,
            help: reader.help(help, default: wrappedValue.defaultText), completion: reader.completion,
            transform: { text in try reader.read(text) })
    }

    /// An option that takes one value, given at most once, nil when absent.
    init<Read: OptionValue>(
        once long: String, short: Character? = nil, parsing: SingleValueParsingStrategy = .next, help: ArgumentHelp
    ) where Value == Read? {
        let reader = OptionReader<Read>(long: long)
        self.init(
            name: reader.names(short: short), parsing: parsing, help: reader.help(help, default: ""),
            completion: reader.completion, transform: { text in try reader.read(text) })
    }
}

/// Reads the values of one option while a command line is parsed, and
/// refuses a second one: swift-argument-parser would keep the last of
/// `--damping 0.5 … --damping 0.7` without a word.
///
/// The parser calls an option's `transform` once for each time the option
/// is given, and it makes a command's options afresh for each parse, from a
/// new instance of the command (its `ArgumentSet` reflects `type.init()`),
/// so the reader made with a property's declaration sees the values of one
/// parse, and only those. A test parses the same command line twice in one
/// process to hold the parser to that.
final class OptionReader<Value: OptionValue>: Sendable {
    /// The option's flag, `--timeout`.
    let flag: String
    private let long: String
    private let given = Mutex<String?>(nil)

    init(long: String) {
        self.long = long
        flag = "--" + long
    }

    /// The value of `text`, the option's value on the command line.
    /// - Throws: ``OptionRefusal/givenMoreThanOnce(_:)`` for a second value,
    ///   else the type's refusal of the text.
    func read(_ text: String) throws(OptionRefusal) -> Value {
        let earlier = given.withLock { given in
            defer { given = given ?? text }
            return given
        }
        if let earlier { throw .givenMoreThanOnce([earlier, text]) }
        return try Value(reading: text, for: flag)
    }

    /// `--long`, with `-short` before it when there is one.
    func names(short: Character?) -> NameSpecification {
        guard let short else { return [.customLong(long)] }
        return [.customShort(short), .customLong(long)]
    }

    /// The help, with the choices and the default as swift-argument-parser
    /// writes them after the abstract of an option it reads itself
    /// (`(values: csv, json; default: csv)`): a `transform` hides both from it.
    func help(_ help: ArgumentHelp, default value: String) -> ArgumentHelp {
        let choices = Value.choices.joined(separator: ", ")
        let note =
            switch (choices.isEmpty, value.isEmpty) {
            case (true, true): ""
            case (false, true): "(values: \(choices))"
            case (true, false): "(default: \(value))"
            case (false, false): "(values: \(choices); default: \(value))"
            }
        var help = help
        help.abstract = [help.abstract, note].filter { !$0.isEmpty }.joined(separator: " ")
        return help
    }

    /// The choices for shell completion, when the option takes a few names.
    var completion: CompletionKind? { Value.choices.isEmpty ? nil : .list(Value.choices) }
}
