import ArgumentParser
import SpringLab
import SpringLabPlot

struct Animate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Animate springs on a scene with gnuplot: an animated GIF, PNG frames, or a filmstrip.",
        discussion: """
            Scenes (--scene), each after a classic tutorial and animated by default with the tutorial's own spring:
            box — \(SceneKind.box.summary);
            elastic — \(SceneKind.elastic.summary);
            jelly — \(SceneKind.jelly.summary);
            pull-to-refresh — \(SceneKind.pullToRefresh.summary);
            pulse — \(SceneKind.pulse.summary);
            jump — \(SceneKind.jump.summary).
            Give other springs as for fit, and/or with --spring SPEC (repeatable: the box gets a lane each, \
            the elastic scene takes two, out then back).

            Frame n shows the scene at t = n/fps from the exact solution, as a CADisplayLink would see it; \
            UIKit stops at its duration and jumps to the target. The frames run to the first one after the \
            scene comes to rest, which is held for --hold seconds. GIF delays are whole hundredths of a \
            second: frame n is scheduled at round(100·n/fps) cs, so playback keeps real time (at most 50 fps). \
            Needs gnuplot: GNUPLOT=path, or gnuplot on PATH.

            Examples:
              springlab animate --scene elastic -o elastic.gif
              springlab animate --spring uikit:duration=0.45,damping=0.15,velocity=5.5 \\
                  --spring swiftui:preset=bouncy -o box.gif
              springlab animate --scene jelly --filmstrip jelly.svg --at 0,0.1,0.2,0.5,1
              springlab animate --scene pull-to-refresh --fps 60 --frames frames/
            """
    )

    @Option(
        once: "scene",
        help: ArgumentHelp("box, elastic, jelly, pull-to-refresh, pulse or jump.", valueName: "name"))
    var scene = SceneKind.box.rawValue

    @OptionGroup(title: "Spring (as for fit; default: the scene's tutorial spring)") var spring: SpringOptions

    @Option(
        once: "from", parsing: .unconditional,
        help: ArgumentHelp(
            "Start of the box (points), the pulse's first scale, the jump's first offset (points, down).",
            valueName: "x"))
    var from: WrittenNumber?

    @Option(
        once: "to", parsing: .unconditional,
        help: ArgumentHelp("Where they end (default 300, 1, 0).", valueName: "x"))
    var to: WrittenNumber?

    // Not `--overshoot`: that is the target form's overshoot (a fraction), which
    // animate takes like every command that takes a spring.
    @Option(
        once: "overshoot-amount", parsing: .unconditional,
        help: ArgumentHelp(
            "How far the elastic scene's control points move out, in points (default 10).", valueName: "pt"))
    var overshootAmount: WrittenNumber?

    @Option(
        once: "fps",
        help: ArgumentHelp(
            "Display frames per second (GIF: 1 to 50; PNG frames and filmstrip: up to 240).",
            valueName: "n"))
    var fps = 50

    @Option(
        once: "for",
        help: ArgumentHelp(
            "Show the springs as this runtime ends them on a display of --fps: "
                + ScreenRuntime.kindNames.joined(separator: ", ") + " (docs/runtime-ends.md).",
            valueName: "KIND"))
    var runtime: String?

    @Option(
        once: "hold", parsing: .unconditional,
        help: ArgumentHelp("How long the final state stays on screen, in seconds.", valueName: "s"))
    var hold = InSeconds(WrittenNumber(1.0))

    @Option(
        once: "until", parsing: .unconditional,
        help: ArgumentHelp(
            "Length of the scene in seconds or as a fraction (default: until its last spring comes to rest).",
            valueName: "T"))
    var until: SecondsArgument?

    @Option(once: "size", help: ArgumentHelp("Size of a frame, WIDTHxHEIGHT pixels.", valueName: "WxH"))
    var size = "480x320"

    @Option(
        once: "output", short: "o",
        help: ArgumentHelp("The animated GIF to write (.gif).", valueName: "file"))
    var output: String?

    @Option(
        once: "filmstrip",
        help: ArgumentHelp(
            "Write a static grid of frames instead (rows at most 1920 pixels wide): .svg or .png.", valueName: "file"))
    var filmstrip: String?

    @Option(
        once: "at", parsing: .unconditional,
        help: ArgumentHelp(
            "With --filmstrip: the times to show, seconds or fractions, comma-separated (default: six frames from start to end).",
            valueName: "t,…"))
    var at: SecondsList?

    @Option(
        once: "frames",
        help: ArgumentHelp(
            "Write numbered PNG frames and frames.csv (every animated value) into this new or empty directory instead.",
            valueName: "dir"))
    var frames: String?

    @Option(
        once: "script",
        help: ArgumentHelp(
            "Also save the gnuplot script (data inline); `gnuplot FILE` redraws the output.", valueName: "file"))
    var script: String?

    @Option(
        once: "timeout", parsing: .unconditional,
        help: ArgumentHelp("Stop gnuplot after this many seconds.", valueName: "s"))
    var timeout = InSeconds(WrittenNumber(30))

    func validate() throws {
        try checkTimes(of: self, long: spring.long)
    }

    /// Where the animation goes.
    private enum Destination {
        case gif(String)
        case filmstrip(String, FilmstripFormat)
        case frames(String)
    }

    func run() async throws {
        guard let kind = SceneKind(rawValue: scene) else {
            throw ValidationError(
                "unknown scene '\(scene)'; choose \(SceneKind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let destination = try destination()
        let springs = try spring.writtenSprings().map { LabelledSpring(try $0.animation(), label: $0.label) }
        let animated = try kind.scene(
            springs: springs,
            settings: SceneSettings(
                from: from?.value, to: to?.value, overshoot: overshootAmount?.value, runtime: runtime,
                framesPerSecond: Double(fps)))
        let (width, height) = try frameSize()
        let plan = try AnimationPlan(
            scene: animated, name: kind.rawValue, fps: fps, width: width, height: height,
            hold: hold.seconds, until: until?.seconds)
        let renderer = try Renderer.locating(timeLimit: PlotOutputOptions.timeLimit(seconds: timeout.seconds))
        switch destination {
        case let .gif(path):
            try await renderer.writeGIF(plan, to: path, scriptPath: script)
        case let .filmstrip(path, format):
            try await renderer.writeFilmstrip(
                plan, times: at?.items.map(\.seconds) ?? plan.filmstripTimes,
                format: format, to: path, scriptPath: script)
        case let .frames(directory):
            try await renderer.writeFrames(plan, to: directory, scriptPath: script)
        }
    }

    private func destination() throws -> Destination {
        let given = [output, filmstrip, frames].compactMap { $0 }
        guard given.count == 1 else {
            throw ValidationError(
                "give one of -o FILE.gif, --filmstrip FILE.svg|FILE.png or --frames DIR"
                    + (given.isEmpty ? "" : ", not \(given.count)"))
        }
        if at != nil, filmstrip == nil { throw ValidationError("--at picks the times of a --filmstrip") }
        if let output {
            guard PlotOutputOptions.pathExtension(output) == "gif" else {
                throw ValidationError(
                    "-o writes an animated GIF: name it FILE.gif, got '\(output)' "
                        + "(for a still image use --filmstrip FILE.svg or .png)")
            }
            return .gif(output)
        }
        if let filmstrip {
            guard let format = FilmstripFormat(rawValue: PlotOutputOptions.pathExtension(filmstrip)) else {
                throw ValidationError("--filmstrip writes .svg or .png, got '\(filmstrip)'")
            }
            return .filmstrip(filmstrip, format)
        }
        return .frames(frames ?? "")
    }

    /// `--size` as numbers; ``AnimationPlan`` checks their range.
    private func frameSize() throws -> (width: Int, height: Int) {
        let parts = size.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
            throw ValidationError("--size must read WIDTHxHEIGHT, e.g. 480x320, got '\(size)'")
        }
        return (width, height)
    }
}
