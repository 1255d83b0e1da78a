/// Ends springlab cleanly on a signal that would otherwise end it (SIGINT,
/// SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, … : `CLibrary`'s
/// `endingSignals`): stops its child processes, removes its temporary files,
/// clears the progress line (everything in ``CleanupRegistry/shared``), and
/// exits with status 128 + the signal's number, as shells report a process
/// ended by it. A closed pipe on standard output is such a signal (SIGPIPE):
/// springlab then ends silently with 141, like `cat`.
///
/// A signal handler may only do async-signal-safe work, so the handler
/// writes the signal's number into a pipe (the self-pipe trick) and a thread
/// of its own, blocked reading that pipe, does the clean-up.
///
/// Edge cases: the signals are unblocked if the parent blocked them; a
/// signal the parent set to be ignored (SIGINT for a background job of a
/// non-interactive shell, SIGPIPE under a parent that ignores it) stays
/// ignored, and a write to a closed pipe then fails with the one-line error;
/// SIGXFSZ (a file-size limit reached) is ignored, so that the write fails
/// with an error instead.
package enum SignalWatcher {
    /// Installs the handlers and starts the thread; call once, first thing.
    package static func install() {
        guard let reader = CLibrary.installSignalPipe() else { return }
        CLibrary.startThread { watch(reader) }
    }

    /// Whether a handled signal is ending springlab. The clean-up stops the
    /// children, so the command may then fail on a child it sees die; its
    /// error path calls ``waitIfEnding()`` so that the exit status stays
    /// 128 + the signal's number and no second message is printed.
    package static var isEnding: Bool { CLibrary.signalArrivedFlag }

    /// Parks the calling thread for good while a signal is being handled:
    /// the watcher thread exits the process.
    package static func waitIfEnding() {
        guard isEnding else { return }
        CLibrary.parkForever()
    }

    /// Waits for a signal's number on the pipe, cleans up and exits.
    private static func watch(_ reader: Int32) -> Never {
        // The pipe cannot close while the process lives; if it does, stop watching.
        guard let number = CLibrary.waitForSignal(reader) else { CLibrary.parkForever() }
        CleanupRegistry.shared.cleanUpForExit()
        CLibrary.exitImmediately(128 + number)
    }
}
