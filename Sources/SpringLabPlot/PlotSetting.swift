/// A setting of a chart or an animation that a ``PlotError`` can blame, as
/// springlab's command line spells it in messages: its flag, with the value's
/// placeholder where the message shows how to give it (`--csv FILE`).
public enum PlotSetting: String, CaseIterable, Sendable {
    /// How many seconds a chart or an animation covers.
    case until = "--until"
    /// An animation's frames per second.
    case fps = "--fps"
    /// How many seconds an animation rests on its last frame.
    case hold = "--hold"
    /// An animation's width and height in pixels.
    case size = "--size"
    /// How many seconds gnuplot may run before it is stopped.
    case timeout = "--timeout"
    /// The file the gnuplot script is saved to.
    case script = "--script"
    /// The file the chart or animation is written to.
    case output = "--output"
    /// The directory an animation's still frames are written to.
    case frames = "--frames DIR"
    /// A scene's starting value (points, or a scale).
    case from = "--from"
    /// A scene's final value (points, or a scale).
    case to = "--to"
    /// How far the elastic scene's edges spring out, in points.
    case overshootAmount = "--overshoot-amount"
    /// The runtime whose rules present a spring.
    case runtime = "--for"
    /// The time step a curve was exported with.
    case step = "--step"
    /// The chart of the error between two solvers.
    case errorChart = "--error"
    /// A spring given by its parameters.
    case springParameters = "a spring (e.g. --duration 0.45 --damping 0.15)"
    /// A spring written as its kind and parameters.
    case springSpec = "--spring SPEC"
    /// A CSV file holding a curve.
    case csv = "--csv FILE"
    /// A simulation run with both solvers, whose curve has an error column.
    case bothMethods = "simulate --method both"
}
