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
        let path = environment["PATH"] ?? ""
        if let named = environment["GNUPLOT"], !named.isEmpty {
            if named.contains("/") {
                guard FileSystem.isExecutableFile(named) else {
                    throw .gnuplotNotFound(searched: "GNUPLOT=\(named) is not an executable file")
                }
                // gnuplot runs in a temporary directory: a relative path means the current one.
                return FileSystem.absolutePath(named)
            }
            guard let found = search(named, in: path) else {
                throw .gnuplotNotFound(searched: "GNUPLOT=\(named) is not on PATH")
            }
            return found
        }
        guard let found = search("gnuplot", in: path) else { throw .gnuplotNotFound(searched: "not on PATH") }
        return found
    }

    static func search(_ name: String, in path: String) -> String? {
        path.split(separator: ":").lazy
            .map { FileSystem.absolutePath(String($0) + "/" + name) }
            .first(where: FileSystem.isExecutableFile)
    }
}
