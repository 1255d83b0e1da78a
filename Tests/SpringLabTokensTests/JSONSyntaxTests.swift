import SpringLabTokens
import Testing

/// The reader is strict RFC 8259 JSON and names the line of a syntax error.
@Suite("token files are strict JSON, their syntax errors located")
struct JSONSyntaxTests {
    static func refusal(_ json: String) -> String? { TokenReadingTests.refusal(json) }

    @Test(
        "a syntax error names the file's line of the first byte that breaks the grammar",
        arguments: [
            ("{\n \"a\": {\n  \"$type\": \"spring\"\n  \"x\": 1}}", "t.json line 4: not JSON: expected ',' or '}'"),
            ("{\n \"a\": {\"$value\": \"compose:\"}\n", "t.json line 2: not JSON: expected ',' or '}', found the end"),
            ("{\"a\": 01}", "t.json line 1: not JSON: expected ',' or '}', found '1'"),
            ("{\"a\":\n\n \"x\\q\"}", "t.json line 3: not JSON: an escape '\\' followed by 'q'"),
            ("{\"a\": \"\\u12g4\"}", "t.json line 1: not JSON: \\u needs four hexadecimal digits"),
            ("{\"a\": \"tab\there\"}", "t.json line 1: not JSON: a control character in a string"),
            ("{\"a\": tru}", "t.json line 1: not JSON: expected true"),
            ("{\"a\": 1.}", "t.json line 1: not JSON: expected a digit"),
            ("{} {}", "t.json line 1: not JSON: text after the value"),
            ("", "t.json line 1: not JSON: expected a value, found the end of the file"),
            ("{a: 1}", "t.json line 1: not JSON: expected a member name, found 'a'"),
            (String(repeating: "[", count: 600), "t.json line 1: not JSON: nested deeper than 512"),
        ])
    func located(json: String, message: String) {
        let refusal = Self.refusal(json)
        #expect(refusal?.hasPrefix(message) == true, "\(refusal ?? "accepted")")
        #expect(refusal?.contains("\n") == false)
    }

    @Test(
        "a comma before a closing bracket is refused, as RFC 8259 allows none",
        arguments: [
            "{\"a\": {\"$type\": \"spring\", \"x\": {\"$value\": \"compose:\"},\n}}",
            "{\"a\": {\"$type\": \"dimension\", \"x\": {\"$value\": [1, 2, ]}}}",
        ])
    func trailingComma(json: String) {
        let refusal = Self.refusal(json)
        #expect(refusal?.contains("not JSON: a comma before") == true, "\(refusal ?? "accepted")")
        #expect(refusal?.hasPrefix("t.json line \(json.contains("\n") ? 2 : 1): ") == true)
    }

    @Test("every form RFC 8259 allows is read: escapes, exponents, arrays, literals, whitespace")
    func everyForm() throws {
        let tokens = try TokenReadingTests.load(
            """
             \t{"a": {"$type": "spring", "x": {"$description": "q\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9 é",
              "$extensions": {"n": [-0, 1.5e+2, 2E-3, -7.25, true, false, null, [], {}]},
              "$value": {"kind": "compose", "dampingRatio": 8e-1, "stiffness": 3.8E2}}}}\r\n
            """)
        #expect(tokens.map(\.path) == ["a.x"])
        #expect(tokens.first?.description?.hasPrefix("q\"\\/") == true)
        #expect(abs((tokens.first?.animation.spring.dampingRatio ?? 0) - 0.8) < 1e-12)
    }

    @Test("a number the grammar allows but a Double cannot hold names its line")
    func hugeNumber() {
        #expect(Self.refusal("{\"a\":\n {\"b\": 1e999}}") == "t.json line 2: not JSON: a number beyond ±1.8e308")
    }
}
