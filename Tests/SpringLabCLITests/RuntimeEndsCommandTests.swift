import Foundation
import Testing

/// fit's table of the runtimes' ends, in text and JSON, for the move and
/// display given by --distance and --fps.
@Suite("fit: each runtime's end on screen")
struct RuntimeEndsCommandTests {
    /// UIKit with T = 3 ends at the first frame at or after 3 s: exactly 3 at
    /// 60 Hz (180 / 60), and 3.0 as well at 48 Hz (144 / 48).
    @Test func uikitEndsAtItsDurationOnTheFrameGrid() throws {
        for fps in ["60", "48"] {
            let json = try FitCommandTests.fitJSON(["--duration", "3", "--damping", "0.25", "--fps", fps])
            let runtimes = try #require(json["runtimes"] as? [String: Any])
            let uikit = try #require(runtimes["uikit"] as? [String: Any])
            #expect(uikit["endsAt"] as? Double == 3)
            #expect(runtimes["framesPerSecond"] as? Double == Double(fps))
        }
    }

    @Test func everyRuntimeHasItsThreeNumbers() throws {
        let json = try FitCommandTests.fitJSON(["--stiffness", "100", "--damping", "10", "--distance", "500"])
        let runtimes = try #require(json["runtimes"] as? [String: Any])
        #expect(runtimes["distance"] as? Double == 500)
        for key in [
            "uikit", "coreAnimation", "swiftUI", "compose", "android", "flutter", "motion", "reactSpring", "rebound",
            "pop", "reactNative",
        ] {
            let end = try #require(runtimes[key] as? [String: Any], "\(key)")
            for field in ["endsAt", "jump", "maxDeviation"] {
                let value = try #require(end[field] as? Double, "\(key).\(field)")
                #expect(value >= 0 && value.isFinite, "\(key).\(field)")
            }
        }
    }

    /// UIKit cannot write ζ > 1: its row says so, and JSON has null.
    @Test func overdampedHasNoUIKitRow() throws {
        let json = try FitCommandTests.fitJSON(["--stiffness", "100", "--damping", "40"])
        let runtimes = try #require(json["runtimes"] as? [String: Any])
        #expect(runtimes["uikit"] is NSNull)
        let text = try runSpringlab(["fit", "--stiffness", "100", "--damping", "40"]).stdout
        #expect(text.contains("On screen, per runtime (300 units at 60 Hz)"))
        #expect(text.contains("cannot express this spring"))
    }

    /// react-spring's 1 ms Euler steps on a very stiff spring (ω0 ≈ 71 rad/s)
    /// stray by percents: fit warns whoever asks for react-spring, and only them.
    @Test func stiffReactSpringIsWarned() throws {
        let asked = try runSpringlab(["fit", "--stiffness", "5000", "--damping", "60", "--for", "react-spring"])
        #expect(asked.stdout.contains("Note: On screen react-spring strays"))
        let written = try runSpringlab(["fit", "--spring", "react-spring:tension=5000,friction=60"]).stdout
        #expect(written.contains("Note: On screen react-spring strays"))
        let other = try runSpringlab(["fit", "--stiffness", "5000", "--damping", "60"]).stdout
        #expect(!other.contains("Note: On screen react-spring strays"))
    }
}

/// `--for` and CSS through the binary.
@Suite("fit --for and CSS linear()")
struct ScreenMatchCommandTests {
    @Test func forMotionGivesItsThresholds() throws {
        let json = try FitCommandTests.fitJSON(["--stiffness", "100", "--damping", "10", "--for", "motion"])
        let match = try #require(json["for"] as? [String: Any])
        #expect(match["kind"] as? String == "motion")
        #expect(match["withinTolerance"] as? Bool == true)
        let deviation = try #require(match["maxDeviation"] as? Double)
        #expect(deviation <= 0.005)
        let parameters = try #require(match["parameters"] as? [String: Any])
        #expect(parameters["restDelta"] is Double && parameters["restSpeed"] is Double)
    }

    @Test func cssCarriesItsFourFields() throws {
        let json = try FitCommandTests.fitJSON(["--stiffness", "100", "--damping", "10", "--tolerance", "0.002"])
        let equivalents = try #require(json["equivalents"] as? [String: Any])
        let css = try #require(equivalents["css"] as? [String: Any])
        #expect(try #require(css["maxDeviation"] as? Double) <= 0.002)
        #expect(try #require(css["easing"] as? String).hasPrefix("linear(0, "))
        #expect(css["durationMs"] is Double && css["stops"] is Int)
        let text = try runSpringlab(["fit", "--stiffness", "100", "--damping", "10"]).stdout
        #expect(text.contains("transition: transform "))
    }

    @Test(arguments: [
        (["--for", "nowhere"], "--for"), (["--tolerance", "0"], "--tolerance"),
        (["--tolerance", "nan"], "--tolerance"),
    ])
    func badOptions(_ arguments: [String], mentions: String) throws {
        expectOneLineError(
            try runSpringlab(["fit", "--stiffness", "100", "--damping", "10"] + arguments), mentioning: mentions)
    }

    /// animate --for react-spring: the box reaches the target for good on the
    /// frame fit reports as react-spring's end at the same frame rate.
    @Test(.requiresGnuplot) func animateFollowsTheRuntimesEnd() throws {
        let json = try FitCommandTests.fitJSON(["--stiffness", "100", "--damping", "10", "--fps", "50"])
        let ends = try #require((json["runtimes"] as? [String: Any])?["reactSpring"] as? [String: Any])
        let endsAt = try #require(ends["endsAt"] as? Double)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("springlab-for-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try runSpringlab([
            "animate", "--stiffness", "100", "--damping", "10", "--for", "react-spring", "--fps", "50",
            "--frames", directory.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = try String(contentsOf: directory.appendingPathComponent("frames.csv"), encoding: .utf8)
            .split(separator: "\n").dropFirst().map { $0.split(separator: ",").map { Double($0)! } }
        let firstAtRest = try #require(
            rows.firstIndex { row in rows.drop { $0[0] < row[0] }.allSatisfy { $0[1] == 300 } })
        #expect(abs(rows[firstAtRest][0] - endsAt) < 1e-9)
    }
}
