import Foundation
import SpringLabTestSupport
import Testing

/// `springlab lint` on many springs written differently: every spring
/// listed, the almost-same pairs at most a few per group and each once, and
/// past its limit one line instead of memory or time running out.
@Suite("lint on many distinct springs")
struct LintScaleTests {
    private func json(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// 2,400 springs in 4 files, each pair of response and damping ratio
    /// written once; `--near-within 1` makes every group almost the same as
    /// every other.
    @Test func everyGroupAlmostTheSameListsAFewEach() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        var lines: [[String]] = [[], [], [], []]
        for index in 0..<2400 {
            let response = 0.2 + Double(index % 60) * 0.02, ratio = 0.15 + Double(index / 60) * 0.02
            lines[index % 4].append("let s\(index) = Spring(response: \(response), dampingRatio: \(ratio))")
        }
        for (number, file) in lines.enumerated() {
            try file.joined(separator: "\n").write(
                toFile: root.path("F\(number).swift"), atomically: true, encoding: .utf8)
        }
        let result = try runSpringlab(["lint", root.url.path, "--near-within", "1", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let output = try json(result.stdout)
        let springs = try #require(output["springs"] as? [[String: Any]])
        #expect(springs.count == 2400)
        let grouped = try #require(output["groups"] as? [[String: Any]]).map {
            ($0["springs"] as? [String])?.count ?? 0
        }
        let groups = grouped.count + springs.count - grouped.reduce(0, +)
        let almost = try #require(output["findings"] as? [[String: Any]]).filter {
            $0["rule"] as? String == "almost-same"
        }
        // Each group lists at most its 3 nearest, and a pair is listed once, so at most 3 per group.
        #expect(!almost.isEmpty && almost.count <= 3 * groups, "\(almost.count) pairs, \(groups) groups")
        let pairs = almost.map { "\($0["file"] ?? ""):\($0["line"] ?? "") \($0["message"] ?? "")" }
        #expect(Set(pairs).count == pairs.count)
    }

    /// 50,001 springs written differently (durations 1 µs apart) in one
    /// file, one more than lint measures at once: one line, status 1,
    /// before any is measured. 50,001 springs written alike are one to measure.
    @Test func pastTheLimitIsOneLine() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let distinct = (0...50_000).map { "let s = Spring(duration: 0.\(200_000 + $0), bounce: 0.1)" }
        try distinct.joined(separator: "\n").write(toFile: root.path("Many.swift"), atomically: true, encoding: .utf8)
        let refused = try runSpringlab(["lint", root.path("Many.swift")])
        expectOneLineError(refused, mentioning: "50001 springs written differently, more than the 50000")
        #expect(refused.status == 1)
        let alike = Array(repeating: "let s = Spring(duration: 0.3, bounce: 0.1)", count: 50_001)
        try alike.joined(separator: "\n").write(toFile: root.path("Many.swift"), atomically: true, encoding: .utf8)
        let linted = try runSpringlab(["lint", root.path("Many.swift")])
        #expect(linted.status == 0, "\(linted.stderr)")
        #expect(linted.stdout.hasSuffix("\n50001 springs found, 50001 measured, 1 group, 0 findings\n"))
    }

    /// A spring half a million calls deep in Kotlin and Java (and Kotlin's
    /// comparisons, which look like type arguments until they end): found at
    /// its column. Reading is linear in the nesting, so this takes seconds;
    /// quadratic, as it once was, it would take hours.
    @Test(.timeLimit(.minutes(1))) func deepNestingInKotlinAndJava() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let depth = 250_000
        let kotlin =
            "val s = " + String(repeating: "f(g(", count: depth) + "spring(dampingRatio = 0.4f, stiffness = 250f)"
            + String(repeating: "))", count: depth) + "\n"
            + String(repeating: "val c = a > b && spring < x\n", count: 20_000)
        let java =
            "class A { Object s = " + String(repeating: "g(new int[] {h(", count: depth / 2)
            + "new SpringForce(0f).setStiffness(350f).setDampingRatio(0.6f)"
            + String(repeating: ")})", count: depth / 2) + "; }\n"
        try kotlin.write(toFile: root.path("Deep.kt"), atomically: true, encoding: .utf8)
        try java.write(toFile: root.path("Deep.java"), atomically: true, encoding: .utf8)
        let result = try runSpringlab(["lint", root.url.path, "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let springs = try #require(try json(result.stdout)["springs"] as? [[String: Any]])
        #expect(
            springs.map { $0["spec"] as? String } == [
                "android:stiffness=350,dampingRatio=0.6", "compose:dampingRatio=0.4,stiffness=250",
            ])
        #expect(springs.map { $0["column"] as? Int } == [22 + 15 * depth / 2, 9 + 4 * depth])
    }
}
