import ArgumentParser
import SpringLabIO

/// `-o FILE` of `simulate` and `sweep`: where the output goes.
struct OutputFileOptions: ParsableArguments {
    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: ArgumentHelp(
            "Write to this file instead of standard output; it appears complete or not at all.", valueName: "file"))
    var outputGiven: [String] = []

    func validate() throws {
        try checkOptions(["--output": outputGiven])
    }

    /// Runs `write` on the file, which appears only if it succeeds (``AtomicFile``), or on standard output.
    func write(_ write: (FileSink) throws -> Void) throws {
        guard let path = outputGiven.first else { return try write(.standardOutput) }
        try AtomicFile.write(to: path, write)
    }
}
