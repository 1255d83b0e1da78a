import Foundation
import SpringLabTestSupport
import Testing

/// What lint's lexers take for literals, through the binary: a spring
/// written inside one is not found, and the code around it still is, at
/// its line and column.
@Suite("lint's literals")
struct LintLexingTests {
    private func found(_ name: String, _ source: String) throws -> [String] {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        try source.write(toFile: root.path(name), atomically: true, encoding: .utf8)
        let result = try runSpringlab(["lint", root.path(name), "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return try #require(object["springs"] as? [[String: Any]]).map {
            "\($0["line"] as? Int ?? 0):\($0["column"] as? Int ?? 0) \($0["kind"] as? String ?? "")"
        }
    }

    /// Swift's regex literals: `#/…/#`, `##/…/##` over several lines, and a
    /// bare `/…/` where an expression begins; a `/` after a value divides.
    @Test func swiftRegexLiterals() throws {
        let source = """
            let a = try #/Spring\\(duration: 0.5, bounce: 0.2\\)/#.firstMatch(in: text)
            let b = ##/
              \\.spring\\(response: 0.3, dampingFraction: 0.6\\) # a comment inside, and a /# that does not close it
              Animation.spring(response: 0.4, dampingFraction: 0.7)
              /##
            let c = text.contains(/.snappy(duration: 0.2, extraBounce: 0.1)/) ? 1 : 0
            if let m = line.wholeMatch(of: /Spring(response: 1, dampingRatio: 0.5)/) { print(m) }
            let d = width/2 + Spring(duration: 0.4, bounce: 0.1).duration/3
            let e = total / count, f = Spring(response: 0.3, dampingRatio: 0.9)
            """
        #expect(try found("Regex.swift", source) == ["8:19 swiftui", "9:28 swiftui"])
    }

    /// SARIF positions: a byte order mark is not in the first line, a lone
    /// CR ends a line (a `//` comment too), columns count UTF-16 code units
    /// as `columnKind` says; a path inside the folder lint runs in is
    /// relative to `%SRCROOT%`, one leading out of it an absolute `file:` URI.
    @Test func sarifPositions() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let prefix = "let ñ𝄞ü = 2; let b = "
        let source =
            "\u{FEFF}let a = Spring(duration: 12, bounce: 0.1)\r\r// x = Spring(duration: 99, bounce: 0)\r"
            + prefix + "Spring(duration: 15, bounce: 0.1)\r\n"
        try FileManager.default.createDirectory(atPath: root.path("work/src"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root.path("other"), withIntermediateDirectories: true)
        try source.write(toFile: root.path("work/src/Pos.swift"), atomically: true, encoding: .utf8)
        try source.write(toFile: root.path("other/Out.swift"), atomically: true, encoding: .utf8)
        let result = try runSpringlab(
            ["lint", "src", "../other/Out.swift", "--format", "sarif", "--near-within", "0.005"],
            currentDirectory: URL(fileURLWithPath: root.path("work")))
        #expect(result.status == 0, "\(result.stderr)")
        let log = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "utf16CodeUnits")
        let base = (run["originalUriBaseIds"] as? [String: [String: String]])?["%SRCROOT%"]?["uri"]
        #expect(
            base.map { URL(string: $0)?.standardizedFileURL.path }
                == URL(fileURLWithPath: root.path("work")).standardizedFileURL.path)
        let places = try #require(run["results"] as? [[String: Any]]).map { result -> String in
            let physical = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            let artifact = physical?["artifactLocation"] as? [String: String] ?? [:]
            let region = physical?["region"] as? [String: Int] ?? [:]
            let file =
                artifact["uriBaseId"] == nil
                ? URL(string: artifact["uri"] ?? "")?.lastPathComponent ?? "" : artifact["uri"] ?? ""
            return
                "\(file) \(artifact["uriBaseId"] ?? "file") \(region["startLine"] ?? 0):\(region["startColumn"] ?? 0)"
        }
        let column = prefix.utf16.count + 1
        #expect(
            places == [
                "Out.swift file 1:9", "Out.swift file 4:\(column)", "src/Pos.swift %SRCROOT% 1:9",
                "src/Pos.swift %SRCROOT% 4:\(column)",
            ])
        let absolute = try #require(run["results"] as? [[String: Any]]).compactMap {
            (((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"])
                as? [String: String])?["uri"]
        }.filter { $0.hasPrefix("file://") }
        #expect(
            absolute.allSatisfy {
                URL(string: $0)?.standardizedFileURL.path
                    == URL(fileURLWithPath: root.path("other/Out.swift")).standardizedFileURL.path
            })
    }
}
