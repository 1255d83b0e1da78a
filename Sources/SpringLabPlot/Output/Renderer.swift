import SpringLabIO

/// Draws figures with gnuplot: builds the script, runs it, checks that what
/// gnuplot wrote is a complete chart (``CompleteOutput``), and only then
/// writes it — atomically, through SpringLabIO's `AtomicFile`, which flushes
/// it to disk and reports a full disk. gnuplot writes to standard output,
/// never to the destination, so a failure at any point leaves no file.
/// Animations are drawn by the same runner (Renderer+Animation.swift).
public struct Renderer: Sendable {
    let runner: GnuplotRunner

    /// A renderer for the gnuplot ``GnuplotLocator`` finds.
    package static func locating(timeLimit: Duration) throws(PlotError) -> Renderer {
        Renderer(runner: GnuplotRunner(executable: try GnuplotLocator.locate(), timeLimit: timeLimit))
    }

    /// Draws `figure` into the file `output`.
    /// - Parameter scriptPath: when given, the script (drawing to `output`) is
    ///   also saved there, so that `gnuplot scriptPath` redraws the image.
    ///   Image and script appear together or not at all.
    public func render(
        _ figure: Figure, format: OutputFormat, size: RenderSize? = nil, to output: String,
        scriptPath: String? = nil
    ) async throws(PlotError) {
        try Self.checkDistinct(output: output, script: scriptPath)
        let saved = try scriptPath.map { _ throws(PlotError) in
            try GnuplotScript(figure: figure, format: format, size: size, output: output).text()
        }
        let image = try await self.image(figure, format: format, size: size)
        var files = [(path: output, bytes: image)]
        if let scriptPath, let saved { files.append((scriptPath, Array(saved.utf8))) }
        do { try AtomicFile.write(files) } catch { throw PlotError(writing: error) }
    }

    /// The bytes of `figure` drawn in `format`: a complete image, or text for `.dumb`.
    public func image(_ figure: Figure, format: OutputFormat, size: RenderSize? = nil) async throws(PlotError)
        -> [UInt8]
    {
        let script = try GnuplotScript(figure: figure, format: format, size: size, output: nil).text()
        let image = try await runner.run(script: script)
        try CompleteOutput.check(image, format: format)
        return image
    }

    /// Draws `figure` as a text chart (gnuplot's dumb terminal) and hands it
    /// to `show`, which prints it.
    /// - Parameter scriptPath: when given, the script is saved there once
    ///   `show` has succeeded (it is written to disk before, so that a full
    ///   disk is found before anything is shown).
    public func preview(
        _ figure: Figure, size: RenderSize? = nil, scriptPath: String? = nil,
        show: (String) throws -> Void
    ) async throws {
        let script = try GnuplotScript(figure: figure, format: .dumb, size: size, output: nil).text()
        let chart = try await textChart(script: script)
        let prepared = try Self.prepare(Self.savedScript(scriptPath) { script })
        do {
            try show(chart)
        } catch {
            prepared.discard()
            throw error
        }
        do { try prepared.commit() } catch { throw PlotError(writing: error) }
    }

    /// The text chart of `figure`, as gnuplot's dumb terminal draws it.
    public func textChart(_ figure: Figure, size: RenderSize? = nil) async throws(PlotError) -> String {
        try await textChart(script: GnuplotScript(figure: figure, format: .dumb, size: size, output: nil).text())
    }

    private func textChart(script: String) async throws(PlotError) -> String {
        let output = try await runner.run(script: script)
        try CompleteOutput.check(output, format: .dumb)
        // The dumb terminal starts each page with a form feed, meant for printers.
        return String(decoding: output.filter { $0 != 0x0C }, as: UTF8.self)
    }

    /// Refuses a script that would replace the output it draws; `named` is
    /// how the message calls the output.
    static func checkDistinct(output: String, script: String?, named: PlotMessage = "\(setting: .output)")
        throws(PlotError)
    {
        guard let script, FileSystem.absolutePath(output) == FileSystem.absolutePath(script) else { return }
        throw .badOption("\(setting: .script) and \(named) must be different files")
    }
}
