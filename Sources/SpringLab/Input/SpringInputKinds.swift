/// Every kind of ``SpringInput``, by name.
///
/// ``all`` is generated at build time from the files in
/// `Sources/SpringLab/Input/Kinds/` (the SpringInputKindList plugin): a new
/// kind is a new file there, and nothing else changes.
public enum SpringInputKinds {
    /// The kind called `name` (its ``SpringInput/kind``).
    /// - Throws: ``SpringError/unknownKind(name:known:)``.
    public static func named(_ name: String) throws(SpringError) -> any SpringInput.Type {
        guard let kind = all.first(where: { $0.kind == name }) else {
            throw .unknownKind(name: name, known: all.map { $0.kind })
        }
        return kind
    }
}
