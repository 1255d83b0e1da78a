import SpringLabIO
import SystemPackage

/// The source files under the paths given to `lint`: every file whose
/// extension a ``LintLanguage`` reads, in a stable order (each folder's
/// entries sorted by name).
///
/// Skipped: folders of version control (`.git`, `.hg`, `.svn`), of
/// dependencies (`node_modules`, `Pods`, `Carthage`) and of builds
/// (`.build`, `build`, `DerivedData`, `.gradle`, `.dart_tool`, `dist`);
/// files over ``largestFile`` bytes; and every symbolic link met inside a
/// folder, so that the walk never leaves the tree (a link into the tree
/// would only read a file twice). A path given by name is read even when
/// it is a link.
package struct SourceWalk: Sendable {
    /// Files larger than 5 MB are generated or bundled, not written by hand.
    package static let largestFile: Int64 = 5 << 20
    static let skippedFolders: Set<String> = [
        ".git", ".hg", ".svn", "node_modules", "Pods", "Carthage", ".build", "build", "DerivedData", ".gradle",
        ".dart_tool", "dist",
    ]

    /// The files found, in walk order.
    package private(set) var files: [String] = []

    /// Walks `paths`.
    /// - Throws: a ``LintError`` for a path that does not exist.
    package init(_ paths: [String]) throws(LintError) {
        for path in paths {
            guard let status = try? FilePath(path).stat() else { throw .missingPath(path) }
            if status.type == .directory {
                walk(path)
            } else if status.type == .regular, LintLanguages.language(of: path) != nil,
                status.size <= Self.largestFile
            {
                files.append(path)
            }
        }
    }

    private mutating func walk(_ folder: String) {
        for name in (FileSystem.entries(ofDirectory: folder) ?? []).sorted() {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            guard let status = try? FilePath(path).stat(followTargetSymlink: false) else { continue }
            if status.type == .directory {
                if !Self.skippedFolders.contains(name) { walk(path) }
            } else if status.type == .regular, status.size <= Self.largestFile, LintLanguages.language(of: name) != nil
            {
                files.append(path)
            }
        }
    }
}

/// What a user can get wrong in a `lint` command line.
package enum LintError: Error, Equatable, CustomStringConvertible {
    case missingPath(String)

    package var description: String {
        switch self {
        case let .missingPath(path): return "'\(path)': no such file or folder"
        }
    }
}
