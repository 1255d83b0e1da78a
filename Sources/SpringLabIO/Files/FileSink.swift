import SystemPackage

/// Writes bytes to an open file descriptor, completely: partial writes are
/// continued and interrupted calls retried. Does not own the descriptor.
package struct FileSink: Sendable {
    package let descriptor: Int32
    /// How the destination is named in error messages.
    package let name: String

    package init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    /// Standard output.
    package static let standardOutput = FileSink(descriptor: 1, name: "standard output")

    /// Standard error.
    package static let standardError = FileSink(descriptor: 2, name: "standard error")

    /// Writes all of `bytes`.
    /// - Throws: ``IOError`` naming the destination and the system's reason
    ///   (a full disk, a closed descriptor, a file-size limit).
    package func write(_ bytes: UnsafeRawBufferPointer) throws(IOError) {
        guard !bytes.isEmpty else { return }
        do {
            _ = try FileDescriptor(rawValue: descriptor).writeAll(bytes)
        } catch {
            throw IOError("cannot write \(name)", caught: error)
        }
    }

    /// Writes all of `bytes`.
    package func write(_ bytes: [UInt8]) throws(IOError) {
        let failure: IOError? = bytes.withUnsafeBytes { raw in
            do throws(IOError) { try write(raw) } catch { return error }
            return nil
        }
        if let failure { throw failure }
    }

    /// Writes the bytes of `buffer`.
    package func write(_ buffer: ByteBuffer) throws(IOError) {
        try buffer.withBytes { (bytes) throws(IOError) in try write(bytes) }
    }

    /// Writes the UTF-8 bytes of `text`.
    package func write(_ text: String) throws(IOError) { try write(Array(text.utf8)) }
}
