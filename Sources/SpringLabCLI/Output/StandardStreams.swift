import SpringLabIO

/// springlab's own use of standard output and standard error besides the
/// streamed CSV: text printed with `print` and one-line messages.
enum StandardStreams {
    /// Writes `text` to standard error. A failure (a closed or full standard
    /// error) is ignored: there is nowhere left to report it, and the exit
    /// status still tells.
    static func writeError(_ text: String) {
        try? FileSink.standardError.write(Array(text.utf8))
    }

    /// Hands what `print` buffered to the system and checks that every write
    /// to standard output succeeded.
    /// - Throws: ``IOError`` "cannot write standard output: …" (a full disk,
    ///   `/dev/full`, a closed descriptor).
    static func flushOutput() throws(IOError) {
        try ProcessEnvironment.flushStandardOutput()
    }
}
