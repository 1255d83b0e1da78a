import SpringLabPlot

extension PlotSetting {
    /// The setting as springlab's command line spells it in messages: its
    /// flag, with the value's placeholder where the message shows how to
    /// give it (`--csv FILE`). The one place the plot library's settings
    /// meet flag names.
    var flag: String {
        switch self {
        case .until: return "--until"
        case .fps: return "--fps"
        case .hold: return "--hold"
        case .size: return "--size"
        case .timeout: return "--timeout"
        case .script: return "--script"
        case .output: return "--output"
        case .frames: return "--frames DIR"
        case .from: return "--from"
        case .to: return "--to"
        case .overshootAmount: return "--overshoot-amount"
        case .runtime: return "--for"
        case .step: return "--step"
        case .errorChart: return "--error"
        case .springParameters: return "a spring (e.g. --duration 0.45 --damping 0.15)"
        case .springSpec: return "--spring SPEC"
        case .csv: return "--csv FILE"
        case .bothMethods: return "simulate --method both"
        }
    }
}

extension PlotMessage {
    /// The message with each setting named by its flag (``PlotSetting/flag``).
    var commandLine: String { worded(naming: \.flag) }
}

extension PlotError {
    /// The error as springlab reports it: its message with flag names.
    var commandLine: String { message.commandLine }
}
