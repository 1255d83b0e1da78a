import ArgumentParser
import SpringLab

/// `fit` read without swift-argument-parser, for the command lines that use
/// nothing but the spring: its options, `--spring`, and `--json`.
///
/// swift-argument-parser learns a command's options by reflecting on its
/// properties, every time it runs. For fit's forty options that is about
/// three quarters of the whole process, and a start-up of several
/// milliseconds (`bench/compare.py --startup` measures both). QuickFit reads
/// only the plainest command lines: `fit`, then options of the spring
/// (``FlatOption``), `--spring` or `--json`, each option at most once, a
/// value after each option that takes one (`--name value` or
/// `--name=value`).
///
/// It declines anything else (help, any other option, a word it does not
/// know, a value that is not a number, a number not written in decimal), and
/// the full parser then reads the command line. It declines any error as
/// well, so that every message, exit status and help text comes from one
/// place. What it accepts, it answers exactly as ``Fit`` does with no other
/// option given.
struct QuickFit: SpringOptionValues {
    /// The flat options read, in the order given. A list, not a dictionary:
    /// a dictionary keyed by an enum of this module costs the Swift runtime
    /// a search of every protocol conformance in the executable the first
    /// time it makes one (callgrind: about a twentieth of the whole run).
    private var values: [(option: FlatOption, value: WrittenValue<Double>)] = []
    private(set) var specs: [String] = []
    private(set) var json = false

    /// fit's options in `arguments` (the command line without the program
    /// name), or nil when QuickFit does not read this command line.
    init?(_ arguments: [String]) {
        guard arguments.first == "fit", !ArgumentRules.mayBreakARule(arguments.dropFirst()) else { return nil }
        var words = arguments.dropFirst()
        while let word = words.popFirst() {
            guard read(word, then: &words) else { return nil }
        }
    }

    func value(of option: FlatOption) -> WrittenValue<Double>? { values.first { $0.option == option }?.value }

    /// What fit prints for this command line, or nil when the spring is
    /// refused (the full parser then words the refusal).
    func output() -> String? {
        guard
            let report = try? Fit.report(
                of: writtenSpring(), band: nil, distance: nil,
                framesPerSecond: ScreenMove.standard.framesPerSecond, cssTolerance: ScreenMatch.defaultTolerance)
        else { return nil }
        return Fit.rendered(report, json: json)
    }

    /// Reads the option `word` and, when it takes one, its value from the
    /// front of `rest`; false when `word` is not an option QuickFit reads.
    private mutating func read(_ word: String, then rest: inout ArraySlice<String>) -> Bool {
        guard word.hasPrefix("--") else { return false }
        let equals = word.firstIndex(of: "=")
        let name = word[word.index(word.startIndex, offsetBy: 2)..<(equals ?? word.endIndex)]
        let attached = equals.map { String(word[word.index(after: $0)...]) }
        func value() -> String? { attached ?? rest.popFirst() }

        switch name {
        case "json":
            guard attached == nil, !json else { return false }
            json = true
        case "spring":
            guard let text = value() else { return false }
            specs.append(text)
        default:
            guard let option = FlatOption(rawValue: String(name)), self.value(of: option) == nil else { return false }
            switch option.argument {
            case .none:
                guard attached == nil else { return false }
                values.append((option, .flag(true)))
            case .name:
                guard let text = value() else { return false }
                values.append((option, .choice(text)))
            case .number:
                guard let text = value(), let number = Double(argument: text) else { return false }
                values.append((option, .number(number)))
            }
        }
        return true
    }
}
