/// A check of JSON text against the grammar of RFC 8259, run before
/// `JSONDecoder` reads it: FoundationEssentials' decoder reports a syntax
/// error without its place, and it accepts a comma before `}` or `]`,
/// which RFC 8259 does not. The check finds the first byte that breaks
/// the grammar, so a refusal can name its line.
struct JSONSyntax {
    /// Where the text first breaks the grammar, and how.
    struct Failure: Error, Equatable {
        /// The offending byte's line, counted from 1.
        let line: Int
        let reason: String
    }

    /// Deeper nesting is refused, so hostile text cannot exhaust the stack.
    static let maximumDepth = 512

    private let bytes: [UInt8]
    private var index = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The first place `bytes` breaks RFC 8259's grammar, or nil when it is
    /// one JSON value with only whitespace around it.
    static func firstFailure(in bytes: [UInt8]) -> Failure? {
        var scanner = JSONSyntax(bytes)
        do throws(Failure) {
            try scanner.value(depth: 0)
            scanner.skipWhitespace()
            guard scanner.index == bytes.count else { throw scanner.failure("text after the value") }
            return nil
        } catch {
            return error
        }
    }

    private func failure(_ reason: String) -> Failure {
        // At the end of the file, the line of its last byte rather than the empty one after it.
        let line = bytes[..<min(index, max(bytes.count - 1, 0))].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        return Failure(line: line, reason: reason)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// What is at the current byte, for messages.
    private var found: String {
        guard let byte = current else { return "the end of the file" }
        return (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte \(byte)"
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    private mutating func value(depth: Int) throws(Failure) {
        skipWhitespace()
        guard depth < Self.maximumDepth else { throw failure("nested deeper than \(Self.maximumDepth)") }
        guard let byte = current else { throw failure("expected a value, found \(found)") }
        switch byte {
        case UInt8(ascii: "{"): try members(depth: depth + 1)
        case UInt8(ascii: "["): try elements(depth: depth + 1)
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw failure("expected a value, found \(found)")
        }
    }

    private mutating func members(depth: Int) throws(Failure) {
        index += 1
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a member name, found \(found)") }
            try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw failure("expected ':' after a member name, found \(found)")
            }
            index += 1
            try value(depth: depth)
            guard try separator(closing: "}") else { return }
        }
    }

    private mutating func elements(depth: Int) throws(Failure) {
        index += 1
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return
        }
        while true {
            try value(depth: depth)
            guard try separator(closing: "]") else { return }
        }
    }

    /// After a member or element: true at a comma (another must follow),
    /// false at the closing bracket.
    private mutating func separator(closing: Unicode.Scalar) throws(Failure) -> Bool {
        skipWhitespace()
        if current == UInt8(ascii: closing) {
            index += 1
            return false
        }
        guard current == UInt8(ascii: ",") else { throw failure("expected ',' or '\(closing)', found \(found)") }
        index += 1
        skipWhitespace()
        if current == UInt8(ascii: "}") || current == UInt8(ascii: "]") {
            throw failure("a comma before '\(closing)' (JSON allows none)")
        }
        return true
    }

    private mutating func string() throws(Failure) {
        index += 1
        while let byte = current {
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return
            case UInt8(ascii: "\\"): try escape()
            case ..<0x20:
                index -= 1
                throw failure("a control character in a string (write it as an escape)")
            default: continue
            }
        }
        throw failure("a string that never ends")
    }

    private mutating func escape() throws(Failure) {
        guard let byte = current, Array(#""\/bfnrtu"#.utf8).contains(byte) else {
            throw failure("an escape '\\' followed by \(found)")
        }
        index += 1
        guard byte == UInt8(ascii: "u") else { return }
        for _ in 0..<4 {
            guard let digit = current, Character(Unicode.Scalar(digit)).isHexDigit else {
                throw failure("\\u needs four hexadecimal digits, found \(found)")
            }
            index += 1
        }
    }

    private mutating func literal(_ word: String) throws(Failure) {
        for expected in word.utf8 {
            guard current == expected else { throw failure("expected \(word), found \(found)") }
            index += 1
        }
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    private mutating func number() throws(Failure) {
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else {
            try digits()
        }
        if current == UInt8(ascii: ".") {
            index += 1
            try digits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            try digits()
        }
    }

    private mutating func digits() throws(Failure) {
        guard let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
            throw failure("expected a digit, found \(found)")
        }
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
    }
}
