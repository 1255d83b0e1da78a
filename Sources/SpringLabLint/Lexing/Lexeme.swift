/// One lexeme of source code: where it is (byte offsets into the file, line
/// and column from 1) and what sort it is. Comments and whitespace make no
/// lexeme; a string literal is one lexeme, whatever it holds.
///
/// Columns count bytes from the start of the line, 1 for the first: the
/// same as characters on ASCII lines.
struct Lexeme: Hashable, Sendable {
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

/// The lexemes of one file together with its bytes, which their text comes from.
struct LexemeList: Sendable {
    let bytes: [UInt8]
    var lexemes: [Lexeme] = []

    var count: Int { lexemes.count }
    subscript(index: Int) -> Lexeme { lexemes[index] }

    /// The lexeme's text.
    func text(_ index: Int) -> String {
        let lexeme = lexemes[index]
        return String(decoding: bytes[Int(lexeme.start)..<Int(lexeme.end)], as: UTF8.self)
    }

    /// Whether lexeme `index` exists and is the identifier `name`.
    func isIdentifier(_ index: Int, _ name: StaticString) -> Bool {
        guard index >= 0, index < lexemes.count, lexemes[index].kind == .identifier else { return false }
        return spells(index, name)
    }

    /// Whether lexeme `index` exists and is the symbol `symbol` (one or two characters).
    func isSymbol(_ index: Int, _ symbol: StaticString) -> Bool {
        guard index >= 0, index < lexemes.count, lexemes[index].kind == .symbol else { return false }
        return spells(index, symbol)
    }

    /// Whether lexeme `index` is spelled `text`, compared byte by byte.
    func spells(_ index: Int, _ text: StaticString) -> Bool {
        let lexeme = lexemes[index]
        let length = Int(lexeme.end - lexeme.start)
        guard length == text.utf8CodeUnitCount else { return false }
        let pointer = text.utf8Start
        var offset = 0
        while offset < length {
            if bytes[Int(lexeme.start) + offset] != pointer[offset] { return false }
            offset += 1
        }
        return true
    }

    /// The source from the start of lexeme `first` to the end of lexeme
    /// `last`, each run of whitespace (line breaks included) written as one
    /// space, cut to `limit` characters with "…".
    func source(from first: Int, through last: Int, limit: Int = 160) -> String {
        guard first <= last, first >= 0, last < lexemes.count else { return "" }
        var out: [UInt8] = []
        var spacing = false
        for byte in bytes[Int(lexemes[first].start)..<Int(lexemes[last].end)] {
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
        while index < lexemes.count {
            if lexemes[index].kind == .symbol, lexemes[index].end - lexemes[index].start == 1 {
                switch bytes[Int(lexemes[index].start)] {
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
