/// Reads JSON text (RFC 8259) into a ``JSON`` value, object members in the
/// order written: for the descriptions other tools print, not for user
/// files (no limits beyond the text's length).
///
/// Numbers without a fraction or exponent that fit in an `Int` become
/// ``JSON/integer(_:)``, others ``JSON/number(_:)``.
///
/// Edge cases: any syntax error, trailing text, or a lone surrogate escape
/// gives nil.
public enum JSONReader {
    public static func parse(_ text: String) -> JSON? {
        var cursor = Cursor(bytes: Array(text.utf8))
        guard let value = cursor.value() else { return nil }
        cursor.skipSpace()
        return cursor.isAtEnd ? value : nil
    }

    private struct Cursor {
        let bytes: [UInt8]
        var position = 0
        var depth = 0

        var isAtEnd: Bool { position == bytes.count }

        mutating func skipSpace() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        mutating func take(_ byte: UInt8) -> Bool {
            skipSpace()
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        mutating func literal(_ word: String) -> Bool {
            let expected = Array(word.utf8)
            guard bytes.count - position >= expected.count,
                bytes[position..<position + expected.count].elementsEqual(expected)
            else { return false }
            position += expected.count
            return true
        }

        mutating func value() -> JSON? {
            skipSpace()
            guard position < bytes.count, depth < 512 else { return nil }
            switch bytes[position] {
            case UInt8(ascii: "{"): return object()
            case UInt8(ascii: "["): return array()
            case UInt8(ascii: "\""): return string().map(JSON.string)
            case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
            case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
            case UInt8(ascii: "n"): return literal("null") ? .null : nil
            default: return number()
            }
        }

        mutating func object() -> JSON? {
            position += 1
            depth += 1
            defer { depth -= 1 }
            var members: [(String, JSON)] = []
            if take(UInt8(ascii: "}")) { return .object(members) }
            repeat {
                skipSpace()
                guard let key = string(), take(UInt8(ascii: ":")), let item = value() else { return nil }
                members.append((key, item))
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "}")) ? .object(members) : nil
        }

        mutating func array() -> JSON? {
            position += 1
            depth += 1
            defer { depth -= 1 }
            var items: [JSON] = []
            if take(UInt8(ascii: "]")) { return .array(items) }
            repeat {
                guard let item = value() else { return nil }
                items.append(item)
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "]")) ? .array(items) : nil
        }

        mutating func string() -> String? {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
            position += 1
            var text = ""
            var run = position  // the start of the bytes not yet in `text`
            while position < bytes.count {
                let byte = bytes[position]
                guard byte >= 0x20 else { return nil }
                guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
                    position += 1
                    continue
                }
                text += String(decoding: bytes[run..<position], as: UTF8.self)
                position += 1
                if byte == UInt8(ascii: "\"") { return text }
                guard let scalar = escaped() else { return nil }
                text.unicodeScalars.append(scalar)
                run = position
            }
            return nil
        }

        /// After a backslash: the character its escape stands for.
        mutating func escaped() -> Unicode.Scalar? {
            guard position < bytes.count else { return nil }
            let escape = bytes[position]
            position += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(escape)
            case UInt8(ascii: "b"): return "\u{8}"
            case UInt8(ascii: "f"): return "\u{C}"
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "u"): return unicodeEscape()
            default: return nil
            }
        }

        /// After `\u`: four hex digits, or a surrogate pair of two escapes.
        mutating func unicodeEscape() -> Unicode.Scalar? {
            guard let high = hex4() else { return nil }
            if (0xD800..<0xDC00).contains(high) {
                guard literal("\\u"), let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            }
            return Unicode.Scalar(high)
        }

        mutating func hex4() -> UInt32? {
            guard bytes.count - position >= 4 else { return nil }
            var value: UInt32 = 0
            for byte in bytes[position..<position + 4] {
                guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
                value = value << 4 | UInt32(digit)
            }
            position += 4
            return value
        }

        mutating func number() -> JSON? {
            let start = position
            var isWhole = true
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                    isWhole = false
                } else if !(byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || (0x30...0x39).contains(byte)) {
                    break
                }
                position += 1
            }
            let text = String(decoding: bytes[start..<position], as: UTF8.self)
            guard DecimalText.isDecimal(text), text.first != "+" else { return nil }
            if isWhole, let integer = Int(text) { return .integer(integer) }
            return DecimalText.parse(text).map(JSON.number)
        }
    }
}

extension JSON {
    /// The member named `key` of an object; nil for anything else.
    public subscript(key: String) -> JSON? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// The text of a string; nil for anything else.
    public var stringValue: String? {
        if case let .string(text) = self { return text }
        return nil
    }

    /// The value of a boolean; nil for anything else.
    public var boolValue: Bool? {
        if case let .bool(flag) = self { return flag }
        return nil
    }

    /// The items of an array; nil for anything else.
    public var arrayValue: [JSON]? {
        if case let .array(items) = self { return items }
        return nil
    }
}
