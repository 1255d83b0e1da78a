/// JavaScript or TypeScript: lexed by ``ScriptLexing``, comments not
/// nested; its springs are those of ``ScriptCalls``.
protocol ScriptLanguage: LintLanguage {
    /// Whether a `<` where an expression begins may open JSX markup (not
    /// in `.ts`, where `<T>` is a type).
    static var readsMarkup: Bool { get }
}

extension ScriptLanguage {
    static func literalEnd(at index: Int, in lexer: inout Lexer<Self>) -> Int? {
        ScriptLexing.literalEnd(at: index, in: &lexer)
    }

    static func markupEnd(at index: Int, in lexer: inout Lexer<Self>) -> Int? {
        readsMarkup ? ScriptLexing.markupEnd(at: index, in: &lexer) : nil
    }

    static func springs(in lexemes: LexemeList) -> [FoundSpring] { ScriptCalls.springs(in: lexemes) }

    static var matchers: [any LintMatcher] { ScriptCalls.matchers }
}

/// What JavaScript and TypeScript share in lexing: strings `'…'` and
/// `"…"`, template literals `` `…${…}…` `` (their substitutions skipped
/// with the code, nested templates included), regular expressions `/…/`
/// where an expression begins, and JSX markup.
enum ScriptLexing {
    static func literalEnd<Language>(at index: Int, in lexer: inout Lexer<Language>) -> Int? {
        let byte = lexer.bytes[index]
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return lexer.quotedEnd(from: index + 1, quote: byte, stopsAtLineEnd: true)
        case UInt8(ascii: "`"):
            return lexer.quotedEnd(from: index + 1, quote: byte) { lexer, at in lexer.templateEnd(at: at) }
        case UInt8(ascii: "/"):
            return startsExpression(lexer, before: index) ? regularExpressionEnd(lexer, from: index + 1) : nil
        default:
            return nil
        }
    }

    /// Whether an expression may begin at `index`: the code before it ends
    /// in an operator or an opening bracket, not in a value (so `/` there
    /// begins a regular expression, not a division).
    private static func startsExpression<Language>(_ lexer: Lexer<Language>, before index: Int) -> Bool {
        var previous = index - 1
        while previous >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(lexer.bytes[previous]) { previous -= 1 }
        guard previous >= 0 else { return true }
        let byte = lexer.bytes[previous]
        return !(Lexer<Language>.isNameByte(byte) || ")]}\"'`".utf8.contains(byte))
    }

    /// The end of a regular expression whose body starts at `start`, its
    /// flags included; nil when the line ends first (it was no regular expression).
    private static func regularExpressionEnd<Language>(_ lexer: Lexer<Language>, from start: Int) -> Int? {
        var index = start
        var inClass = false
        while index < lexer.bytes.count {
            let byte = lexer.bytes[index]
            if byte == 0x0A { return nil }
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "[") { inClass = true }
            if byte == UInt8(ascii: "]") { inClass = false }
            if byte == UInt8(ascii: "/"), !inClass {
                index += 1
                while index < lexer.bytes.count, Lexer<Language>.isNameByte(lexer.bytes[index]) { index += 1 }
                return index
            }
            index += 1
        }
        return nil
    }

    /// The end of the JSX element (or fragment) at the `<` at `index`, its
    /// `{…}` code lexed into lexemes and its text skipped; nil when `<` is
    /// not where an expression begins or no tag name or `>` follows.
    static func markupEnd<Language>(at index: Int, in lexer: inout Lexer<Language>) -> Int? {
        let next = lexer.byte(index + 1)
        guard Lexer<Language>.isNameByte(next) && !Lexer<Language>.isDigit(next) || next == UInt8(ascii: ">") else {
            return nil
        }
        // `<T,>(x: T) => x` and `<T extends U>`: type parameters, not a tag.
        var nameEnd = index + 1
        while nameEnd < lexer.bytes.count, Lexer<Language>.isNameByte(lexer.bytes[nameEnd]) { nameEnd += 1 }
        if lexer.byte(nameEnd) == UInt8(ascii: ","), nameEnd > index + 1 { return nil }
        if lexer.repeats(UInt8(ascii: " "), 1, at: nameEnd),
            Array(lexer.bytes[(nameEnd + 1)..<min(nameEnd + 9, lexer.bytes.count)]) == Array("extends ".utf8)
        {
            return nil
        }
        if let last = lexer.lexemes.last {
            let text = String(decoding: lexer.bytes[Int(last.start)..<Int(last.end)], as: UTF8.self)
            let opensExpression =
                last.kind == .symbol
                ? ["(", ",", "=", ":", "?", "{", "[", "&", "|", "=>", "!"].contains(text)
                : last.kind == .identifier && ["return", "yield", "default"].contains(text)
            guard opensExpression else { return nil }
        }
        return element(at: index, in: &lexer)
    }

    private static func element<Language>(at index: Int, in lexer: inout Lexer<Language>) -> Int {
        guard lexer.nesting < Lexer<Language>.deepestNesting else { return lexer.bytes.count }
        lexer.nesting += 1
        defer { lexer.nesting -= 1 }
        var i = index + 1
        // The opening tag: name, attributes (strings, `{…}` code), then `>` or `/>`.
        while i < lexer.bytes.count {
            let byte = lexer.bytes[i]
            if byte == UInt8(ascii: "/"), lexer.byte(i + 1) == UInt8(ascii: ">") { return i + 2 }
            if byte == UInt8(ascii: ">") {
                i += 1
                break
            }
            if byte == UInt8(ascii: "{") {
                lexer.append(.symbol, i, i + 1)
                i = lexer.lexCode(from: i + 1, untilBrace: true)
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                let end = lexer.quotedEnd(from: i + 1, quote: byte, escapes: false)
                lexer.append(.string, i, end)
                lexer.passLines(i, end)
                i = end
            } else if Lexer<Language>.isNameByte(byte) {
                // Names and `=` as lexemes, so that `config={{ … }}` reads like `config: { … }`.
                var end = i + 1
                while end < lexer.bytes.count,
                    Lexer<Language>.isNameByte(lexer.bytes[end]) || lexer.bytes[end] == UInt8(ascii: "-")
                {
                    end += 1
                }
                lexer.append(.identifier, i, end)
                i = end
            } else if byte == UInt8(ascii: "=") {
                lexer.append(.symbol, i, i + 1)
                i += 1
            } else {
                lexer.passLines(i, i + 1)
                i += 1
            }
        }
        // The children: text, `{…}` code, nested elements, up to the closing tag.
        while i < lexer.bytes.count {
            let byte = lexer.bytes[i]
            if byte == UInt8(ascii: "{") {
                lexer.append(.symbol, i, i + 1)
                i = lexer.lexCode(from: i + 1, untilBrace: true)
            } else if byte == UInt8(ascii: "<"), lexer.byte(i + 1) == UInt8(ascii: "/") {
                var end = i + 2
                while end < lexer.bytes.count, lexer.bytes[end] != UInt8(ascii: ">") { end += 1 }
                lexer.passLines(i, end)
                return min(end + 1, lexer.bytes.count)
            } else if byte == UInt8(ascii: "<") {
                i = element(at: i, in: &lexer)
            } else {
                lexer.passLines(i, i + 1)
                i += 1
            }
        }
        return i
    }
}
