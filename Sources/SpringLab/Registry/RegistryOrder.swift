/// The order of a registry the build lists (the FolderRegistry plugin lists
/// a registry's types in the order of their file names), where outputs show
/// its members in another.
package enum RegistryOrder {
    /// `listed` with the members of `first` ahead of the others, in the
    /// order of `first`; the others keep their order. Members are types,
    /// compared by name.
    package static func placing<Member>(_ first: [Member], before listed: [Member]) -> [Member] {
        let names = first.map { "\($0)" }
        func place(_ member: Member) -> Int { names.firstIndex(of: "\(member)") ?? names.count }
        return listed.enumerated().sorted { (place($0.element), $0.offset) < (place($1.element), $1.offset) }
            .map(\.element)
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
