/// One token of source code: where it is (byte offsets into the file, line
/// and column from 1) and what sort it is. Comments and whitespace make no
/// token; a string literal is one token, whatever it holds.
///
/// Columns count bytes from the start of the line, 1 for the first: the
/// same as characters on ASCII lines.
struct Token: Hashable, Sendable {
    enum Kind: UInt8, Sendable {
        /// A name or keyword (`animate`, `let`, `$value`).
        case identifier
        /// A number literal as written (`0.5`, `200f`, `1_000`).
        case number
        /// A string, character, template or regular-expression literal.
        case string
        /// One bracket, separator or operator character, or one of the
        /// two-character operators `==`, `!=`, `<=`, `>=`, `=>`, `->`.
        case symbol
    }

    let kind: Kind
    let start: Int32
    let end: Int32
    let line: Int32
    let column: Int32
}

/// The tokens of one file together with its bytes, which their text comes from.
struct TokenList: Sendable {
    let bytes: [UInt8]
    var tokens: [Token] = []

    var count: Int { tokens.count }
    subscript(index: Int) -> Token { tokens[index] }

    /// The token's text.
    func text(_ index: Int) -> String {
        let token = tokens[index]
        return String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
    }

    /// Whether token `index` exists and is the identifier `name`.
    func isIdentifier(_ index: Int, _ name: StaticString) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
        return spells(index, name)
    }

    /// Whether token `index` exists and is the symbol `symbol` (one or two characters).
    func isSymbol(_ index: Int, _ symbol: StaticString) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .symbol else { return false }
        return spells(index, symbol)
    }

    /// Whether token `index` is spelled `text`, compared byte by byte.
    func spells(_ index: Int, _ text: StaticString) -> Bool {
        let token = tokens[index]
        let length = Int(token.end - token.start)
        guard length == text.utf8CodeUnitCount else { return false }
        let pointer = text.utf8Start
        var offset = 0
        while offset < length {
            if bytes[Int(token.start) + offset] != pointer[offset] { return false }
            offset += 1
        }
        return true
    }

    /// The source from the start of token `first` to the end of token
    /// `last`, each run of whitespace (line breaks included) written as one
    /// space, cut to `limit` characters with "…".
    func source(from first: Int, through last: Int, limit: Int = 160) -> String {
        guard first <= last, first >= 0, last < tokens.count else { return "" }
        var out: [UInt8] = []
        var spacing = false
        for byte in bytes[Int(tokens[first].start)..<Int(tokens[last].end)] {
            if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
                spacing = true
                continue
            }
            if spacing, !out.isEmpty { out.append(0x20) }
            spacing = false
            out.append(byte)
        }
        let text = String(decoding: out, as: UTF8.self)
        return text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
    }

    /// The index of the bracket closing the one at `open` (`(`, `[` or `{`),
    /// or nil when the file ends first.
    func closing(_ open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < tokens.count {
            if tokens[index].kind == .symbol, tokens[index].end - tokens[index].start == 1 {
                switch bytes[Int(tokens[index].start)] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { return index }
                default: break
                }
            }
            index += 1
        }
        return nil
    }
}
