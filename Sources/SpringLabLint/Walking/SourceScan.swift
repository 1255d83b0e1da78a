import Dispatch
import SpringLabIO
import Synchronization
import SystemPackage

/// The springs written in the files of a walk, read in parallel: one
/// worker per core takes the next file, reads it whole, finds its springs
/// and lets it go, so memory holds one file per worker.
///
/// A file that holds a NUL byte in its first 8 KB (a binary with a
/// source's extension) contributes nothing. A file met in the walk that
/// cannot be read is one of ``unread``; a file given by name that cannot
/// be read, or any file once the process has no file descriptor left
/// (after waiting for the other workers to hand theirs back), is an error.
package struct SourceScan: Sendable {
    /// Every spring found, ordered by file (in the walk's order), line and column.
    package let springs: [FoundSpring]
    /// What the walk met and the scan could not read, the walk's first.
    package let unread: [UnreadPath]

    /// Reads the files of `walk`.
    /// - Throws: ``LintError/unreadable(_:_:)`` for the first file (in walk
    ///   order) given by name that cannot be read, or that no file descriptor
    ///   was left to open.
    package init(_ walk: SourceWalk, workers: Int = ProcessEnvironment.activeProcessorCount) throws(LintError) {
        let files = walk.files
        let next = Mutex(0), gate = DescriptorGate()
        let outcomes = Mutex<[Result<[FoundSpring], ReadFailure>]>(Array(repeating: .success([]), count: files.count))
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, files.count))) { _ in
            while true {
                let index = next.withLock { next in
                    defer { next += 1 }
                    return next
                }
                guard index < files.count else { return }
                let outcome = Result { () throws(ReadFailure) in try Self.springs(inFile: files[index], gate: gate) }
                if case .success([]) = outcome { continue }
                outcomes.withLock { $0[index] = outcome }
                if case let .failure(failure) = outcome, failure.isExhaustion || walk.named.contains(index) {
                    // The scan ends in an error: the files after this one are not read.
                    next.withLock { $0 = files.count }
                }
            }
        }
        var springs: [FoundSpring] = []
        var unread = walk.unread
        for (index, outcome) in outcomes.withLock({ $0 }).enumerated() {
            switch outcome {
            case let .success(found): springs += found
            case let .failure(error):
                if walk.named.contains(index) || error.isExhaustion {
                    throw .unreadable(files[index], error.reason)
                }
                unread.append(UnreadPath(path: files[index], reason: error.reason))
            }
        }
        self.springs = springs
        self.unread = unread
    }

    /// The springs in the file at `path`.
    static func springs(inFile path: String, gate: DescriptorGate) throws(ReadFailure) -> [FoundSpring] {
        let bytes = try contents(of: path, gate: gate)
        guard !bytes.prefix(8192).contains(0) else { return [] }
        return LintLanguages.springs(in: bytes, path: path)
    }

    /// The bytes of the regular file at `path`, opened without blocking (a
    /// FIFO put there since the walk would otherwise wait for a writer).
    /// - Throws: why it cannot be read: the system's reason (EMFILE or
    ///   ENFILE only once ``DescriptorGate/open(_:)`` has waited), or that
    ///   it is no longer a regular file or has grown past ``SourceWalk/largestFile``.
    static func contents(of path: String, gate: DescriptorGate) throws(ReadFailure) -> [UInt8] {
        let descriptor: FileDescriptor, status: Stat
        do throws(Errno) { descriptor = try gate.open(path) } catch { throw ReadFailure(error) }
        defer { gate.close(descriptor) }
        do throws(Errno) { status = try descriptor.stat() } catch { throw ReadFailure(error) }
        guard status.type == .regular else { throw ReadFailure(reason: "not a regular file") }
        let tooLarge = ReadFailure(reason: "larger than \(SourceWalk.largestFile >> 20) MB")
        guard status.size <= SourceWalk.largestFile else { throw tooLarge }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count: Int
            do throws(Errno) {
                count = try Descriptors.system { try chunk.withUnsafeMutableBytes { try descriptor.read(into: $0) } }
            } catch { throw ReadFailure(error) }
            if count == 0 { return bytes }
            guard Int64(bytes.count + count) <= SourceWalk.largestFile else { throw tooLarge }
            bytes += chunk[..<count]
        }
    }
}

/// Why a file could not be read: the reason shown, and whether it was for
/// want of file descriptors.
struct ReadFailure: Error {
    let reason: String
    let isExhaustion: Bool

    init(reason: String) {
        self.reason = reason
        isExhaustion = false
    }

    init(_ error: Errno) {
        reason = error.description
        isExhaustion = Descriptors.isExhaustion(error)
    }
}

/// The files the scan's workers may hold open at once: as many as there
/// are workers until an open fails for want of file descriptors, then as
/// many as were open then (at least one), so that the workers take turns
/// with the descriptors there are rather than fail.
final class DescriptorGate: Sendable {
    private let state = Mutex((held: 0, capacity: Int.max))

    /// The file at `path` opened for reading, without blocking, once fewer
    /// files than the capacity are held; after EMFILE or ENFILE, opened
    /// again when another worker closes one, or, with none open, tried again
    /// for ``Descriptors/wait`` milliseconds.
    /// - Throws: the system's `Errno`.
    func open(_ path: String) throws(Errno) -> FileDescriptor {
        var waited = 0
        while true {
            while !state.withLock({ state in
                guard state.held < state.capacity else { return false }
                state.held += 1
                return true
            }) {
                ProcessEnvironment.pause(milliseconds: 1)
            }
            do throws(Errno) {
                return try Descriptors.system {
                    try FileDescriptor.open(FilePath(path), .readOnly, options: [.closeOnExec, .nonBlocking])
                }
            } catch {
                let others = state.withLock { state in
                    state.held -= 1
                    if Descriptors.isExhaustion(error) { state.capacity = max(1, state.held) }
                    return state.held
                }
                guard Descriptors.isExhaustion(error) else { throw error }
                if others == 0 {
                    guard waited < Descriptors.wait else { throw error }
                    waited += 1
                    ProcessEnvironment.pause(milliseconds: 1)
                }
            }
        }
    }

    /// Closes `descriptor`, which ``open(_:)`` gave.
    func close(_ descriptor: FileDescriptor) {
        try? descriptor.close()
        state.withLock { $0.held -= 1 }
    }
}
