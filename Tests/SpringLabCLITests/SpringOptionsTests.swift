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

    /// The options that may be given more than once, each adding to a list.
    static let repeatable = ["--spring", "--csv", "--tokens", "--preset", "--platform"]

    /// Every option that takes one value refuses a second while the command
    /// line is parsed, on every command, in the parser's words around the
    /// refusal; the options the parser reads as lists are the repeatable ones.
    @Test(arguments: ["fit", "simulate", "compare", "sweep", "plot", "animate", "gallery", "lint", "tokens"])
    func refusesAnyOptionGivenTwice(command: String) throws {
        let options = try commandOptions(command)
        #expect(options.count > 1)
        for option in options where option.isRepeating {
            #expect(Self.repeatable.contains(option.flag), "\(command) \(option.flag) is read as a list")
        }
        for option in options where !option.isRepeating {
            let written = ["--columns": "1,2", "--region": "0,0,10,10"]
            let value = option.values.first ?? written[option.flag] ?? "1"
            let message = Result {
                try SpringLabCommand.parseAsRoot([command, option.flag, value, option.flag, value])
            }
            .failureMessage
            #expect(
                message
                    == "The value '\(value)' is invalid for '\(option.flag) <\(option.valueName)>': the option is given "
                    + "more than once ('\(value)', '\(value)'); give it once", "\(command) \(option.flag)")
        }
    }

    /// A repeatable option given twice is read twice: two springs, which fit
    /// then refuses as two, not as a repeated option.
    @Test func springRepeats() throws {
        let command = try Self.parsedFit(["--spring", "swiftui:preset=bouncy", "--spring", "swiftui:preset=smooth"])
        #expect(command.spring.specs == ["swiftui:preset=bouncy", "swiftui:preset=smooth"])
    }

    /// Each parse reads its command line afresh: an option given once in
    /// each of two parses in one process is not taken for one given twice
    /// (the reader of a value is made with each parse's own command).
    @Test func eachParseReadsItsOwnOptions() throws {
        for _ in 0..<3 {
            let fit = try Self.parsedFit(["--damping", "0.5", "--duration", "0.4", "--fps", "120"])
            #expect(fit.spring.damping?.value == 0.5 && fit.screen.fps.value == 120)
        }
    }

    /// The reader of one option refuses its second value, with both values.
    @Test func readerRefusesASecondValue() throws {
        let reader = OptionReader<WrittenNumber>(long: "mass")
        #expect(try reader.read("2").value == 2)
        #expect(throws: OptionRefusal.givenMoreThanOnce(["2", "3"])) { try reader.read("3") }
    }

    /// Numbers are decimal: Swift's other spellings are refused by the type,
    /// naming the piece, and on the command line in the parser's words.
    @Test(arguments: ["0x1p3", "0X10", "inf", "-inf", "+infinity", "nan", "NaN", "-nan"])
    func refusesOtherNumberSpellings(text: String) throws {
        #expect(throws: OptionRefusal.number(.notDecimal(parameter: "--mass", written: text, piece: text))) {
            try WrittenNumber(reading: text, for: "--mass")
        }
        let message = Result { try SpringLabCommand.parseAsRoot(["fit", "--stiffness", text, "--damping", "1"]) }
            .failureMessage
        #expect(
            message?.hasPrefix(
                "The value '\(text)' is invalid for '--stiffness <k>': '\(text)' is not a decimal number")
                == true, "\(message ?? "")")
    }

    /// A unit is refused by the type with the number meant: the seconds for
    /// a time (``InSeconds``, ``SecondsArgument``), the number alone otherwise.
    @Test func refusesUnits() throws {
        #expect(
            throws: OptionRefusal.number(
                .numberWithUnit(parameter: "--duration", written: "450ms", number: 450, unit: "ms", isSeconds: true))
        ) { try InSeconds<WrittenNumber>(reading: "450ms", for: "--duration") }
        #expect(
            throws: OptionRefusal.number(
                .numberWithUnit(parameter: "--mass", written: "2kg", number: 2, unit: "kg", isSeconds: false))
        ) { try WrittenNumber(reading: "2kg", for: "--mass") }
        #expect(
            throws: OptionRefusal.number(
                .numberWithUnit(parameter: "--until", written: "2s", number: 2, unit: "s", isSeconds: true))
        ) { try SecondsArgument(reading: "2s", for: "--until") }
        #expect(
            throws: OptionRefusal.number(
                .numberWithUnit(parameter: "--jobs", written: "4x", number: 4, unit: "x", isSeconds: false))
        ) { try Int(reading: "4x", for: "--jobs") }
    }

    /// A name an option does not take is refused with the names it takes
    /// and the one meant.
    @Test func refusesUnknownChoices() throws {
        #expect(throws: OptionRefusal.unknownChoice("jsn", choices: ["csv", "json"])) {
            try CurveFormat(reading: "jsn", for: "--format")
        }
        #expect(
            OptionRefusal.unknownChoice("jsn", choices: ["csv", "json"]).description
                == "choose 'csv' or 'json'; did you mean 'json'?")
    }

    @Test(arguments: [("+0.5", 0.5), (".25", 0.25), ("4.", 4), ("-1e-3", -0.001), ("2.5E+2", 250)])
    func readsDecimalSpellings(text: String, value: Double) throws {
        let number = try WrittenNumber(reading: text, for: "--mass")
        #expect(number.value == value && number.written == text)
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

    /// Text that is no number at all (empty included) is refused as such.
    @Test(arguments: ["", "abc", "1/2", " 1", "1,5"])
    func refusesNonNumbers(text: String) {
        #expect(throws: OptionRefusal.notA("a decimal number, such as 0.5, -2 or 1e-3")) {
            try WrittenNumber(reading: text, for: "--mass")
        }
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
/// them (`--experimental-dump-help`): the long flag, its value's name, the
/// values it completes for an option with a fixed set, and whether the
/// parser reads it as a list.
func commandOptions(_ command: String) throws -> [(
    flag: String, valueName: String, values: [String], isRepeating: Bool
)] {
    let dump = Result { try SpringLabCommand.parseAsRoot([command, "--experimental-dump-help"]) }.failureMessage ?? ""
    let root = try #require(try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])
    let arguments = try #require((root["command"] as? [String: Any])?["arguments"] as? [[String: Any]])
    return arguments.compactMap { argument in
        guard argument["kind"] as? String == "option",
            let long = (argument["names"] as? [[String: Any]])?.first(where: { $0["kind"] as? String == "long" }),
            let name = long["name"] as? String
        else { return nil }
        let list = (argument["completionKind"] as? [String: Any])?["list"] as? [String: Any]
        return (
            "--" + name, argument["valueName"] as? String ?? name, list?["values"] as? [String] ?? [],
            argument["isRepeating"] as? Bool ?? false
        )
    }
}
