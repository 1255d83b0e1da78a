import SpringLabIO
import SystemPackage

/// The source files under the paths given to `lint`: every file whose
/// extension a ``LintLanguage`` reads, in a stable order (each folder's
/// entries sorted by name), each file once.
///
/// Skipped: folders of version control (`.git`, `.hg`, `.svn`), of
/// dependencies (`node_modules`, `Pods`, `Carthage`) and of builds
/// (`.build`, `build`, `DerivedData`, `.gradle`, `.dart_tool`, `dist`);
/// files over ``largestFile`` bytes; and every symbolic link met inside a
/// folder, so that the walk never leaves the tree. A path given by name is
/// read even when it is a link. A file reached by two paths (`t` and
/// `t/a.swift`, `t` and `./t/`, a linked folder given by name, a hard link)
/// is read once, under the first: files are told apart by device and inode.
///
/// A path given by name that cannot be read is an error (``LintError``);
/// a folder or file met in the walk that cannot be listed or looked at is
/// one of ``unread``, and the walk goes on.
package struct SourceWalk: Sendable {
    /// Files larger than 5 MB are generated or bundled, not written by hand.
    package static let largestFile: Int64 = 5 << 20
    static let skippedFolders: Set<String> = [
        ".git", ".hg", ".svn", "node_modules", "Pods", "Carthage", ".build", "build", "DerivedData", ".gradle",
        ".dart_tool", "dist",
    ]

    /// The files found, in walk order.
    package private(set) var files: [String] = []
    /// The indices into ``files`` of the files given by name.
    package private(set) var named: Set<Int> = []
    /// What the walk met and could not read, in walk order.
    package private(set) var unread: [UnreadPath] = []
    /// Every file and folder met so far.
    private var seen: Set<FileIdentity> = []

    /// Walks `paths`.
    /// - Throws: a ``LintError`` for a path that does not exist, cannot be
    ///   looked at or listed, or is not a source file or folder lint reads;
    ///   for a folder met in the walk that cannot be listed for want of file
    ///   descriptors.
    package init(_ paths: [String]) throws(LintError) {
        for path in paths {
            let status: Stat
            do throws(Errno) {
                status = try Descriptors.retrying { () throws(Errno) in try FilePath(path).stat() }
            } catch .noSuchFileOrDirectory {
                throw .missingPath(path)
            } catch {
                throw .unreadable(path, error.description)
            }
            switch status.type {
            case .directory:
                try walk(path, status, named: true)
            case .regular:
                guard LintLanguages.language(of: path) != nil else { throw .notSource(path) }
                guard status.size <= Self.largestFile else { throw .tooLarge(path) }
                if seen.insert(FileIdentity(status)).inserted {
                    named.insert(files.count)
                    files.append(path)
                }
            default:
                throw .notFileOrFolder(path)
            }
        }
    }

    private mutating func walk(_ folder: String, _ status: Stat, named: Bool) throws(LintError) {
        guard seen.insert(FileIdentity(status)).inserted else { return }
        let names: [String]
        do throws(Errno) {
            names = try Descriptors.retrying { () throws(Errno) in try FileSystem.entries(ofDirectory: folder) }
        } catch {
            guard !named, !Descriptors.isExhaustion(error) else { throw .unreadable(folder, error.description) }
            unread.append(UnreadPath(path: folder, reason: error.description))
            return
        }
        for name in names.sorted() {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let status: Stat
            do throws(Errno) { status = try FilePath(path).stat(followTargetSymlink: false) } catch {
                unread.append(UnreadPath(path: path, reason: error.description))
                continue
            }
            let isSource = LintLanguages.language(of: name) != nil
            switch status.type {
            case .directory:
                if !Self.skippedFolders.contains(name) { try walk(path, status, named: false) }
            case .regular where isSource && status.size <= Self.largestFile:
                if seen.insert(FileIdentity(status)).inserted { files.append(path) }
            case .regular, .symbolicLink:
                break
            default:
                // A FIFO, socket or device named like a source file.
                if isSource { unread.append(UnreadPath(path: path, reason: "not a regular file")) }
            }
        }
    }
}

/// A file or folder lint met and could not read, and why (the system's
/// reason, `Permission denied`).
package struct UnreadPath: Sendable, Equatable {
    package let path: String
    package let reason: String
}

/// A file as the system tells files apart: its device and inode.
struct FileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64

    init(_ status: Stat) {
        device = UInt64(status.deviceID.rawValue)
        inode = UInt64(status.inode.rawValue)
    }
}

/// Calls that take a file descriptor, when the process may have none left.
enum Descriptors {
    /// How long a call that fails for want of file descriptors is tried
    /// again, in milliseconds: the runtime's threads may hold some for a moment.
    static let wait = 1000

    /// Whether `error` says the process (EMFILE) or the system (ENFILE) has
    /// no file descriptor left.
    static func isExhaustion(_ error: Errno) -> Bool {
        error == .tooManyOpenFiles || error == .tooManyOpenFilesInSystem
    }

    /// `call`, whose error swift-system declares untyped but is always an `Errno`.
    static func system<Value>(_ call: () throws -> Value) throws(Errno) -> Value {
        do { return try call() } catch let error as Errno { throw error } catch { throw .ioError }
    }

    /// `call`, tried again every millisecond while it fails for want of file
    /// descriptors, for at most ``wait`` milliseconds.
    /// - Throws: the call's error; EMFILE or ENFILE once the wait is over.
    static func retrying<Value>(_ call: () throws(Errno) -> Value) throws(Errno) -> Value {
        var waited = 0
        while true {
            do throws(Errno) { return try call() } catch {
                guard isExhaustion(error), waited < wait else { throw error }
                ProcessEnvironment.pause(milliseconds: 1)
                waited += 1
            }
        }
    }
}

/// What a user can get wrong in a `lint` command line, and what lint cannot
/// do with the files it is given: one line each, exit status 1.
package enum LintError: Error, Equatable, CustomStringConvertible {
    case missingPath(String)
    /// A path that cannot be looked at, listed or read, with the system's reason;
    /// also any file once the process has no file descriptor left.
    case unreadable(String, String)
    /// A file given by name whose extension no language has.
    case notSource(String)
    /// A file given by name over ``SourceWalk/largestFile``.
    case tooLarge(String)
    /// A FIFO, device or socket given by name (`/dev/stdin`, `<(cat a.swift)`).
    case notFileOrFolder(String)
    /// More springs written differently than ``LintResult/mostDistinctSprings``.
    case tooManySprings(Int)

    package var description: String {
        switch self {
        case let .missingPath(path): return "'\(path)': no such file or folder"
        case let .unreadable(path, reason): return "cannot read '\(path)': \(reason)"
        case let .notSource(path):
            let extensions = LintLanguages.all.flatMap { $0.extensions }.map { "." + $0 }
            return "'\(path)': not a source file lint reads (\(extensions.joined(separator: ", ")))"
        case let .tooLarge(path):
            return "'\(path)': larger than \(SourceWalk.largestFile >> 20) MB, the largest source file lint reads"
        case let .notFileOrFolder(path):
            return "'\(path)': not a regular file or a folder (lint reads source files and folders)"
        case let .tooManySprings(count):
            return
                "\(count) springs written differently, more than the \(LintResult.mostDistinctSprings) "
                + "lint measures at once: lint fewer files at a time"
        }
    }
}
