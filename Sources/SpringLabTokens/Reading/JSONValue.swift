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

    /// Reads a whole JSON text, strictly as RFC 8259 writes it.
    /// - Throws: ``TokenError`` naming the file's line where the text first
    ///   breaks the grammar (`t.json line 3: not JSON: …`); for text the
    ///   grammar allows but a `Double` cannot hold (`1e999`), the member's path.
    static func parse(_ bytes: [UInt8], file: String) throws(TokenError) -> JSONValue {
        if let failure = JSONSyntax.firstFailure(in: bytes) {
            throw TokenError(file: "\(file) line \(failure.line)", path: nil, "not JSON: \(failure.reason)")
        }
        do {
            return try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
        } catch let DecodingError.typeMismatch(_, context) {
            // The grammar holds, so what the decoder cannot read is a number beyond a Double's range.
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw TokenError(file: file, path: path.isEmpty ? nil : path, "not JSON: a number beyond ±1.8e308")
        } catch let DecodingError.dataCorrupted(context) {
            throw TokenError(file: file, path: nil, "not JSON: \(context.debugDescription)")
        } catch {
            throw TokenError(file: file, path: nil, "not JSON: \(error)")
        }
    }
}

/// Any member name of a JSON object.
struct MemberName: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
