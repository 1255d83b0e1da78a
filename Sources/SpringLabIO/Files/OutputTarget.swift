import SystemPackage

/// Where the bytes for an output path go, decided before anything is written.
///
/// - A regular file, or a name that does not exist yet, is replaced
///   atomically (``AtomicFile``): a temporary file beside it, renamed over it.
///   A symbolic link is followed to the file it names, and that file is
///   replaced in its own directory, so the link stays a link. An existing
///   file keeps its permission bits.
/// - Anything else that exists — a device such as `/dev/null`, a FIFO — is
///   written in place: renaming a regular file over it would replace the
///   device itself.
/// - `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` and `/proc/self/fd/N` are the
///   process's own descriptor N, written directly (sharing its offset), as
///   the shell would.
///
/// Edge cases: a directory is refused; a dangling link names the file to
/// create; more than 40 links in a row are refused like the system does; a
/// path that cannot be looked up for another reason than being absent (a
/// name too long, a file used as a directory) is refused, so that a command
/// writing several files finds it before it puts any in place.
enum OutputTarget: Equatable {
    /// Replace `path` atomically; `permissions` are those of the file it replaces.
    case file(path: String, permissions: UInt32?)
    /// Open `path` (which exists and is not a regular file) and write into it.
    case inPlace(path: String)
    /// Write to this open descriptor of the process.
    case descriptor(Int32)

    static let maximumLinks = 40

    /// The target for the user's `path`; errors name `path` as written.
    static func resolve(_ path: String) throws(IOError) -> OutputTarget {
        guard !path.isEmpty else { throw IOError("cannot write ''", reason: "empty file name") }
        var current = path
        for _ in 0...maximumLinks {
            if let descriptor = descriptorAlias(current) { return .descriptor(descriptor) }
            let status: Stat
            do { status = try FilePath(current).stat(followTargetSymlink: false) } catch {
                // Nothing there: the file to create. Any other failure (a name too long, a
                // path through a file) comes now, before any file of a command is put in place.
                guard error == .noSuchFileOrDirectory else { throw IOError("cannot write \(path)", error) }
                return .file(path: current, permissions: nil)
            }
            switch status.type {
            case .symbolicLink:
                guard let link = CLibrary.symbolicLinkTarget(current) else {
                    return .file(path: current, permissions: nil)
                }
                current = link.hasPrefix("/") ? link : directory(of: current) + link
            case .regular:
                return .file(path: current, permissions: UInt32(status.mode.rawValue) & 0o777)
            case .directory:
                throw IOError("cannot write \(path)", reason: "it is a directory")
            default:
                return .inPlace(path: current)
            }
        }
        throw IOError("cannot write \(path)", Errno.tooManySymbolicLinkLevels)
    }

    /// The directory part of `path` with its final slash (`""` for a bare name).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// The descriptor a path names by convention, if it is one of the aliases.
    static func descriptorAlias(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdin": return 0
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default: break
        }
        for prefix in ["/dev/fd/", "/proc/self/fd/", "/proc/thread-self/fd/"] where path.hasPrefix(prefix) {
            let number = path.dropFirst(prefix.count)
            guard !number.isEmpty, number.count < 10, number.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                return nil
            }
            return Int32(number)
        }
        return nil
    }
}
