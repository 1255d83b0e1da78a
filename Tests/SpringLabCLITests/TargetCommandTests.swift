import Foundation
import Testing

/// `fit` with targets: the found spring meets them, the report sets each
/// beside what is achieved, and every refusal is one line with a non-zero exit.
@Suite("springlab fit with targets through the binary")
struct TargetCommandTests {
    /// SwiftUI's Spring(settlingDuration:dampingRatio:): ζ as written, band exit as asked.
    @Test func settlingAndDampingRatio() throws {
        let json = try FitCommandTests.fitJSON(["--settling-duration", "0.4", "--damping-ratio", "0.7"])
        #expect(abs((json["dampingRatio"] as? Double ?? 0) - 0.7) <= 1e-12)
        #expect(abs((json["settlingDuration"] as? Double ?? 0) - 0.4) <= 4e-10)
        let targets = try #require(json["targets"] as? [String: Any])
        let settling = try #require(targets["settlingDuration"] as? [String: Any])
        #expect(settling["wanted"] as? Double == 0.4)
        #expect(abs((settling["achieved"] as? Double ?? 0) - 0.4) <= 4e-10)
    }

    /// Released at rest with 8% overshoot: ζ = −ln p/√(π² + ln² p).
    @Test func settlingAndOvershoot() throws {
        let json = try FitCommandTests.fitJSON(["--settling-duration", "0.5", "--overshoot", "0.08"])
        let log = Foundation.log(0.08)
        #expect(
            abs((json["dampingRatio"] as? Double ?? 0) - (-log / (Double.pi * Double.pi + log * log).squareRoot()))
                <= 1e-13)
        #expect(abs((json["overshoot"] as? Double ?? 0) - 0.08) <= 1e-9)
    }

    @Test(arguments: [
        (["--settling-duration", "0.5", "--bounce", "0.2"], "settlingDuration"),
        (["--settling-duration", "0.5", "--peak-time", "0.15"], "peakTime"),
        (["--settling-duration", "0.6", "--bounces", "2", "--velocity", "2"], "bounces"),
        (["--settling-duration", "0.5", "--overshoot", "0.1", "--criterion", "core-animation"], "overshoot"),
        (["--settling-duration", "0.5", "--overshoot", "0.1", "--criterion", "envelope", "--mass", "2"], "overshoot"),
        (["--peak-time", "0.2", "--overshoot", "0.1", "--velocity", "-1"], "peakTime"),
        (["--spring", "target:settlingDuration=0.5,overshoot=0.1,epsilon=0.01"], "settlingDuration"),
    ])
    func everyFormMeetsItsTargets(arguments: [String], key: String) throws {
        let json = try FitCommandTests.fitJSON(arguments)
        let targets = try #require(json["targets"] as? [String: Any])
        let target = try #require(targets[key] as? [String: Any])
        let wanted = try #require(target["wanted"] as? Double), achieved = try #require(target["achieved"] as? Double)
        #expect(abs(achieved - wanted) <= 1e-9 * max(1, wanted))
    }

    /// --epsilon is the band the target is solved in and the report measures in.
    @Test func epsilonReachesTheTarget() throws {
        let json = try FitCommandTests.fitJSON([
            "--settling-duration", "0.5", "--overshoot", "0.1", "--epsilon", "0.02",
        ])
        #expect(json["epsilon"] as? Double == 0.02)
        #expect(abs((json["settlingDuration"] as? Double ?? 0) - 0.5) <= 5e-10)
        let input = try #require(json["input"] as? [String: Any])
        #expect(input["epsilon"] as? Double == 0.02)
    }

    @Test func textShowsWantedBesideAchieved() throws {
        let result = try runSpringlab(["fit", "--settling-duration", "0.5", "--overshoot", "0.08"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Targets"))
        let line = try #require(
            result.stdout.split(separator: "\n").first { $0.contains("overshoot") && $0.contains("8%") })
        #expect(line.components(separatedBy: "8%").count == 3, "wanted and achieved: \(line)")
    }

    /// The existing forms keep their JSON: no targets group.
    @Test func otherFormsHaveNoTargets() throws {
        let json = try FitCommandTests.fitJSON(["--duration", "0.45", "--damping", "0.15"])
        #expect(json["targets"] == nil)
    }

    @Test(
        "refused with one line",
        arguments: [
            (["--settling-duration", "0.5", "--overshoot", "1.2"], "100%"),
            (["--settling-duration", "0.5", "--bounce", "1"], "never settles"),
            (["--settling-duration", "0.5", "--damping-ratio", "0"], "never settles"),
            (["--settling-duration", "0.5", "--bounces", "1.5"], "whole number"),
            (["--settling-duration", "0.5", "--bounces", "2", "--epsilon", "1.5"], "0 < ε < 1"),
            (["--settling-duration", "0.96", "--peak-time", "0.2"], "nearest achievable"),
            (["--settling-duration", "0.55", "--damping-ratio", "1.5", "--criterion", "core-animation"], "0.1 s"),
            (["--settling-duration", "0.5"], "accepted forms"),
            (["--settling-duration", "0.5", "--overshoot", "0.1", "--damping-ratio", "1.2"], "never overshoots"),
            (["--settling-duration", "0.5", "--peak-time", "0.1", "--overshoot", "0.1"], "one shape target"),
            (["--peak-time", "0.2", "--overshoot", "0"], "no peak"),
            (["--settling-duration", "-1", "--overshoot", "0.1"], "greater than 0"),
            (["--settling-duration", "0.5", "--overshoot", "0.1", "--criterion", "fast"], "one of"),
            (["--settling-duration", "0.5", "--overshoot", "1.2", "--velocity", "5"], "out of reach"),
            (["--spring", "target:settlingDuration=0.5,overshoot=0.1,epsilon=0.01", "--epsilon", "0.02"], "band once"),
        ])
    func refused(arguments: [String], fragment: String) throws {
        let result = try runSpringlab(["fit"] + arguments)
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains(fragment), "\(result.stderr)")
    }

    /// Targets are a spring form like any other: simulate takes them too.
    @Test func simulateTakesTargets() throws {
        let result = try runSpringlab([
            "simulate", "--settling-duration", "0.5", "--overshoot", "0.08", "--step", "0.1",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("time,value"))
    }
}
