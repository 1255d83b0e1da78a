import CLibraryShims
import SystemPackage

// The C library calls that swift-system (1.8) does not wrap, where
// FoundationEssentials (linked through swift-argument-parser) does not do the
// same: its `activeProcessorCount` ignores the CPU affinity mask (`taskset`),
// its temporary directory for an empty `$TMPDIR` is `/`, its environment
// takes the last of a name given twice where `getenv` takes the first, and
// its file errors are `CocoaError`s rather than the `errno` springlab's
// messages name. Everything else in SpringLabIO goes through swift-system's
// FileDescriptor, FilePath and Errno; this file is the one place that names
// the platform's C module (glibc, musl for the static Linux SDK, or Darwin).
// @preconcurrency: `stdout` is a C global variable, which strict concurrency
// checking would refuse to read.
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
@preconcurrency import Musl
#elseif canImport(Darwin)
@preconcurrency import Darwin
#else
#error("SpringLabIO needs the C library of Linux (glibc or musl) or of Darwin")
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
        for name in (try? directoryEntries(path)) ?? [] {
            let child = path + "/" + name
            if unlink(child) != 0 { removeTree(child) }
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

    /// Clears `O_NONBLOCK` (`fcntl(2)`): a descriptor opened without blocking
    /// (a FIFO, so as not to wait for its other end) reads and writes as usual.
    static func setBlocking(_ descriptor: FileDescriptor) throws(Errno) {
        let flags = fcntl(descriptor.rawValue, F_GETFL)
        guard flags >= 0, fcntl(descriptor.rawValue, F_SETFL, flags & ~O_NONBLOCK) == 0 else {
            throw Errno(rawValue: errno)
        }
    }

    /// Whether `count` more descriptors can be open at once now: opens
    /// `/dev/null`, duplicates it until there are `count`, and closes them
    /// all. False only for lack of descriptors (`EMFILE`, `ENFILE`); when
    /// `/dev/null` cannot be opened for another reason, true.
    static func canOpenDescriptors(_ count: Int) -> Bool {
        let first = open("/dev/null", O_RDONLY | O_CLOEXEC)
        guard first >= 0 else { return errno != EMFILE && errno != ENFILE }
        var opened = [first]
        defer { for descriptor in opened { close(descriptor) } }
        while opened.count < count {
            let copy = fcntl(first, F_DUPFD_CLOEXEC, 0)
            guard copy >= 0 else { return false }
            opened.append(copy)
        }
        return true
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

    /// Blocks the calling thread for good (the process is about to end).
    static func parkForever() -> Never {
        while true { sleep(3600) }
    }

    /// Sleeps for `milliseconds`.
    static func pause(milliseconds: Int) { usleep(UInt32(milliseconds * 1000)) }

    /// `_exit(2)`: ends the process at once, running no handlers.
    static func exitImmediately(_ status: Int32) -> Never { _exit(status) }
}

extension CLibrary {
    /// `snprintf(3)` of one `Double` with a conversion such as `%.3f`,
    /// `%.5e` or `%.6g`: the C library rounds the exact binary value
    /// correctly (ties to even), which a shortest round-trip formatter does
    /// not do for a fixed number of digits.
    static func printf(_ value: Double, conversion: String) -> String {
        // The longest of FixedDigits' conversions, %.340f of a Double of 309 integer
        // digits, is 650 characters.
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 704) { buffer in
            let count = Int(withVaList([value]) { vsnprintf(buffer.baseAddress!, buffer.count, conversion, $0) })
            guard count > 0 else { return "" }
            let bytes = UnsafeRawBufferPointer(start: buffer.baseAddress!, count: min(count, buffer.count - 1))
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The CPUs this process may run on (`sched_getaffinity(2)`), or the
    /// online CPUs where that is not available; at least 1.
    static func processorCount() -> Int {
        var mask = [UInt64](repeating: 0, count: 16)  // 1024 CPUs, glibc's cpu_set_t
        let count = mask.withUnsafeMutableBytes { raw in
            springlab_cpu_affinity(raw.baseAddress!, raw.count) == 0 ? raw.reduce(0) { $0 + $1.nonzeroBitCount } : 0
        }
        return count > 0 ? count : max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    /// The environment variables of the process (`environ`); of a name
    /// given twice, the first.
    static func environment() -> [String: String] {
        var variables: [String: String] = [:]
        #if canImport(Darwin)
        // Darwin's headers declare no `environ` for code outside the main executable.
        var entry = _NSGetEnviron().pointee!
        #else
        var entry = environ
        #endif
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }

    /// Whether the descriptor is a terminal (`isatty(3)`).
    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// `fflush(stdout)`, then whether any write to C's standard output
    /// stream (where `print` writes) failed: nil when all went out.
    static func flushStandardOutput() -> String? {
        if fflush(stdout) != 0 { return currentErrno().description }
        if ferror(stdout) != 0 { return "a write failed" }
        return nil
    }

    /// `exit(3)`: flushes C's streams and ends the process.
    static func exitProcess(_ status: Int32) -> Never { exit(status) }

    /// `access(path, X_OK)`: whether the process may execute `path`.
    static func mayExecute(_ path: String) -> Bool { access(path, X_OK) == 0 }

    /// `mkdir(2)`.
    /// Opens the directory `path` for a lock: its descriptor and its
    /// identity (device and inode), or nil when it cannot be opened.
    static func openDirectory(_ path: String) -> (descriptor: Int32, identity: [UInt64])? {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            close(descriptor)
            return nil
        }
        return (descriptor, [UInt64(status.st_dev), UInt64(status.st_ino)])
    }

    /// Takes an exclusive `flock(2)` on `descriptor`, waiting for another
    /// holder; whether it holds it.
    static func lockExclusively(_ descriptor: Int32) -> Bool {
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { return false }
        }
        return true
    }

    /// Releases a lock of ``lockExclusively(_:)`` and closes its descriptor.
    static func unlockDirectory(_ descriptor: Int32) {
        _ = flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    static func makeDirectory(_ path: String, mode: UInt32) throws(Errno) {
        guard mkdir(path, mode_t(mode)) == 0 else { throw Errno(rawValue: errno) }
    }

    /// The names in the directory `path` (`readdir(3)`), without `.` and `..`.
    /// - Throws: the `Errno` of `opendir(3)` or of `readdir(3)`.
    static func directoryEntries(_ path: String) throws(Errno) -> [String] {
        guard let directory = opendir(path) else { throw currentErrno() }
        defer { closedir(directory) }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { throw currentErrno() }
                return names
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
    }

    /// The current directory (`getcwd(3)`), nil when it cannot be had.
    static func currentDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        guard buffer.withUnsafeMutableBufferPointer({ getcwd($0.baseAddress!, $0.count) }) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

// MARK: - Signals

extension CLibrary {
    /// The signals that end springlab cleanly: every catchable signal whose
    /// default action ends the process and that is not a fault of its own code
    /// (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGABRT and SIGSYS stay with
    /// the runtime's crash report). SIGQUIT is one of them: the Swift runtime
    /// would print a crash report for it and let the run go on. SIGXFSZ is
    /// not: see ``installSignalPipe()``.
    static let endingSignals: [Int32] = {
        var numbers = [
            SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGVTALRM, SIGPROF, SIGXCPU,
        ]
        #if os(Linux)
        numbers += [SIGPOLL, SIGSTKFLT, SIGPWR]
        #else
        // Darwin has no other: its one more signal that ends a process, SIGEMT, is a fault of the code.
        #endif
        return numbers
    }()

    /// Sets up the self-pipe and the handlers (see `SignalWatcher`) and
    /// returns the pipe's read end, or nil when no pipe could be made.
    static func installSignalPipe() -> Int32? {
        // With a file-size limit (ulimit -f) the kernel would kill the process
        // mid-write and strand a temporary file; ignored, the write fails with
        // EFBIG and is reported and cleaned up like a full disk. (A handler
        // could not tell that signal from one sent with kill.)
        signal(SIGXFSZ, SIG_IGN)
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        // A full pipe must never block the handler: one byte is enough.
        _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
        signalPipe = ends[1]
        // A parent may have started springlab with these signals blocked (a
        // thread pool's worker threads block them, and a child inherits the
        // spawning thread's mask): unblock them, or they would stay pending.
        var handled = sigset_t()
        sigemptyset(&handled)
        for number in endingSignals { sigaddset(&handled, number) }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        for number in endingSignals {
            let previous = signal(number, handleSignal)
            if let previous, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                signal(number, SIG_IGN)
            }
        }
        return ends[0]
    }

    /// Whether a handled signal has arrived.
    static var signalArrivedFlag: Bool { signalArrived != 0 }

    /// Blocks until the handler writes a signal's number into the pipe;
    /// nil if the pipe fails (it cannot close while the process lives).
    static func waitForSignal(_ reader: Int32) -> Int32? {
        var number: UInt8 = 0
        while true {
            let count = read(reader, &number, 1)
            if count == 1 { return Int32(number) }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }

    /// Runs `body` on a new detached thread; false when none could be started.
    @discardableResult
    static func startThread(_ body: @escaping @Sendable () -> Void) -> Bool {
        final class Box {
            let body: @Sendable () -> Void; init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let started = pthread_create(
            &thread, nil,
            { context in
                Unmanaged<Box>.fromOpaque(context!).takeRetainedValue().body()
                return nil
            }, context)
        guard started == 0 else {
            Unmanaged<Box>.fromOpaque(context).release()
            return false
        }
        #if canImport(Darwin)
        if let thread { pthread_detach(thread) }
        #else
        pthread_detach(thread)
        #endif
        return true
    }
}

/// The write end of the self-pipe, set once before any handler is installed.
nonisolated(unsafe) private var signalPipe: Int32 = -1

/// Set by the handler when a signal arrives (a plain store is async-signal-safe).
nonisolated(unsafe) private var signalArrived: sig_atomic_t = 0

/// The handler: async-signal-safe, it only stores a flag and writes one byte.
private func handleSignal(_ number: Int32) {
    signalArrived = 1
    var byte = UInt8(truncatingIfNeeded: number)
    let saved = errno
    _ = write(signalPipe, &byte, 1)
    errno = saved
}
