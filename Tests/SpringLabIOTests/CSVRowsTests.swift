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

    /// Rows whose repeated numbers are copied from earlier text are the same
    /// bytes as rows formatted number by number: whatever mix of numbers
    /// (zeros of both signs, non-finite, missing), whole numbers, text and
    /// empty fields the rows hold, and across ``CSVRows/removeAll()``.
    @Test func copiedRepeatsAreTheSameBytes() {
        var generator = SplitMix64(seed: 29)
        let pool: [Double?] = [0, -0.0, 1, 0.001, 1e-5, 123.456, 1e300, .nan, .infinity, nil]
        var copied = CSVRows(capacity: 0, copiesRepeats: true), formatted = CSVRows(capacity: 0)
        for row in 0..<3_000 {
            if row % 700 == 699 {
                #expect(copied.bytes.bytes == formatted.bytes.bytes)
                copied.removeAll()
                formatted.removeAll()
            }
            for _ in 0..<Int(generator.next() % 8) {
                let pick = Int(generator.next() % UInt64(pool.count + 3))
                Self.write(pick, of: pool, to: &copied)
                Self.write(pick, of: pool, to: &formatted)
            }
            copied.endRow()
            formatted.endRow()
        }
        #expect(copied.bytes.bytes == formatted.bytes.bytes)
        #expect(copied.count == formatted.count)
    }

    /// Number `pick` of `pool`, or past its end a whole number, a text or an empty field.
    static func write(_ pick: Int, of pool: [Double?], to rows: inout CSVRows) {
        switch pick {
        case pool.count: rows.field(integer: 7)
        case pool.count + 1: rows.field(text: "a,b")
        case pool.count + 2: rows.emptyField()
        default: rows.field(pool[pick])
        }
    }

    @Test func headerQuotesNamesThatNeedIt() {
        #expect(CSVRows.header(["time", "a,b"]) == "time,\"a,b\"\n")
    }
}
