import SpringLabPlot
import Testing

@testable import SpringLabCLI

/// The plot library's errors reach the command line naming flags.
@Suite("plot settings as flags")
struct PlotSettingFlagTests {
    @Test(arguments: PlotSetting.allCases)
    func everySettingIsShownWithAFlag(_ setting: PlotSetting) {
        #expect(setting.rawValue.contains("--"))
    }

    @Test func aPlotErrorIsReportedWithFlagNames() {
        let error = PlotError.badOption("\(setting: .script) and \(setting: .output) must be different files")
        #expect(SpringLabCommand.commandLineMessage(for: error) == "--script and --output must be different files")
        let timedOut = SpringLabCommand.commandLineMessage(for: PlotError.timedOut(seconds: 2))
        #expect(timedOut.hasSuffix("(raise the limit with --timeout)"))
    }
}
