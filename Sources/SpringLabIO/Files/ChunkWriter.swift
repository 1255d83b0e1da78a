import SystemPackage

/// Bytes gathered into chunks of 1 MiB and written to a ``FileSink``, past
/// the page cache when asked and the file allows it (Linux direct I/O,
/// `O_DIRECT`).
///
/// A write through the page cache costs the kernel a copy of every byte and
/// the pages to hold them; for the hundreds of megabytes of a large sweep or
/// simulation, on a machine of two cores, that is a sizeable part of the
/// command's time. A direct write has the disk read the chunk from the
/// writer's own memory instead. It waits for the disk, so it pays only on a
/// thread that has nothing else to do meanwhile, such as the one writing the
/// blocks other threads compute.
///
/// Direct I/O wants each write to start at a multiple of the device's block
/// size, from memory aligned to it, and to span whole blocks: chunks are
/// 1 MiB, in memory aligned to 4 KiB (a page, at least the block size of the
/// usual disks), written one after another from the file's start; the last
/// bytes, which need not fill a block, go through the page cache once
/// ``finish()`` has turned direct I/O off. Through the page cache, a piece
/// of a chunk or more is written as it comes.
///
/// Edge cases: direct I/O is only tried on an ``AtomicFile``'s temporary
/// file (``FileSink/isTemporaryFile``), never on standard output, a device
/// or a pipe, where changing the descriptor's flags would reach other
/// programs. Where the system has no direct I/O (macOS, some file systems)
/// or refuses a write with `EINVAL`, the writer goes on through the page
/// cache: only the speed changes, never the bytes.
package struct ChunkWriter: ~Copyable {
    private let sink: FileSink
    /// Whether writes bypass the page cache.
    package private(set) var isDirect: Bool
    private let storage: UnsafeMutableRawBufferPointer
    private var count = 0

    /// - Parameters:
    ///   - direct: whether to write past the page cache where the file allows it.
    ///   - chunkSize: bytes gathered per write, a multiple of 4096 for direct I/O.
    package init(sink: FileSink, direct: Bool, chunkSize: Int = 1 << 20) {
        self.sink = sink
        storage = .allocate(byteCount: max(chunkSize, 1), alignment: 4096)
        isDirect = direct && sink.isTemporaryFile && CLibrary.setDirectIO(sink.descriptor, true)
    }

    deinit { storage.deallocate() }

    /// Appends `bytes`, writing each chunk as it fills.
    /// - Throws: ``IOError`` naming the destination and the system's reason.
    package mutating func write(_ bytes: [UInt8]) throws(IOError) {
        let failure: IOError? = bytes.withUnsafeBytes { raw in
            do throws(IOError) { try write(raw) } catch { return error }
            return nil
        }
        if let failure { throw failure }
    }

    /// Appends the bytes of `buffer`, writing each chunk as it fills.
    /// - Throws: ``IOError`` naming the destination and the system's reason.
    package mutating func write(_ buffer: ByteBuffer) throws(IOError) {
        let failure: IOError? = buffer.withBytes { raw in
            do throws(IOError) { try write(raw) } catch { return error }
            return nil
        }
        if let failure { throw failure }
    }

    /// Appends `bytes`, writing each chunk as it fills.
    /// - Throws: ``IOError`` naming the destination and the system's reason.
    package mutating func write(_ bytes: UnsafeRawBufferPointer) throws(IOError) {
        if !isDirect && bytes.count >= storage.count {
            // Through the page cache a chunk's worth is written from where it lies, without the copy.
            try flush()
            return try sink.write(bytes)
        }
        var offset = 0
        while offset < bytes.count {
            let taken = min(bytes.count - offset, storage.count - count)
            (storage.baseAddress! + count).copyMemory(from: bytes.baseAddress! + offset, byteCount: taken)
            count += taken
            offset += taken
            if count == storage.count { try flush() }
        }
    }

    /// Writes whatever is gathered and turns direct I/O off: call it once,
    /// after the last ``write(_:)``.
    /// - Throws: ``IOError`` naming the destination and the system's reason.
    package mutating func finish() throws(IOError) {
        // The last bytes are not whole blocks.
        stopDirect()
        try flush()
    }

    /// Writes the bytes gathered, directly while the file takes them so,
    /// else through the sink, and empties the storage.
    private mutating func flush() throws(IOError) {
        let bytes = UnsafeRawBufferPointer(rebasing: storage[..<count])
        count = 0
        var written = 0
        while isDirect && written < bytes.count {
            do {
                written += try FileDescriptor(rawValue: sink.descriptor).write(
                    UnsafeRawBufferPointer(rebasing: bytes[written...]))
            } catch let error as Errno where error == .invalidArgument {
                stopDirect()
            } catch {
                throw IOError("cannot write \(sink.name)", caught: error)
            }
        }
        try sink.write(UnsafeRawBufferPointer(rebasing: bytes[written...]))
    }

    private mutating func stopDirect() {
        guard isDirect else { return }
        CLibrary.setDirectIO(sink.descriptor, false)
        isDirect = false
    }
}
