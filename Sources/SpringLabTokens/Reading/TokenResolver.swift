import SpringLab
import SpringLabIO

/// Follows aliases and reads spring values.
///
/// A token is a spring when its `$type` (its own or its group's) is
/// `spring`, or when it has no type and its value is an alias of a spring.
/// An alias `{a.b}` takes the target's value, through any number of
/// aliases; a cycle or a missing target is refused. A spring `$value` is
/// either the `--spring` text `KIND:key=value,…` or an object
/// `{"kind": KIND, key: value, …}` whose members are the same parameters
/// (numbers, `true`/`false`, or names: the API's constants and choices),
/// and both are read by the one ``SpringTextReader``.
struct TokenResolver {
    let tree: TokenTree
    let read: SpringTextReader

    /// The spring tokens among `paths`, in that order; tokens of other types are left out.
    /// - Throws: ``TokenError`` for the first token that cannot be resolved.
    func springs(_ paths: [String]) throws(TokenError) -> [SpringToken] {
        var springs: [SpringToken] = []
        for path in paths {
            guard let entry = tree.entries[path], let (target, chain) = try springTarget(entry) else { continue }
            let written = try Self.springText(target.value, entry: target)
            do {
                springs.append(
                    SpringToken(
                        path: path, description: entry.description, animation: try read(written), written: written))
            } catch {
                let via = chain.isEmpty ? "" : " (through " + chain.joined(separator: " → ") + ")"
                throw TokenError(file: target.file, path: target.path, "\(error)\(via)")
            }
        }
        return springs
    }

    /// The entry whose value `entry` takes (itself, or the end of its
    /// aliases) and the aliases followed, when it is a spring; nil for
    /// a token of another type.
    private func springTarget(_ entry: TokenTree.Entry) throws(TokenError) -> (TokenTree.Entry, [String])? {
        if let type = entry.type, type != "spring" { return nil }
        var current = entry, chain: [String] = []
        while let alias = current.value.aliasPath {
            guard !chain.contains(alias), alias != entry.path else {
                throw TokenError(
                    file: entry.file, path: entry.path,
                    "alias cycle: " + ([entry.path] + chain + [alias]).joined(separator: " → "))
            }
            guard let target = tree.entries[alias] else {
                throw TokenError(file: current.file, path: current.path, "alias {\(alias)}: no such token")
            }
            if let type = entry.type, let targetType = target.type, type != targetType {
                throw TokenError(
                    file: entry.file, path: entry.path,
                    "alias {\(alias)} is a \(targetType) token, not a \(type) one")
            }
            chain.append(alias)
            current = target
        }
        return (current.type ?? entry.type) == "spring" ? (current, chain) : nil
    }

    /// A spring value as `--spring` text.
    private static func springText(_ value: JSONValue, entry: TokenTree.Entry) throws(TokenError) -> String {
        switch value.content {
        case let .string(text):
            return text
        case .object:
            guard case let .string(kind)? = value.member("kind")?.content else {
                throw TokenError(
                    file: entry.file, path: entry.path,
                    "a spring object names its \"kind\" (a string), as --spring does")
            }
            var parameters: [String] = []
            for (name, member) in value.sortedMembers where name != "kind" {
                parameters.append(name + "=" + (try parameterText(member, name: name, entry: entry)))
            }
            return kind + ":" + parameters.joined(separator: ",")
        default:
            throw TokenError(
                file: entry.file, path: entry.path,
                "a spring $value is KIND:key=value text or an object with \"kind\", got \(value.kindName)")
        }
    }

    /// One parameter's value as `--spring` text: a number in its
    /// round-trip form, a flag, or a name without the separators `,` and `=`.
    private static func parameterText(_ value: JSONValue, name: String, entry: TokenTree.Entry) throws(TokenError)
        -> String
    {
        switch value.content {
        case let .number(number): return "\(number)"
        case let .bool(flag): return "\(flag)"
        case let .string(text) where !text.contains(where: { ",={}".contains($0) }) && name != "label":
            return text
        default:
            throw TokenError(
                file: entry.file, path: entry.path,
                name == "label"
                    ? "label is not a spring parameter here: the token's path names it"
                    : "\(name) takes a number, true/false or a name, got \(value.kindName)")
        }
    }
}
