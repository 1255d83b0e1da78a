import SpringLab
import Testing

@testable import SpringLabPlot

/// Errors name the settings they blame by the flags that change them.
@Suite("plot messages")
struct PlotMessageTests {
    @Test func aSettingIsNamedByItsFlag() {
        let message: PlotMessage = "\(setting: .fps) must be at most \(50), or lower \(setting: .until)"
        #expect(message == "--fps must be at most 50, or lower --until")
    }

    @Test func equalMessagesAreEqualHoweverTheyWereSplit() {
        let whole: PlotMessage = "give \(setting: .until) now"
        let split: PlotMessage = "gi" + "ve \(setting: .until)" + " now"
        #expect(whole == split)
        #expect(whole != "give \(setting: .hold) now")
    }

    @Test func theLibrarysErrorsNameTheFlagToChange() throws {
        let animation = SpringAnimation(try CoreAnimationSpring(mass: 1, stiffness: 100, damping: 10))
        let badSpan = #expect(throws: PlotError.self) {
            try SpringChart(springs: [LabelledSpring(animation)], until: -1).span()
        }
        #expect(badSpan?.description.hasPrefix("--until must be") == true)
        let badScene = #expect(throws: PlotError.self) {
            try SceneKind.box.scene(settings: SceneSettings(overshoot: 5))
        }
        #expect(badScene?.description.hasPrefix("--overshoot-amount sets the elastic scene") == true)
        let timedOut = PlotError.timedOut(seconds: 2)
        #expect(timedOut.description.hasSuffix("(raise the limit with --timeout)"))
    }
}
