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

    /// Checks that `path` is a regular file this process can open for
    /// reading, before a helper program is handed it.
    /// - Throws: ``IOError`` "cannot read `what` 'path': …" with the
    ///   system's reason, or "not a regular file" (a directory, a FIFO, a device).
    package static func requireReadableFile(_ path: String, what: String) throws(IOError) {
        let action = "cannot read \(what) '\(path)'"
        do {
            let descriptor = try FileDescriptor.open(FilePath(path), .readOnly, options: [.closeOnExec, .nonBlocking])
            defer { try? descriptor.close() }
            guard try descriptor.stat().type == .regular else { throw IOError(action, reason: "not a regular file") }
        } catch let error as IOError {
            throw error
        } catch {
            throw IOError(action, caught: error)
        }
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

    /// The names in the directory `path`, without `.` and `..`.
    /// - Throws: the system's `Errno` when it cannot be listed.
    package static func entries(ofDirectory path: String) throws(Errno) -> [String] {
        try CLibrary.directoryEntries(path)
    }

    /// Removes `path` and, for a directory, everything in it, without
    /// following symbolic links; false when something is left.
    @discardableResult
    package static func removeTree(_ path: String) -> Bool {
        kind(of: path) == .directory ? CLibrary.removeTree(path) : CLibrary.removeFile(path)
    }

    /// Whether `count` more file descriptors can be open at once now (the
    /// limit is `ulimit -n`); a check before work that cannot fail cleanly
    /// half-way for lack of them, such as starting a child process.
    package static func canOpenDescriptors(_ count: Int) -> Bool { CLibrary.canOpenDescriptors(count) }

    /// `rename(2)`: moves `source` to `destination`, replacing a file or an
    /// empty directory there.
    package static func rename(_ source: String, to destination: String) throws(IOError) {
        do throws(Errno) { try CLibrary.renameFile(source, to: destination) } catch {
            throw IOError("cannot write \(destination)", error)
        }
    }

    /// How long springlab waits for the other end of a FIFO it reads or
    /// writes before it reports that there is none, rather than blocking for good.
    package static let fifoWait: Duration = .seconds(5)

    /// The content of the regular file or FIFO `path`, read in chunks: at
    /// most `maximumBytes`, and at most `maximumRows` CSV rows after the
    /// header (``CSVRecordCount``), refused as soon as the chunk that passes
    /// either limit is read rather than once the whole file is in memory.
    /// A FIFO (a named pipe, or `<(command)`) is read to its end once a
    /// writer has opened it.
    /// - Throws: ``IOError`` "cannot read `what` 'path': …" when it cannot be
    ///   read, is neither a regular file nor a FIFO, or no writer opens the
    ///   FIFO within ``fifoWait``; "`what` 'path': larger than N MB" or
    ///   "…: more than N rows".
    package static func contents(
        of path: String, what: String, maximumBytes: Int = 128 << 20, maximumRows: Int = .max
    ) throws(IOError) -> [UInt8] {
        let action = "cannot read \(what) '\(path)'"
        do {
            // Not blocking: opening a FIFO for reading would wait for a writer for good.
            let descriptor = try FileDescriptor.open(FilePath(path), .readOnly, options: [.closeOnExec, .nonBlocking])
            defer { try? descriptor.close() }
            let status = try descriptor.stat()
            guard status.type == .regular || status.type == .fifo else {
                throw IOError(action, reason: "not a regular file")
            }
            // `/dev/stdout` on a pipe opens the pipe springlab writes to: no one else would end it.
            if status.type == .fifo, let own = ownStandardStream(status) {
                throw IOError(action, reason: "it is springlab's own standard \(own)")
            }
            let tooLarge = IOError("\(what) '\(path)'", reason: "larger than \(maximumBytes >> 20) MB")
            guard status.size <= Int64(maximumBytes) else { throw tooLarge }
            var bytes: [UInt8] = [], blocking = false, waited = Duration.zero
            var rows = maximumRows < .max ? CSVRecordCount() : nil
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            bytes.reserveCapacity(Int(status.size))
            while true {
                let count: Int
                do {
                    count = try chunk.withUnsafeMutableBytes { try descriptor.read(into: $0) }
                } catch .resourceTemporarilyUnavailable {
                    // A writer is there but has not written yet: wait for it.
                    try CLibrary.setBlocking(descriptor)
                    blocking = true
                    continue
                }
                if count == 0, status.type == .fifo, bytes.isEmpty, !blocking {
                    // No writer has opened the FIFO yet (or one left having written nothing).
                    guard waited < fifoWait else { throw IOError(action, reason: "no writer on the FIFO") }
                    CLibrary.pause(milliseconds: 10)
                    waited += .milliseconds(10)
                    continue
                }
                rows?.add(chunk[..<count], ends: count == 0)
                guard (rows?.rows ?? 0) <= maximumRows else {
                    throw IOError("\(what) '\(path)'", reason: "more than \(maximumRows) rows")
                }
                if count == 0 { return bytes }
                guard bytes.count + count <= maximumBytes else { throw tooLarge }
                bytes += chunk[..<count]
            }
        } catch let error as IOError {
            throw error
        } catch {
            throw IOError(action, caught: error)
        }
    }

    /// `output` or `error` when the FIFO of `status` is the pipe of
    /// springlab's standard output or error (the same device and inode).
    private static func ownStandardStream(_ status: Stat) -> String? {
        for (descriptor, name) in [(1, "output"), (2, "error")] {
            guard let own = try? FileDescriptor(rawValue: Int32(descriptor)).stat() else { continue }
            if own.deviceID == status.deviceID, own.inode == status.inode { return name }
        }
        return nil
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
