import SpringLab
import Testing

@testable import SpringLabPlot

/// Errors name the settings they blame as typed values: the library words
/// them in its own names, a front end in its own.
@Suite("plot messages")
struct PlotMessageTests {
    @Test func aSettingIsWordedByWhoeverReadsTheMessage() {
        let message: PlotMessage = "\(setting: .fps) must be at most \(50), or lower \(setting: .until)"
        #expect(message.settings == [.fps, .until])
        #expect(message.description == "the frame rate must be at most 50, or lower the time span")
        #expect(message.worded { "<\($0.rawValue)>" } == "<fps> must be at most 50, or lower <until>")
    }

    @Test func equalMessagesAreEqualHoweverTheyWereSplit() {
        let whole: PlotMessage = "give \(setting: .until) now"
        let split: PlotMessage = "gi" + "ve \(setting: .until)" + " now"
        #expect(whole == split)
        #expect(whole != "give \(setting: .hold) now")
        #expect(PlotMessage("plain") == "plain")
    }

    @Test func theLibrarysErrorsNameNoFlags() throws {
        let animation = SpringAnimation(try CoreAnimationSpring(mass: 1, stiffness: 100, damping: 10))
        let badSpan = #expect(throws: PlotError.self) {
            try SpringChart(springs: [LabelledSpring(animation)], until: -1).span()
        }
        #expect(badSpan?.message.settings == [.until])
        #expect(badSpan?.description.hasPrefix("the time span must be") == true)
        let badScene = #expect(throws: PlotError.self) {
            try SceneKind.box.scene(settings: SceneSettings(overshoot: 5))
        }
        #expect(badScene?.message.settings == [.overshootAmount])
        let timedOut = PlotError.timedOut(seconds: 2)
        #expect(timedOut.message.settings == [.timeout])
        for error in [badSpan, badScene, timedOut].compactMap(\.self) {
            #expect(!error.description.contains("--"))
        }
    }
}
