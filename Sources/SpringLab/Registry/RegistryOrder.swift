/// The order of a registry the build lists (the FolderRegistry plugin lists
/// a registry's types in the order of their file names), where outputs show
/// its members in another.
package enum RegistryOrder {
    /// `listed` with the members of `first` ahead of the others, in the
    /// order of `first`; the others keep their order. Members are types,
    /// told apart by `identity` (their `ObjectIdentifier`: a type's name
    /// would be written out through the runtime's dynamic casts, which at
    /// start-up cost more than the rest of a short command).
    package static func placing<Member>(
        _ first: [Member], before listed: [Member], identity: (Member) -> ObjectIdentifier
    ) -> [Member] {
        let order = first.map(identity)
        let places = listed.map { order.firstIndex(of: identity($0)) ?? order.count }
        return listed.indices.sorted { (places[$0], $0) < (places[$1], $1) }.map { listed[$0] }
    }

    /// `entries` with each move's entry (by `key`) taken out and put back
    /// right after the entry it follows, one move after the other; a move
    /// whose entries are not both there changes nothing.
    static func moving<Entry>(
        _ entries: [Entry], key: (Entry) -> String, _ moves: KeyValuePairs<String, String>
    ) -> [Entry] {
        var entries = entries
        for (moved, anchor) in moves {
            guard let from = entries.firstIndex(where: { key($0) == moved }),
                entries.contains(where: { key($0) == anchor })
            else { continue }
            let entry = entries.remove(at: from)
            entries.insert(entry, at: entries.firstIndex { key($0) == anchor }! + 1)
        }
        return entries
    }
}
