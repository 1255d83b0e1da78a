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
    /// stray by percents: fit warns.
    @Test func stiffReactSpringIsWarned() throws {
        let text = try runSpringlab(["fit", "--stiffness", "5000", "--damping", "60"]).stdout
        #expect(text.contains("Note: On screen react-spring strays"))
    }
}
