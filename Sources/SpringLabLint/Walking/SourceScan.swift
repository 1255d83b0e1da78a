import Dispatch
import SpringLabIO
import Synchronization

/// The springs written in a list of files, read in parallel: one worker
/// per core takes the next file, reads it whole, finds its springs and
/// lets it go, so memory holds one file per worker.
package enum SourceScan {
    /// Every spring in `files`, ordered by file (in the list's order), line and column.
    ///
    /// A file that cannot be read or holds a NUL byte in its first 8 KB
    /// (a binary with a source's extension) contributes nothing.
    package static func springs(in files: [String], workers: Int = ProcessEnvironment.activeProcessorCount)
        -> [FoundSpring]
    {
        let next = Mutex(0)
        let found = Mutex<[[FoundSpring]]>(Array(repeating: [], count: files.count))
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, files.count))) { _ in
            while true {
                let index = next.withLock { next in
                    defer { next += 1 }
                    return next
                }
                guard index < files.count else { return }
                let springs = springs(inFile: files[index])
                if !springs.isEmpty { found.withLock { $0[index] = springs } }
            }
        }
        return found.withLock { $0.flatMap { $0 } }
    }

    /// The springs in the file at `path`.
    static func springs(inFile path: String) -> [FoundSpring] {
        guard let bytes = try? FileSystem.contents(of: path, what: "source", maximumBytes: Int(SourceWalk.largestFile)),
            !bytes.prefix(8192).contains(0)
        else { return [] }
        return LintLanguages.springs(in: bytes, path: path)
    }
}
