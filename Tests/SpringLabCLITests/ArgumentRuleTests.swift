import Foundation
import Testing

/// How command lines are read beyond each option's own syntax (README,
/// "Command-line conventions"): an option given twice is refused; numbers
/// are decimal (a leading `+` allowed, no hex, `inf` or `nan`), also inside
/// `--spring` and in lists and ranges.
@Suite("command-line conventions")
struct ArgumentRuleTests {
    @Test(arguments: [
        (["fit", "--preset", "bouncy", "--preset", "smooth"], "--preset is given more than once ('bouncy', 'smooth')"),
        (["fit", "--duration", "0.4", "--damping", "0.1", "--duration=0.5"], "--duration is given more than once"),
        (["simulate", "--preset", "bouncy", "-o", "a.csv", "--output", "b.csv"], "--output is given more than once"),
        (["fit", "--duration", "0x1p-1", "--damping", "0.5"], "'0x1p-1' is not a decimal number"),
        (["fit", "--spring", "uikit:duration=0x1p-1,damping=0.5"], "'0x1p-1' is not a decimal number"),
        (["fit", "--spring", "ca:stiffness=inf,damping=1"], "'inf' is not a decimal number"),
        (["compare", "--preset", "bouncy", "--steps", "1/30,0x1p-6"], "'0x1p-6' is not a decimal number"),
        (["sweep", "--duration", "0.2...0x1p0:3", "--damping", "0.1...1:3"], "'0x1p0' is not a decimal number"),
        (["compare", "--preset", "bouncy", "--steps", "1/30,,1/60"], "item 2 of '1/30,,1/60' is empty"),
        (["compare", "--preset", "bouncy", "--steps", "1/30,"], "item 2 of '1/30,' is empty"),
        (["sweep", "--duration", "0.2...1:2", "--damping", "0.1...1:2", "--jobs", "-1"], "--jobs must be between 1"),
    ])
    func refused(_ arguments: [String], _ reason: String) throws {
        expectOneLineError(try runSpringlab(arguments), mentioning: reason)
    }

    /// `--spring` is repeatable: two of them draw two curves, no complaint.
    @Test func repeatableOptionsRepeat() throws {
        let result = try runSpringlab([
            "compare", "--spring", "swiftui:preset=bouncy", "--steps", "1/60",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let plot = try runSpringlab(
            ["plot", "--spring", "swiftui:preset=bouncy", "--spring", "swiftui:preset=smooth", "--help"])
        #expect(plot.status == 0)
    }

    /// `+0.5` is 0.5: the report is the same as without the sign.
    @Test func leadingPlusIsTheNumber() throws {
        let plain = try runSpringlab(["fit", "--duration", "0.5", "--damping", "0.5", "--json"])
        let signed = try runSpringlab(["fit", "--duration", "+0.5", "--damping", "+5e-1", "--json"])
        #expect(plain.status == 0 && signed.status == 0, "\(signed.stderr)")
        #expect(plain.stdout == signed.stdout)
    }
}
