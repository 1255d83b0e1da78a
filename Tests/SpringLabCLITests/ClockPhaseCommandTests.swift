import Foundation
import SpringLab
import SpringLabTestSupport
import Testing

/// `fit --for react-native` through the binary holds React Native to its
/// worst clock phase, and `fit --json` gives the range of its ends: the
/// figures come from what React Native's own code showed at five clock
/// phases (data/reference/runtimes/ends/react-native-phase-frames.csv), which
/// at 60 Hz give every sequence of frame times there is.
@Suite("fit: React Native's and Rebound's clock phase")
struct ClockPhaseCommandTests {
    /// The Figma spring of these tests on a move of 1000 units at 60 Hz.
    static let figma = ["--spring", "figma:stiffness=1495.34,damping=60.3246", "--distance", "1000"]

    /// The largest deviation from the exact curve of each phase's run of
    /// reference spring `id`, in the order of the file's phases.
    static func referenceDeviations(_ id: String) throws -> [Double] {
        let rows = try readCSVRows("data/reference/runtimes/ends/react-native-phase-frames.csv").filter {
            $0["id"] == id
        }
        let motion = try SpringMotion(animating: try Spring(mass: 1, stiffness: 1495.34, damping: 60.3246))
        let move = try ScreenMove(distance: 1000, framesPerSecond: 60)
        return rowsByPhase(rows).map { _, frames in
            let end = frames.first { $0["finished"] == "1" }.map { Int($0["frame"]!)! }
            let shown = frames.prefix(end ?? frames.count).map { Double($0["value"]!)! / 1000 - 1 }
            return ScreenRun(shown: shown, endFrame: end, jump: 0).maxDeviation(from: motion, move: move)
        }
    }

    /// A tolerance of 1.2% gives thresholds of 12 units (r = 1), within
    /// which React Native's worst phase stays: the figure claimed is that
    /// phase's, from React Native's code run with thresholds 12, not phase 0's.
    @Test func forReactNativeClaimsTheWorstPhase() throws {
        let json = try FitCommandTests.fitJSON(Self.figma + ["--tolerance", "0.012", "--for", "react-native"])
        let match = try #require(json["for"] as? [String: Any])
        let parameters = try #require(match["parameters"] as? [String: Any])
        #expect(parameters["restDisplacementThreshold"] as? Double == 12)
        #expect(parameters["restSpeedThreshold"] as? Double == 12)
        #expect(match["withinTolerance"] as? Bool == true)
        let deviations = try Self.referenceDeviations("figma-threshold-12")
        let claimed = try #require(match["maxDeviation"] as? Double)
        #expect((claimed - (try #require(deviations.max()))).magnitude <= 1e-9)
        #expect(claimed > deviations[0] + 0.001)
    }

    /// At a tolerance of 1.05% phase 0 alone would pass (React Native's code
    /// strays 0.969% there) but another phase strays 1.086%: no thresholds
    /// keep every phase within it.
    @Test func forReactNativeRefusesWhatOnlyPhaseZeroMeets() throws {
        let deviations = try Self.referenceDeviations("figma")
        #expect(deviations[0] < 0.0105 && deviations.max()! > 0.0105)
        let json = try FitCommandTests.fitJSON(Self.figma + ["--tolerance", "0.0105", "--for", "react-native"])
        let match = try #require(json["for"] as? [String: Any])
        #expect(match["withinTolerance"] as? Bool == false)
        let claimed = try #require(match["maxDeviation"] as? Double)
        #expect((claimed - deviations.max()!).magnitude <= 1e-9)
    }

    /// `react-native:…velocity=2,distance=1` ends at frame 86 at phases 0 and
    /// 0.125, at 85 from phase ⅓ on (React Native's code): JSON's
    /// `earliestEnd` and `latestEnd`, and the table's range.
    @Test func endRangeOfReactNative() throws {
        let spring = ["--spring", "react-native:stiffness=100,damping=10,mass=1,velocity=2,distance=1"]
        let json = try FitCommandTests.fitJSON(spring)
        let runtimes = try #require(json["runtimes"] as? [String: Any])
        let end = try #require(runtimes["reactNative"] as? [String: Any])
        // JSON writes 16 significant digits.
        let earliest = try #require(end["earliestEnd"] as? Double), latest = try #require(end["latestEnd"] as? Double)
        #expect((earliest - 85.0 / 60).magnitude <= 1e-12 && (latest - 86.0 / 60).magnitude <= 1e-12)
        let text = try runSpringlab(["fit"] + spring).stdout
        #expect(text.contains("(ends 1.417–1.433 s by the clock's phase)"))
    }
}
