/// Streams a CSV table of numbers: a header line, then one line per row,
/// fields separated by commas, lines ended by `\n` (RFC 4180 with LF).
///
/// Numbers are written in their shortest round-trip form (parsing a field
/// gives back the identical Double). Rows are written field by field with no
/// per-row allocation:
///
///     var csv = try CSVWriter(sink: .standardOutput, header: ["time", "value"])
///     csv.field(0.5); csv.field(0.25); try csv.endRow()
///     try csv.finish()
package struct CSVWriter {
    package let columns: [String]
    private var output: BufferedWriter
    private var fieldsInRow = 0
    private var rowsWritten = 0
    private var rowIsFinite = true

    /// Writes the header line. Names containing a comma, quote or line break
    /// are quoted, with quotes doubled.
    package init(sink: FileSink, header: [String], chunkSize: Int = 1 << 20) throws(IOError) {
        columns = header
        output = BufferedWriter(sink: sink, chunkSize: chunkSize)
        output.write(CSVRows.header(header))
        try output.flushIfFull()
    }

    /// Appends the next field of the current row. A non-finite value (which
    /// few CSV readers accept) makes ``endRow()`` throw.
    package mutating func field(_ value: Double) {
        rowIsFinite = rowIsFinite && value.isFinite
        if fieldsInRow > 0 { output.write(byte: UInt8(ascii: ",")) }
        output.write(value)
        fieldsInRow += 1
    }

    /// Appends the next field of the current row: a whole number, in decimal.
    package mutating func field(_ value: Int) {
        if fieldsInRow > 0 { output.write(byte: UInt8(ascii: ",")) }
        output.write(String(value))
        fieldsInRow += 1
    }

    /// Ends the current row. A row must have as many fields as the header.
    ///
    /// - Throws: a row holding NaN or an infinity (before it reaches the
    ///   sink), or a failed write.
    package mutating func endRow() throws(IOError) {
        precondition(fieldsInRow == columns.count, "CSV row has \(fieldsInRow) fields, header \(columns.count)")
        guard rowIsFinite else {
            throw IOError(
                "cannot write \(output.sink.name)", reason: "row \(rowsWritten + 1) holds a non-finite number")
        }
        output.write(byte: UInt8(ascii: "\n"))
        fieldsInRow = 0
        rowsWritten += 1
        try output.flushIfFull()
    }

    /// Writes out everything still buffered.
    package mutating func finish() throws(IOError) {
        try output.flush()
    }
}
