/// Every kind of ``SpringInput``, by name.
///
/// The build lists the kinds of `Sources/SpringLab/Runtimes/<Name>/` and
/// `Sources/SpringLab/Input/Kinds/` (every `*Input.swift`, the FolderRegistry
/// plugin): a new kind is a new file there, and nothing else changes.
public enum SpringInputKinds {
    /// Every kind of spring input: those of their own files in the order of
    /// the file names, then those the runtimes declare in their own files.
    public static let all: [any SpringInput.Type] = listed + RuntimeRegistry.declaredInputs(besides: listed)

    /// The kind called `name` (its ``SpringInput/kind``).
    /// - Throws: ``SpringError/unknownKind(name:known:)``.
    public static func named(_ name: String) throws(SpringError) -> any SpringInput.Type {
        guard let kind = all.first(where: { $0.kind == name }) else {
            throw .unknownKind(name: name, known: all.map { $0.kind })
        }
        return kind
    }
}
