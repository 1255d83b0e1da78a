import SpringLabIO

/// A new, private directory under the system's temporary directory, for
/// files that must not outlive one operation. Call ``remove()`` when done
/// (typically in a `defer`); a signal that ends springlab removes it too
/// (`CleanupRegistry`), with the files created through ``file(_:)``.
final class TemporaryDirectory {
    /// The directory's path, without a final slash.
    let path: String
    private var files: [String] = []

    init() throws(PlotError) {
        let base = FileSystem.temporaryDirectory
        var created: String?
        for _ in 0..<16 where created == nil {
            let candidate = base + "springlab-" + Self.randomName()
            CleanupRegistry.shared.addDirectory(candidate)
            do {
                try FileSystem.createDirectory(candidate, mode: 0o700)
                created = candidate
            } catch {
                CleanupRegistry.shared.removeDirectory(candidate)
                guard FileSystem.kind(of: candidate) != nil else {
                    throw .badPath("cannot create a temporary directory in \(base): \(error.reason)")
                }
            }
        }
        guard let created else { throw .badPath("cannot create a temporary directory in \(base)") }
        path = created
    }

    /// 32 random hexadecimal digits.
    private static func randomName() -> String {
        (0..<2).map { _ in
            let text = String(UInt64.random(in: .min ... .max), radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }.joined()
    }

    /// The path of a file named `name` in the directory, registered for
    /// removal on a signal (before it is created).
    func file(_ name: String) -> String {
        let file = path + "/" + name
        CleanupRegistry.shared.addFile(file)
        files.append(file)
        return file
    }

    /// Removes the directory and everything in it. The files named through
    /// ``file(_:)`` go first, by name, so that the directory is removed even
    /// when no descriptor is left to list it with.
    func remove() {
        for file in files { FileSystem.removeTree(file) }
        FileSystem.removeTree(path)
        for file in files { CleanupRegistry.shared.removeFile(file) }
        CleanupRegistry.shared.removeDirectory(path)
    }
}
