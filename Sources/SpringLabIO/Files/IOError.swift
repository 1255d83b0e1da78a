#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why reading or writing a file failed, as one line that names the file.
public struct IOError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was being done, e.g. "cannot write out.csv".
    public let action: String
    /// The system's reason, e.g. "No such file or directory".
    public let reason: String

    public init(_ action: String, reason: String) {
        self.action = action
        self.reason = reason
    }

    /// The error for a failed system call, from `errno`.
    public static func system(_ action: String, errno code: Int32 = errno) -> IOError {
        IOError(action, reason: String(cString: strerror(code)))
    }

    public var description: String { "\(action): \(reason)" }
}
