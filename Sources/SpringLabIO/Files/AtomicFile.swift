import SystemPackage

/// Writes a file so that it appears complete or not at all.
///
/// The content goes to a new temporary file beside the destination (same
/// directory, so the same file system), which is flushed to disk and then
/// renamed over the destination — an atomic replacement on POSIX systems.
/// If anything fails (the body throws, a write fails, the disk is full) the
/// temporary file is removed and the destination is left as it was. A
/// signal handled through ``CleanupRegistry`` removes it too.
///
/// What the destination is decides how it is written (``OutputTarget``): a
/// symbolic link is followed and its target replaced; an existing file keeps
/// its permissions; a device, a FIFO, or `/dev/stdout` is written in place,
/// where "complete or not at all" cannot hold: a failure there is still
/// reported, but what was written stays written. A FIFO that no reader
/// opens within `FileSystem.fifoWait` is "no reader on the FIFO".
package enum AtomicFile {
    /// Creates or replaces the file at `path` with what `body` writes to the
    /// sink it is given, and returns the body's result.
    ///
    /// - Throws: ``IOError`` with a one-line message naming `path` when the
    ///   destination cannot be written (no such directory, no permission, a
    ///   directory in the way, a failed write), or whatever `body` throws.
    package static func write<Result>(to path: String, _ body: (FileSink) throws -> Result) throws -> Result {
        switch try OutputTarget.resolve(path) {
        case let .file(target, permissions):
            var temporary = try TemporaryFile(replacing: target, named: path, permissions: permissions)
            do {
                let result = try body(FileSink(descriptor: temporary.descriptor.rawValue, name: path))
                try temporary.commit()
                return result
            } catch {
                temporary.discard()
                throw error
            }
        case let .inPlace(target):
            let descriptor = try openInPlace(target, named: path)
            do {
                let result = try body(FileSink(descriptor: descriptor.rawValue, name: path))
                try close(descriptor, named: path)
                return result
            } catch {
                try? descriptor.close()
                throw error
            }
        case let .descriptor(number):
            return try body(FileSink(descriptor: number, name: path))
        }
    }

    /// Creates or replaces the file at `path` with the file `body` makes at
    /// the temporary path it is given — for content written by another
    /// program, such as a child process told to write there — together with
    /// `companions` (a script that redraws it): all appear, or none.
    ///
    /// The temporary file exists (empty) when `body` runs; `body` may
    /// overwrite it but must not remove or rename it. For a regular
    /// destination it lies beside `path` (so it is relative exactly when
    /// `path` is: resolve it for a process with another working directory);
    /// for a device or `/dev/stdout` it lies in `$TMPDIR` (or `/tmp`), and
    /// its bytes are copied to the destination once `body` returns. The
    /// companions are written and flushed before `body` runs, so a full disk
    /// is found before the work; they are renamed into place after the file
    /// is flushed and just before it is. An empty file is committed like any
    /// other, so a caller that expects content checks for it in `body`.
    ///
    /// - Throws: ``IOError`` as for ``write(to:_:)``, or whatever `body` throws.
    package static func produce(
        at path: String, companions: [(path: String, bytes: [UInt8])] = [],
        _ body: (String) async throws -> Void
    ) async throws {
        let target = try OutputTarget.resolve(path)
        let prepared = try prepare(companions)
        var temporary: TemporaryFile
        do {
            if case let .file(destination, permissions) = target {
                temporary = try TemporaryFile(replacing: destination, named: path, permissions: permissions)
            } else {
                let scratch = CLibrary.temporaryDirectory() + "springlab-output"
                temporary = try TemporaryFile(replacing: scratch, named: path, permissions: nil)
            }
        } catch {
            prepared.discard()
            throw error
        }
        do {
            try await body(temporary.path)
            if case .file = target {
                try temporary.finish()
                try prepared.commit(with: temporary)
            } else {
                let bytes: [UInt8]
                do { bytes = try FileSystem.contents(of: temporary.path, what: path, maximumBytes: .max) } catch {
                    throw IOError("cannot write \(path)", reason: error.reason)
                }
                temporary.discard()
                try writeDirectly(bytes, to: target, named: path)
                try prepared.commit()
            }
        } catch {
            temporary.discard()
            prepared.discard()
            throw error
        }
    }

    /// Creates or replaces several files as one: every file that is replaced
    /// is written and flushed to disk under its temporary name before any is
    /// renamed into place, so a failure (a full disk while writing the
    /// second) leaves every destination as it was. Targets written in place
    /// (devices, FIFOs, `/dev/stdout`) are written when they are prepared:
    /// nothing can be held back there.
    package static func write(_ files: [(path: String, bytes: [UInt8])]) throws(IOError) {
        try prepare(files).commit()
    }

    /// Writes and flushes `files` under temporary names, to be put in place
    /// later by ``PreparedFiles/commit()`` (or dropped by
    /// ``PreparedFiles/discard()``): for output that must only appear once
    /// something else (standard output) has been written. A target written
    /// in place (a device) is written here, at once, so that its failure
    /// comes first.
    package static func prepare(_ files: [(path: String, bytes: [UInt8])]) throws(IOError) -> PreparedFiles {
        var prepared = PreparedFiles()
        do throws(IOError) {
            for file in files {
                let target = try OutputTarget.resolve(file.path)
                guard case let .file(destination, permissions) = target else {
                    // Nothing can hold a device's bytes back for later: written now, a failure
                    // (`/dev/full`) comes before anything is shown or renamed.
                    try AtomicFile.writeDirectly(file.bytes, to: target, named: file.path)
                    continue
                }
                var temporary = try TemporaryFile(replacing: destination, named: file.path, permissions: permissions)
                do throws(IOError) {
                    try FileSink(descriptor: temporary.descriptor.rawValue, name: file.path).write(file.bytes)
                    try temporary.finish()
                } catch {
                    temporary.discard()
                    throw error
                }
                prepared.temporaries.append(temporary)
            }
        } catch {
            prepared.discard()
            throw error
        }
        return prepared
    }

    /// Files written in full under temporary names (and those to be written
    /// in place), waiting to replace their destinations.
    package struct PreparedFiles {
        fileprivate var temporaries: [TemporaryFile] = []

        /// Renames every temporary file over its destination. On failure the
        /// files not yet in place are removed.
        ///
        /// Edge case: should a rename fail after an earlier one succeeded, the
        /// earlier file stays replaced; renames within a directory fail only on
        /// a broken file system.
        package func commit() throws(IOError) {
            try commit(with: nil)
        }

        /// ``commit()``, then `last` renamed over its destination, as one set:
        /// a signal meanwhile waits for the whole set (``CleanupRegistry/completing(_:)``),
        /// and another springlab putting files in the same directories waits
        /// for it (an exclusive `flock` on each directory), so that two runs
        /// into one folder leave one run's files, not a mix.
        fileprivate func commit(with last: TemporaryFile?) throws(IOError) {
            let all = temporaries + (last.map { [$0] } ?? [])
            do throws(IOError) {
                try CleanupRegistry.shared.completing { () throws(IOError) in
                    let locks = DirectoryLocks(Set(all.map { OutputTarget.directory(of: $0.destination) }))
                    defer { locks.release() }
                    for temporary in all { try temporary.rename() }
                }
            } catch {
                for temporary in all { temporary.discard() }
                throw error
            }
        }

        /// Removes the temporary files; no destination is touched.
        package func discard() {
            for temporary in temporaries { temporary.discard() }
        }
    }

    /// Writes `bytes` to a device or descriptor target.
    fileprivate static func writeDirectly(_ bytes: [UInt8], to target: OutputTarget, named name: String) throws(IOError)
    {
        switch target {
        case .file: preconditionFailure("regular files are replaced, not written directly")
        case let .inPlace(path):
            let descriptor = try openInPlace(path, named: name)
            do throws(IOError) { try FileSink(descriptor: descriptor.rawValue, name: name).write(bytes) } catch {
                try? descriptor.close()
                throw error
            }
            try close(descriptor, named: name)
        case let .descriptor(number):
            try FileSink(descriptor: number, name: name).write(bytes)
        }
    }

    /// Opens an existing non-regular file for writing, neither creating nor
    /// truncating it. A FIFO is written straight into (no temporary file: its
    /// reader wants the bytes, and a rename would replace the FIFO), once a
    /// reader has opened it; opened without blocking, which fails while there
    /// is none, it is tried again for up to `FileSystem.fifoWait`.
    private static func openInPlace(_ path: String, named name: String) throws(IOError) -> FileDescriptor {
        var waited = Duration.zero
        while true {
            do {
                let descriptor = try FileDescriptor.open(
                    FilePath(path), .writeOnly, options: [.closeOnExec, .nonBlocking])
                do throws(Errno) { try CLibrary.setBlocking(descriptor) } catch {
                    try? descriptor.close()
                    throw error
                }
                return descriptor
            } catch let error as Errno where error == .noSuchAddressOrDevice && waited < FileSystem.fifoWait {
                CLibrary.pause(milliseconds: 10)
                waited += .milliseconds(10)
            } catch let error as Errno where error == .noSuchAddressOrDevice {
                throw IOError("cannot write \(name)", reason: "no reader on the FIFO")
            } catch {
                throw IOError("cannot write \(name)", caught: error)
            }
        }
    }

    private static func close(_ descriptor: FileDescriptor, named name: String) throws(IOError) {
        do { try descriptor.close() } catch { throw IOError("cannot write \(name)", caught: error) }
    }
}

/// Exclusive `flock`s on directories, each once, taken in the order of
/// their device and inode (so that two runs locking the same ones, however
/// spelt, cannot wait for each other), held while a set of files is renamed
/// into them. A directory that cannot be opened or locked is renamed into
/// without a lock: the lock only orders springlab's own runs.
struct DirectoryLocks {
    private let descriptors: [Int32]

    init(_ directories: Set<String>) {
        var opened: [[UInt64]: Int32] = [:]
        for directory in directories {
            guard let (descriptor, identity) = CLibrary.openDirectory(directory.isEmpty ? "." : directory) else {
                continue
            }
            if opened[identity] == nil { opened[identity] = descriptor } else { CLibrary.unlockDirectory(descriptor) }
        }
        descriptors = opened.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.value)
            .filter { descriptor in
                if CLibrary.lockExclusively(descriptor) { return true }
                CLibrary.unlockDirectory(descriptor)
                return false
            }
    }

    func release() {
        for descriptor in descriptors { CLibrary.unlockDirectory(descriptor) }
    }
}
