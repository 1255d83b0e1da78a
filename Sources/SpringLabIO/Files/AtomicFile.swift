/// Writes a file so that it appears complete or not at all.
///
/// The content goes to a new temporary file beside the destination (same
/// directory, so the same file system), which is flushed to disk and then
/// renamed over the destination — an atomic replacement on POSIX systems.
/// If anything fails (the body throws, a write fails, the disk is full) the
/// temporary file is removed and the destination is left as it was.
/// A process killed in the middle leaves its hidden `.NAME.tmp-…` file behind.
public enum AtomicFile {
    /// Creates or replaces the file at `path` with what `body` writes to the
    /// sink it is given, and returns the body's result.
    ///
    /// - Throws: ``IOError`` with a one-line message naming `path` when the
    ///   destination cannot be written (no such directory, no permission, a
    ///   directory in the way, a failed write), or whatever `body` throws.
    public static func write<Result>(to path: String, _ body: (FileSink) throws -> Result) throws -> Result {
        var temporary = try TemporaryFile(beside: path)
        do {
            // The file is synced before it is renamed: have the disk start on
            // each chunk as it is written rather than on all of it at the end.
            let result = try body(FileSink(descriptor: temporary.descriptor, name: path, startsWriteback: true))
            try temporary.commit()
            return result
        } catch {
            temporary.discard()
            throw error
        }
    }

    /// Creates or replaces the file at `path` with the file `body` makes at
    /// the temporary path it is given — for content written by another
    /// program, such as a child process told to write there.
    ///
    /// The temporary file already exists (empty) when `body` runs; `body`
    /// may overwrite it but must not remove or rename it. Its path is
    /// `path`'s directory plus a hidden name, so it is relative exactly when
    /// `path` is: resolve it first for a process with another working
    /// directory. Once `body` returns, the file is flushed and renamed over
    /// `path`, as for ``write(to:_:)``; an empty file is committed like any
    /// other, so a caller that expects content checks for it in `body`.
    ///
    /// - Throws: ``IOError`` as for ``write(to:_:)``, or whatever `body` throws.
    public static func produce<Result>(at path: String, _ body: (String) async throws -> Result) async throws -> Result
    {
        var temporary = try TemporaryFile(beside: path)
        do {
            let result = try await body(temporary.path)
            try temporary.commit()
            return result
        } catch {
            temporary.discard()
            throw error
        }
    }
}
