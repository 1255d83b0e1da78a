/// Starts writing a file's dirty pages to disk without waiting for them, so
/// that the disk works while the program is still producing the rest and the
/// final `fsync` has little left to wait for (Linux `sync_file_range` with
/// `SYNC_FILE_RANGE_WRITE`). The C modules do not declare it, so it is looked
/// up once by name; where it is missing (other systems, a static binary)
/// nothing happens, which only costs speed.
enum Writeback {
    private typealias SyncFileRange = @convention(c) (Int32, Int64, Int64, UInt32) -> Int32

    private static let syncFileRange: SyncFileRange? = CLibrary.function(named: "sync_file_range")
        .map { unsafeBitCast($0, to: SyncFileRange.self) }

    /// Starts writeback of bytes `offset ..< offset + count` of `descriptor`
    /// (count 0: to the end of the file).
    static func start(_ descriptor: Int32, offset: Int, count: Int) {
        // SYNC_FILE_RANGE_WRITE = 2. Errors (a pipe, a file system without
        // support) are ignored: fsync still makes the file durable.
        _ = syncFileRange?(descriptor, Int64(offset), Int64(count), 2)
    }
}
