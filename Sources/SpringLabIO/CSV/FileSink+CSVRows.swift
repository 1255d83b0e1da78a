extension FileSink {
    /// Writes formatted rows straight from their memory: for blocks large
    /// enough to be a system write of their own, which a ``BufferedWriter``
    /// would only copy. Flush any writer of the same sink first.
    public func write(_ rows: CSVRows) throws(IOError) {
        try rows.bytes.withBytes { (bytes) throws(IOError) in try write(bytes) }
    }
}
