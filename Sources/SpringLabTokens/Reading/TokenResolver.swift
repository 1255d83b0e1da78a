import SpringLab
import SpringLabIO

/// Follows aliases and reads spring values.
///
/// A token is a spring when its `$type` (its own or its group's) is
/// `spring`, or when it has no type and its value is an alias of a spring.
/// An alias `{a.b}` takes the target's value, through any number of
/// aliases; a cycle or a missing target is refused. A spring `$value` is
/// either the `--spring` text `KIND:key=value,…`, read by the library's
/// ``SpringSpec``, or an object `{"kind": KIND, key: value, …}` whose
/// members are the same parameters (numbers, `true`/`false`, or text read
/// as the text's values are: the API's constants and choices), handed to
/// the kind as typed.
///
/// An object's number goes from the JSON text to a Double (``JSONValue``),
/// to the ``SpringParameterValue`` the input's field holds, to the ``Spring``.
struct TokenResolver {
    let tree: TokenTree

    /// The spring tokens among `paths`, in that order; tokens of other types are left out.
    /// - Throws: ``TokenError`` for the first token that cannot be resolved.
    func springs(_ paths: [String]) throws(TokenError) -> [SpringToken] {
        var springs: [SpringToken] = []
        for path in paths {
            guard let entry = tree.entries[path], let (target, chain) = try springTarget(entry) else { continue }
            let value = try SpringValue(target.value, entry: target)
            do {
                springs.append(
                    SpringToken(
                        path: path, description: entry.description, animation: try value.animation(),
                        written: value.written))
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

}

/// A spring `$value` as the token file writes it: `KIND:key=value,…` text,
/// or an object's kind and members.
private enum SpringValue {
    case text(String)
    case object(kind: String, members: [(name: String, value: JSONValue)])

    /// The value of `entry`.
    /// - Throws: ``TokenError`` for a value that is neither, and for a member
    ///   that is not a number, `true`/`false` or a name.
    init(_ value: JSONValue, entry: TokenTree.Entry) throws(TokenError) {
        switch value.content {
        case let .string(text):
            self = .text(text)
        case .object:
            guard case let .string(kind)? = value.member("kind")?.content else {
                throw TokenError(
                    file: entry.file, path: entry.path,
                    "a spring object names its \"kind\" (a string), as --spring does")
            }
            let members = value.sortedMembers.filter { $0.name != "kind" }
            for (name, member) in members { try Self.checkMember(member, name: name, entry: entry) }
            self = .object(kind: kind, members: members)
        default:
            throw TokenError(
                file: entry.file, path: entry.path,
                "a spring $value is KIND:key=value text or an object with \"kind\", got \(value.kindName)")
        }
    }

    /// The animation the value describes.
    /// - Throws: the library's refusal.
    func animation() throws(SpringError) -> SpringAnimation {
        switch self {
        case let .text(text):
            return try SpringSpec<WrittenNumber>(parsing: text).input().animation()
        case let .object(kindName, members):
            let kind = try SpringInputKinds.named(writing: kindName)
            let values = try members.map { name, member throws(SpringError) in
                (name, try Self.value(member, of: name, in: kind))
            }
            return try kind.written(values).animation()
        }
    }

    /// The value of the member `name` of an object, for `kind`: a number
    /// or a flag as it is, text read as `KIND:key=value,…` reads a value.
    private static func value(_ member: JSONValue, of name: String, in kind: any SpringInput.Type)
        throws(SpringError) -> SpringParameterValue
    {
        switch member.content {
        case let .number(number): return try kind.value(of: name, given: .number(number))
        case let .bool(flag): return try kind.value(of: name, given: .flag(flag))
        case let .string(text): return try kind.value(of: name, reading: text)
        default: preconditionFailure("checked by checkMember")
        }
    }

    /// The value as `--spring` text (`compose:dampingRatio=0.6,stiffness=800.0`), for the files written.
    var written: String {
        switch self {
        case let .text(text): return text
        case let .object(kind, members):
            return kind + ":" + members.map { "\($0.name)=\(Self.text($0.value))" }.joined(separator: ",")
        }
    }

    /// A member's value as `--spring` text: a number in its round-trip form, a flag, or a name.
    private static func text(_ member: JSONValue) -> String {
        switch member.content {
        case let .number(number): "\(number)"
        case let .bool(flag): "\(flag)"
        case let .string(text): text
        default: ""
        }
    }

    /// Refuses `label`, which the token's path gives, and a member that is
    /// not a number, a flag, or a name without the separators `,` and `=`
    /// of `--spring` text.
    private static func checkMember(_ value: JSONValue, name: String, entry: TokenTree.Entry) throws(TokenError) {
        guard name != "label" else {
            throw TokenError(
                file: entry.file, path: entry.path, "label is not a spring parameter here: the token's path names it")
        }
        switch value.content {
        case .number, .bool: return
        case let .string(text) where !text.contains(where: { ",={}".contains($0) }): return
        default:
            throw TokenError(
                file: entry.file, path: entry.path,
                "\(name) takes a number, true/false or a name, got \(value.kindName)")
        }
    }
}
