import Foundation
import SpringLabIO

/// A directory of files that appears complete or not at all: they are
/// written into a hidden directory beside it, which is then renamed into
/// place. A rename can replace an empty directory but no other file, so the
/// destination must be new or empty.
enum FrameDirectory {
    /// Creates the directory `path` holding what `body` writes into the
    /// temporary directory whose absolute path it is given. On any failure
    /// the temporary directory is removed and `path` is left as it was.
    ///
    /// - Throws: ``PlotError/badPath(_:)`` when `path` is a file or a
    ///   directory that is not empty, or cannot be created; whatever `body` throws.
    static func produce(at path: String, _ body: (String) async throws(PlotError) -> Void) async throws(PlotError) {
        let destination = URL(fileURLWithPath: path).standardizedFileURL
        try checkFree(destination, as: path)
        let temporary = destination.deletingLastPathComponent()
            .appendingPathComponent(
                ".\(destination.lastPathComponent).tmp-\(String(UInt32.random(in: .min ... .max), radix: 16))")
        // Registered first, so that a signal never leaves it behind (SpringLabIO's CleanupRegistry).
        CleanupRegistry.shared.addTree(temporary.path)
        defer { CleanupRegistry.shared.removeTree(temporary.path) }
        guard mkdir(temporary.path, 0o777) == 0 else {
            throw .badPath("cannot write \(path): \(String(cString: strerror(errno)))")
        }
        do throws(PlotError) {
            try await body(temporary.path)
            guard rename(temporary.path, destination.path) == 0 else {
                throw PlotError.badPath("cannot write \(path): \(String(cString: strerror(errno)))")
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    /// Refuses a destination that a rename could not, or must not, replace.
    private static func checkFree(_ destination: URL, as path: String) throws(PlotError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: destination.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else { throw .badPath("cannot write frames to \(path): it is a file") }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: destination.path)) ?? ["?"]
        guard contents.isEmpty else {
            throw .badPath("cannot write frames to \(path): it is not empty (frames go to a new or empty directory)")
        }
    }
}
