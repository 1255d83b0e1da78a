/// A setting of a chart or an animation that a ``PlotError`` can blame, by
/// the library's own name. A front end words each one its own way (a
/// command-line tool, say, by its flag); ``description`` is the library's
/// wording, a noun phrase fit to start or end a sentence.
public enum PlotSetting: String, CaseIterable, Equatable, Sendable, CustomStringConvertible {
    /// How many seconds a chart or an animation covers.
    case until
    /// An animation's frames per second.
    case fps
    /// How many seconds an animation rests on its last frame.
    case hold
    /// An animation's width and height in pixels.
    case size
    /// How many seconds gnuplot may run before it is stopped.
    case timeout
    /// The file the gnuplot script is saved to.
    case script
    /// The file the chart or animation is written to.
    case output
    /// The directory an animation's still frames are written to.
    case frames
    /// A scene's starting value (points, or a scale).
    case from
    /// A scene's final value (points, or a scale).
    case to
    /// How far the elastic scene's edges spring out, in points.
    case overshootAmount
    /// The runtime whose rules present a spring.
    case runtime
    /// The time step a curve was exported with.
    case step
    /// The chart of the error between two solvers.
    case errorChart
    /// A spring given by its parameters.
    case springParameters
    /// A spring written as its kind and parameters.
    case springSpec
    /// A CSV file holding a curve.
    case csv
    /// A simulation run with both solvers, whose curve has an error column.
    case bothMethods

    public var description: String {
        switch self {
        case .until: return "the time span"
        case .fps: return "the frame rate"
        case .hold: return "the hold time"
        case .size: return "the image size"
        case .timeout: return "the timeout setting"
        case .script: return "the script file"
        case .output: return "the output file"
        case .frames: return "the frames directory"
        case .from: return "the start value"
        case .to: return "the end value"
        case .overshootAmount: return "the overshoot amount"
        case .runtime: return "the runtime"
        case .step: return "the export step"
        case .errorChart: return "the error chart"
        case .springParameters: return "a spring's parameters"
        case .springSpec: return "a written spring"
        case .csv: return "a CSV curve"
        case .bothMethods: return "a simulation with both solvers"
        }
    }
}
