/// Text written to a ``FileSink`` in large chunks: numbers and separators are
/// appended to a ``ByteBuffer`` that is handed to the system once it holds
/// `chunkSize` bytes, so memory stays flat however long the output.
package struct BufferedWriter {
    package let sink: FileSink
    package let chunkSize: Int
    private var buffer: ByteBuffer

    /// - Parameter chunkSize: bytes gathered per system write (default 1 MiB).
    package init(sink: FileSink, chunkSize: Int = 1 << 20) {
        self.sink = sink
        self.chunkSize = max(chunkSize, 1)
        // Room for one more record past the threshold, so appends rarely regrow.
        buffer = ByteBuffer(capacity: self.chunkSize + 4096)
    }

    /// Appends a number in its shortest round-trip form.
    package mutating func write(_ value: Double) { buffer.append(value) }

    /// Appends one ASCII byte.
    package mutating func write(byte: UInt8) { buffer.append(byte: byte) }

    /// Appends text.
    package mutating func write(_ text: String) { buffer.append(text) }

    /// Hands the buffer to the sink once it holds at least a chunk. Call it
    /// between records (rows), so a chunk always ends on a record boundary.
    package mutating func flushIfFull() throws(IOError) {
        if buffer.count >= chunkSize { try flush() }
    }

    /// Hands everything buffered to the sink.
    package mutating func flush() throws(IOError) {
        guard !buffer.isEmpty else { return }
        try sink.write(buffer)
        buffer.removeAll()
    }
}
