import FoundationEssentials

/// A JSON value as a token file holds it, read by FoundationEssentials'
/// `JSONDecoder`: objects are dictionaries, so members come out in the
/// order ``sortedMembers`` gives (by name), which keeps generated files
/// independent of how a file orders its keys.
enum JSONValue: Decodable, Equatable, Sendable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: MemberName.self) {
            var members: [String: JSONValue] = [:]
            for key in object.allKeys { members[key.stringValue] = try object.decode(JSONValue.self, forKey: key) }
            self = .object(members)
        } else if var array = try? decoder.unkeyedContainer() {
            var items: [JSONValue] = []
            while !array.isAtEnd { items.append(try array.decode(JSONValue.self)) }
            self = .array(items)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let flag = try? single.decode(Bool.self) {
                self = .bool(flag)
            } else if let number = try? single.decode(Double.self) {
                self = .number(number)
            } else {
                self = .string(try single.decode(String.self))
            }
        }
    }

    /// The members of an object by name, in ascending order; empty for any other value.
    var sortedMembers: [(name: String, value: JSONValue)] {
        guard case let .object(members) = self else { return [] }
        return members.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The value as a short phrase for messages: `a string`, `a number`, …
    var kindName: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }

    /// Reads a whole JSON text.
    /// - Throws: ``TokenError`` with the decoder's own account of the
    ///   syntax error, which names the line and column.
    static func parse(_ bytes: [UInt8], file: String) throws(TokenError) -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
        } catch let DecodingError.dataCorrupted(context) {
            let underlying = context.underlyingError.map { "\($0)" }
            throw TokenError(
                file: file, path: nil, Self.syntaxMessage(context.debugDescription + " " + (underlying ?? "")))
        } catch {
            throw TokenError(file: file, path: nil, "not JSON: \(error)")
        }
    }

    /// One line out of the decoder's description of a syntax error.
    private static func syntaxMessage(_ description: String) -> String {
        "not JSON: " + description.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}

/// Any member name of a JSON object.
struct MemberName: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
