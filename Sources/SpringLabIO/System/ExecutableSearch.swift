/// Finds a helper program: the environment variable that names it when set
/// (a path, relative ones against the current directory, or a command name
/// looked up on `PATH`), else its usual name on `PATH`.
package enum ExecutableSearch {
    /// The absolute path of the program `name`, overridden by the variable
    /// `variable` (`GNUPLOT`, `FFMPEG`); else why it was not found, as
    /// `not on PATH` or `GNUPLOT=x is not an executable file`.
    package static func locate(_ name: String, variable: String, environment: [String: String])
        -> Result<String, NotFound>
    {
        let path = environment["PATH"] ?? ""
        guard let named = environment[variable], !named.isEmpty else {
            return search(name, in: path).map { .success($0) } ?? .failure(NotFound(searched: "not on PATH"))
        }
        if named.contains("/") {
            guard FileSystem.isExecutableFile(named) else {
                return .failure(NotFound(searched: "\(variable)=\(named) is not an executable file"))
            }
            // The program may run in another directory: a relative path means the current one.
            return .success(FileSystem.absolutePath(named))
        }
        return search(named, in: path).map { .success($0) }
            ?? .failure(NotFound(searched: "\(variable)=\(named) is not on PATH"))
    }

    /// Where the search looked, for the message that says how to install the program.
    package struct NotFound: Error, Sendable {
        package let searched: String
    }

    /// The first executable file `name` in the folders of `path`.
    package static func search(_ name: String, in path: String) -> String? {
        path.split(separator: ":").lazy
            .map { FileSystem.absolutePath(String($0) + "/" + name) }
            .first(where: FileSystem.isExecutableFile)
    }
}
