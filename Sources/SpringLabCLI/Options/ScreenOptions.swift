import ArgumentParser
import SpringLab

/// The display the runtimes' ends are computed for: its frame rate (the
/// distance is `--distance`, which also makes `--epsilon` absolute).
struct ScreenOptions: ParsableArguments {
    @Option(
        name: .customLong("fps"), parsing: .unconditional,
        help: ArgumentHelp(
            "Frames per second of the display each runtime's end is computed for (default 60).", valueName: "Hz"))
    var framesPerSecond: Double = 60

    /// The move: `distance` units (300 when not given) at ``framesPerSecond``.
    func move(distance: Double?) throws -> ScreenMove {
        try ScreenMove(distance: distance ?? ScreenMove.standard.distance, framesPerSecond: framesPerSecond)
    }
}
