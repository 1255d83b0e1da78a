import Foundation
import SpringLabTestSupport
import Testing

/// Token files that would make generated code fail to compile, mean two
/// things to two tools, or put live Markdown or reordering characters into
/// what `tokens` writes: each is refused with one line or written inert.
@Suite("tokens on hostile token files")
struct TokenHostileInputTests {
    /// `springlab tokens ARGUMENTS` in a fresh directory holding `json` as `t.json`.
    static func run(_ json: String, _ arguments: [String]) throws -> (ProcessResult, TemporaryDirectory) {
        let directory = try TemporaryDirectory()
        try json.write(toFile: directory.path("t.json"), atomically: true, encoding: .utf8)
        let result = try runProcess(
            springlabExecutable.path, ["tokens", "t.json"] + arguments, currentDirectory: directory.url)
        return (result, directory)
    }

    /// The name a file derives from one token (`slowTolerance` in Dart,
    /// `yForce` in Kotlin) may be another token's own name: the file would
    /// declare it twice. Tokens are taken in the order of their paths, so the
    /// refusal names the later one, whichever the file wrote first.
    @Test(
        "a name one token derives and another's own name are refused, naming both",
        arguments: [
            (
                "dart", #"{"s": {"slowTolerance": {"$value": "compose:"}, "slow": {"$value": "compose:"}}}"#,
                "springs.dart: s.slowTolerance: gets the name sSlowTolerance, as s.slow does: rename one"
            ),
            (
                "kotlin", #"{"x": {"y": {"$value": "compose:"}, "yForce": {"$value": "compose:"}}}"#,
                "Springs.kt: x.yForce: gets the name xYForce, as x.y does: rename one"
            ),
            (
                "kotlin", #"{"x": {"yMinimumVisibleChange": {"$value": "compose:"}, "y": {"$value": "compose:"}}}"#,
                "Springs.kt: x.yMinimumVisibleChange: gets the name xYMinimumVisibleChange, as x.y does: rename one"
            ),
        ])
    func derivedNameCollision(platform: String, json: String, message: String) throws {
        let typed = json.replacing(#"{"$value""#, with: #"{"$type": "spring", "$value""#)
        let (refused, directory) = try Self.run(typed, ["-o", "out", "--no-curves", "--platform", platform])
        defer { directory.remove() }
        #expect(refused.status != 0)
        #expect(refused.stderr == "springlab: error: \(message)\n")
        #expect(try directory.contents() == ["t.json"])
        // Swift declares each name once per type: the same tokens are fine there.
        let (written, other) = try Self.run(typed, ["-o", "out", "--no-curves", "--platform", "swift"])
        defer { other.remove() }
        #expect(written.status == 0, "\(written.stderr)")
    }

    /// JavaScript's `JSON.parse` keeps a repeated member's last value, the
    /// reader would keep its first: refused instead, with the line of the
    /// repetition, whether the names are written alike or one uses an escape.
    @Test(
        "a member repeated in one object is refused with its line",
        arguments: [
            (
                "{\"g\": {\"$type\": \"spring\",\n \"a\": {\"$value\": \"compose:\"},\n \"$type\": \"color\"}}",
                "t.json line 3: the member \"$type\" is repeated (first on line 1): give it once"
            ),
            (
                "{\"g\": {\"a\": {\"$type\": \"spring\",\n\n \"\\u0024value\": \"compose:\",\n \"$value\": \"ca:\"}}}",
                "t.json line 4: the member \"$value\" is repeated (first on line 3): give it once"
            ),
        ])
    func repeatedMember(json: String, message: String) throws {
        let (result, directory) = try Self.run(json, ["--json"])
        defer { directory.remove() }
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "springlab: error: \(message)\n")
    }

    /// Names equal under canonical equivalence (é as one scalar, and e
    /// with a combining acute) are one token's path to springlab, though
    /// JavaScript keeps both: refused too, rather than read as one.
    @Test("members whose names are canonically equivalent are refused")
    func canonicallyEquivalentNames() throws {
        let json =
            "{\"g\": {\"$type\": \"spring\",\n \"\\u00e9\": {\"$value\": \"compose:\"},\n "
            + "\"e\\u0301\": {\"$value\": \"ca:\"}}}"
        let (result, directory) = try Self.run(json, ["--json"])
        defer { directory.remove() }
        #expect(result.status != 0)
        #expect(
            result.stderr
                == "springlab: error: t.json line 3: the member \"\u{E9}\" is repeated (first on line 2): give it once\n"
        )
    }

    /// A name or description is text in the spec sheet: brackets,
    /// parentheses and angle brackets cannot close an image's text, start a
    /// link or open an HTML element.
    @Test("springs.md keeps names and descriptions as text")
    func markdownStaysText() throws {
        let json = #"""
            {"u": {"$type": "spring",
              "p](data:text/html,x)![q": {"$value": "compose:",
                "$description": "1. see [here](javascript:void(0)) <script>x</script> *now*"},
              "<svg onload=y>": {"$value": "ca:"}}}
            """#
        let (result, directory) = try Self.run(json, ["-o", "out", "--platform", "md", "--no-curves"])
        defer { directory.remove() }
        #expect(result.status == 0, "\(result.stderr)")
        let sheet = try String(contentsOfFile: directory.path("out/springs.md"), encoding: .utf8)
        // Headings and descriptions: each character Markdown reads as syntax is escaped.
        let prose = sheet.split(separator: "\n").filter { $0.hasPrefix("## ") || $0.hasPrefix("1") }
        #expect(prose.count == 3, "\(sheet)")
        for line in prose {
            var escaped = false
            for character in line {
                #expect(escaped || !"[]()<>!*".contains(character), "\(character) in \(line)")
                escaped = !escaped && character == "\\"
            }
        }
        #expect(sheet.contains("## u.p\\]\\(data:text/html,x\\)\\!\\[q\n"), "\(sheet)")
        #expect(
            sheet.contains("\n1\\. see \\[here\\]\\(javascript:void\\(0\\)\\) \\<script\\>x\\</script\\> \\*now\\*\n"))
        #expect(sheet.contains("## u.\\<svg onload=y\\>\n"), "\(sheet)")
    }

    /// Bidirectional formatting characters in a comment make code read in
    /// another order than the compiler reads it: none reaches a file.
    @Test("no bidirectional control reaches a generated file")
    func bidiControls() throws {
        let json =
            #"{"b": {"$type": "spring", "x\u2067y\u200f": {"$value": "compose:", "$description": "r\u202dl\u061c"}}}"#
        let (result, directory) = try Self.run(json, ["-o", "out", "--no-curves"])
        defer { directory.remove() }
        #expect(result.status == 0, "\(result.stderr)")
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.path("out")) {
            let text = try String(contentsOfFile: directory.path("out/" + file), encoding: .utf8)
            let hidden = text.unicodeScalars.filter(\.properties.isBidiControl)
            #expect(hidden.isEmpty, "\(file): \(hidden.map { String($0.value, radix: 16) })")
            #expect(text.contains("r l"), "\(file)")
        }
    }
}
