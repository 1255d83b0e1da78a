import ArgumentParser
import SpringLab
import SpringLabIO

/// The rules every command line follows beyond what ArgumentParser checks,
/// applied in one place before parsing:
///
/// - An option that takes one value is given at most once: ArgumentParser
///   would silently keep the last (`--damping 0.5 … --damping 0.7`).
///   Repeatable options (`--spring`, `--csv`) are exempt.
/// - Numbers are written in decimal (``DecimalText``): a leading `+` is fine,
///   hexadecimal (`0x1p-3`), `inf`, `infinity` and `nan` are refused. This
///   covers every number inside a numeric option's value: both sides of a
///   fraction (`1/120`), every item of a list (`1/30,1/60`) and both ends
///   and the count of a range (`0.2...1.0:41`).
///
/// Which options exist, take a value and may repeat comes from
/// ArgumentParser's own description of the command (`--experimental-dump-help`);
/// which of them are numeric, from the types of the command's properties
/// (``NumericArgument``). Anything the rules cannot place (an unknown
/// option, a missing value) is left for ArgumentParser to report.
enum ArgumentRules {
    /// Checks `arguments` (without the program name).
    /// - Throws: `ValidationError` naming the option and what is wrong.
    static func check(_ arguments: [String]) throws {
        guard let name = arguments.first,
            let command = SpringLabCommand.configuration.subcommands.first(where: { $0._commandName == name })
        else { return }
        let given = arguments.dropFirst().prefix { $0 != "--" }
        let asksForHelp = ["-h", "--help", "--version", "--experimental-dump-help"]
        guard !given.contains(where: asksForHelp.contains), mayBreakARule(given),
            let options = optionsOf(command: name)
        else { return }
        let numeric = numericOptionNames(command)
        var seen: [String: [String]] = [:]
        for (option, value) in optionValues(Array(given), options: options) {
            seen[option.preferredName, default: []].append(value)
            if !option.isRepeating, let values = seen[option.preferredName], values.count > 1 {
                throw ValidationError(
                    "\(option.preferredName) is given more than once "
                        + "(\(values.map { "'\($0)'" }.joined(separator: ", "))); give it once")
            }
            if numeric.contains(option.longName ?? "") { try checkNumbers(in: value, option: option.preferredName) }
        }
    }

    /// Whether `arguments` could break a rule at all: an option-like word
    /// given twice (`-o` counting as `--output`), or a number not written in
    /// decimal anywhere. Most command lines do neither, and skip the full
    /// check, which asks ArgumentParser for the command's description (about
    /// as long as the rest of start-up).
    static func mayBreakARule(_ arguments: ArraySlice<String>) -> Bool {
        // A handful of words: an array is quicker to set up than a Set.
        var spellings: [Substring] = []
        for argument in arguments where argument.hasPrefix("-") {
            let spelling = argument.prefix { $0 != "=" }
            let name = spelling == "-o" ? "--output" : spelling
            if spellings.contains(name) { return true }
            spellings.append(name)
        }
        return arguments.contains { argument in
            let value = argument.firstIndex(of: "=").map { argument[argument.index(after: $0)...] } ?? argument[...]
            return [argument[...], value].contains { text in
                numberPieces(String(text)).contains { DecimalText.isOtherNumberSpelling($0) }
            }
        }
    }

    /// Refuses a number inside `value` that is not written in decimal.
    static func checkNumbers(in value: String, option: String) throws {
        for piece in numberPieces(value) where DecimalText.isOtherNumberSpelling(piece) {
            throw ValidationError(
                "\(option) \(value): '\(piece)' is not a decimal number; write numbers with digits, "
                    + "an optional point and exponent (0.5, 1e-3, 1/120); hex, inf and nan are not accepted")
        }
    }

    /// The numbers of an option's value: the parts between `/`, `,`, `...` and `:`.
    static func numberPieces(_ value: String) -> [Substring] {
        value.replacing("...", with: ":")
            .split(whereSeparator: { $0 == "/" || $0 == "," || $0 == ":" })
            .map { $0.trimmingSpaces()[...] }
    }

    /// An option as ArgumentParser describes it.
    struct OptionInfo {
        /// Every spelling: `--output`, `-o`.
        let spellings: [String]
        let preferredName: String
        let longName: String?
        let isRepeating: Bool
        /// Whether the next argument is the value even when it starts with `-`.
        let takesAnyValue: Bool
    }

    /// Pairs each value-taking option on the line with its value, the way
    /// ArgumentParser reads them: `--name value`, `--name=value`, `-o value`.
    static func optionValues(_ arguments: [String], options: [OptionInfo]) -> [(OptionInfo, String)] {
        var pairs: [(OptionInfo, String)] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-"), argument.count > 1 else { continue }
            let equals = argument.firstIndex(of: "=")
            let spelling = equals.map { String(argument[..<$0]) } ?? argument
            guard let option = options.first(where: { $0.spellings.contains(spelling) }) else { continue }
            if let equals {
                pairs.append((option, String(argument[argument.index(after: equals)...])))
            } else if index < arguments.count, option.takesAnyValue || !arguments[index].hasPrefix("-") {
                pairs.append((option, arguments[index]))
                index += 1
            }
        }
        return pairs
    }

    /// The value-taking options of a subcommand, from ArgumentParser's JSON
    /// description of it; nil when that cannot be had.
    static func optionsOf(command name: String) -> [OptionInfo]? {
        let dump: String
        do {
            _ = try SpringLabCommand.parseAsRoot([name, "--experimental-dump-help"])
            return nil
        } catch {
            dump = SpringLabCommand.message(for: error)
        }
        guard let arguments = JSONReader.parse(dump)?["command"]?["arguments"]?.arrayValue else { return nil }
        return arguments.compactMap { argument -> OptionInfo? in
            guard argument["kind"]?.stringValue == "option", let names = argument["names"]?.arrayValue else {
                return nil
            }
            let spellings = names.compactMap { name -> String? in
                guard let text = name["name"]?.stringValue else { return nil }
                return (name["kind"]?.stringValue == "short" ? "-" : "--") + text
            }
            let long = names.first { $0["kind"]?.stringValue == "long" }?["name"]?.stringValue
            return OptionInfo(
                spellings: spellings, preferredName: long.map { "--" + $0 } ?? spellings.first ?? "",
                longName: long, isRepeating: argument["isRepeating"]?.boolValue ?? false,
                takesAnyValue: argument["parsingStrategy"]?.stringValue == "unconditional")
        }
    }

    /// The long names of the options of `command` whose values are numbers.
    static func numericOptionNames(_ command: ParsableArguments.Type) -> Set<String> {
        var names: Set<String> = []
        for child in Mirror(reflecting: command.init()).children {
            guard let label = child.label, label.hasPrefix("_") else { continue }
            let wrapper = type(of: child.value)
            if let option = wrapper as? any OptionProperty.Type {
                if option.valueType is any NumericArgument.Type {
                    names.insert(longName(property: String(label.dropFirst())))
                }
            } else if let group = wrapper as? any GroupProperty.Type {
                names.formUnion(numericOptionNames(group.argumentsType))
            }
        }
        return names
    }

    /// ArgumentParser's default long name for a property: `maxSamples` → `max-samples`.
    static func longName(property: String) -> String {
        var name = ""
        var previous: Character?
        for character in property {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { name.append("-") }
            name.append(contentsOf: character.lowercased())
            previous = character
        }
        return name
    }
}

/// A type whose command-line text holds numbers that ``ArgumentRules`` checks.
protocol NumericArgument {}
extension Double: NumericArgument {}
extension Int: NumericArgument {}
extension SecondsArgument: NumericArgument {}
extension SecondsList: NumericArgument {}
extension SweepArgument: NumericArgument {}
extension Optional: NumericArgument where Wrapped: NumericArgument {}
extension Array: NumericArgument where Element: NumericArgument {}

/// The value type of an `@Option` property, seen through its wrapper.
protocol OptionProperty { static var valueType: Any.Type { get } }
extension Option: OptionProperty { static var valueType: Any.Type { Value.self } }

/// The arguments of an `@OptionGroup` property.
protocol GroupProperty { static var argumentsType: ParsableArguments.Type { get } }
extension OptionGroup: GroupProperty { static var argumentsType: ParsableArguments.Type { Value.self } }
