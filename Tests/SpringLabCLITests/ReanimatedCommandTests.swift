import Foundation
import Testing

/// `--spring reanimated:…` and `reanimated3:…` end to end: fit's rows,
/// code and JSON, `--for` in a duration config, the migration guide's
/// rule, and lint's findings for a duration in milliseconds.
@Suite("reanimated kinds in fit and lint")
struct ReanimatedCommandTests {
    @Test func fitNamesBothVersions() throws {
        let text = try runSpringlab(["fit", "--spring", "reanimated:preset=wiggly"]).stdout
        #expect(text.hasPrefix("Reanimated 4 withSpring preset wiggly"))
        #expect(
            text.contains("  Reanimated 4    withSpring(300, { mass: 4, stiffness: 900, damping: 90, velocity: 0 })"))
        #expect(
            text.contains("  Reanimated 3    withSpring(300, { mass: 4, stiffness: 900, damping: 90, velocity: 0 })"))
        let json = try FitCommandTests.fitJSON(["--spring", "reanimated:preset=wiggly"])
        let runtimes = try #require(json["runtimes"] as? [String: Any])
        for key in ["reanimated", "reanimated3"] {
            let end = try #require(runtimes[key] as? [String: Any], "\(key)")
            #expect((end["endsAt"] as? Double).map { $0 > 0 } == true)
        }
        let equivalents = try #require(json["equivalents"] as? [String: Any])
        let group = try #require(equivalents["reanimated"] as? [String: Any])
        #expect(group["damping"] as? Double == 90 && group["velocityUnit"] as? String == "units/s")
    }

    /// withSpring refuses an undamped spring: no code, no end.
    @Test func undampedHasNone() throws {
        let text = try runSpringlab(["fit", "--stiffness", "100", "--damping", "0"]).stdout
        #expect(text.contains("  Reanimated 4    none: withSpring needs damping > 0"))
        #expect(text.contains("  Reanimated 3    cannot express this spring"))
    }

    /// A spring written as a duration is answered with a duration config and
    /// its threshold, within the tolerance.
    @Test func forReanimatedWritesADuration() throws {
        let text = try runSpringlab(["fit", "--duration", "0.5", "--damping", "0.7", "--for", "reanimated"]).stdout
        #expect(text.contains("withSpring(300, { duration: "))
        #expect(text.contains("energyThreshold: "))
        #expect(text.contains("Within 0.5% of what UIKit shows"))
        let json = try FitCommandTests.fitJSON(["--stiffness", "100", "--damping", "10", "--for", "reanimated3"])
        let match = try #require(json["for"] as? [String: Any])
        #expect(match["kind"] as? String == "reanimated3" && match["withinTolerance"] as? Bool == true)
    }

    /// 3.x's duration 550 at ζ 0.5 over 300 units: the guide's 366.667 ms config
    /// strays far from what 3.x shows (docs/runtimes.md measures it).
    @Test func migrationGuideRule() throws {
        let text = try runSpringlab([
            "fit", "--spring", "reanimated3:duration=550,dampingRatio=0.5", "--for", "reanimated",
        ]).stdout.replacing("\n  // ", with: " ")
        #expect(text.contains("The migration guide's duration 550 / 1.5 = 366.667 ms"))
        #expect(text.contains("the 1.5 rule is wrong for this spring"))
        #expect(text.contains("Within 0.5% of what Reanimated 3 withSpring shows"))
    }

    /// Reanimated's durations are milliseconds: no `milliseconds-duration` finding.
    @Test func lintTakesMilliseconds() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try "x.value = withSpring(1, { duration: 550, dampingRatio: 0.5 });\n".write(
            toFile: directory.path("a.ts"), atomically: true, encoding: .utf8)
        let result = try runSpringlab(["lint", directory.url.path, "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"kind\":\"reanimated\"") || result.stdout.contains("\"kind\": \"reanimated\""))
        #expect(!result.stdout.contains("milliseconds-duration"))
    }
}
