import SpringLabPlot
import Testing

@testable import SpringLabCLI

/// The plot library's errors reach the command line naming flags, never the
/// library's own words for its settings.
@Suite("plot settings as flags")
struct PlotSettingFlagTests {
    @Test(arguments: PlotSetting.allCases)
    func everySettingIsShownWithAFlag(_ setting: PlotSetting) {
        #expect(setting.flag.contains("--"))
        #expect(setting.flag != setting.description)
    }

    @Test func aPlotErrorIsReportedWithFlagNames() {
        let error = PlotError.badOption("\(setting: .script) and \(setting: .output) must be different files")
        #expect(SpringLabCommand.commandLineMessage(for: error) == "--script and --output must be different files")
        #expect(error.description == "the script file and the output file must be different files")
        let timedOut = SpringLabCommand.commandLineMessage(for: PlotError.timedOut(seconds: 2))
        #expect(timedOut.hasSuffix("(raise the limit with --timeout)"))
    }
}
