import ArgumentParser
import PropertyBased
import Testing

@testable import SpringLabCLI

/// ``QuickFit`` reads fit's plainest command lines without
/// swift-argument-parser. What it reads must mean what the full parser
/// reads, and whatever else it must leave to the full parser.
@Suite("fit read without the argument parser")
struct QuickFitTests {
    /// The full parser's reading of a fit command line.
    static func parsedFit(_ arguments: [String]) throws -> Fit {
        try #require(try SpringLabCommand.parseAsRoot(arguments) as? Fit)
    }

    /// Each flat option, given alone, is read to the same value by both
    /// parsers: the option names and value types of ``FlatOption`` are the
    /// ones `@Option` declares.
    @Test(arguments: FlatOption.allCases)
    func readsEachOptionAsTheParserDoes(option: FlatOption) throws {
        let value: [String] =
            switch option.argument {
            case .number: ["-2.5e-1"]
            case .name: ["some-name"]
            case .none: []
            }
        let arguments = ["fit", option.flag] + value
        let quick = try #require(QuickFit(arguments))
        let parsed = try Self.parsedFit(arguments)
        #expect(quick.value(of: option) != nil)
        #expect(quick.givenOptions == [option])
        for other in FlatOption.allCases {
            #expect(quick.value(of: other) == parsed.spring.value(of: other), "\(other)")
        }
    }

    /// Every form of spring fit takes, as text and as JSON, with values
    /// attached (`--name=value`) or apart, in any order.
    static let acceptedLines: [[String]] = [
        ["--stiffness", "100", "--damping", "10"],
        ["--mass", "2", "--stiffness", "300", "--damping", "12", "--velocity", "-2"],
        ["--stiffness=100", "--damping=30", "--allows-overdamping", "--json"],
        ["--velocity", "5.5", "--duration", "0.45", "--damping", "0.15"],
        ["--duration", "0.5", "--bounce", "0.3", "--json"],
        ["--response", "0.5", "--damping-ratio", "0.7"],
        ["--preset", "bouncy"],
        ["--perceptual-duration", "0.5", "--bounce", "-0.2"],
        ["--settling-duration", "0.5", "--overshoot", "0.08"],
        ["--settling-duration", "0.5", "--bounces", "2", "--criterion", "core-animation", "--json"],
        ["--peak-time", "0.2", "--overshoot", "0.1"],
        ["--spring", "uikit:duration=0.45,damping=0.15,velocity=5.5"],
        ["--json", "--spring=ca:stiffness=300,damping=20"],
        ["--spring", "compose:dampingRatio=0.5,stiffness=1500"],
        ["--duration", "+1e-1", "--damping", ".5"],
    ]

    @Test(arguments: acceptedLines)
    func printsWhatFitPrints(line: [String]) throws {
        let arguments = ["fit"] + line
        let quick = try #require(QuickFit(arguments)?.output())
        #expect(quick == (try Self.parsedFit(arguments).springOutput()))
    }

    /// Command lines with anything beyond the spring and `--json`: other
    /// options, help, words that are no option, a value missing or not a
    /// number, numbers not in decimal (refused by ``ArgumentRules``), an
    /// option given twice, a value attached to a flag, another command.
    static let declinedLines: [[String]] = [
        ["fit", "--stiffness", "100", "--damping", "10", "--epsilon", "0.01"],
        ["fit", "--stiffness", "100", "--damping", "10", "--fps", "120"],
        ["fit", "--stiffness", "100", "--damping", "10", "--for", "motion"],
        ["fit", "--curve", "capture.csv"],
        ["fit", "--stiffness", "100", "--damping", "10", "--help"],
        ["fit", "-h"],
        ["fit", "--stiffness", "100", "--damping", "10", "--"],
        ["fit", "--stiffness", "100", "--damping", "10", "extra"],
        ["fit", "--stiffness", "100", "--damping"],
        ["fit", "--stiffness", "abc", "--damping", "10"],
        ["fit", "--stiffness=", "--damping", "10"],
        ["fit", "--stiffness", "0x10", "--damping", "10"],
        ["fit", "--stiffness", "inf", "--damping", "10"],
        ["fit", "--spring", "uikit:duration=nan,damping=0.1"],
        ["fit", "--stiffness", "100", "--damping", "10", "--damping", "11"],
        ["fit", "--stiffness", "100", "--damping", "10", "--json", "--json"],
        ["fit", "--json=1", "--stiffness", "100", "--damping", "10"],
        ["fit", "--allows-overdamping=true", "--stiffness", "100", "--damping", "10"],
        ["simulate", "--stiffness", "100", "--damping", "10"],
        ["--version"],
        [],
    ]

    @Test(arguments: declinedLines)
    func leavesTheRestToTheParser(arguments: [String]) {
        #expect(QuickFit(arguments) == nil)
    }

    /// Springs the library refuses, or none or two: QuickFit gives no
    /// output, and the full parser's path refuses them in its own words.
    static let refusedSprings: [[String]] = [
        ["fit"],
        ["fit", "--json"],
        ["fit", "--stiffness", "100"],
        ["fit", "--stiffness", "-1", "--damping", "10"],
        ["fit", "--preset", "wobbly"],
        ["fit", "--preset", "--json"],
        ["fit", "--settling-duration", "0.5", "--overshoot", "0.1", "--bounce", "0.2"],
        ["fit", "--spring", "uikit:duration=0.45", "--stiffness", "100", "--damping", "10"],
        ["fit", "--spring", "nokind:x=1"],
    ]

    @Test(arguments: refusedSprings)
    func leavesRefusalsToTheParser(arguments: [String]) throws {
        let quick = try #require(QuickFit(arguments))
        #expect(quick.output() == nil)
        #expect(throws: (any Error).self) { try Self.parsedFit(arguments).springOutput() }
    }

    /// What the full path prints for a fit command line: ``ArgumentRules``,
    /// then swift-argument-parser, then fit's report.
    static func fullOutput(_ arguments: [String]) throws -> String {
        try ArgumentRules.check(arguments)
        return try parsedFit(arguments).springOutput()
    }

    static let numberTexts = ["0.1", "0.3", "0.5", "0.8", "1", "2", "10", "100", "300", "-0.5", "1e-3", "0", "1e308"]
    static let nameTexts = ["bouncy", "smooth", "snappy", "wobbly", "band", "core-animation", "envelope"]
    static let extraWords: [[String]] = [
        ["--json"], ["--velocity", "2"], ["--mass", "2"], ["--allows-overdamping"], ["--bounce", "0.2"],
        ["--spring", "uikit:duration=0.45,damping=0.15"], ["--criterion", "envelope"], ["--fps", "60"],
    ]

    /// A command line writing `form` with the given values (by position),
    /// each optional option present where `present` says, some attached
    /// with `=` where `attached` says.
    static func line(
        _ form: FlatSpringForm, numbers: [String], names: [String], present: [Bool], attached: [Bool]
    ) -> [String] {
        let optional = form.optional.enumerated().filter { present[$0.offset] }.map(\.element)
        return (form.required + optional).enumerated().flatMap { index, entry -> [String] in
            let value: String? =
                switch entry.option.argument {
                case .number: numbers[index]
                case .name: names[index]
                case .none: nil
                }
            guard let value else { return [entry.option.flag] }
            return attached[index] ? ["\(entry.option.flag)=\(value)"] : [entry.option.flag, value]
        }
    }

    /// Random springs in every flat form, with values the library takes and
    /// values it refuses, and extra words that make some lines ambiguous,
    /// repeat an option or need the full parser: whatever QuickFit answers,
    /// the full path answers with the same bytes, and whatever it refuses,
    /// the full path refuses.
    @Test func answersAsTheFullPathOnRandomSprings() async {
        let forms = Gen.element(of: Array(FlatSpringForm.all.indices)).compactMap { $0 }
        let numbers = Gen.element(of: Self.numberTexts).compactMap { $0 }.array(of: 8)
        let names = Gen.element(of: Self.nameTexts).compactMap { $0 }.array(of: 8)
        let flags = Gen.bool().array(of: 16)
        let extras = Gen.element(of: Self.extraWords).compactMap { $0 }.array(of: 0...2)
        var answered = 0
        await propertyCheck(count: 300, input: forms, numbers, names, flags, extras) {
            form, numbers, names, flags, extras in
            let arguments =
                ["fit"]
                + Self.line(
                    FlatSpringForm.all[form], numbers: numbers, names: names, present: Array(flags[..<8]),
                    attached: Array(flags[8...])) + extras.flatMap { $0 }
            guard let quick = QuickFit(arguments) else { return }
            let full = Result { try Self.fullOutput(arguments) }
            switch (quick.output(), full) {
            case let (text?, .success(expected)):
                #expect(text == expected, "\(arguments)")
                answered += 1
            case (nil, .failure):
                break
            case let (text, full):
                Issue.record("\(arguments): QuickFit \(text == nil ? "refused" : "answered"), the full path \(full)")
            }
        }
        // Enough of the lines are springs QuickFit answers for the comparison to mean something.
        #expect(answered > 20)
    }
}
