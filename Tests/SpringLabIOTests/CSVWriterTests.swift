import Foundation
import SpringLabIO
import Testing

@Suite("Streaming CSV")
struct CSVWriterTests {
    /// A table written in many small chunks reads back exactly: header,
    /// column order, every number bit for bit.
    @Test func tableReadsBack() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("table.csv")
        let rows = (0..<5000).map { n in [Double(n) / 120, Double.random(in: -1...1), -Double(n) * 1e-9] }
        try AtomicFile.write(to: path) { sink in
            // 100-byte chunks: a flush every few rows exercises the chunking.
            var csv = try CSVWriter(sink: sink, header: ["time", "value", "velocity"], chunkSize: 100)
            for row in rows {
                for value in row { csv.field(value) }
                try csv.endRow()
            }
            try csv.finish()
        }
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "time,value,velocity")
        #expect(lines.last == "")  // the file ends with a newline
        let parsed = lines.dropFirst().dropLast().map { $0.split(separator: ",").map { Double($0)! } }
        #expect(parsed.count == rows.count)
        #expect(parsed.map { $0.map(\.bitPattern) } == rows.map { $0.map(\.bitPattern) })
    }

    @Test func headerNamesAreQuotedWhenNeeded() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("header.csv")
        try AtomicFile.write(to: path) { sink in
            var csv = try CSVWriter(sink: sink, header: ["plain", "a,b", "say \"hi\""])
            try csv.finish()
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "plain,\"a,b\",\"say \"\"hi\"\"\"\n")
    }
}
