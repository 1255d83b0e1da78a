import SpringLabIO
import Testing

/// The JSON reader: every rule of RFC 8259's grammar it enforces, refused at
/// the line of the first byte that breaks it; the values it gives, members in
/// the file's order and each value's line.
@Suite("the JSON reader")
struct JSONValueTests {
    static func read(_ text: String) throws(JSONReadError) -> JSONValue { try JSONValue(reading: Array(text.utf8)) }

    static func refusal(_ bytes: [UInt8]) -> JSONReadError? {
        do {
            _ = try JSONValue(reading: bytes)
            return nil
        } catch { return error }
    }

    /// Each text, the line its refusal must name and the start of the reason.
    static let refusals: [(text: String, line: Int, reason: String)] = [
        // Structure (RFC 8259 §2, §4, §5).
        ("{\"a\": 1,\n}", 2, "a comma before '}' (JSON allows none)"),
        ("[1,\n\n]", 3, "a comma before ']' (JSON allows none)"),
        ("[1\n 2]", 2, "expected ',' or ']', found '2'"),
        ("{\"a\": 1\n \"b\": 2}", 2, "expected ',' or '}', found '\"'"),
        ("[1, , 2]", 1, "expected a value, found ','"),
        ("{,}", 1, "expected a member name, found ','"),
        ("{a: 1}", 1, "expected a member name, found 'a'"),
        ("{\n1: 2}", 2, "expected a member name, found '1'"),
        ("{'a': 1}", 1, "expected a member name, found '''"),
        ("{\"a\" 1}", 1, "expected ':' after a member name, found '1'"),
        ("{\"a\" = 1}", 1, "expected ':' after a member name, found '='"),
        ("[1}", 1, "expected ',' or ']', found '}'"),
        ("{\"a\": 1]", 1, "expected ',' or '}', found ']'"),
        ("{\"a\": 1\n", 1, "expected ',' or '}', found the end of the file"),
        ("[\n[\n", 2, "expected a value, found the end of the file"),
        ("", 1, "expected a value, found the end of the file"),
        (" \n\t\n", 2, "expected a value, found the end of the file"),
        ("{} {}", 1, "text after the value"),
        ("1\n2", 2, "text after the value"),
        ("// note\n{}", 1, "expected a value, found '/'"),
        ("[1, /* two */ 2]", 1, "expected a value, found '/'"),
        // Whitespace is space, tab, line feed and carriage return only (§2).
        ("[1,\u{0C}2]", 1, "expected a value, found byte 12"),
        ("[1,\u{A0}2]", 1, "expected a value, found byte 194"),
        // Literals are lowercase and whole (§3).
        ("[tru]", 1, "expected true, found ']'"),
        ("[True]", 1, "expected a value, found 'T'"),
        ("\n\nnul", 3, "expected null, found the end of the file"),
        ("[falsey]", 1, "expected ',' or ']', found 'y'"),
        ("undefined", 1, "expected a value, found 'u'"),
        // Numbers (§6): no leading zeros, plus sign, bare point, hexadecimal, NaN or Infinity.
        ("[\n01]", 2, "expected ',' or ']', found '1'"),
        ("[-01]", 1, "expected ',' or ']', found '1'"),
        ("[+1]", 1, "expected a value, found '+'"),
        ("[.5]", 1, "expected a value, found '.'"),
        ("[1.]", 1, "expected a digit, found ']'"),
        ("[1.e3]", 1, "expected a digit, found 'e'"),
        ("[1e]", 1, "expected a digit, found ']'"),
        ("[1e+]", 1, "expected a digit, found ']'"),
        ("[-]", 1, "expected a digit, found ']'"),
        ("[- 1]", 1, "expected a digit, found byte 32"),
        ("[0x10]", 1, "expected ',' or ']', found 'x'"),
        ("[NaN]", 1, "expected a value, found 'N'"),
        ("[-Infinity]", 1, "expected a digit, found 'I'"),
        ("[1_000]", 1, "expected ',' or ']', found '_'"),
        ("[\n\n1e309]", 3, "a number beyond ±1.8e308"),
        ("[-1.8e308]", 1, "a number beyond ±1.8e308"),
        // Strings (§7): closed, no control characters, no escapes but JSON's own, four hexadecimal digits.
        ("[\"abc]", 1, "a string that never ends"),
        ("['a']", 1, "expected a value, found '''"),
        ("[\n\"a\tb\"]", 2, "a control character in a string (write it as an escape)"),
        ("[\"a\nb\"]", 1, "a control character in a string"),
        ("[\"\\x41\"]", 1, "an escape '\\' followed by 'x'"),
        ("[\"\\'\"]", 1, "an escape '\\' followed by '''"),
        ("[\"\\U00e9\"]", 1, "an escape '\\' followed by 'U'"),
        ("[\"\\", 1, "an escape '\\' followed by the end of the file"),
        ("[\"\\u12\"]", 1, "\\u needs four hexadecimal digits, found '\"'"),
        ("[\"\\u12g4\"]", 1, "\\u needs four hexadecimal digits, found 'g'"),
        // Half a surrogate pair is no character (§8.2).
        ("[\n\"\\uD83D\"]", 2, "\\uD83D is half of a surrogate pair"),
        ("[\"\\uDE00\\uD83D\"]", 1, "\\uDE00 is half of a surrogate pair"),
        ("[\"\\uD83D\\u0041\"]", 1, "\\uD83D is half of a surrogate pair"),
        ("[\"\\uD83Dx\"]", 1, "\\uD83D is half of a surrogate pair"),
    ]

    @Test("each break of the grammar is refused at its line", arguments: refusals)
    func refused(text: String, line: Int, reason: String) {
        let error = Self.refusal(Array(text.utf8))
        #expect(error?.line == line, "\(error.map { "\($0)" } ?? "accepted")")
        #expect(error?.reason.hasPrefix("not JSON: " + reason) == true, "\(error?.reason ?? "accepted")")
    }

    /// JSON text is UTF-8 (§8.1): bytes that are not are refused where they stand.
    @Test(
        "text that is not UTF-8 is refused at its line",
        arguments: [
            ([0x22, 0xFF, 0x22], "a string that is not UTF-8 text"),
            ([0x22, 0xC3, 0x22], "a string that is not UTF-8 text"),
            ([0x22, 0xED, 0xA0, 0x80, 0x22], "a string that is not UTF-8 text"),  // an encoded surrogate
            ([0x22, 0xC0, 0xAF, 0x22], "a string that is not UTF-8 text"),  // an overlong '/'
            ([0xEF, 0xBB, 0xBF, 0x7B, 0x7D], "expected a value, found byte 239"),  // a byte order mark
        ] as [([UInt8], String)])
    func notUTF8(bytes: [UInt8], reason: String) {
        let error = Self.refusal(Array("{\"a\":\n".utf8) + bytes)
        #expect(error?.line == 2)
        #expect(error?.reason == "not JSON: " + reason, "\(error?.reason ?? "accepted")")
    }

    @Test("numbers: the standard library's nearest Double, every form of the grammar")
    func numbers() throws {
        let cases: [(String, Double)] = [
            ("0", 0), ("-7.25", -7.25), ("1.5e+2", 150), ("2E-3", 0.002), ("8e-1", 0.8), ("10", 10),
            ("1.7976931348623157e308", .greatestFiniteMagnitude), ("5e-324", .leastNonzeroMagnitude),
            ("1e-400", 0), ("123456789012345678901234567890", 123456789012345678901234567890.0),
        ]
        for (text, expected) in cases { #expect(try Self.read(text).number == expected, "\(text)") }
        let zero = try #require(try Self.read(" -0 ").number)
        #expect(zero == 0 && zero.sign == .minus)
    }

    @Test("strings: every escape, surrogate pairs, UTF-8 as written")
    func strings() throws {
        let text = #""\"\\\/\b\f\n\r\t\u00e9\u00E9\uD83D\uDE00\u0000 é😀\#u{7F}""#
        #expect(try Self.read(text).string == "\"\\/\u{8}\u{C}\n\r\t\u{E9}\u{E9}\u{1F600}\u{0} é😀\u{7F}")
    }

    @Test("literals and empty containers")
    func literals() throws {
        let items = try #require(try Self.read(" \t\r\n[true, false, null, [], {}] \r\n").items)
        #expect(items.map(\.kindName) == ["true or false", "true or false", "null", "an array", "an object"])
        guard case .bool(true) = items[0].content, case .bool(false) = items[1].content else {
            Issue.record("true and false read as \(items[0].content), \(items[1].content)")
            return
        }
    }

    @Test("an object keeps its members in the file's order")
    func memberOrder() throws {
        let value = try Self.read(#"{"z": 1, "a": 2, "m": {"y": 0, "b": 0, "a": 3}, "": 5}"#)
        #expect(value.members?.map(\.name) == ["z", "a", "m", ""])
        #expect(value.member("m")?.members?.map(\.name) == ["y", "b", "a"])
        #expect(value.member("a")?.number == 2)
        #expect(value.member("q") == nil)
        #expect(try Self.read("[1]").member("a") == nil)
    }

    /// RFC 8259 leaves a repeated name's meaning open: refused, at the
    /// repetition's line, however it is escaped. The same name in two
    /// objects is no repetition.
    @Test(
        "a name repeated in one object is refused at its line",
        arguments: [
            (#"{"a": 1, "b": {"a": 2}, "a": 3}"#, "a", 1, 1),
            ("[{\"k\": 1},\n {\"k\": 2,\n\n  \"\\u006b\": 3}]", "k", 2, 4),
            ("{\"\\\"\": 1,\n \"\\u0022\": 2}", "\"", 1, 2),
        ])
    func repeatedName(text: String, name: String, first: Int, line: Int) {
        let error = Self.refusal(Array(text.utf8))
        #expect(error?.line == line)
        #expect(error?.reason == "the member \"\(name)\" is repeated (first on line \(first)): give it once")
    }

    /// A value's line is that of its first byte, nested or not, a line ending in `\r\n` or `\n`.
    @Test func linesOfNestedValues() throws {
        let value = try Self.read("\n{\r\n  \"a\": [1,\n    {\"b\": null},\n    [true]],\n  \"c\":\n\n    \"x\"\n}\n")
        #expect(value.line == 2)
        let a = try #require(value.member("a"))
        let items = try #require(a.items)
        #expect(a.line == 3)
        #expect(items.map(\.line) == [3, 4, 5])
        #expect(items[1].member("b")?.line == 4)
        #expect(items[2].items?.first?.line == 5)
        #expect(value.member("c")?.line == 8)
    }

    /// The values are counted at every depth, and the first one past the limit is refused at its line.
    @Test func valuesAreBounded() throws {
        let text = "[1,\n {\"a\": [2,\n 3]}]"
        #expect(throws: Never.self) { try JSONValue(reading: Array(text.utf8), maximumValues: 6) }
        do {
            _ = try JSONValue(reading: Array(text.utf8), maximumValues: 5)
            Issue.record("six values read with a limit of five")
        } catch {
            #expect(error.line == 3)
            #expect(error.reason == "more than 5 values, the most read from one file")
        }
    }

    /// Nesting is bounded: a value inside ``JSONValue/maximumDepth`` arrays or objects is refused, with no crash
    /// however deep the text goes.
    @Test func deepNestingIsBounded() throws {
        let depth = JSONValue.maximumDepth
        let deepest = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(throws: Never.self) { try Self.read(deepest) }
        let refused = [
            (String(repeating: "[", count: depth) + "0" + String(repeating: "]", count: depth), 1),
            (String(repeating: "{\"a\":", count: depth) + "0" + String(repeating: "}", count: depth), 1),
            ("\n" + String(repeating: "[", count: 1_000_000), 2),
        ]
        for (text, line) in refused {
            let error = Self.refusal(Array(text.utf8))
            #expect(error?.line == line)
            #expect(error?.reason == "not JSON: nested deeper than \(depth)")
        }
    }
}

extension JSONValue {
    fileprivate var number: Double? {
        guard case let .number(value) = content else { return nil }
        return value
    }

    fileprivate var string: String? {
        guard case let .string(value) = content else { return nil }
        return value
    }

    fileprivate var items: [JSONValue]? {
        guard case let .array(items) = content else { return nil }
        return items
    }

    fileprivate var members: [(name: String, value: JSONValue)]? {
        guard case let .object(members) = content else { return nil }
        return members
    }
}
