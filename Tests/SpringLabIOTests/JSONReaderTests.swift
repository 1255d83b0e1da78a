import SpringLabIO
import Testing

/// JSON text read back into ordered values (RFC 8259 syntax).
@Suite("JSON reader")
struct JSONReaderTests {
    @Test func readsNestedValuesInOrder() throws {
        let value = try #require(
            JSONReader.parse(#" {"b": [1, -2.5e1, true, null], "a": {"s": "x\"\u00e9\ud83d\ude00\n"}, "f": false} "#))
        guard case let .object(members) = value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.0) == ["b", "a", "f"])
        #expect(value["a"]?["s"]?.stringValue == "x\"é😀\n")
        #expect(value["f"]?.boolValue == false)
        let items = try #require(value["b"]?.arrayValue)
        #expect(items.count == 4)
        if case let .integer(one) = items[0] { #expect(one == 1) } else { Issue.record("1 is not an integer") }
        if case let .number(number) = items[1] { #expect(number == -25) } else { Issue.record("not a number") }
    }

    /// What `JSON.rendered()` writes reads back to the same text.
    @Test func renderedTextReadsBack() throws {
        let original = JSON.object([("name", .string("a \"b\"\t")), ("list", .array([.number(0.1), .integer(3)]))])
        let text = original.rendered()
        #expect(try #require(JSONReader.parse(text)).rendered() == text)
    }

    @Test(arguments: ["", "{", "[1,]", "{\"a\" 1}", "tru", "01x", "+1", "\"\\ud800\"", "\"a\u{1}\"", "1 2", "NaN"])
    func malformedTextGivesNil(text: String) {
        #expect(JSONReader.parse(text) == nil)
    }
}
