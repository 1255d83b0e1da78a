import SpringLabIO

/// The tokens of DTCG design-token files, flattened: every object with a
/// `$value` is a token, every other object a group. A group's `$type`
/// applies to the tokens under it that do not name their own; `$description`
/// is kept per token. Names may not contain `.`, `{` or `}` (the format
/// reserves them for alias paths), nor begin with `$`, which marks a
/// property; properties other than `$value`, `$type` and `$description`
/// (`$extensions`, `$deprecated`) are left alone.
struct TokenTree {
    /// A token as written, before aliases are followed.
    struct Entry {
        let path: String
        let file: String
        /// Its own `$type`, else its closest group's; nil when none says.
        let type: String?
        let description: String?
        let value: JSONValue
    }

    private(set) var entries: [String: Entry] = [:]
    /// The paths in the order read: files in the order given, each file's
    /// members by name (``JSONValue/sortedMembers``).
    private(set) var order: [String] = []

    /// Adds the tokens of one file's JSON.
    /// - Throws: ``TokenError`` for a file that is not a DTCG object, a
    ///   misnamed or malformed token or group, or a path defined twice.
    mutating func add(_ root: JSONValue, file: String) throws(TokenError) {
        guard case .object = root.content else {
            throw TokenError(file: file, path: nil, "a token file is a JSON object, got \(root.kindName)")
        }
        try addGroup(root, path: [], type: nil, file: file)
    }

    private mutating func addGroup(_ group: JSONValue, path: [String], type: String?, file: String) throws(TokenError) {
        let type = try Self.text(group, "$type", file: file, path: path) ?? type
        for (name, child) in group.sortedMembers where !name.hasPrefix("$") {
            let childPath = path + [name]
            let dotted = childPath.joined(separator: ".")
            guard !name.isEmpty, !name.contains(where: { ".{}".contains($0) }) else {
                throw TokenError(file: file, path: dotted, "a token or group name may not be empty nor contain . { }")
            }
            guard case .object = child.content else {
                throw TokenError(file: file, path: dotted, "a token or group is an object, got \(child.kindName)")
            }
            guard let value = child.member("$value") else {
                try addGroup(child, path: childPath, type: type, file: file)
                continue
            }
            try add(
                Entry(
                    path: dotted, file: file, type: try Self.text(child, "$type", file: file, path: childPath) ?? type,
                    description: try Self.text(child, "$description", file: file, path: childPath), value: value))
        }
    }

    private mutating func add(_ entry: Entry) throws(TokenError) {
        if let earlier = entries[entry.path] {
            throw TokenError(file: entry.file, path: entry.path, "already defined in \(earlier.file)")
        }
        entries[entry.path] = entry
        order.append(entry.path)
    }

    /// The string property `name` of an object, nil when absent.
    private static func text(_ object: JSONValue, _ name: String, file: String, path: [String]) throws(TokenError)
        -> String?
    {
        guard let value = object.member(name) else { return nil }
        guard case let .string(text) = value.content else {
            throw TokenError(
                file: file, path: path.isEmpty ? nil : path.joined(separator: "."),
                "\(name) must be a string, got \(value.kindName)")
        }
        return text
    }
}

extension JSONValue {
    /// The members of an object by name, in ascending order, so that
    /// generated files do not depend on how a file orders its keys; of a
    /// name given twice, the first. Empty for any other value.
    var sortedMembers: [(name: String, value: JSONValue)] {
        guard case let .object(members) = content else { return [] }
        var seen: Set<String> = []
        return members.filter { seen.insert($0.name).inserted }.sorted { $0.name < $1.name }
    }

    /// The path an alias value `{group.token}` names, or nil for any other value.
    var aliasPath: String? {
        guard case let .string(text) = content, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else {
            return nil
        }
        return String(text.dropFirst().dropLast())
    }
}
