import ArgumentParser
import SpringLabIO

/// `-o FILE` of `simulate` and `sweep`: where the output goes.
struct OutputFileOptions: ParsableArguments {
    @Option(
        once: "output", short: "o",
        help: ArgumentHelp(
            "Write to this file instead of standard output; it appears complete or not at all.", valueName: "file"))
    var output: String?

    /// Runs `write` on the file, which appears only if it succeeds (``AtomicFile``), or on standard output.
    func write(_ write: (FileSink) throws -> Void) throws {
        guard let path = output else { return try write(.standardOutput) }
        try AtomicFile.write(to: path, write)
    }
}
