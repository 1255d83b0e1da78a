import SpringLab
import SpringLabIO

/// The spring tokens of some token files and presets, resolved.
package enum TokenSet {
    /// The spring tokens of `files` (name and bytes, in order) and of the
    /// presets named in `presets`; every preset is an alias target either way.
    /// - Throws: ``TokenError`` for the first thing wrong: a file that is
    ///   not JSON (`t.json line 3: not JSON: …`, the line where the text
    ///   first breaks RFC 8259) or not DTCG, a token whose alias or value
    ///   cannot be read.
    package static func load(
        files: [(name: String, bytes: [UInt8])], presets: [TokenPreset]
    ) throws(TokenError) -> [SpringToken] {
        var tree = TokenTree()
        for file in files {
            let root: JSONValue
            do { root = try JSONValue(reading: file.bytes) } catch {
                throw TokenError(file: "\(file.name) line \(error.line)", path: nil, error.reason)
            }
            try tree.add(root, file: file.name)
        }
        let fromFiles = tree.order
        var given: [String] = []
        for preset in TokenPreset.all {
            guard !fromFiles.contains(where: { $0.hasPrefix(preset.name + ".") }) else {
                // A file's own group of that name wins over the preset.
                guard presets.contains(where: { $0.name == preset.name }) else { continue }
                throw TokenError(file: preset.file, path: preset.name, "a token file defines a group of that name")
            }
            let before = tree.order.count
            try tree.add(preset.document, file: preset.file)
            if presets.contains(where: { $0.name == preset.name }) { given += tree.order[before...] }
        }
        return try TokenResolver(tree: tree).springs(fromFiles + given)
    }
}
