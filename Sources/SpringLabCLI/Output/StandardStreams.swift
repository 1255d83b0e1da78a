import SpringLabIO

/// springlab's own use of standard output besides the streamed CSV: text printed with `print`.
enum StandardStreams {
    /// Hands what `print` buffered to the system and checks that every write
    /// to standard output succeeded.
    /// - Throws: ``IOError`` "cannot write standard output: …" (a full disk,
    ///   `/dev/full`, a closed descriptor).
    static func flushOutput() throws(IOError) {
        try ProcessEnvironment.flushStandardOutput()
    }
}
