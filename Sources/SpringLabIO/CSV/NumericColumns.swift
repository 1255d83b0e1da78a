/// Numeric columns of a CSV file with a header row, read by name: the
/// `time,value` curves that `fit --curve` and `plot --curve` take.
///
/// A direct byte reader, no Foundation: a recorded curve of 10,000 rows is
/// read in a millisecond or two. Fields are separated by commas; spaces
/// around a field and double quotes around it are ignored; lines end with
/// `\n` or `\r\n`; blank lines are skipped; a number is whatever `strtod`
/// reads whole.
///
/// Edge cases (each an ``IOError`` naming the file and, for a row, its
/// line): an unreadable file, a file larger than `maximumBytes` or of more
/// than ``maximumRows`` rows, a missing
/// header column, a row without the column, and a field that is not a finite
/// number (`nan`, `inf`, text).
package enum NumericColumns {
    /// The most rows a curve file may have (`fit --curve`, `plot --curve`,
    /// `plot --csv`): more add nothing a fit or a chart can use.
    package static let maximumRows = 200_000

    /// Reads the columns named `names` from the CSV file at `path`; `what`
    /// names the file in messages ("the curve").
    /// - Returns: one array per name, in the order of `names`, one number per row.
    package static func read(
        _ path: String, columns names: [String], what: String,
        maximumBytes: Int = 128 << 20
    ) throws(IOError) -> [[Double]] {
        let bytes = try FileSystem.contents(of: path, what: what, maximumBytes: maximumBytes, maximumRows: maximumRows)
        var lines = LineCursor(bytes: bytes)
        guard let headerLine = lines.next() else { throw IOError("\(what) '\(path)'", reason: "it is empty") }
        var parts: [Range<Int>] = []
        fields(of: headerLine.range, in: bytes, into: &parts)
        let header = parts.map { String(decoding: bytes[$0], as: UTF8.self) }
        let indices = try names.map { name throws(IOError) -> Int in
            guard let index = header.firstIndex(of: name) else {
                throw IOError(
                    "\(what) '\(path)'",
                    reason: "needs a header with "
                        + names.map { "'\($0)'" }.joined(separator: " and ")
                        + " columns, as `springlab simulate` writes")
            }
            return index
        }
        var columns = [[Double]](repeating: [], count: names.count)
        while let line = lines.next() {
            fields(of: line.range, in: bytes, into: &parts)
            if parts.count == 1, parts[0].isEmpty { continue }
            for (slot, index) in indices.enumerated() {
                guard index < parts.count else {
                    throw IOError(
                        "\(what) '\(path)' line \(line.number)", reason: "missing the '\(names[slot])' column")
                }
                guard let number = number(in: bytes, parts[index]) else {
                    let text = String(decoding: bytes[parts[index]], as: UTF8.self)
                    throw IOError(
                        "\(what) '\(path)' line \(line.number)",
                        reason: "'\(names[slot])' is not a finite number: '\(text)'")
                }
                columns[slot].append(number)
            }
        }
        return columns
    }

    /// The byte ranges of the fields of one line, without surrounding spaces
    /// and quotes, into `result` (reused from line to line).
    private static func fields(of range: Range<Int>, in bytes: [UInt8], into result: inout [Range<Int>]) {
        result.removeAll(keepingCapacity: true)
        var start = range.lowerBound
        for i in range where bytes[i] == UInt8(ascii: ",") {
            result.append(trimmed(start..<i, in: bytes))
            start = i + 1
        }
        result.append(trimmed(start..<range.upperBound, in: bytes))
    }

    private static func trimmed(_ range: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        var low = range.lowerBound, high = range.upperBound
        while low < high, isIgnored(bytes[low]) { low += 1 }
        while high > low, isIgnored(bytes[high - 1]) { high -= 1 }
        return low..<high
    }

    /// Space, tab, double quote, carriage return.
    private static func isIgnored(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\"")
            || byte == UInt8(ascii: "\r")
    }

    /// The finite number that fills `range` exactly, or nil.
    private static func number(in bytes: [UInt8], _ range: Range<Int>) -> Double? {
        guard !range.isEmpty, range.count < 64 else { return nil }
        // strtod needs a NUL-terminated copy; on the stack, not the heap.
        let (value, length) = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { text in
            for (offset, i) in range.enumerated() { text[offset] = CChar(bitPattern: bytes[i]) }
            text[range.count] = 0
            return CLibrary.parseDouble(text.baseAddress!)
        }
        return length == range.count && value.isFinite ? value : nil
    }
}

/// The lines of a byte buffer, numbered from 1.
private struct LineCursor {
    let bytes: [UInt8]
    var position = 0
    var number = 0

    mutating func next() -> (range: Range<Int>, number: Int)? {
        guard position < bytes.count else { return nil }
        let start = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
        let end = position
        position += 1
        number += 1
        return (start..<end, number)
    }
}
