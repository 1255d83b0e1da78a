import ArgumentParser
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
}
