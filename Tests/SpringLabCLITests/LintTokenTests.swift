import Foundation
import SpringLabTestSupport
import Testing

/// `springlab lint --tokens`: each spring's nearest token and how far its
/// screen strays, checked against the closed form of docs/physics.md.
@Suite("lint --tokens")
struct LintTokenTests {
    /// Two tokens: Material 3 Expressive's default spatial spring as Compose
    /// writes it (ζ 0.8, k 380), and SwiftUI's `response` 0.5 s with ζ 0.8.
    private let tokens = """
        {"motion": {"$type": "spring",
          "expressive": {"$value": {"kind": "compose", "dampingRatio": 0.8, "stiffness": 380}},
          "swift": {"$value": {"kind": "swiftui", "response": 0.5, "dampingFraction": 0.8}}}}
        """

    /// Springs equal to a token, written in another vocabulary (Kotlin's
    /// `0.8f`, SwiftUI's duration and bounce for response and damping
    /// fraction, Flutter's ratio for Compose's), one near (k 383) and one
    /// far (k 400).
    private let sources = [
        "A.kt": """
        val same = spring(dampingRatio = 0.8f, stiffness = 380f)
        val near = spring<Float>(dampingRatio = 0.8f, stiffness = 383f)
        """,
        "B.swift": "withAnimation(.spring(duration: 0.5, bounce: 0.2)) {}\n",
        "C.dart": "const far = SpringDescription(mass: 1, stiffness: 400, damping: 32);\n",
        "D.dart": "final d = SpringDescription.withDampingRatio(mass: 1, stiffness: 380, ratio: 0.8);\n",
    ]

    /// Writes the sources and `tokens` into a new folder and runs `lint` on it with `options`.
    private func lint(_ options: [String], tokens: String? = nil) throws -> (ProcessResult, String) {
        let root = try TemporaryDirectory()
        for (name, content) in sources {
            try content.write(toFile: root.path(name), atomically: true, encoding: .utf8)
        }
        let file = try TemporaryDirectory()
        try (tokens ?? self.tokens).write(toFile: file.path("tokens.json"), atomically: true, encoding: .utf8)
        let result = try runSpringlab(["lint", root.url.path, "--tokens", file.path("tokens.json")] + options)
        return (result, root.url.path)
    }

    /// x(t) from x0 = −1 at rest toward 0, ζ < 1: −e^(−ζω0t)(cos ωd t + ζω0/ωd sin ωd t), ωd = ω0√(1−ζ²).
    private func displacement(dampingRatio zeta: Double, frequency omega: Double, at t: Double) -> Double {
        let damped = omega * (1 - zeta * zeta).squareRoot()
        return -exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
    }

    /// The largest |x₁ − x₂| over 60 Hz frames for 20 s (both at rest long before).
    private func deviation(stiffness a: Double, _ b: Double, dampingRatio zeta: Double = 0.8) -> Double {
        (0...1200).map { k in
            let t = Double(k) / 60
            return abs(
                displacement(dampingRatio: zeta, frequency: a.squareRoot(), at: t)
                    - displacement(dampingRatio: zeta, frequency: b.squareRoot(), at: t))
        }.max()!
    }

    @Test func nearestTokenAndDeviation() throws {
        let (result, root) = try lint(["--format", "json"])
        #expect(result.status == 0)
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let springs = try #require(object["springs"] as? [[String: Any]])
        let token = springs.map { $0["token"] as? [String: Any] }
        let paths = token.map { $0?["path"] as? String }
        #expect(
            paths == [
                "motion.expressive", "motion.expressive", "motion.swift", "motion.expressive", "motion.expressive",
            ])
        let deviations = try token.map { try #require($0?["deviation"] as? Double) }
        // Written as the token is, for the same runtime: the same frames.
        #expect(deviations[0] < 1e-12)
        // SwiftUI's duration 0.5 s and bounce 0.2 are response 0.5 s and damping fraction 0.8.
        #expect(deviations[2] < 1e-9)
        // The same spring for Flutter: apart only by the ends, Compose's visibility threshold
        // (0.01 units) and Flutter's tolerance (0.001 units) on a move of 300.
        #expect(deviations[4] < (0.01 + 0.001) / 300)
        // The largest deviation comes while both move, so the runtimes' ends (at most
        // 0.01 / 300 of the distance) cannot change it by more than 1e-4.
        let near = deviation(stiffness: 383, 380), far = deviation(stiffness: 400, 380)
        #expect(near < 0.005 && far > 0.005)
        #expect(abs(deviations[1] - near) < 1e-4)
        #expect(abs(deviations[3] - far) < 1e-4)
        let findings = try #require(object["findings"] as? [[String: Any]]).filter {
            $0["rule"] as? String == "no-token"
        }
        #expect(findings.map { $0["file"] as? String } == ["\(root)/C.dart"])
        let message = try #require(findings.first?["message"] as? String)
        #expect(message.hasPrefix("matches no token: nearest motion.expressive strays 1.6"))
    }

    @Test func tableSarifAndStrict() throws {
        let (table, root) = try lint(["--strict"])
        #expect(table.status == 1)
        let lines = table.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix("group  token") == true)
        #expect(lines.contains { $0.hasPrefix("\(root)/B.swift:1:15 ") && $0.hasSuffix(" motion.swift") })
        #expect(lines.contains { $0.hasPrefix("\(root)/C.dart:1:13 ") && $0.hasSuffix(" —") })
        #expect(lines.contains { $0.hasPrefix("  \(root)/C.dart:1:13: no-token: matches no token: nearest ") })
        let (sarif, _) = try lint(["--format", "sarif"])
        let log = try #require(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        #expect(rules.contains("no-token"))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.filter { $0["ruleId"] as? String == "no-token" }.count == 1)
    }

    /// Without tokens the outputs have no token column, field or rule.
    @Test func withoutTokens() throws {
        let root = try TemporaryDirectory()
        try sources["B.swift"]!.write(toFile: root.path("B.swift"), atomically: true, encoding: .utf8)
        let table = try runSpringlab(["lint", root.url.path])
        #expect(table.stdout.split(separator: "\n").first?.hasSuffix("group") == true)
        let json = try runSpringlab(["lint", root.url.path, "--format", "json"])
        #expect(!json.stdout.contains("\"token\""))
        let sarif = try runSpringlab(["lint", root.url.path, "--format", "sarif"])
        #expect(!sarif.stdout.contains("no-token"))
    }

    /// A bad token file is refused as `springlab tokens` refuses it.
    @Test func refusesBadTokenFiles() throws {
        let (unknown, _) = try lint([], tokens: #"{"a": {"$type": "spring", "$value": "nope:x=1"}}"#)
        expectOneLineError(unknown, mentioning: "tokens.json: a: no spring kind 'nope'")
        #expect(unknown.status == 64)
        let (notJSON, _) = try lint([], tokens: "[1")
        expectOneLineError(notJSON, mentioning: "tokens.json line 1: not JSON")
        #expect(notJSON.status == 64)
        let root = try TemporaryDirectory()
        let preset = try runSpringlab(["lint", root.url.path, "--preset", "nope"])
        expectOneLineError(preset, mentioning: "--preset: no preset 'nope'")
        #expect(preset.status == 64)
    }

    /// `--preset` alone: Compose's spring(0.8, 380) is Material 3 Expressive's default spatial spring.
    @Test func preset() throws {
        let root = try TemporaryDirectory()
        try sources["A.kt"]!.write(toFile: root.path("A.kt"), atomically: true, encoding: .utf8)
        let result = try runSpringlab(["lint", root.url.path, "--preset", "material3-expressive", "--format", "json"])
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let first = try #require((object["springs"] as? [[String: Any]])?.first?["token"] as? [String: Any])
        #expect(first["path"] as? String == "material3-expressive.defaultSpatial")
        #expect(first["deviation"] as? Double == 0)
    }
}
