import Testing

@testable import SpringLabIO

/// Rows formatted into memory against the text each field stands for:
/// RFC 4180 with numbers in their shortest round-trip form.
@Suite("CSV rows in memory")
struct CSVRowsTests {
    @Test func fieldsAndRows() {
        var rows = CSVRows(capacity: 0)
        rows.field(0.5)
        rows.field(nil)
        rows.field(.nan)
        rows.field(-.infinity)
        rows.field(integer: -12)
        rows.field(integer: nil)
        rows.emptyField()
        rows.field(text: "underdamped")
        rows.endRow()
        rows.field(1e-5)
        rows.endRow()
        #expect(String(decoding: rows.bytes.bytes, as: UTF8.self) == "0.5,,,,-12,,,underdamped\n1e-05\n")
        #expect(rows.count == 2)
        rows.removeAll()
        rows.field(text: "x")
        rows.endRow()
        #expect(String(decoding: rows.bytes.bytes, as: UTF8.self) == "x\n")
        #expect(rows.count == 1)
    }

    /// A field holding a comma, a quote or a line break is quoted, its quotes
    /// doubled; any other text, non-ASCII included, is written as it is.
    @Test(arguments: [
        ("plain", "plain"), ("", ""), ("a, b", "\"a, b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""),
        ("two\nlines", "\"two\nlines\""), ("crlf\r\n", "\"crlf\r\n\""), ("ζ = 0.5", "ζ = 0.5"),
        ("tab\there", "tab\there"), ("line\u{2028}separator", "\"line\u{2028}separator\""),
    ])
    func textIsQuotedWhenNeeded(_ text: String, _ field: String) throws {
        var rows = CSVRows(capacity: 0)
        rows.field(text: text)
        rows.field(1)
        rows.endRow()
        #expect(String(decoding: rows.bytes.bytes, as: UTF8.self) == field + ",1.0\n")
        let read = try CSVRecords(bytes: Array("a,b\n".utf8) + rows.bytes.bytes, name: "rows")
        #expect(read.rows.map(\.fields) == [[text, "1.0"]])
    }

    @Test func headerQuotesNamesThatNeedIt() {
        #expect(CSVRows.header(["time", "a,b"]) == "time,\"a,b\"\n")
    }
}
