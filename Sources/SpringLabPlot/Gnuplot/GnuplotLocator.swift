import SpringLabIO

/// Finds the gnuplot executable: the `GNUPLOT` environment variable when set
/// (a path, relative ones against the current directory, or a command name
/// looked up on `PATH`), else `gnuplot` on `PATH`.
public enum GnuplotLocator {
    /// The absolute path of the gnuplot to run.
    /// - Throws: ``PlotError/gnuplotNotFound(searched:)``, whose message says how to install it.
    package static func locate(environment: [String: String] = ProcessEnvironment.variables) throws(PlotError)
        -> String
    {
        switch ExecutableSearch.locate("gnuplot", variable: "GNUPLOT", environment: environment) {
        case let .success(path): return path
        case let .failure(missing): throw .gnuplotNotFound(searched: missing.searched)
        }
    }
}
