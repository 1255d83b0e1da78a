/// A JSON value with ordered object keys, rendered with two-space indentation.
///
/// Numbers print in Swift's shortest round-trip form, so parsing them gives
/// back the same `Double`; a non-finite number renders as `null` (JSON has no
/// NaN or infinity).
package enum JSON: Sendable {
    case number(Double)
    case integer(Int)
    case string(String)
    case bool(Bool)
    case null
    case array([JSON])
    case object([(String, JSON)])

    /// A number, or `null` when there is none (a duration that never ends).
    package static func number(_ value: Double?) -> JSON {
        value.map { .number($0) } ?? .null
    }

    /// The value as text, members and items one per line, two spaces deeper
    /// per level; `indent` is the level of the line the value starts on. No
    /// trailing line feed.
    package func rendered(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent + 1)
        let closing = String(repeating: "  ", count: indent)
        switch self {
        case let .number(value):
            return value.isFinite ? "\(value)" : "null"
        case let .integer(value):
            return "\(value)"
        case let .string(text):
            return JSON.quoted(text)
        case let .bool(flag):
            return flag ? "true" : "false"
        case .null:
            return "null"
        case let .array(items):
            guard !items.isEmpty else { return "[]" }
            let body = items.map { pad + $0.rendered(indent: indent + 1) }.joined(separator: ",\n")
            return "[\n\(body)\n\(closing)]"
        case let .object(members):
            guard !members.isEmpty else { return "{}" }
            let body =
                members
                .map { pad + JSON.quoted($0.0) + ": " + $0.1.rendered(indent: indent + 1) }
                .joined(separator: ",\n")
            return "{\n\(body)\n\(closing)}"
        }
    }

    /// `text` as a JSON string literal: quotes, backslashes and control
    /// characters escaped, everything else (non-ASCII included) as is.
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
