#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The hidden file beside a destination that ``AtomicFile`` fills, then
/// renames into place (``commit()``) or removes (``discard()``).
struct TemporaryFile {
    /// Where the file goes once complete.
    let destination: String
    /// `.NAME.tmp-XXXXXXXX` in the destination's directory.
    let path: String
    /// Open for writing until ``commit()`` closes it.
    let descriptor: Int32
    private var isOpen = true

    /// Creates the file exclusively, with the usual permissions (0666 minus
    /// the umask), after refusing an empty name or a directory in the way.
    init(beside destination: String) throws(IOError) {
        guard !destination.isEmpty else { throw IOError("cannot write ''", reason: "empty file name") }
        if Self.isDirectory(destination) { throw IOError("cannot write \(destination)", reason: "it is a directory") }
        let slash = destination.lastIndex(of: "/")
        let directory = slash.map { String(destination[...$0]) } ?? ""
        let name = slash.map { String(destination[destination.index(after: $0)...]) } ?? destination
        for _ in 0..<16 {
            let suffix = String(UInt32.random(in: .min ... .max), radix: 16)
            let candidate = directory + "." + name + ".tmp-" + suffix
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 {
                self.destination = destination
                self.path = candidate
                self.descriptor = descriptor
                return
            }
            if errno != EEXIST { throw .system("cannot write \(destination)") }
        }
        throw IOError("cannot write \(destination)", reason: "no free temporary file name")
    }

    /// Flushes the file to disk (whoever wrote it: `fsync` covers every
    /// write to the file, not only this descriptor's), closes it and renames
    /// it over the destination.
    mutating func commit() throws(IOError) {
        guard fsync(descriptor) == 0 else { throw .system("cannot write \(destination)") }
        isOpen = false
        guard close(descriptor) == 0 else { throw .system("cannot write \(destination)") }
        guard rename(path, destination) == 0 else { throw .system("cannot write \(destination)") }
    }

    /// Closes the file if still open and removes it; the destination is untouched.
    func discard() {
        if isOpen { close(descriptor) }
        unlink(path)
    }

    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}
