import SystemPackage

/// Why reading or writing a file failed, as one line that names the file.
package struct IOError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was being done, e.g. "cannot write out.csv".
    package let action: String
    /// The system's reason, e.g. "No such file or directory".
    package let reason: String
    /// Whether the command line, not the file, is what to change (an
    /// option that does not fit the file's shape): the command then exits
    /// with its usage status, as for any other mistake in what was typed.
    package let isUsage: Bool

    package init(_ action: String, reason: String, isUsage: Bool = false) {
        self.action = action
        self.reason = reason
        self.isUsage = isUsage
    }

    /// The error for a failed system call: the system's text for `errno`.
    package init(_ action: String, _ errno: Errno) {
        self.init(action, reason: errno.description)
    }

    /// The error for the C call that just failed: the system's text for the
    /// current `errno`.
    package static func system(_ action: String) -> IOError {
        IOError(action, CLibrary.currentErrno())
    }

    /// The error for a failure thrown by swift-system (always an `Errno`).
    init(_ action: String, caught error: any Error) {
        self.init(action, reason: (error as? Errno)?.description ?? "\(error)")
    }

    package var description: String { "\(action): \(reason)" }
}
