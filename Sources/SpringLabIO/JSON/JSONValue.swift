/// A JSON value read from text, with the line it starts on: the one reader
/// of JSON input (token files, recordings).
///
/// Objects keep their members in the file's order. A name repeated in one
/// object is refused: RFC 8259 leaves its meaning open, and tools disagree
/// (JavaScript's `JSON.parse` keeps the last), so a file that repeats one
/// would mean one thing here and another elsewhere. Names are compared
/// after escapes are read (`"x"` and `"\u0078"` are one name), as Swift
/// compares strings: under canonical equivalence, so `é` written as one
/// scalar or as `e` and a combining accent is one name too (to JavaScript it
/// is two, but springlab would read both as one path). Numbers are `Double`s,
/// read by the standard library.
///
/// Written here rather than taken from FoundationEssentials (which the
/// command links through swift-argument-parser): its `JSONDecoder` decodes
/// into `Decodable` types, keeps neither the members' order nor the line of
/// a repeated name, and tells no line, while token files and recordings are
/// reported by line in springlab's own words.
package struct JSONValue: Sendable {
    package enum Content: Sendable {
        case object([(name: String, value: JSONValue)])
        case array([JSONValue])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    package let content: Content
    /// The line of the value's first byte, counted from 1; 0 for a value
    /// made in code rather than read.
    package let line: Int

    package init(_ content: Content, line: Int = 0) {
        self.content = content
        self.line = line
    }

    /// A value inside this many arrays and objects is refused (so the
    /// deepest are this many nested empty ones), so that hostile text
    /// cannot exhaust the reader's stack.
    package static let maximumDepth = 512

    /// Reads `bytes` (UTF-8, without a byte order mark) as one JSON value,
    /// strictly as RFC 8259 writes it: no comma before `}` or `]`, no
    /// leading zeros, no `+`, hexadecimal, `NaN` or `Infinity`, no control
    /// characters in strings, no escapes but its own; whitespace is space,
    /// tab, line feed and carriage return.
    /// - Parameter maximumValues: the most values (numbers, strings,
    ///   literals, arrays and objects, at any depth) read before the text is
    ///   refused, so that a caller bounds the time and memory hostile text
    ///   can take.
    /// - Throws: ``JSONReadError`` at the first byte that breaks the
    ///   grammar (`not JSON: …`); also for a number beyond a `Double`'s range
    ///   (`1e999`), a string that is not UTF-8 or holds half a surrogate pair
    ///   (`\uD83D` alone), a value nested deeper than ``maximumDepth``, and
    ///   the value one past `maximumValues` (`more than N values, …`).
    package init(reading bytes: [UInt8], maximumValues: Int = .max) throws(JSONReadError) {
        var reader = JSONReader(bytes, maximumValues: maximumValues)
        self = try reader.document()
    }

    /// The first member called `name`; nil when there is none or the value is no object.
    package func member(_ name: String) -> JSONValue? {
        guard case let .object(members) = content else { return nil }
        return members.first { $0.name == name }?.value
    }

    /// The value as a short phrase for messages: `a string`, `a number`, …
    package var kindName: String {
        switch content {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }
}

/// Where JSON text is refused, and why, as the end of a message that names
/// the file: `not JSON: a comma before '}' (JSON allows none)` where the text
/// breaks the grammar.
package struct JSONReadError: Error, Equatable {
    /// The line of the offending byte, counted from 1; at the end of the
    /// text, the line of its last byte.
    package let line: Int
    package let reason: String
}

/// The reader behind ``JSONValue/init(reading:)``: one pass over the bytes,
/// counting lines as it goes (a line feed can only stand in whitespace, as
/// strings refuse control characters).
private struct JSONReader {
    private let bytes: [UInt8]
    private let maximumValues: Int
    private var index = 0
    private var line = 1
    private var values = 0

    init(_ bytes: [UInt8], maximumValues: Int) {
        self.bytes = bytes
        self.maximumValues = maximumValues
    }

    /// The one value of the text, with nothing but whitespace after it.
    mutating func document() throws(JSONReadError) -> JSONValue {
        let value = try value(depth: 0)
        skipWhitespace()
        guard index == bytes.count else { throw failure("text after the value") }
        return value
    }

    /// The text breaks the grammar here.
    private func failure(_ reason: String) -> JSONReadError {
        // At the end of the text, the line of its last byte rather than the empty one after it.
        let endsLine = index == bytes.count && bytes.last == UInt8(ascii: "\n")
        return JSONReadError(line: endsLine ? line - 1 : line, reason: "not JSON: " + reason)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// What is at the current byte, for messages.
    private var found: String {
        guard let byte = current else { return "the end of the file" }
        return (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte \(byte)"
    }

    /// Steps over `byte` when it is the current one.
    private mutating func take(_ byte: Unicode.Scalar) -> Bool {
        guard current == UInt8(ascii: byte) else { return false }
        index += 1
        return true
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            if byte == 0x0A { line += 1 }
            index += 1
        }
    }

    private mutating func value(depth: Int) throws(JSONReadError) -> JSONValue {
        skipWhitespace()
        guard depth < JSONValue.maximumDepth else { throw failure("nested deeper than \(JSONValue.maximumDepth)") }
        guard let byte = current else { throw failure("expected a value, found \(found)") }
        let start = line
        values += 1
        guard values <= maximumValues else {
            throw JSONReadError(line: start, reason: "more than \(maximumValues) values, the most read from one file")
        }
        let content: JSONValue.Content
        switch byte {
        case UInt8(ascii: "{"): content = .object(try members(depth: depth + 1))
        case UInt8(ascii: "["): content = .array(try elements(depth: depth + 1))
        case UInt8(ascii: "\""): content = .string(try string())
        case UInt8(ascii: "t"): content = try literal("true", .bool(true))
        case UInt8(ascii: "f"): content = try literal("false", .bool(false))
        case UInt8(ascii: "n"): content = try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): content = .number(try number())
        default: throw failure("expected a value, found \(found)")
        }
        return JSONValue(content, line: start)
    }

    private mutating func members(depth: Int) throws(JSONReadError) -> [(name: String, value: JSONValue)] {
        index += 1
        var members: [(name: String, value: JSONValue)] = []
        var lines: [String: Int] = [:]
        skipWhitespace()
        if take("}") { return members }
        repeat {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a member name, found \(found)") }
            let nameLine = line
            let name = try string()
            if let first = lines.updateValue(nameLine, forKey: name) {
                throw JSONReadError(
                    line: nameLine, reason: "the member \"\(name)\" is repeated (first on line \(first)): give it once")
            }
            skipWhitespace()
            guard take(":") else { throw failure("expected ':' after a member name, found \(found)") }
            members.append((name, try value(depth: depth)))
        } while try separator(closing: "}")
        return members
    }

    private mutating func elements(depth: Int) throws(JSONReadError) -> [JSONValue] {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if take("]") { return elements }
        repeat {
            elements.append(try value(depth: depth))
        } while try separator(closing: "]")
        return elements
    }

    /// After a member or element: true at a comma (another must follow),
    /// false at the closing bracket.
    private mutating func separator(closing: Unicode.Scalar) throws(JSONReadError) -> Bool {
        skipWhitespace()
        if take(closing) { return false }
        guard take(",") else { throw failure("expected ',' or '\(closing)', found \(found)") }
        skipWhitespace()
        if current == UInt8(ascii: "}") || current == UInt8(ascii: "]") {
            throw failure("a comma before '\(closing)' (JSON allows none)")
        }
        return true
    }

    /// A string from its opening quote: its bytes with the escapes replaced, valid UTF-8.
    private mutating func string() throws(JSONReadError) -> String {
        index += 1
        var text: [UInt8] = []
        while let byte = current {
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let string = String(validating: text, as: UTF8.self) else {
                    throw failure("a string that is not UTF-8 text")
                }
                return string
            case UInt8(ascii: "\\"): try escape(into: &text)
            case ..<0x20:
                index -= 1
                throw failure("a control character in a string (write it as an escape)")
            default: text.append(byte)
            }
        }
        throw failure("a string that never ends")
    }

    /// The bytes that `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r` and `\t` stand for, by the byte after the backslash.
    private static let replacements: [UInt8: UInt8] = [
        UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
        UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]

    /// The escape after a backslash, appended to `text` as UTF-8.
    private mutating func escape(into text: inout [UInt8]) throws(JSONReadError) {
        guard let byte = current else { throw failure("an escape '\\' followed by \(found)") }
        if let replacement = Self.replacements[byte] {
            index += 1
            text.append(replacement)
        } else if byte == UInt8(ascii: "u") {
            index += 1
            text.append(contentsOf: String(try escapedScalar()).utf8)
        } else {
            throw failure("an escape '\\' followed by \(found)")
        }
    }

    /// The character of `\uXXXX` after its `u`: one UTF-16 code unit, or
    /// two written as a surrogate pair (`\uD83D\uDE00`, U+1F600).
    private mutating func escapedScalar() throws(JSONReadError) -> Unicode.Scalar {
        let high = try hexadecimalUnit()
        if let scalar = Unicode.Scalar(high) { return scalar }
        let unpaired = failure("\\u\(String(high, radix: 16, uppercase: true)) is half of a surrogate pair")
        guard (0xD800..<0xDC00).contains(high), take("\\"), take("u") else { throw unpaired }
        let low = try hexadecimalUnit()
        guard (0xDC00..<0xE000).contains(low) else { throw unpaired }
        return Unicode.Scalar(0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(low - 0xDC00))!
    }

    /// Four hexadecimal digits.
    private mutating func hexadecimalUnit() throws(JSONReadError) -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
                throw failure("\\u needs four hexadecimal digits, found \(found)")
            }
            unit = unit << 4 | UInt16(digit)
            index += 1
        }
        return unit
    }

    private mutating func literal(_ word: String, _ content: JSONValue.Content) throws(JSONReadError)
        -> JSONValue.Content
    {
        for expected in word.unicodeScalars {
            guard take(expected) else { throw failure("expected \(word), found \(found)") }
        }
        return content
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, as the
    /// standard library rounds it; a number beyond ±1.8e308 is refused
    /// (one closer to zero than 5e-324 is zero, as it rounds).
    private mutating func number() throws(JSONReadError) -> Double {
        let start = index
        _ = take("-")
        if !take("0") { try digits() }
        if take(".") { try digits() }
        if take("e") || take("E") {
            _ = take("+") || take("-")
            try digits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text[...]), value.isFinite else { throw failure("a number beyond ±1.8e308") }
        return value
    }

    private mutating func digits() throws(JSONReadError) {
        guard let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
            throw failure("expected a digit, found \(found)")
        }
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
    }
}
