import CLibraryShims

/// Starts writing a file's dirty pages to disk without waiting for them, so
/// that the disk works while the program is still producing the rest and the
/// final `fsync` has little left to wait for (Linux `sync_file_range` with
/// `SYNC_FILE_RANGE_WRITE`). Where the system has no such call nothing
/// happens, which only costs speed.
enum Writeback {
    /// Starts writeback of bytes `offset ..< offset + count` of `descriptor`
    /// (count 0: to the end of the file).
    static func start(_ descriptor: Int32, offset: Int, count: Int) {
        // Errors (a pipe, a file system without support, another system) are
        // ignored: fsync still makes the file durable.
        _ = springlab_start_writeback(descriptor, Int64(offset), Int64(count))
    }
}
