#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes bytes to an open file descriptor, completely: partial writes are
/// continued and interrupted calls retried. Does not own the descriptor.
public struct FileSink: Sendable {
    public let descriptor: Int32
    /// How the destination is named in error messages.
    public let name: String
    /// Whether each write also starts the disk writing what it wrote
    /// (``Writeback``): for files that are synced at the end anyway.
    public let startsWriteback: Bool

    public init(descriptor: Int32, name: String, startsWriteback: Bool = false) {
        self.descriptor = descriptor
        self.name = name
        self.startsWriteback = startsWriteback
    }

    /// Standard output.
    public static let standardOutput = FileSink(descriptor: 1, name: "standard output")

    /// Writes all of `bytes`.
    public func write(_ bytes: UnsafeRawBufferPointer) throws(IOError) {
        guard var start = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            #if canImport(Glibc)
            let written = Glibc.write(descriptor, start, remaining)
            #else
            let written = Darwin.write(descriptor, start, remaining)
            #endif
            if written < 0 {
                if errno == EINTR { continue }
                throw .system("cannot write \(name)")
            }
            start += written
            remaining -= written
        }
        if startsWriteback { Writeback.start(descriptor, offset: 0, count: 0) }
    }
}
