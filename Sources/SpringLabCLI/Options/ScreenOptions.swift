import ArgumentParser
import SpringLab

/// The screen fit's runtime table is computed for: its frame rate (the
/// distance is `--distance`, shared with the settle band).
struct ScreenOptions: ParsableArguments {
    @Option(
        once: "fps", parsing: .unconditional,
        help: ArgumentHelp(
            "Frames per second of the display each runtime's end is computed for.", valueName: "Hz"))
    var fps = WrittenNumber(ScreenMove.standard.framesPerSecond)

    /// The highest `--fps` taken, in Hz: above every display made (480 Hz),
    /// and low enough that the runtimes' frame-by-frame ends stay a run of
    /// seconds and megabytes; their work and memory grow with the rate.
    static let maximumFramesPerSecond = 1000.0

    func validate() throws {
        guard !(fps.value > Self.maximumFramesPerSecond) else {
            throw ValidationError(
                "--fps must be at most \(Int(Self.maximumFramesPerSecond)) frames per second, got "
                    + "\(fps.written)")
        }
    }

    /// The move: `distance` units (else ``ScreenMove/standard``'s, 300) at ``fps``.
    func move(distance: Double?) throws -> ScreenMove {
        try ScreenMove(distance: distance ?? ScreenMove.standard.distance, framesPerSecond: fps.value)
    }

    /// The move from `from` to `to` at ``fps``: a recording's own.
    func move(from: Double, to: Double) throws -> ScreenMove {
        try ScreenMove(from: from, to: to, framesPerSecond: fps.value)
    }
}
