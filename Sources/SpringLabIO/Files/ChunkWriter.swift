import CLibraryShims
import SystemPackage

/// Bytes gathered into chunks of a megabyte or more and written to a
/// ``FileSink``, past the page cache when asked and the file allows it
/// (Linux direct I/O, `O_DIRECT`).
///
/// A write through the page cache costs the kernel a copy of every byte,
/// the pages to hold them, and their writeback later; a direct write has
/// the disk read the chunk from the writer's own memory. For a two-core
/// sweep or simulate of hundreds of megabytes that is about a tenth of the
/// CPU time (README, Performance). The write waits for the disk, so
/// direct I/O pays only on a thread that has nothing else to do meanwhile,
/// such as the one writing the blocks other threads compute; and the file is
/// not left in memory, so reading it back goes to the disk.
///
/// Direct I/O wants each write to start at a multiple of the device's block
/// size, from memory aligned to it, and to span whole blocks: chunks are
/// whole multiples of ``alignment`` (4 KiB, a page, which is at least the
/// block size of the usual disks), in memory aligned to it, written one
/// after another from the file's start; the last bytes, which need not
/// fill a block, go through the page cache once ``finish()`` has turned
/// direct I/O off.
///
/// Through the page cache a piece of a chunk or more is written as it comes,
/// without the copy; smaller pieces are gathered.
///
/// Edge cases: direct I/O is only tried on an ``AtomicFile``'s temporary
/// file (``FileSink/isTemporaryFile``), never on standard output, a device
/// or a pipe, where changing the descriptor's flags would reach other
/// programs. Where the system has no direct I/O (macOS, some file systems), or
/// refuses a write with `EINVAL` (a larger block size), the writer goes on
/// through the page cache: only the speed changes, never the bytes.
public struct ChunkWriter: ~Copyable {
    public let sink: FileSink
    /// Bytes gathered per write.
    public let chunkSize: Int
    /// Whether writes bypass the page cache.
    public private(set) var isDirect: Bool
    private let storage: UnsafeMutableRawPointer
    private var count = 0

    /// The alignment of a direct write's memory, length and file offset.
    public static let alignment = 4096

    /// - Parameters:
    ///   - direct: whether to write past the page cache where the file allows it.
    ///   - chunkSize: bytes gathered per write (default 1 MiB), rounded up to
    ///     a multiple of ``alignment``.
    public init(sink: FileSink, direct: Bool, chunkSize: Int = 1 << 20) {
        self.init(sink: sink, direct: direct, exactChunkSize: max(chunkSize, 1).roundedUp(to: Self.alignment))
    }

    /// A writer of chunks of `exactChunkSize` bytes, a multiple of ``alignment``
    /// or not: tests give a size no disk takes directly.
    init(sink: FileSink, direct: Bool, exactChunkSize: Int) {
        self.sink = sink
        chunkSize = exactChunkSize
        storage = .allocate(byteCount: chunkSize, alignment: Self.alignment)
        isDirect = direct && sink.isTemporaryFile && springlab_set_direct_io(sink.descriptor, 1) == 0
    }

    deinit { storage.deallocate() }

    /// Appends `bytes`, writing each chunk as it fills (or `bytes` at once,
    /// when they make a chunk and the writes go through the page cache).
    /// - Throws: ``IOError`` naming the destination and the system's reason.
    public mutating func write(_ bytes: UnsafeRawBufferPointer) throws(IOError) {
        if !isDirect && bytes.count >= chunkSize {
            // A chunk already: written from where it lies, as it came. Copied into the storage
            // and written a chunk at a time, simulate's blocks cost the kernel several times the
            // system time when they replaced a cached file (README, Performance).
            try putAll()
            return try put(bytes)
        }
        var offset = 0
        while offset < bytes.count {
            let taken = Swift.min(bytes.count - offset, chunkSize - count)
            (storage + count).copyMemory(from: bytes.baseAddress! + offset, byteCount: taken)
            count += taken
            offset += taken
            if count == chunkSize { try putAll() }
        }
    }

    /// Appends the UTF-8 bytes of `text`.
    /// - Throws: ``IOError`` naming the destination and the system's reason.
    public mutating func write(_ text: String) throws(IOError) {
        var utf8 = ByteBuffer()
        utf8.append(text)
        try utf8.withBytes { (bytes) throws(IOError) in try write(bytes) }
    }

    /// Writes whatever is gathered and turns direct I/O off: call it once,
    /// after the last ``write(_:)``.
    /// - Throws: ``IOError`` naming the destination and the system's reason.
    public mutating func finish() throws(IOError) {
        // The last bytes are not whole blocks.
        stopDirect()
        try putAll()
    }

    /// Writes the bytes gathered and empties the storage.
    private mutating func putAll() throws(IOError) {
        try put(UnsafeRawBufferPointer(start: storage, count: count))
        count = 0
    }

    /// Writes `bytes`, directly while the file takes them so, else as the
    /// sink writes (which also starts a temporary file's writeback).
    private mutating func put(_ bytes: UnsafeRawBufferPointer) throws(IOError) {
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
        _ = springlab_set_direct_io(sink.descriptor, 0)
        isDirect = false
    }
}

extension Int {
    /// The least multiple of `step` (> 0) that is at least `self` (≥ 0).
    fileprivate func roundedUp(to step: Int) -> Int { (self + step - 1) / step * step }
}
