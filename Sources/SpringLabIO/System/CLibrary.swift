import SystemPackage

// The C library calls that swift-system (1.8) does not wrap. Everything else
// in SpringLabIO goes through swift-system's FileDescriptor, FilePath and
// Errno; this file is the one place that names the platform's C module
// (glibc, musl for the static Linux SDK, or Darwin).
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

enum CLibrary {
    /// `fsync(2)`: the file's data and metadata reach the disk.
    static func sync(_ descriptor: FileDescriptor) throws(Errno) {
        while fsync(descriptor.rawValue) != 0 {
            guard errno == EINTR else { throw Errno(rawValue: errno) }
        }
    }

    /// `rename(2)`: atomically replaces `destination` with `source`.
    static func renameFile(_ source: String, to destination: String) throws(Errno) {
        guard rename(source, destination) == 0 else { throw Errno(rawValue: errno) }
    }

    /// `strtod(3)` on a NUL-terminated text: the value and how many
    /// characters of the text it read (0 when none makes a number).
    static func parseDouble(_ text: UnsafePointer<CChar>) -> (value: Double, length: Int) {
        var end: UnsafeMutablePointer<CChar>?
        let value = strtod(text, &end)
        return (value, end.map { UnsafePointer($0) - text } ?? 0)
    }

    /// The C library's `errno` of the calling thread.
    static func currentErrno() -> Errno { Errno(rawValue: errno) }

    /// `$TMPDIR` with a final slash, or `/tmp/` when it is unset or empty.
    static func temporaryDirectory() -> String {
        guard let value = getenv("TMPDIR"), value.pointee != 0 else { return "/tmp/" }
        let path = String(cString: value)
        return path.hasSuffix("/") ? path : path + "/"
    }

    /// `unlink(2)`; false when nothing was removed.
    @discardableResult
    static func removeFile(_ path: String) -> Bool { unlink(path) == 0 }

    /// `rmdir(2)`; false when nothing was removed.
    @discardableResult
    static func removeDirectory(_ path: String) -> Bool { rmdir(path) == 0 }

    /// Removes the directory `path` with everything in it, without following
    /// symbolic links (`unlink` for every entry that is not a directory);
    /// false when the directory itself is left.
    @discardableResult
    static func removeTree(_ path: String) -> Bool {
        if let directory = opendir(path) {
            var names: [String] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
                }
                if name != ".", name != ".." { names.append(name) }
            }
            closedir(directory)
            for name in names {
                let child = path + "/" + name
                if unlink(child) != 0 { removeTree(child) }
            }
        }
        return rmdir(path) == 0
    }

    /// `readlink(2)`: the text of a symbolic link, nil when `path` is not one.
    static func symbolicLinkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = buffer.withUnsafeMutableBufferPointer { readlink(path, $0.baseAddress!, 4096) }
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `fchmod(2)`: sets the permission bits (and set-id, sticky) of an open file.
    static func setMode(_ descriptor: FileDescriptor, _ mode: UInt32) throws(Errno) {
        guard fchmod(descriptor.rawValue, mode_t(mode)) == 0 else { throw Errno(rawValue: errno) }
    }

    /// `kill(-group, SIGKILL)`: ends every process of a process group.
    static func killGroup(_ group: Int32) {
        guard group > 1 else { return }
        _ = kill(-group, SIGKILL)
    }

    /// `write(2)` of the whole buffer to a descriptor, ignoring every error:
    /// for messages that have nowhere else to go (standard error itself).
    static func writeIgnoringErrors(_ descriptor: Int32, _ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    /// The address of a C function by name, when the process has it
    /// (`dlsym(RTLD_DEFAULT, name)`); nil elsewhere than on Linux.
    static func function(named name: String) -> UnsafeMutableRawPointer? {
        #if os(Linux)
        return dlsym(UnsafeMutableRawPointer(bitPattern: 0), name)  // RTLD_DEFAULT is 0 in glibc and musl
        #else
        return nil
        #endif
    }

    /// Blocks the calling thread for good (the process is about to end).
    static func parkForever() -> Never {
        while true { sleep(3600) }
    }

    /// Sleeps for `milliseconds`.
    static func pause(milliseconds: Int) { usleep(UInt32(milliseconds * 1000)) }

    /// `_exit(2)`: ends the process at once, running no handlers.
    static func exitImmediately(_ status: Int32) -> Never { _exit(status) }
}

/// A mutual-exclusion lock (`pthread_mutex_t`) around a value, for state
/// shared with the thread that cleans up after a signal.
final class Locked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
