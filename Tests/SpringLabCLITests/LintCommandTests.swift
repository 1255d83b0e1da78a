import Foundation
import SpringLabTestSupport
import Testing

/// `springlab lint` end to end on small trees: the measurements against
/// the formulas of docs/physics.md (ω0 = √(k/m), ζ = c / (2√(km)), from
/// rest an overshoot of exp(−πζ/√(1−ζ²))), the findings, the groups and
/// the three outputs.
@Suite("lint command")
struct LintCommandTests {
    /// Writes `files` (name → content) into a new folder and runs `lint` on it.
    private func lint(_ files: [String: String], _ options: [String] = []) throws -> (ProcessResult, String) {
        let root = try TemporaryDirectory()
        for (name, content) in files {
            try content.write(toFile: root.path(name), atomically: true, encoding: .utf8)
        }
        return (try runSpringlab(["lint", root.url.path] + options), root.url.path)
    }

    private func springs(_ json: String) throws -> [[String: Any]] {
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require(object["springs"] as? [[String: Any]])
    }

    private func findings(_ json: String) throws -> [[String: Any]] {
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require(object["findings"] as? [[String: Any]])
    }

    @Test func measuresAsThePhysicsSays() throws {
        let (result, _) = try lint(
            [
                "A.swift": """
                let a = CASpringAnimation(keyPath: "position")
                a.stiffness = 300
                a.damping = 5
                a.mass = 2
                """,
                "B.kt":
                    "val b = spring(dampingRatio = Spring.DampingRatioMediumBouncy, stiffness = Spring.StiffnessLow)\n",
                "C.dart": "const c = SpringDescription(mass: 1, stiffness: 500, damping: 30);\n",
                "D.tsx": "const d = <motion.div transition={{ type: \"spring\", stiffness: 300, damping: 20 }} />;\n",
                "E.js": "useSpring({ config: { tension: 210, friction: 20 } });\n",
            ], ["--format", "json"])
        #expect(result.status == 0)
        let found = try springs(result.stdout)
        #expect(found.map { $0["kind"] as? String } == ["ca", "compose", "flutter", "motion", "react-spring"])
        let expected: [(zeta: Double, omega: Double)] = [
            (5 / (2 * (300.0 * 2).squareRoot()), (300.0 / 2).squareRoot()),
            (0.5, 200.0.squareRoot()),
            (30 / (2 * 500.0.squareRoot()), 500.0.squareRoot()),
            (20 / (2 * 300.0.squareRoot()), 300.0.squareRoot()),
            (20 / (2 * 210.0.squareRoot()), 210.0.squareRoot()),
        ]
        for (spring, expected) in zip(found, expected) {
            let zeta = try #require(spring["dampingRatio"] as? Double)
            let omega = try #require(spring["naturalFrequency"] as? Double)
            let overshoot = try #require(spring["overshoot"] as? Double)
            #expect(abs(zeta - expected.zeta) < 1e-9 * expected.zeta)
            #expect(abs(omega - expected.omega) < 1e-9 * expected.omega)
            let fromRest = exp(-Double.pi * expected.zeta / (1 - expected.zeta * expected.zeta).squareRoot())
            #expect(abs(overshoot - fromRest) < 1e-6)
            #expect(spring["settlingDuration"] as? Double != nil)
        }
        let fields = [
            "file", "line", "column", "kind", "written", "dampingRatio", "naturalFrequency", "settlingDuration",
            "overshoot", "runtime", "endsAt", "jump", "group",
        ]
        #expect(fields.allSatisfy { found[0].keys.contains($0) })
        #expect(found[0]["line"] as? Int == 1 && found[0]["column"] as? Int == 9)
        #expect(found[0]["runtime"] as? String == "Core Animation")
    }

    @Test func findings() throws {
        let (result, _) = try lint(
            [
                "A.swift": """
                UIView.animate(withDuration: 0.45, delay: 0, usingSpringWithDamping: 0.15, initialSpringVelocity: 5.5, options: []) {}
                UIView.animate(withDuration: 2, delay: 0, usingSpringWithDamping: 1.5, initialSpringVelocity: 0, options: []) {}
                let b = Spring(duration: 350, bounce: 0)
                let c = Spring(mass: 1, stiffness: 100, damping: 40)
                let d = Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true)
                let e = Spring(duration: 0.5, bounce: 3)
                let f = Spring(response: base, dampingRatio: 0.5)
                """
            ], ["--format", "json"])
        let rules = try findings(result.stdout).map { "\($0["line"] as? Int ?? 0) \($0["rule"] as? String ?? "")" }
        #expect(
            rules == [
                "1 uikit-jump", "2 out-of-range", "3 milliseconds-duration", "4 overdamping-drawn-critical",
                "6 out-of-range",
            ])
        let found = try springs(result.stdout)
        #expect(found[6]["literal"] as? Bool == false)
        #expect(found[6]["notLiteral"] as? [String] == ["response: base"])
        #expect(found[6]["dampingRatio"] is NSNull)
        // ζ = 40 / (2·√100) = 2 as written, drawn as ζ = 1 without allowOverDamping.
        #expect(found[3]["dampingRatio"] as? Double == 2)
        let jump = try #require(found[0]["jump"] as? Double)
        #expect(jump > 0.01)
    }

    /// motion's `{ duration, bounce }` spring ends at its duration too, but the jump there is
    /// motion's, listed with the spring, not UIKit's finding. bounce 1 is ζ = 1 − 1 clamped to
    /// motion's least damping ratio, 0.05.
    @Test func motionsJumpIsNotUIKits() throws {
        let (result, _) = try lint(
            ["A.tsx": "const a = <motion.div transition={{ type: \"spring\", duration: 2.5, bounce: 1 }} />;\n"],
            ["--format", "json"])
        let found = try springs(result.stdout)
        #expect(found.count == 1)
        #expect(found.first?["dampingRatio"] as? Double == 0.05)
        #expect(found.first?["jump"] as? Double != nil)
        #expect(try findings(result.stdout).allSatisfy { $0["rule"] as? String != "uikit-jump" })
    }

    /// One motion written three ways (ζ = 0.7, ω0 = 2π / 0.5 s, so k = ω0² for a unit mass) is one
    /// group; a stiffness 5% lower is almost the same; a different ζ is neither.
    @Test func groupsAcrossLanguages() throws {
        let k = (2 * Double.pi / 0.5) * (2 * Double.pi / 0.5)
        let (result, root) = try lint(
            [
                "A.swift": "let a = Spring(response: 0.5, dampingRatio: 0.7)\n",
                "B.kt": "val b = spring(dampingRatio = 0.7f, stiffness = \(k)f)\n",
                "C.dart": "final c = SpringDescription.withDampingRatio(mass: 1, stiffness: \(k), ratio: 0.7);\n",
                "D.swift":
                    "let d = Spring(mass: 1, stiffness: \(k * 0.95), damping: \(2 * 0.7 * (k * 0.95).squareRoot()))\n",
                "E.swift": "let e = Spring(response: 0.5, dampingRatio: 0.3)\n",
            ], ["--format", "json"])
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let groups = try #require(object["groups"] as? [[String: Any]])
        #expect(groups.count == 1)
        #expect(
            groups.first?["springs"] as? [String] == ["\(root)/A.swift:1:9", "\(root)/B.kt:1:9", "\(root)/C.dart:1:11"])
        let near = try findings(result.stdout).filter { $0["rule"] as? String == "almost-same" }
        #expect(near.count == 1)
        #expect((near.first?["message"] as? String)?.contains("D.swift") == true)
    }

    /// The fields SARIF 2.1.0 requires (§3.13 sarifLog: version, runs; §3.14 run: tool; §3.19
    /// toolComponent: name; §3.27 result: message with text; §3.28 location, §3.29
    /// physicalLocation, §3.30 region: startLine ≥ 1), and each ruleId among the driver's rules.
    @Test func sarifShape() throws {
        let (result, _) = try lint(
            [
                "A.swift":
                    "let b = Spring(duration: 350, bounce: 0)\nlet c = Spring(mass: 1, stiffness: 100, damping: 40)\n"
            ],
            ["--format", "sarif"])
        let log = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "springlab")
        let rules = try #require(driver["rules"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 2)
        for item in results {
            #expect(rules.contains(item["ruleId"] as? String ?? ""))
            #expect(["none", "note", "warning", "error"].contains(item["level"] as? String ?? ""))
            #expect(((item["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let location = try #require((item["locations"] as? [[String: Any]])?.first)
            let physical = try #require(location["physicalLocation"] as? [String: Any])
            let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(uri.hasSuffix("A.swift") && !uri.contains(" "))
            let region = try #require(physical["region"] as? [String: Any])
            #expect((region["startLine"] as? Int ?? 0) >= 1 && (region["startColumn"] as? Int ?? 0) >= 1)
        }
    }

    @Test func strictFailsOnFindings() throws {
        let clean = ["A.swift": "let a = Spring(response: 0.5, dampingRatio: 0.7)\n"]
        let (plain, _) = try lint(clean, ["--strict"])
        #expect(plain.status == 0)
        #expect(plain.stdout.contains("1 spring found, 1 measured, 0 groups, 0 findings"))
        let (strict, _) = try lint(["A.swift": "let b = Spring(duration: 350, bounce: 0)\n"], ["--strict"])
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("milliseconds-duration"))
        #expect(strict.stderr == "springlab: error: lint: 1 finding (--strict)\n")
    }

    /// Spring(duration: 450, bounce: 0.2): ω0 = 2π/450 rad/s, ζ = 0.8, so
    /// the 0.1% band is left only after ln(1000)/(ζω0) ≈ 618 s at most, far
    /// past the 100 s the screen models follow: not an end, and not "never".
    @Test func endBeyondTheHorizon() throws {
        let (result, _) = try lint(["A.swift": "let b = Spring(duration: 450, bounce: 0.2)\n"])
        #expect(result.stdout.contains("SwiftUI: does not stop within 100 s"), "\(result.stdout)")
        #expect(!result.stdout.contains("never"))
    }

    @Test func table() throws {
        let (result, root) = try lint([
            "A.swift":
                "let a = Spring(response: 0.5, dampingRatio: 0.7)\nlet b = Spring(response: 0.5, dampingRatio: 0.7)\n",
            "B.kt": "val c = spring(dampingRatio = ratio)\n",
        ])
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first?.hasPrefix("spring ") == true)
        #expect(lines.first?.contains("ζ") == true && lines.first?.hasSuffix("group") == true)
        #expect(lines.contains { $0.hasPrefix("\(root)/A.swift:2:9 ") && $0.hasSuffix("#1") })
        #expect(lines.contains { $0.hasPrefix("\(root)/B.kt:1:9 ") && $0.contains("not literal") })
        #expect(lines.contains("found, not literal:"))
        #expect(lines.contains("    dampingRatio: ratio"))
        #expect(lines.contains("group #1: 2 springs move the same on screen"))
        #expect(lines.dropLast().last == "3 springs found, 2 measured, 1 group, 0 findings")
    }

    /// A file's name and the code of a call come from the tree linted: a
    /// title-setting OSC, a screen clear, a bidi isolate or a line break in
    /// them is shown escaped, and each spring stays on its own row.
    @Test func tableEscapesWhatTheFilesSay() throws {
        let (result, root) = try lint([
            "t\u{1B}]2;owned\u{07}\u{2067}.swift":
                "let a = Spring(response: 0.5, /* \u{1B}[2J\u{9B}1m */ dampingRatio: x)\n",
            "line\nbreak.swift": "let b = Spring(response: 0.4, dampingRatio: 0.8)\n",
        ])
        let raw = result.stdout.unicodeScalars.filter { scalar in
            scalar == "\u{1B}" || scalar == "\u{07}" || scalar == "\u{9B}" || scalar.properties.isBidiControl
        }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(raw.isEmpty, "\(raw.map { String($0.value, radix: 16) })")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix(#"\#(root)/t\u{1B}]2;owned\u{7}\u{2067}.swift:1:9 "#) }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix(#"\#(root)/line\nbreak.swift:1:9 "#) }, "\(lines)")
        #expect(lines.contains { $0.contains(#"/* \u{1B}[2J\u{9B}1m */"#) }, "\(lines)")
    }

    /// A negative number is the option's value, refused by its range; each
    /// option is given once; a value in range is used.
    @Test func tolerancesAreNumbersGivenOnce() throws {
        let files = [
            "A.swift":
                "let a = Spring(response: 0.5, dampingRatio: 0.7)\nlet b = Spring(response: 0.5, dampingRatio: 0.72)\n"
        ]
        for (options, message) in [
            (["--same-within", "-0.25"], "take 0 ≤ same ≤ near, got -0.25 and 0.05"),
            (["--near-within", "-1e-3", "--same-within", "0"], "take 0 ≤ same ≤ near, got 0 and -1e-3"),
            (
                ["--same-within", "0.01", "--same-within=0.02"],
                "'--same-within <same-within>': the option is given more than once ('0.01', '0.02')"
            ),
            (
                ["--format", "json", "--format", "sarif"],
                "'--format <format>': the option is given more than once ('json', 'sarif')"
            ),
        ] {
            let (result, _) = try lint(files, options)
            expectOneLineError(result, mentioning: message)
        }
        // ζ 0.7 and 0.72 at one response differ by less than 5% of the distance but more than 0.5%.
        let (apart, _) = try lint(files)
        #expect(apart.stdout.hasSuffix("2 springs found, 2 measured, 0 groups, 1 finding\n"))
        let (together, _) = try lint(files, ["--same-within", "0.05", "--near-within", "0.1"])
        #expect(together.stdout.hasSuffix("2 springs found, 2 measured, 1 group, 0 findings\n"), "\(together.stdout)")
    }

    @Test func missingPath() throws {
        let result = try runSpringlab(["lint", "/no/such/place"])
        expectOneLineError(result, mentioning: "'/no/such/place': no such file")
        // As every other file that cannot be read: status 1, not the usage status.
        #expect(result.status == 1)
    }
}
