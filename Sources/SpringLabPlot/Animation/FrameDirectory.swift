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
        let destination = FileSystem.absolutePath(path)
        try checkFree(destination, as: path)
        let slash = destination.lastIndex(of: "/") ?? destination.startIndex
        let parent = String(destination[...slash])
        let name = String(destination[destination.index(after: slash)...])
        let temporary = parent + ".\(name).tmp-\(String(UInt32.random(in: .min ... .max), radix: 16))"
        // Registered first, so that a signal never leaves it behind (SpringLabIO's CleanupRegistry).
        CleanupRegistry.shared.addTree(temporary)
        defer { CleanupRegistry.shared.removeTree(temporary) }
        do { try FileSystem.createDirectory(temporary) } catch {
            throw .badPath("cannot write \(path): \(error.reason)")
        }
        do throws(PlotError) {
            try await body(temporary)
            do { try FileSystem.rename(temporary, to: destination) } catch {
                throw PlotError.badPath("cannot write \(path): \(error.reason)")
            }
        } catch {
            FileSystem.removeTree(temporary)
            throw error
        }
    }

    /// Refuses a destination that a rename could not, or must not, replace.
    private static func checkFree(_ destination: String, as path: String) throws(PlotError) {
        guard let kind = FileSystem.kind(of: destination) else { return }
        guard kind == .directory else { throw .badPath("cannot write frames to \(path): it is a file") }
        let contents = (try? FileSystem.entries(ofDirectory: destination)) ?? ["?"]
        guard contents.isEmpty else {
            throw .badPath("cannot write frames to \(path): it is not empty (frames go to a new or empty directory)")
        }
    }
}
