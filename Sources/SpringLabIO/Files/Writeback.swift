#if canImport(Glibc)
import Glibc

/// Starts writing a file's dirty pages to disk without waiting for them, so
/// that the disk works while the program is still producing the rest and the
/// final `fsync` has little left to wait for (Linux `sync_file_range` with
/// `SYNC_FILE_RANGE_WRITE`). Swift's Glibc module does not declare it, so it
/// is looked up once by name; where it is missing nothing happens, which only
/// costs speed.
enum Writeback {
    private typealias SyncFileRange = @convention(c) (Int32, Int64, Int64, UInt32) -> Int32

    private static let syncFileRange: SyncFileRange? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sync_file_range") else { return nil }
        return unsafeBitCast(symbol, to: SyncFileRange.self)
    }()

    /// Starts writeback of bytes `offset ..< offset + count` of `descriptor`.
    static func start(_ descriptor: Int32, offset: Int, count: Int) {
        // SYNC_FILE_RANGE_WRITE = 2. Errors (a pipe, a file system without
        // support) are ignored: fsync still makes the file durable.
        _ = syncFileRange?(descriptor, Int64(offset), Int64(count), 2)
    }
}
#else
enum Writeback {
    static func start(_ descriptor: Int32, offset: Int, count: Int) {}
}
#endif
