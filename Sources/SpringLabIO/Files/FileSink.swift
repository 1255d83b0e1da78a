import SystemPackage

/// Writes bytes to an open file descriptor, completely: partial writes are
/// continued and interrupted calls retried. Does not own the descriptor.
public struct FileSink: Sendable {
    public let descriptor: Int32
    /// How the destination is named in error messages.
    public let name: String
    /// Whether the destination is the temporary file of an ``AtomicFile``
    /// write: a new regular file, open nowhere else, synced before it is
    /// renamed into place. Each write to it also starts the disk on what it
    /// wrote (``Writeback``), and ``ChunkWriter`` may write it past the page
    /// cache.
    public let isTemporaryFile: Bool

    public init(descriptor: Int32, name: String, isTemporaryFile: Bool = false) {
        self.descriptor = descriptor
        self.name = name
        self.isTemporaryFile = isTemporaryFile
    }

    /// Standard output.
    public static let standardOutput = FileSink(descriptor: 1, name: "standard output")

    /// Standard error.
    public static let standardError = FileSink(descriptor: 2, name: "standard error")

    /// Writes all of `bytes`.
    /// - Throws: ``IOError`` naming the destination and the system's reason
    ///   (a full disk, a closed descriptor, a file-size limit).
    public func write(_ bytes: UnsafeRawBufferPointer) throws(IOError) {
        guard !bytes.isEmpty else { return }
        do {
            _ = try FileDescriptor(rawValue: descriptor).writeAll(bytes)
        } catch {
            throw IOError("cannot write \(name)", caught: error)
        }
        if isTemporaryFile { Writeback.start(descriptor, offset: 0, count: 0) }
    }

    /// Writes all of `bytes`.
    public func write(_ bytes: [UInt8]) throws(IOError) {
        let failure: IOError? = bytes.withUnsafeBytes { raw in
            do throws(IOError) { try write(raw) } catch { return error }
            return nil
        }
        if let failure { throw failure }
    }
}
