#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        guard !path.isEmpty else { throw IOError("cannot write ''", reason: "empty file name") }
        if isDirectory(path) { throw IOError("cannot write \(path)", reason: "it is a directory") }
        let (temporary, descriptor) = try createTemporary(beside: path)
        var open = true
        do {
            let result = try body(FileSink(descriptor: descriptor, name: path))
            guard fsync(descriptor) == 0 else { throw IOError.system("cannot write \(path)") }
            open = false
            guard close(descriptor) == 0 else { throw IOError.system("cannot write \(path)") }
            guard rename(temporary, path) == 0 else { throw IOError.system("cannot write \(path)") }
            return result
        } catch {
            if open { close(descriptor) }
            unlink(temporary)
            throw error
        }
    }

    /// A new file `.NAME.tmp-XXXXXXXX` in the destination's directory, opened
    /// for writing; created exclusively, with the usual permissions (0666
    /// minus the umask).
    static func createTemporary(beside path: String) throws(IOError) -> (String, Int32) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        for _ in 0..<16 {
            let suffix = String(UInt32.random(in: .min ... .max), radix: 16)
            let temporary = directory + "." + name + ".tmp-" + suffix
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (temporary, descriptor) }
            if errno != EEXIST { throw .system("cannot write \(path)") }
        }
        throw IOError("cannot write \(path)", reason: "no free temporary file name")
    }

    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}
