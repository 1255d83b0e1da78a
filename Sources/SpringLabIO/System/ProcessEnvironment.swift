/// What the process was started with and how it ends: environment
/// variables, the CPUs it may use, whether a stream is a terminal, the exit.
package enum ProcessEnvironment {
    /// The environment variables (of a name given twice, the first).
    package static var variables: [String: String] { CLibrary.environment() }

    /// The CPUs this process may run on (its affinity mask on Linux); at least 1.
    package static var activeProcessorCount: Int { CLibrary.processorCount() }

    /// Whether standard error (descriptor 2) is a terminal.
    package static var standardErrorIsTerminal: Bool { CLibrary.isTerminal(2) }

    /// Hands what `print` buffered to the system and checks that every write
    /// to standard output succeeded.
    /// - Throws: ``IOError`` "cannot write standard output: …" (a full disk,
    ///   `/dev/full`, a closed descriptor).
    package static func flushStandardOutput() throws(IOError) {
        if let reason = CLibrary.flushStandardOutput() { throw IOError("cannot write standard output", reason: reason) }
    }

    /// Sleeps the calling thread for `milliseconds`.
    package static func pause(milliseconds: Int) { CLibrary.pause(milliseconds: milliseconds) }

    /// Runs `body` on a new detached thread of its own (`pthread_create`);
    /// false when none could be made (a memory limit, `ulimit -v`, or the
    /// system's thread limit), which a caller can answer, where a dispatch
    /// queue would wait for a thread for good.
    package static func startThread(_ body: @escaping @Sendable () -> Void) -> Bool {
        CLibrary.startThread(body)
    }

    /// Ends the process with `status` after flushing C's streams.
    package static func exit(_ status: Int32) -> Never { CLibrary.exitProcess(status) }
}
