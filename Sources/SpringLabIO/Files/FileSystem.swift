import SystemPackage

/// The few questions and changes about files and directories that are not
/// writing a file's content (``AtomicFile`` does that): what a path is,
/// directories made, listed and removed, a file read whole.
package enum FileSystem {
    /// What is at a path (following symbolic links).
    package enum Kind: Sendable, Equatable {
        case regular, directory, other
    }

    /// What is at `path`, nil when nothing (or it cannot be seen).
    package static func kind(of path: String) -> Kind? {
        guard let status = try? FilePath(path).stat() else { return nil }
        switch status.type {
        case .regular: return .regular
        case .directory: return .directory
        default: return .other
        }
    }

    /// Whether `first` and `second` name one existing file: the same device
    /// and inode after following symbolic links, so another spelling of the
    /// path, a symbolic link or a hard link to it all count. False when either
    /// does not exist (or cannot be seen).
    package static func isSameFile(_ first: String, _ second: String) -> Bool {
        guard let a = try? FilePath(first).stat(), let b = try? FilePath(second).stat() else { return false }
        return a.deviceID == b.deviceID && a.inode == b.inode
    }

    /// Whether `path` is a file (not a directory) this process may execute.
    package static func isExecutableFile(_ path: String) -> Bool {
        guard let kind = kind(of: path), kind != .directory else { return false }
        return CLibrary.mayExecute(path)
    }

    /// Creates the directory `path` with `mode` (less the umask); with
    /// `intermediates`, its missing parents too, and an existing directory
    /// is fine.
    /// - Throws: the system's `Errno` as an ``IOError`` "cannot create 'path'".
    package static func createDirectory(_ path: String, mode: UInt32 = 0o777, intermediates: Bool = false)
        throws(IOError)
    {
        if intermediates {
            if kind(of: path) == .directory { return }
            let parent = FilePath(path).removingLastComponent()
            if !parent.isEmpty, kind(of: parent.string) == nil {
                try createDirectory(parent.string, mode: mode, intermediates: true)
            }
        }
        do throws(Errno) { try CLibrary.makeDirectory(path, mode: mode) } catch {
            if intermediates, error == .fileExists, kind(of: path) == .directory { return }
            throw IOError("cannot create '\(path)'", error)
        }
    }

    /// The names in the directory `path`, without `.` and `..`; nil when it
    /// cannot be listed.
    package static func entries(ofDirectory path: String) -> [String]? { CLibrary.directoryEntries(path) }

    /// Removes `path` and, for a directory, everything in it, without
    /// following symbolic links; false when something is left.
    @discardableResult
    package static func removeTree(_ path: String) -> Bool {
        kind(of: path) == .directory ? CLibrary.removeTree(path) : CLibrary.removeFile(path)
    }

    /// `rename(2)`: moves `source` to `destination`, replacing a file or an
    /// empty directory there.
    package static func rename(_ source: String, to destination: String) throws(IOError) {
        do throws(Errno) { try CLibrary.renameFile(source, to: destination) } catch {
            throw IOError("cannot write \(destination)", error)
        }
    }

    /// The content of the regular file `path`, at most `maximumBytes`.
    /// - Throws: ``IOError`` "cannot read `what` 'path': …" when it cannot be
    ///   read or is not a regular file; "`what` 'path': larger than N MB".
    package static func contents(of path: String, what: String, maximumBytes: Int = 128 << 20) throws(IOError)
        -> [UInt8]
    {
        let action = "cannot read \(what) '\(path)'"
        let descriptor: FileDescriptor
        do { descriptor = try FileDescriptor.open(FilePath(path), .readOnly, options: [.closeOnExec]) } catch {
            throw IOError(action, caught: error)
        }
        defer { try? descriptor.close() }
        let status: Stat
        do { status = try descriptor.stat() } catch { throw IOError(action, caught: error) }
        guard status.type == .regular else { throw IOError(action, reason: "not a regular file") }
        guard status.size <= Int64(maximumBytes) else {
            throw IOError("\(what) '\(path)'", reason: "larger than \(maximumBytes >> 20) MB")
        }
        var bytes = [UInt8](repeating: 0, count: Int(status.size))
        var filled = 0
        while filled < bytes.count {
            // swift-system's read retries on EINTR; 0 bytes: the file ended early.
            let count: Int
            do {
                count = try bytes.withUnsafeMutableBytes { buffer in
                    try descriptor.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
                }
            } catch { throw IOError(action, caught: error) }
            if count == 0 { break }
            filled += count
        }
        return Array(bytes[..<filled])
    }

    /// Replaces the content of the existing file `path` with `bytes`, in
    /// place (the same file, not a new one renamed over it).
    package static func overwrite(_ path: String, with bytes: [UInt8]) throws(IOError) {
        let action = "cannot write '\(path)'"
        do {
            let descriptor = try FileDescriptor.open(
                FilePath(path), .writeOnly, options: [.truncate, .closeOnExec])
            try descriptor.closeAfter { _ = try descriptor.writeAll(bytes) }
        } catch { throw IOError(action, caught: error) }
    }

    /// The absolute form of `path`, without `.`, `..` or repeated slashes
    /// (symbolic links are not resolved): two spellings of one file compare equal.
    package static func absolutePath(_ path: String) -> String {
        var full = FilePath(path)
        if !full.isAbsolute, let current = CLibrary.currentDirectory() { full = FilePath(current).pushing(full) }
        return full.lexicallyNormalized().string
    }

    /// `$TMPDIR` with a final slash, or `/tmp/` when it is unset or empty.
    package static var temporaryDirectory: String { CLibrary.temporaryDirectory() }
}
