import SpringLabIO

/// Drawing an ``AnimationPlan``: an animated GIF, numbered PNG frames, or a
/// filmstrip. Every output appears complete or not at all (SpringLabIO's
/// `AtomicFile`, or ``FrameDirectory`` for frames), and gnuplot runs under
/// the runner's time limit.
extension Renderer {
    /// Writes `plan` as an animated GIF that loops for ever: gnuplot draws
    /// the frames, then each frame's delay is set from the plan's
    /// ``FrameClock`` (the last one holds the final state) and a comment
    /// names the gnuplot and the font (``FrameFont``) that drew it.
    ///
    /// - Parameter scriptPath: also save the script there (drawing to `path`
    ///   as given). Run alone it gives every frame the same delay, about 1/fps.
    /// - Throws: ``PlotError/badOption(_:)`` for more than 50 fps (a GIF
    ///   cannot show frames shorter than 2 cs); gnuplot's failure; a file
    ///   that cannot be written.
    public func writeGIF(_ plan: AnimationPlan, to path: String, scriptPath: String? = nil) async throws(PlotError) {
        guard AnimationLimits.gifFPS.contains(plan.clock.fps) else {
            throw .badOption(
                "a GIF plays at most \(AnimationLimits.gifFPS.upperBound) fps (its frame delays are whole "
                    + "hundredths of a second and browsers stretch delays under 2 cs), got \(setting: .fps) \(plan.clock.fps); "
                    + "\(setting: .frames) writes PNG frames at any rate up to \(AnimationLimits.stillFPS.upperBound)")
        }
        let font = FrameFont.installed()
        try await drawFile(
            plan, frames: plan.frames, to: path, scriptPath: scriptPath, font: font, target: { .gif($0) },
            finish: { file, printed throws(PlotError) in
                var gif = try GIFAnimation(Self.read(file))
                try gif.setDelays(plan.clock.delays(hold: plan.hold))
                gif.insertComment(
                    "springlab animate, \(plan.name) scene, \(plan.clock.fps) fps; "
                        + (Self.version(String(decoding: printed, as: UTF8.self)) ?? "gnuplot") + ", \(font.name)")
                try Self.overwrite(file, with: gif.bytes)
            })
    }

    /// The bytes of the GIF ``writeGIF(_:to:scriptPath:)`` writes for
    /// `plan`, drawn in a temporary directory: for a caller that writes it
    /// together with other files.
    func gif(_ plan: AnimationPlan) async throws(PlotError) -> [UInt8] {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("animation.gif")
        try await writeGIF(plan, to: file)
        return try Self.read(file)
    }

    /// Writes each frame of `plan` as `frame-0000.png`, `frame-0001.png`, …
    /// into the new (or empty) directory `directory`, with `frames.csv`: a
    /// row per frame, its time and every animated quantity (``SceneFrame/quantities``).
    public func writeFrames(_ plan: AnimationPlan, to directory: String, scriptPath: String? = nil)
        async throws(PlotError)
    {
        try Self.checkDistinct(output: directory, script: scriptPath, named: "the output")
        let font = FrameFont.installed()
        let saved = try Self.savedScript(scriptPath) { () throws(PlotError) in
            try AnimationScript(plan: plan, frames: plan.frames, target: .pngFrames(directory: directory), font: font)
                .text()
        }
        let prepared = try Self.prepare(saved)
        do throws(PlotError) {
            try await FrameDirectory.produce(at: directory) { folder throws(PlotError) in
                let script = try AnimationScript(
                    plan: plan, frames: plan.frames, target: .pngFrames(directory: folder), font: font
                ).text()
                _ = try await runner.run(script: script)
                for index in plan.clock.frames {
                    let file = AnimationScript.frameFile(index)
                    do throws(PlotError) {
                        try CompleteOutput.check(Self.read(folder + "/" + file), format: .png)
                    } catch {
                        throw PlotError.badOutput("gnuplot wrote no complete \(file) into \(directory)")
                    }
                }
                try Self.writeQuantities(plan.frames, to: folder + "/frames.csv")
                do { try prepared.commit() } catch { throw PlotError(writing: error) }
            }
        } catch {
            prepared.discard()
            throw error
        }
    }

    /// Writes the scene at each of `times` into one SVG or PNG, in rows of
    /// at most 1920 pixels (``FilmstripGrid``).
    /// - Throws: ``PlotError/badOption(_:)`` when the grid would be more than
    ///   ``AnimationLimits/filmstripSide`` pixels on a side; gnuplot's failure;
    ///   a file that cannot be written.
    public func writeFilmstrip(
        _ plan: AnimationPlan, times: [Double], format: FilmstripFormat, to path: String,
        scriptPath: String? = nil
    ) async throws(PlotError) {
        let frames = try plan.frames(at: times)
        let grid = FilmstripGrid(frames: frames.count, width: plan.width, height: plan.height)
        guard max(grid.width, grid.height) <= AnimationLimits.filmstripSide else {
            throw .badOption(
                "a filmstrip of \(frames.count) frames of \(plan.width)x\(plan.height) pixels is too large: "
                    + "\(grid.rows) rows of \(grid.columns) make \(grid.width)x\(grid.height) pixels, "
                    + "more than \(AnimationLimits.filmstripSide) on a side; lower \(setting: .size) or the number of times"
            )
        }
        try await drawFile(
            plan, frames: frames, to: path, scriptPath: scriptPath, font: FrameFont.installed(),
            target: { .filmstrip(format, $0) },
            finish: { file, _ throws(PlotError) in
                try CompleteOutput.check(Self.read(file), format: format == .svg ? .svg : .png)
            })
    }

    /// The script to save at `scriptPath`, if one is asked for, as the file it becomes.
    static func savedScript(_ scriptPath: String?, _ text: () throws(PlotError) -> String) throws(PlotError)
        -> [(path: String, bytes: [UInt8])]
    {
        guard let scriptPath else { return [] }
        return [(scriptPath, Array(try text().utf8))]
    }

    /// `files` written and flushed under temporary names, to be committed
    /// once the animation is complete.
    static func prepare(_ files: [(path: String, bytes: [UInt8])]) throws(PlotError)
        -> AtomicFile.PreparedFiles
    {
        do { return try AtomicFile.prepare(files) } catch { throw PlotError(writing: error) }
    }

    /// Draws `frames` into the file `path` with the script for `target(path)`
    /// in `font`, saved at `scriptPath` if given. gnuplot draws into a temporary file
    /// (its absolute path: gnuplot runs in a directory of its own), which
    /// `finish` checks or completes, given what the script printed, before
    /// it replaces `path` together with the script (see `AtomicFile.produce`).
    private func drawFile(
        _ plan: AnimationPlan, frames: [SceneFrame], to path: String, scriptPath: String?, font: FrameFont,
        target: (String) -> AnimationScript.Target, finish: (String, [UInt8]) throws(PlotError) -> Void
    ) async throws(PlotError) {
        try Self.checkDistinct(output: path, script: scriptPath, named: "the output")
        let saved = try Self.savedScript(scriptPath) { () throws(PlotError) in
            try AnimationScript(plan: plan, frames: frames, target: target(path), font: font).text()
        }
        do {
            try await AtomicFile.produce(at: path, companions: saved) { temporary in
                let file = FileSystem.absolutePath(temporary)
                let script = try AnimationScript(plan: plan, frames: frames, target: target(file), font: font).text()
                try finish(file, try await runner.run(script: script))
            }
        } catch {
            throw PlotError(writing: error)
        }
    }

    /// `gnuplot 5.4 patchlevel 4`, the first line the script printed.
    static func version(_ printed: String) -> String? {
        printed.split(whereSeparator: \.isNewline).first.map(String.init).flatMap {
            $0.hasPrefix("gnuplot ") ? $0 : nil
        }
    }

    private static func writeQuantities(_ frames: [SceneFrame], to path: String) throws(PlotError) {
        do {
            try AtomicFile.write(to: path) { sink in
                var csv = try CSVWriter(sink: sink, header: ["time"] + (frames.first?.quantities.map(\.name) ?? []))
                for frame in frames {
                    csv.field(frame.time)
                    for quantity in frame.quantities { csv.field(quantity.value) }
                    try csv.endRow()
                }
                try csv.finish()
            }
        } catch {
            throw PlotError(writing: error)
        }
    }

    private static func read(_ path: String) throws(PlotError) -> [UInt8] {
        guard let bytes = try? FileSystem.contents(of: path, what: "gnuplot's output", maximumBytes: Int.max),
            !bytes.isEmpty
        else {
            throw .badOutput("gnuplot wrote nothing")
        }
        return bytes
    }

    /// Replaces the file's content in place: `AtomicFile` renames this very file.
    private static func overwrite(_ path: String, with bytes: [UInt8]) throws(PlotError) {
        do { try FileSystem.overwrite(path, with: bytes) } catch { throw .badPath(error.description) }
    }
}
