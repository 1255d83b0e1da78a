import SpringLabIO
import Testing

/// The text-field CSV reader (RFC 4180): quoted fields with commas, line
/// breaks and doubled quotes; rows numbered by the line they start on.
@Suite("CSV records")
struct CSVRecordsTests {
    static func read(_ text: String) throws -> CSVRecords {
        try CSVRecords(bytes: Array(text.utf8), name: "the table 'x.csv'")
    }

    @Test func quotedFieldsHoldCommasQuotesAndLineBreaks() throws {
        let records = try Self.read("id,where\r\na,\"x, y\"\r\nb, \"say \"\"hi\"\"\" \n\"c\nd\",e\n\nf,\n")
        #expect(records.header == ["id", "where"])
        #expect(records.rows.map(\.fields) == [["a", "x, y"], ["b", "say \"hi\""], ["c\nd", "e"], [""], ["f", ""]])
        #expect(records.rows.map(\.line) == [2, 3, 4, 6, 7])
    }

    @Test func unquotedFieldsKeepTheirSpaces() throws {
        let records = try Self.read(" time , value\n 1 ,2\n")
        #expect(records.header == [" time ", " value"])
        #expect(records.column(" value") == 1)
        #expect(records.rows.first?.fields == [" 1 ", "2"])
    }

    @Test(
        "refused naming the text and line",
        arguments: [
            ("", "it is empty"),
            ("a,b\n1,\"open\n", "line 2: a quoted field is not closed"),
            ("a,b\n1,\"x\"y\n", "line 2: text after a closing quote"),
        ])
    func refused(text: String, fragment: String) {
        #expect {
            _ = try Self.read(text)
        } throws: { error in
            "\(error)".hasPrefix("the table 'x.csv'") && "\(error)".contains(fragment)
        }
    }

    @Test func invalidUTF8IsRefused() {
        #expect(throws: IOError.self) { _ = try CSVRecords(bytes: [0x61, 0x0A, 0xFF, 0x0A], name: "x") }
    }
}
