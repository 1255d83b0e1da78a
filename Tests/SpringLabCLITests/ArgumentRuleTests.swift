import Foundation
import Testing

/// How command lines are read beyond each option's own syntax (docs/commands.md,
/// "Command-line conventions"): an option given twice is refused; numbers
/// are decimal (a leading `+` allowed, no hex, `inf` or `nan`) and written
/// without a unit, also inside `--spring` and in lists and ranges. An
/// option's value is refused while the command line is parsed, in the
/// parser's words around its type's reason: `The value 'TEXT' is invalid for
/// '--option <value>': …`.
@Suite("command-line conventions")
struct ArgumentRuleTests {
    /// A second value is refused naming the option and both values, for
    /// options of every sort: numbers, times, lists, ranges, names, choices,
    /// whole numbers, files; `--output` as `-o` too.
    @Test(arguments: [
        (
            ["fit", "--preset", "bouncy", "--preset", "smooth"],
            "The value 'smooth' is invalid for '--preset <name>': the option is given more than once "
                + "('bouncy', 'smooth'); give it once"
        ),
        (
            ["fit", "--duration", "0.4", "--damping", "0.1", "--duration=0.5"],
            "The value '0.5' is invalid for '--duration <T>': the option is given more than once ('0.4', '0.5')"
        ),
        (
            ["fit", "--preset", "bouncy", "--fps", "60", "--fps", "120"],
            "'120' is invalid for '--fps <Hz>': the option is given more than once ('60', '120')"
        ),
        (
            ["simulate", "--preset", "bouncy", "-o", "a.csv", "--output", "b.csv"],
            "'b.csv' is invalid for '--output <file>': the option is given more than once ('a.csv', 'b.csv')"
        ),
        (
            ["simulate", "--preset", "bouncy", "--until", "1", "--until=2"],
            "'2' is invalid for '--until <T>': the option is given more than once ('1', '2')"
        ),
        (
            ["simulate", "--preset", "bouncy", "--format", "csv", "--format", "json"],
            "'json' is invalid for '--format <format>': the option is given more than once ('csv', 'json')"
        ),
        (
            ["compare", "--preset", "bouncy", "--steps", "1/30,1/60", "--steps", "1/120"],
            "'1/120' is invalid for '--steps <h,h,…>': the option is given more than once ('1/30,1/60', '1/120')"
        ),
        (
            ["sweep", "--duration", "0.2...1:3", "--damping", "0.1...1:3", "--damping", "0.5"],
            "'0.5' is invalid for '--damping <ζ|c>': the option is given more than once ('0.1...1:3', '0.5')"
        ),
        (
            ["animate", "--fps", "30", "--fps", "40", "-o", "a.gif"],
            "'40' is invalid for '--fps <n>': the option is given more than once ('30', '40')"
        ),
        (
            ["lint", ".", "--format", "json", "--format", "table"],
            "'table' is invalid for '--format <format>': the option is given more than once ('json', 'table')"
        ),
        (
            ["tokens", "--preset", "swiftui", "-o", "a", "-o", "b"],
            "'b' is invalid for '-o <DIR>': the option is given more than once ('a', 'b')"
        ),
    ])
    func givenTwice(_ arguments: [String], _ reason: String) throws {
        let result = try runSpringlab(arguments)
        expectOneLineError(result, mentioning: reason)
        #expect(result.status == 64)
    }

    /// Numbers that are not decimal are refused naming the option and the
    /// piece, in every number of a value.
    @Test(arguments: [
        (["fit", "--duration", "0x1p-1", "--damping", "0.5"], "'0x1p-1' is invalid for '--duration <T>': '0x1p-1'"),
        (["fit", "--stiffness", "inf", "--damping", "1"], "'inf' is invalid for '--stiffness <k>': 'inf'"),
        (["fit", "--preset", "bouncy", "--tolerance", "nan"], "'nan' is invalid for '--tolerance <fraction>': 'nan'"),
        (["simulate", "--preset", "bouncy", "--until", "1/0x10"], "'1/0x10' is invalid for '--until <T>': '0x10'"),
        (
            ["compare", "--preset", "bouncy", "--steps", "1/30,0x1p-6"],
            "'1/30,0x1p-6' is invalid for '--steps <h,h,…>': '0x1p-6'"
        ),
        (
            ["sweep", "--duration", "0.2...0x1p0:3", "--damping", "0.1...1:3"],
            "'0.2...0x1p0:3' is invalid for '--duration <T>': '0x1p0'"
        ),
        (["lint", ".", "--same-within", "0x1p-8"], "'0x1p-8' is invalid for '--same-within <same-within>': '0x1p-8'"),
        (
            ["plot", "--preset", "bouncy", "--timeout", "inf", "-o", "a.svg"],
            "'inf' is invalid for '--timeout <s>': 'inf'"
        ),
    ])
    func notDecimal(_ arguments: [String], _ refused: String) throws {
        let result = try runSpringlab(arguments)
        expectOneLineError(result, mentioning: "The value " + refused + " is not a decimal number; write numbers")
        #expect(result.status == 64)
    }

    @Test(arguments: [
        (["fit", "--spring", "uikit:duration=0x1p-1,damping=0.5"], "'0x1p-1' is not a decimal number"),
        (["fit", "--spring", "ca:stiffness=inf,damping=1"], "'inf' is not a decimal number"),
        (
            ["compare", "--preset", "bouncy", "--steps", "1/30,,1/60"],
            "The value '1/30,,1/60' is invalid for '--steps <h,h,…>': item 2 of '1/30,,1/60' is empty"
        ),
        (["compare", "--preset", "bouncy", "--steps", "1/30,"], "item 2 of '1/30,' is empty"),
        (
            ["simulate", "--preset", "bouncy", "--format", "xml"],
            "The value 'xml' is invalid for '--format <format>': choose 'csv' or 'json'"
        ),
        (
            ["lint", ".", "--format", "jsn"],
            "The value 'jsn' is invalid for '--format <format>': choose 'table', 'json' or 'sarif'; did you mean 'json'?"
        ),
        (
            ["simulate", "--preset", "bouncy", "--max-samples", "1e3"],
            "The value '1e3' is invalid for '--max-samples <N>': write a whole number"
        ),
        (["sweep", "--duration", "0.2...1:2", "--damping", "0.1...1:2", "--jobs", "-1"], "--jobs must be between 1"),
    ])
    func refused(_ arguments: [String], _ reason: String) throws {
        expectOneLineError(try runSpringlab(arguments), mentioning: reason)
    }

    /// The repeatable options repeat: two `--spring` are two springs (fit
    /// takes one, and says so), two `--preset` two token sets.
    @Test func repeatableOptionsRepeat() throws {
        let two = try runSpringlab(["fit", "--spring", "swiftui:preset=bouncy", "--spring", "swiftui:preset=smooth"])
        expectOneLineError(two, mentioning: "give one spring: either the spring options or one --spring, not 2")
        let plot = try runSpringlab(
            ["plot", "--spring", "swiftui:preset=bouncy", "--spring", "swiftui:preset=smooth", "--help"])
        #expect(plot.status == 0)
        let presets = try runSpringlab(["tokens", "--preset", "swiftui", "--preset", "compose", "--json"])
        #expect(presets.status == 0, "\(presets.stderr)")
    }

    /// `+0.5` is 0.5: the report is the same as without the sign.
    @Test func leadingPlusIsTheNumber() throws {
        let plain = try runSpringlab(["fit", "--duration", "0.5", "--damping", "0.5", "--json"])
        let signed = try runSpringlab(["fit", "--duration", "+0.5", "--damping", "+5e-1", "--json"])
        #expect(plain.status == 0 && signed.status == 0, "\(signed.stderr)")
        #expect(plain.stdout == signed.stdout)
    }
}
