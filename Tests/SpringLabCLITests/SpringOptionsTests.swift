import ArgumentParser
import Foundation
import PropertyBased
import SpringLab
import Testing

@testable import SpringLabCLI

/// The spring options as swift-argument-parser reads them: a spring written
/// with the flat options means what the same spring written as
/// `--spring KIND:key=value,…` means.
@Suite("spring options")
struct SpringOptionsTests {
    /// fit's reading of a command line.
    static func parsedFit(_ arguments: [String]) throws -> Fit {
        try #require(try SpringLabCommand.parseAsRoot(["fit"] + arguments) as? Fit)
    }

    /// What fit prints for its spring, or nil when it refuses the command line.
    static func fitOutput(_ arguments: [String]) -> String? {
        try? parsedFit(arguments).springOutput()
    }

    /// Each flat option is read to the value written, and to no other option.
    @Test(arguments: FlatOption.allCases)
    func readsEachOptionAlone(option: FlatOption) throws {
        let value: [String] =
            switch option.argument {
            case .number: ["-2.5e-1"]
            case .name: ["some-name"]
            case .none: []
            }
        let spring = try Self.parsedFit([option.flag] + value).spring
        #expect(spring.givenOptions == [option])
        switch spring.value(of: option) {
        case let .number(number)?: #expect(number.value == -0.25 && number.written == "-2.5e-1")
        case let .choice(name)?: #expect(name == "some-name")
        case let .flag(flag)?: #expect(flag)
        case nil: Issue.record("\(option) not read")
        }
    }

    /// The flat form and the kind's own parameters, as two command lines.
    static func bothSpellings(
        _ form: FlatSpringForm, numbers: [String], names: [String], present: [Bool], attached: [Bool]
    ) -> (flat: [String], spec: [String]) {
        let optional = form.optional.enumerated().filter { present[$0.offset] }.map(\.element)
        var flat: [String] = []
        var parameters: [String] = []
        for (index, entry) in (form.required + optional).enumerated() {
            let value: String =
                switch entry.argument {
                case .number: numbers[index]
                case .name: names[index]
                case .none: "true"
                }
            parameters.append("\(entry.parameter)=\(value)")
            if entry.argument == .none {
                flat.append(entry.flag)
            } else {
                flat += attached[index] ? ["\(entry.flag)=\(value)"] : [entry.flag, value]
            }
        }
        return (flat, ["--spring", "\(form.kind.kind):" + parameters.joined(separator: ",")])
    }

    static let numberTexts = ["0.1", "0.3", "0.5", "0.8", "1", "2", "10", "100", "300", "-0.5", "1e-3", "0", "1e308"]
    static let nameTexts = ["bouncy", "smooth", "snappy", "wobbly", "band", "core-animation", "envelope"]

    /// Random springs in every flat form, with values the library takes and
    /// values it refuses: written with the flat options or as `--spring`, fit
    /// prints the same bytes (text and JSON), or refuses both.
    @Test func flatOptionsMeanWhatTheKindsParametersMean() async {
        let forms = Gen.element(of: Array(FlatSpringForm.all.indices)).compactMap { $0 }
        let numbers = Gen.element(of: Self.numberTexts).compactMap { $0 }.array(of: 8)
        let names = Gen.element(of: Self.nameTexts).compactMap { $0 }.array(of: 8)
        let flags = Gen.bool().array(of: 17)
        var answered = 0
        await propertyCheck(count: 200, input: forms, numbers, names, flags) { form, numbers, names, flags in
            let (flat, spec) = Self.bothSpellings(
                FlatSpringForm.all[form], numbers: numbers, names: names, present: Array(flags[..<8]),
                attached: Array(flags[8..<16]))
            let json = flags[16] ? ["--json"] : []
            let written = Self.fitOutput(flat + json)
            #expect(written == Self.fitOutput(spec + json), "\(flat) and \(spec)")
            if written != nil { answered += 1 }
        }
        // Enough of the lines are springs fit answers for the comparison to mean something.
        #expect(answered > 20)
    }

    /// Every option that takes one value refuses a second, on every command;
    /// `--spring` and `--csv` add a curve each time.
    @Test(arguments: ["fit", "simulate", "compare", "sweep", "plot", "animate", "gallery"])
    func refusesAnyOptionGivenTwice(command: String) throws {
        let options = try commandOptions(command).filter { !["--spring", "--csv"].contains($0.flag) }
        #expect(options.count > 1)
        for option in options {
            let value = option.values.first ?? "1"
            let message = Result {
                try SpringLabCommand.parseAsRoot([command, option.flag, value, option.flag, value])
            }
            .failureMessage
            #expect(message == "\(option.flag) is given more than once ('\(value)', '\(value)'); give it once")
        }
    }

    /// Numbers are decimal: Swift's other spellings are refused naming the
    /// option, a leading `+` and a bare point are decimal.
    @Test(arguments: ["0x1p3", "0X10", "inf", "-inf", "+infinity", "nan", "NaN", "-nan"])
    func refusesOtherNumberSpellings(text: String) throws {
        let number = try #require(WrittenNumber(argument: text))
        #expect(throws: ValidationError.self) { try number.check(option: "--mass", isTime: false) }
        let message = Result { try SpringLabCommand.parseAsRoot(["fit", "--stiffness", text, "--damping", "1"]) }
            .failureMessage
        #expect(
            message?.hasPrefix("--stiffness \(text): '\(text)' is not a decimal number") == true, "\(message ?? "")")
    }

    @Test(arguments: [("+0.5", 0.5), (".25", 0.25), ("4.", 4), ("-1e-3", -0.001), ("2.5E+2", 250)])
    func readsDecimalSpellings(text: String, value: Double) throws {
        let number = try #require(WrittenNumber(argument: text))
        try number.check(option: "--mass", isTime: false)
        #expect(number.value == value)
    }

    /// `--long` is the command's own flag, so parsing in process sees it: a
    /// time above 10 s reads like milliseconds (12 s as 0.012 s) without it,
    /// and is taken with it, on the option of another group (`--until` of
    /// simulate's interval) as on the command's (`--error-step` of plot).
    @Test(arguments: [
        ["simulate", "--preset", "bouncy", "--until", "12"],
        ["plot", "--preset", "bouncy", "--error-step", "12", "-o", "x.svg"],
    ])
    func longIsTheFlagsValue(arguments: [String]) throws {
        let refused = Result { try SpringLabCommand.parseAsRoot(arguments) }.failureMessage
        #expect(refused?.hasSuffix("did you mean 0.012? (add --long if 12 s is meant)") == true, "\(refused ?? "")")
        _ = try SpringLabCommand.parseAsRoot(arguments + ["--long"])
    }

    /// Text that is no number at all (empty included) is refused by the parser.
    @Test(arguments: ["", "abc", "1/2", " 1", "1,5"])
    func refusesNonNumbers(text: String) {
        #expect(WrittenNumber(argument: text) == nil)
    }
}

extension Result where Success == any ParsableCommand, Failure == any Error {
    /// The one-line message springlab prints for the error, or nil when parsing succeeded.
    var failureMessage: String? {
        guard case let .failure(error) = self else { return nil }
        return SpringLabCommand.message(for: error)
    }
}

/// The value-taking options of `command` as swift-argument-parser describes
/// them (`--experimental-dump-help`): the long flag, and the values it
/// lists for an option with a fixed set.
func commandOptions(_ command: String) throws -> [(flag: String, values: [String])] {
    let dump = Result { try SpringLabCommand.parseAsRoot([command, "--experimental-dump-help"]) }.failureMessage ?? ""
    let root = try #require(try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])
    let arguments = try #require((root["command"] as? [String: Any])?["arguments"] as? [[String: Any]])
    return arguments.compactMap { argument in
        guard argument["kind"] as? String == "option",
            let long = (argument["names"] as? [[String: Any]])?.first(where: { $0["kind"] as? String == "long" }),
            let name = long["name"] as? String
        else { return nil }
        return ("--" + name, argument["allValues"] as? [String] ?? [])
    }
}
