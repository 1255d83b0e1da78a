import Foundation
import SpringLabIO

/// Ends springlab cleanly on SIGINT (Ctrl-C), SIGTERM and SIGHUP: stops its
/// child processes, removes its temporary files, clears the progress line
/// (everything in `CleanupRegistry.shared`), and exits with status
/// 128 + the signal's number, as shells report a process ended by it.
///
/// A signal handler may only do async-signal-safe work, so the handler
/// writes the signal's number into a pipe (the self-pipe trick) and a thread
/// of its own, blocked reading that pipe, does the clean-up.
///
/// Edge cases: the three signals are unblocked if the parent blocked them;
/// a signal the parent set to be ignored (SIGINT for a background
/// job of a non-interactive shell) stays ignored; SIGXFSZ (a file-size limit
/// reached) is ignored, so that the write fails with an error instead.
enum SignalWatcher {
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handlers and starts the thread; call once, first thing.
    static func install() {
        // With a file-size limit (ulimit -f) the kernel would kill the process
        // mid-write and strand a temporary file; ignored, the write fails with
        // EFBIG and is reported and cleaned up like a full disk.
        signal(SIGXFSZ, SIG_IGN)
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        // A full pipe must never block the handler: one byte is enough.
        _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
        signalPipe = ends[1]
        // A parent may have started springlab with these signals blocked (a
        // thread pool's worker threads block them, and a child inherits the
        // spawning thread's mask): unblock them, or they would stay pending.
        var handled = sigset_t()
        sigemptyset(&handled)
        for number in signals { sigaddset(&handled, number) }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        let reader = ends[0]
        Thread.detachNewThread { watch(reader) }
        for number in signals {
            let previous = signal(number, handleSignal)
            if let previous, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                signal(number, SIG_IGN)
            }
        }
    }

    /// Whether a handled signal is ending springlab. The clean-up stops the
    /// children, so the command may then fail on a child it sees die; its
    /// error path calls ``waitIfEnding()`` so that the exit status stays
    /// 128 + the signal's number and no second message is printed.
    static var isEnding: Bool { signalArrived != 0 }

    /// Parks the calling thread for good while a signal is being handled:
    /// the watcher thread exits the process.
    static func waitIfEnding() {
        guard isEnding else { return }
        while true { sleep(3600) }
    }

    /// Waits for a signal's number on the pipe, cleans up and exits.
    private static func watch(_ reader: Int32) -> Never {
        var number: UInt8 = 0
        while true {
            let count = read(reader, &number, 1)
            if count == 1 { break }
            if count < 0, errno == EINTR { continue }
            // The pipe cannot close while the process lives; if it does, stop watching.
            while true { sleep(3600) }
        }
        CleanupRegistry.shared.cleanUpForExit()
        _exit(128 + Int32(number))
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
