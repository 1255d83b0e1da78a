import Foundation

/// Makes an output file appear complete or not at all: it is produced under a
/// temporary name in the destination's own directory (same file system, so
/// the rename is atomic) and renamed over the destination only on success.
/// On failure the temporary file is removed and the destination is left as
/// it was. (To be folded into SpringLabIO's atomic writer.)
enum AtomicRename {
    /// Calls `produce` with an absolute temporary path beside `destination`,
    /// then renames that file to `destination` if `produce` returned and the
    /// file exists and is not empty.
    static func produce<T>(_ destination: String,
                           _ produce: (String) async throws(PlotError) -> T) async throws(PlotError) -> T {
        let temporary = try temporaryPath(for: destination)
        do {
            let result = try await produce(temporary)
            try commit(temporary, to: destination)
            return result
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
    }

    /// Writes `data` to `destination` atomically.
    static func write(_ data: Data, to destination: String) throws(PlotError) {
        let temporary = try temporaryPath(for: destination)
        do {
            try data.write(to: URL(fileURLWithPath: temporary))
            try commit(temporary, to: destination)
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error as? PlotError ?? .badPath("cannot write '\(destination)': \(error.localizedDescription)")
        }
    }

    /// `.NAME.springlab-UUID.tmp` in the destination's directory, which must exist.
    private static func temporaryPath(for destination: String) throws(PlotError) -> String {
        let url = URL(fileURLWithPath: destination).standardizedFileURL
        let directory = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
              isDirectory.boolValue else {
            throw .badPath("cannot write '\(destination)': the directory '\(directory.path)' does not exist")
        }
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .badPath("cannot write '\(destination)': it is a directory")
        }
        guard FileManager.default.isWritableFile(atPath: directory.path) else {
            throw .badPath("cannot write '\(destination)': the directory '\(directory.path)' is not writable")
        }
        return directory.appendingPathComponent(".\(url.lastPathComponent).springlab-\(UUID().uuidString).tmp").path
    }

    private static func commit(_ temporary: String, to destination: String) throws(PlotError) {
        let size = (try? FileManager.default.attributesOfItem(atPath: temporary)[.size] as? NSNumber)?.intValue ?? 0
        guard size > 0 else { throw .badPath("nothing was written to '\(destination)'") }
        guard rename(temporary, destination) == 0 else {
            throw .badPath("cannot write '\(destination)': \(String(cString: strerror(errno)))")
        }
    }
}
