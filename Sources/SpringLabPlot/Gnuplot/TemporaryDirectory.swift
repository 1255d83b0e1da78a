import Foundation

/// A new, private directory under the system's temporary directory, for
/// files that must not outlive one operation. Call ``remove()`` when done
/// (typically in a `defer`).
struct TemporaryDirectory {
    let url: URL

    init() throws(PlotError) {
        let base = FileManager.default.temporaryDirectory
        url = base.appendingPathComponent("springlab-\(UUID().uuidString)", isDirectory: true)
        do {
            try FileManager.default.createDirectory(
                at: url, withIntermediateDirectories: false,
                attributes: [.posixPermissions: 0o700])
        } catch {
            throw .badPath("cannot create a temporary directory in \(base.path): \(error.localizedDescription)")
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
