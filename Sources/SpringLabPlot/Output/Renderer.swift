import Foundation

/// Draws figures with gnuplot: builds the script, runs it, and writes the
/// output file atomically (see ``AtomicRename``).
public struct Renderer: Sendable {
    public let runner: GnuplotRunner

    public init(runner: GnuplotRunner) {
        self.runner = runner
    }

    /// A renderer for the gnuplot ``GnuplotLocator`` finds.
    public static func locating(timeLimit: Duration = .seconds(30),
                                environment: [String: String] = ProcessInfo.processInfo.environment) throws(PlotError) -> Renderer {
        Renderer(runner: GnuplotRunner(executable: try GnuplotLocator.locate(environment: environment),
                                       timeLimit: timeLimit))
    }

    /// Draws `figure` into the file `output`.
    /// - Parameter scriptPath: when given, the script (drawing to `output`) is
    ///   also saved there, once the image is made, so that `gnuplot scriptPath`
    ///   redraws it.
    public func render(_ figure: Figure, format: OutputFormat, size: RenderSize? = nil, to output: String,
                       scriptPath: String? = nil) async throws(PlotError) {
        try Self.checkDistinct(output: output, script: scriptPath)
        guard gnuplotFileName(output) != nil else {
            throw .badPath("cannot hand the file name '\(output)' to gnuplot: it contains a control character")
        }
        let script = GnuplotScript(figure: figure, format: format, size: size, output: output)
        let saved = try scriptPath.map { _ throws(PlotError) in try script.text() }
        try await AtomicRename.produce(output) { temporary throws(PlotError) in
            let text = try GnuplotScript(figure: figure, format: format, size: size, output: temporary).text()
            _ = try await runner.run(script: text)
        }
        if let scriptPath, let saved { try AtomicRename.write(Data(saved.utf8), to: scriptPath) }
    }

    /// The text chart of `figure`, as gnuplot's dumb terminal draws it.
    public func preview(_ figure: Figure, size: RenderSize? = nil, scriptPath: String? = nil) async throws(PlotError) -> String {
        let script = try GnuplotScript(figure: figure, format: .dumb, size: size, output: nil).text()
        let chart = try await runner.run(script: script)
        if let scriptPath { try AtomicRename.write(Data(script.utf8), to: scriptPath) }
        // The dumb terminal starts each page with a form feed, meant for printers.
        return chart.replacingOccurrences(of: "\u{0C}", with: "")
    }

    private static func checkDistinct(output: String, script: String?) throws(PlotError) {
        guard let script else { return }
        let a = URL(fileURLWithPath: output).standardizedFileURL.path
        let b = URL(fileURLWithPath: script).standardizedFileURL.path
        guard a != b else { throw .badOption("--script and --output must be different files") }
    }
}
