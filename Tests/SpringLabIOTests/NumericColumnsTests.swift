import Foundation
import SpringLabIO
import Testing

/// The `time,value` reader of recorded curves: columns by name, any spacing,
/// and one error naming the file and line for anything that is not a finite number.
@Suite("Numeric CSV columns")
struct NumericColumnsTests {
    static func read(_ text: String, columns: [String] = ["time", "value"]) throws -> [[Double]] {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("curve.csv")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return try NumericColumns.read(path, columns: columns, what: "the curve")
    }

    @Test func columnsByNameInAnyOrderAndSpacing() throws {
        let text = "value , \"time\",velocity\r\n  1.5,0 ,9\r\n\r\n-2e-3,\t0.25,9\n3,1e1,x\n"
        let columns = try Self.read(text)
        #expect(columns == [[0, 0.25, 10], [1.5, -0.002, 3]])
    }

    /// Every double written in its shortest form reads back bit for bit.
    @Test func numbersReadBackExactly() throws {
        let values = [0.1, 1.0 / 3, Double.leastNonzeroMagnitude, 1.7976931348623157e308, -0.0, 123456789.123456789]
        let text = "time,value\n" + values.enumerated().map { "\($0.offset),\($0.element)" }.joined(separator: "\n")
        let columns = try Self.read(text)
        #expect(columns[1].map(\.bitPattern) == values.map(\.bitPattern))
    }

    @Test(
        "refused naming the file and line",
        arguments: [
            ("", "it is empty"),
            ("t,value\n0,1\n", "'time' and 'value' columns"),
            ("time,value\n0,1\n1\n", "line 3: missing the 'value' column"),
            ("time,value\n0,nan\n", "line 2: 'value' is not a finite number: 'nan'"),
            ("time,value\n0,inf\n", "'value' is not a finite number: 'inf'"),
            ("time,value\n0,1.5pt\n", "'value' is not a finite number: '1.5pt'"),
            ("time,value\n,1\n", "'time' is not a finite number: ''"),
        ])
    func refused(text: String, fragment: String) throws {
        do {
            _ = try Self.read(text)
            Issue.record("accepted: \(text)")
        } catch {
            #expect("\(error)".contains("the curve '"), "\(error)")
            #expect("\(error)".contains(fragment), "\(error)")
            #expect(!"\(error)".contains("\n"))
        }
    }

    @Test func aFolderIsNotACurve() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        #expect(throws: IOError.self) {
            try NumericColumns.read(directory.url.path, columns: ["time"], what: "the curve")
        }
    }
}
