import Foundation
import Testing

@testable import SpringLabPlot

/// User text must reach gnuplot as text. Each case is checked against gnuplot
/// itself: gnuplot parses the literal and prints the string it got back.
@Suite("gnuplot string escaping")
struct GnuplotStringTests {
    /// gnuplot's single-quoted syntax holds everything but the quote, which
    /// is concatenated in as `"\047"` (gnuplot 5.4 cannot parse a quoted text
    /// that starts with a doubled quote).
    @Test func quotesAreConcatenated() {
        #expect(gnuplotString("it's") == #"'it'."\047".'s'"#)
        #expect(gnuplotString("'quoted'") == #""\047".'quoted'."\047""#)
        #expect(gnuplotString("''") == #""\047"."\047""#)
        #expect(gnuplotString("") == "''")
        #expect(gnuplotString(#"a\b"#) == #"'a\b'"#)
    }

    /// A line break would end the command mid-string; it becomes a space.
    @Test func controlCharactersBecomeSpaces() {
        #expect(gnuplotString("a\nb\rc\td\u{0}e\u{2028}f") == "'a b c d e f'")
    }

    static let hostile: [String] = [
        #"it's "quoted""#,
        "'quoted'",
        "'' '''' ' @macro '",
        "`touch CANARY`",
        #"system("touch CANARY")"#,
        "@macro and @@ and $(touch CANARY) and \\` and \\",
        "x'; system('touch CANARY'); print 'y",
        "line\nsystem('touch CANARY')",
        "^_{}&~ # not a comment ; neither ;",
        "ζ ε ± — 你好 \u{1F600}",
    ]

    /// gnuplot reads back exactly the text meant (control characters as
    /// spaces), and none of the embedded commands runs.
    @Test(.requiresGnuplot, arguments: hostile)
    func gnuplotReadsTheTextBack(_ template: String) async throws {
        let canary = canaryPath()
        let text = template.replacingOccurrences(of: "CANARY", with: canary)
        let scratch = try makeScratch()
        defer { removeScratch(scratch) }
        let printed = scratch.appendingPathComponent("printed.txt").path
        let script = "set print \(gnuplotFileName(printed)!)\nprint \(gnuplotString(text))\n"
        _ = try await GnuplotRunner(executable: installedGnuplot()).run(script: script)
        let expected = String(
            text.unicodeScalars.map { scalar in
                [.control, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory)
                    ? " " : Character(scalar)
            })
        #expect(try String(contentsOfFile: printed, encoding: .utf8) == expected + "\n")
        #expect(!FileManager.default.fileExists(atPath: canary))
    }

    /// A file name starting with `|` would be a pipe to a command in `set output`.
    @Test(.requiresGnuplot) func pipeLikeFileNamesStayFileNames() async throws {
        #expect(gnuplotFileName("|cat") == "'./|cat'")
        #expect(gnuplotFileName("~/x.png") == "'./~/x.png'")
        #expect(gnuplotFileName("/tmp/|x") == "'/tmp/|x'")
        #expect(gnuplotFileName("a\nb") == nil)
        #expect(gnuplotFileName("") == nil)

        // Run in `scratch`, a pipe `|touch pwned` would create scratch/pwned.
        let scratch = try makeScratch()
        defer { removeScratch(scratch) }
        let name = "|touch pwned"
        let canary = scratch.appendingPathComponent("pwned").path
        let script = "set terminal dumb\nset output \(gnuplotFileName(name)!)\nplot x\n"
        try script.write(to: scratch.appendingPathComponent("pipe.gp"), atomically: true, encoding: .utf8)
        #expect(try runProgram(installedGnuplot(), ["-d", "pipe.gp"], in: scratch) == 0)
        #expect(FileManager.default.fileExists(atPath: scratch.appendingPathComponent(name).path))
        #expect(!FileManager.default.fileExists(atPath: canary))
        // Unescaped, the same name is a pipe: this is what the prefix prevents.
        try "set terminal dumb\nset output '\(name)'\nplot x\nunset output\n"
            .write(to: scratch.appendingPathComponent("raw.gp"), atomically: true, encoding: .utf8)
        try runProgram(installedGnuplot(), ["-d", "raw.gp"], in: scratch)
        #expect(FileManager.default.fileExists(atPath: canary))
    }

    /// Titles, axis labels and legend entries appear literally in the SVG,
    /// with enhanced-text markup characters left alone.
    @Test(.requiresGnuplot) func hostileLabelsAppearLiterallyInSVG() async throws {
        let canary = canaryPath()
        let title = "it's \"quoted\" `touch \(canary)` system(\"touch \(canary)\") @macro ^_{x}&"
        let label = "label 'one' `touch \(canary)`"
        let legend = "legend \\n `touch \(canary)` $(x) ~{a}{b}"
        let figure = Figure(
            title: title,
            panels: [
                Panel(
                    xAxis: Axis(label), yAxis: Axis("y"),
                    series: [Series(label: legend, points: [Point(0, 0), Point(1, 1)], color: Palette.color(0))])
            ])
        let scratch = try makeScratch()
        defer { removeScratch(scratch) }
        let output = scratch.appendingPathComponent("labels.svg").path
        try await testRenderer().render(figure, format: .svg, to: output)
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        for text in [title, label, legend] {
            let xml = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            #expect(svg.contains(">\(xml)</text>"), "missing literal text: \(text)")
        }
        #expect(!FileManager.default.fileExists(atPath: canary))
    }
}
