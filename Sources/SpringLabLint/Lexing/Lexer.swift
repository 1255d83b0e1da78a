/// The lexer every language shares: whitespace, `//` and `/* */` comments
/// (nested where the language nests them), names, numbers and symbols; the
/// language says where its literals (``LintLanguage/literalEnd(at:in:)``)
/// and markup (``LintLanguage/markupEnd(at:in:)``) begin and end.
///
/// It reads bytes, not characters: every byte of a multi-byte UTF-8
/// character is ≥ 0x80 and is read as part of a name, so a non-ASCII name
/// is one lexeme and nothing in a string or comment can end it early.
struct Lexer<Language: LintLanguage> {
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var lexemes: [Lexeme] = []
    private var line: Int32 = 1
    private var lineStart = 0
    /// How many interpolations and markup blocks enclose the code being read.
    var nesting = 0
    /// Deeper than this, the rest of the file is taken as one literal: only
    /// a file written to exhaust the stack nests so deep.
    static var deepestNesting: Int { 256 }

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The lexemes of `bytes`; a UTF-8 byte order mark at the start is no
    /// part of the first line (its columns count from after it).
    static func lexemes(of bytes: [UInt8]) -> LexemeList {
        let lexemes = bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(buffer)
            let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            lexer.lineStart = start
            _ = lexer.lexCode(from: start, untilBrace: false)
            return lexer.lexemes
        }
        return LexemeList(bytes: bytes, lexemes: lexemes)
    }

    func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }

    /// Lexes code from `start`, making lexemes, to the end of the bytes or,
    /// with `untilBrace`, through the `}` that closes a `{` opened before
    /// `start` (markup's embedded code, whose `{` the markup made a lexeme of,
    /// so that brackets stay balanced); returns the offset after it.
    mutating func lexCode(from start: Int, untilBrace: Bool) -> Int {
        if untilBrace {
            guard nesting < Self.deepestNesting else { return bytes.count }
            nesting += 1
        }
        defer { if untilBrace { nesting -= 1 } }
        var index = start
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            if isLineBreak(at: index) {
                line += 1
                lineStart = index + 1
                index += 1
            } else if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0C {
                index += 1
            } else if let end = commentEnd(at: index) {
                passLines(index, end)
                index = end
            } else if let end = Language.literalEnd(at: index, in: &self) {
                append(.string, index, end)
                passLines(index, end)
                index = end
            } else if byte == UInt8(ascii: "<"), let end = Language.markupEnd(at: index, in: &self) {
                index = end
            } else if Self.isNameByte(byte) && !Self.isDigit(byte) {
                var end = index + 1
                while end < bytes.count, Self.isNameByte(bytes[end]) { end += 1 }
                append(.identifier, index, end)
                index = end
            } else if Self.isDigit(byte) {
                let end = numberEnd(from: index)
                append(.number, index, end)
                index = end
            } else {
                if untilBrace {
                    if byte == UInt8(ascii: "{") { depth += 1 }
                    if byte == UInt8(ascii: "}") {
                        if depth == 0 {
                            append(.symbol, index, index + 1)
                            return index + 1
                        }
                        depth -= 1
                    }
                }
                let length = symbolLength(at: index)
                append(.symbol, index, index + length)
                index += length
            }
        }
        return index
    }

    /// Skips code from `start` through the bracket `closer` (`)`, `]` or
    /// `}`) that closes one opened before `start`, making no lexemes: the
    /// interpolation inside a string literal. Returns the offset after the
    /// closer, or the end of the bytes.
    mutating func skipCode(from start: Int, closer: UInt8) -> Int {
        guard nesting < Self.deepestNesting else { return bytes.count }
        nesting += 1
        defer { nesting -= 1 }
        let opener: UInt8 =
            closer == UInt8(ascii: ")")
            ? UInt8(ascii: "(") : closer == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
        var depth = 0
        var index = start
        while index < bytes.count {
            if let end = commentEnd(at: index) ?? Language.literalEnd(at: index, in: &self) {
                index = end
                continue
            }
            let byte = bytes[index]
            if byte == opener { depth += 1 }
            if byte == closer {
                if depth == 0 { return index + 1 }
                depth -= 1
            }
            index += 1
        }
        return index
    }

    /// The end of the `${…}` template at `index` (Kotlin's, Dart's and
    /// JavaScript's interpolation), skipped with the code it holds; nil when
    /// none begins there.
    mutating func templateEnd(at index: Int) -> Int? {
        guard bytes[index] == UInt8(ascii: "$"), byte(index + 1) == UInt8(ascii: "{") else { return nil }
        return skipCode(from: index + 2, closer: UInt8(ascii: "}"))
    }

    /// Counts the line breaks between `start` and `end` (a comment, a literal
    /// or markup text that was skipped).
    mutating func passLines(_ start: Int, _ end: Int) {
        var index = start
        while index < end {
            if isLineBreak(at: index) {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
    }

    /// Whether a line ends at `index`: a line feed, or a carriage return
    /// not followed by one (a lone CR, the old Mac OS line end, which
    /// editors and SARIF viewers count as a line break too).
    func isLineBreak(at index: Int) -> Bool {
        bytes[index] == 0x0A || bytes[index] == 0x0D && byte(index + 1) != 0x0A
    }

    mutating func append(_ kind: Lexeme.Kind, _ start: Int, _ end: Int) {
        lexemes.append(
            Lexeme(
                kind: kind, start: Int32(start), end: Int32(end), line: line, column: Int32(start - lineStart + 1)))
    }

    /// The end of the `//` or `/* */` comment at `index`, nil if none starts
    /// there. An unclosed block comment runs to the end of the file.
    func commentEnd(at index: Int) -> Int? {
        guard bytes[index] == UInt8(ascii: "/") else { return nil }
        let next = byte(index + 1)
        if next == UInt8(ascii: "/") {
            var end = index + 2
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            return end
        }
        guard next == UInt8(ascii: "*") else { return nil }
        var depth = 1
        var end = index + 2
        while end < bytes.count {
            if bytes[end] == UInt8(ascii: "*"), byte(end + 1) == UInt8(ascii: "/") {
                depth -= 1
                end += 2
                if depth == 0 { return end }
            } else if Language.nestedBlockComments, bytes[end] == UInt8(ascii: "/"), byte(end + 1) == UInt8(ascii: "*")
            {
                depth += 1
                end += 2
            } else {
                end += 1
            }
        }
        return end
    }

    /// The end of a quoted run from `start` (just after the opening quote)
    /// through `quote` repeated `count` times, a backslash escaping the next
    /// byte when `escapes`; `interpolation(index)` may skip an interpolation
    /// beginning there and return its end. Unclosed: the end of the line
    /// with `stopsAtLineEnd`, else of the bytes.
    mutating func quotedEnd(
        from start: Int, quote: UInt8, count: Int = 1, escapes: Bool = true, stopsAtLineEnd: Bool = false,
        interpolation: (inout Self, Int) -> Int? = { _, _ in nil }
    ) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if stopsAtLineEnd, byte == 0x0A { return index }
            if let end = interpolation(&self, index) {
                index = end
            } else if escapes, byte == UInt8(ascii: "\\") {
                index += 2
            } else if byte == quote, repeats(quote, count, at: index) {
                return index + count
            } else {
                index += 1
            }
        }
        return bytes.count
    }

    /// Whether `byte` appears `count` times from `index`.
    func repeats(_ byte: UInt8, _ count: Int, at index: Int) -> Bool {
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != byte { return false }
        return true
    }

    private func numberEnd(from start: Int) -> Int {
        var end = start + 1
        let hex = bytes[start] == UInt8(ascii: "0") && (byte(start + 1) | 0x20) == UInt8(ascii: "x")
        while end < bytes.count {
            let byte = bytes[end]
            if Self.isNameByte(byte) {
                end += 1
            } else if byte == UInt8(ascii: "."), Self.isDigit(self.byte(end + 1)) {
                end += 1
            } else if !hex, byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"),
                bytes[end - 1] | 0x20 == UInt8(ascii: "e")
            {
                end += 1
            } else {
                break
            }
        }
        return end
    }

    private func symbolLength(at index: Int) -> Int {
        let first = bytes[index], second = byte(index + 1)
        switch (first, second) {
        case (UInt8(ascii: "="), UInt8(ascii: "=")), (UInt8(ascii: "!"), UInt8(ascii: "=")),
            (UInt8(ascii: "<"), UInt8(ascii: "=")), (UInt8(ascii: ">"), UInt8(ascii: "=")),
            (UInt8(ascii: "="), UInt8(ascii: ">")), (UInt8(ascii: "-"), UInt8(ascii: ">")):
            return 2
        default:
            return 1
        }
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Letters, digits, `_`, `$` and the bytes of non-ASCII characters.
    static func isNameByte(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (lower >= 0x61 && lower <= 0x7A) || isDigit(byte) || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }
}
