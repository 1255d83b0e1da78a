import Synchronization

/// What must not outlive springlab when a signal (Ctrl-C, `kill`, a closed
/// terminal) ends it: temporary files and directories, child process groups,
/// and a status line drawn on the terminal.
///
/// Whoever creates such a thing registers it first and unregisters it once it
/// is gone or has become the real output. A signal handler may only do
/// async-signal-safe work, so it does not clean up itself: it wakes a thread
/// that calls ``cleanUpForExit()`` and then exits the process.
///
/// Edge cases: a temporary file is registered *before* it is created, so
/// there is no instant at which it exists unregistered; a child is announced
/// with ``beginSpawn()`` before it is started, and the clean-up waits (up to
/// two seconds) for the start to finish so that it knows the child's group.
/// Once the clean-up has begun, a thread that tries to register anything is
/// parked for good: the process is about to end. A set of files being put
/// in place (``completing(_:)``) is finished first.
package final class CleanupRegistry: Sendable {
    /// The registry of this process.
    package static let shared = CleanupRegistry()

    private struct State {
        var files: Set<String> = []
        var directories: [String] = []
        var trees: Set<String> = []
        var groups: Set<Int32> = []
        var spawning = 0
        var completing = 0
        var showsStatusLine = false
        var terminating = false
    }

    private let state = Mutex(State())

    package init() {}

    /// A file to remove on a signal; call before creating it.
    package func addFile(_ path: String) {
        update { $0.files.insert(path) }
    }

    /// The file is gone or is now the real output.
    package func removeFile(_ path: String) {
        state.withLock { _ = $0.files.remove(path) }
    }

    /// An (empty or registered-files-only) directory to remove on a signal,
    /// after the files; call before creating it.
    package func addDirectory(_ path: String) {
        update { $0.directories.append(path) }
    }

    package func removeDirectory(_ path: String) {
        state.withLock { $0.directories.removeAll { $0 == path } }
    }

    /// A directory to remove with all its content on a signal (one that
    /// another program fills); call before creating it.
    package func addTree(_ path: String) {
        update { $0.trees.insert(path) }
    }

    /// The directory is gone or is now the real output.
    package func removeTree(_ path: String) {
        state.withLock { _ = $0.trees.remove(path) }
    }

    /// A child process group is about to be started.
    package func beginSpawn() {
        update { $0.spawning += 1 }
    }

    /// The child announced by ``beginSpawn()`` started, leading the process
    /// group `group`, which is killed on a signal; nil when it did not start.
    package func endSpawn(group: Int32?) {
        state.withLock {
            $0.spawning -= 1
            guard let group else { return }
            // Started after the clean-up gave up waiting: it goes at once.
            if $0.terminating { CLibrary.killGroup(group) } else { $0.groups.insert(group) }
        }
    }

    /// The child leading `group` has been waited for: kills whatever is left
    /// of its group (a grandchild that outlived it) and forgets the group.
    package func endGroup(_ group: Int32) {
        state.withLock {
            CLibrary.killGroup(group)
            _ = $0.groups.remove(group)
        }
    }

    /// Runs `body`, the renames that put a set of prepared files in place,
    /// with a signal's clean-up held until it returns: a signal meanwhile
    /// ends springlab once every file of the set is in place, never between
    /// two renames.
    package func completing<Result>(_ body: () throws(IOError) -> Result) throws(IOError) -> Result {
        update { $0.completing += 1 }
        defer { state.withLock { $0.completing -= 1 } }
        return try body()
    }

    /// Whether a status line (a progress bar) is on standard error, to be
    /// cleared on a signal.
    package func setShowsStatusLine(_ shown: Bool) {
        state.withLock { $0.showsStatusLine = shown }
    }

    /// Writes `text` to standard error as the status line, unless a signal
    /// is being handled: the clean-up clears the line, and a bar drawn after
    /// that would stay on the terminal. Under the registry's lock, so that
    /// a line being drawn is finished before it is cleared.
    package func drawStatusLine(_ text: String) {
        state.withLock { state in
            guard !state.terminating else { return }
            CLibrary.writeIgnoringErrors(2, Array(text.utf8))
        }
    }

    /// What is registered now, for tests.
    package var isEmpty: Bool {
        state.withLock {
            $0.files.isEmpty && $0.directories.isEmpty && $0.trees.isEmpty && $0.groups.isEmpty && $0.spawning == 0
        }
    }

    /// Kills every registered process group, removes the registered files,
    /// then the directories, and clears the status line. Called once, by the
    /// thread that handles a terminating signal, just before the process
    /// exits; the registry stays closed afterwards.
    package func cleanUpForExit() {
        state.withLock { $0.terminating = true }
        // Let a child that is being started get its group registered.
        for _ in 0..<200 where state.withLock({ $0.spawning > 0 }) { CLibrary.pause(milliseconds: 10) }
        // Let renames under way finish their set (renames take microseconds; 5 s at most).
        for _ in 0..<500 where state.withLock({ $0.completing > 0 }) { CLibrary.pause(milliseconds: 10) }
        state.withLock { state in
            for group in state.groups { CLibrary.killGroup(group) }
            for file in state.files { CLibrary.removeFile(file) }
            for tree in state.trees { CLibrary.removeTree(tree) }
            for directory in state.directories.reversed() { CLibrary.removeDirectory(directory) }
            if state.showsStatusLine { CLibrary.writeIgnoringErrors(2, Array("\r\u{1B}[K".utf8)) }
            state = State(terminating: true)
        }
    }

    /// Applies `change` unless the process is being cleaned up, in which
    /// case the calling thread stops here.
    private func update(_ change: (inout State) -> Void) {
        let accepted = state.withLock { state -> Bool in
            guard !state.terminating else { return false }
            change(&state)
            return true
        }
        if !accepted { CLibrary.parkForever() }
    }
}
