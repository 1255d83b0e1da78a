/// Why a chart could not be made. Every description is one line, fit for
/// springlab's standard error.
public enum PlotError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No gnuplot executable was found (or the one named by `GNUPLOT` is unusable).
    case gnuplotNotFound(searched: String)
    /// gnuplot ran and failed; `message` is what it wrote on standard error.
    case gnuplotFailed(status: String, message: String)
    /// gnuplot did not finish within the time limit and was killed.
    case timedOut(seconds: Double)
    /// gnuplot finished but what it wrote is not a complete chart (nothing,
    /// a truncated image, too much).
    case badOutput(PlotMessage)
    /// There is nothing to draw.
    case nothingToPlot(PlotMessage)
    /// A time span could not be chosen, e.g. a spring that never settles.
    case needsTimeSpan(PlotMessage)
    /// An input file could not be read or understood.
    case badInput(PlotMessage)
    /// A path springlab cannot safely hand to gnuplot, or cannot write.
    case badPath(PlotMessage)
    /// Any other setting value the library refuses.
    case badOption(PlotMessage)

    /// What went wrong, naming the settings it blames by their flags
    /// (``PlotSetting``).
    public var description: String {
        switch self {
        case let .gnuplotNotFound(searched):
            return "gnuplot not found (\(searched)); install it with `apt-get install gnuplot-nox` "
                + "(Debian/Ubuntu) or `brew install gnuplot` (macOS), or set GNUPLOT to its path"
        case let .gnuplotFailed(status, message):
            let detail = message.isEmpty ? "no message" : message
            return "gnuplot failed (\(status)): \(detail)"
        case let .timedOut(seconds):
            return
                "gnuplot did not finish within \(seconds) s and was stopped (raise the limit with \(setting: .timeout))"
        case let .nothingToPlot(reason), let .badOutput(reason), let .needsTimeSpan(reason), let .badInput(reason),
            let .badPath(reason), let .badOption(reason):
            return reason
        }
    }
}

extension PlotError {
    /// A failure while writing a file, as one line: a ``PlotError`` stays as
    /// it is; anything else (SpringLabIO's `IOError`, which names the file and
    /// the system's reason) becomes ``badPath(_:)`` with its description.
    init(writing error: any Error) {
        self = error as? PlotError ?? .badPath("\(error)")
    }
}
