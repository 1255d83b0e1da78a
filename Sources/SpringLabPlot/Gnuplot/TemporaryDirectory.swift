import Foundation
import SpringLabIO

/// A new, private directory under the system's temporary directory, for
/// files that must not outlive one operation. Call ``remove()`` when done
/// (typically in a `defer`); a signal that ends springlab removes it too
/// (`CleanupRegistry`), with the files created through ``file(_:)``.
final class TemporaryDirectory {
    let url: URL
    private var files: [String] = []

    init() throws(PlotError) {
        let base = FileManager.default.temporaryDirectory
        url = base.appendingPathComponent("springlab-\(UUID().uuidString)", isDirectory: true)
        CleanupRegistry.shared.addDirectory(url.path)
        do {
            try FileManager.default.createDirectory(
                at: url, withIntermediateDirectories: false,
                attributes: [.posixPermissions: 0o700])
        } catch {
            CleanupRegistry.shared.removeDirectory(url.path)
            throw .badPath("cannot create a temporary directory in \(base.path): \(error.localizedDescription)")
        }
    }

    /// The path of a file named `name` in the directory, registered for
    /// removal on a signal (before it is created).
    func file(_ name: String) -> String {
        let path = url.appendingPathComponent(name).path
        CleanupRegistry.shared.addFile(path)
        files.append(path)
        return path
    }

    /// Removes the directory and everything in it.
    func remove() {
        try? FileManager.default.removeItem(at: url)
        for path in files { CleanupRegistry.shared.removeFile(path) }
        CleanupRegistry.shared.removeDirectory(url.path)
    }
}
