import Foundation
import SpringLabIO

/// Draws figures with gnuplot: builds the script, runs it, and writes the
/// output file atomically (see `AtomicFile` in SpringLabIO): gnuplot draws
/// into a temporary file beside the output, which replaces the output only
/// when gnuplot succeeded and wrote something.
public struct Renderer: Sendable {
    public let runner: GnuplotRunner

    public init(runner: GnuplotRunner) {
        self.runner = runner
    }

    /// A renderer for the gnuplot ``GnuplotLocator`` finds.
    public static func locating(
        timeLimit: Duration = .seconds(30),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(PlotError) -> Renderer {
        Renderer(
            runner: GnuplotRunner(
                executable: try GnuplotLocator.locate(environment: environment),
                timeLimit: timeLimit))
    }

    /// Draws `figure` into the file `output`.
    /// - Parameter scriptPath: when given, the script (drawing to `output`) is
    ///   also saved there, once the image is made, so that `gnuplot scriptPath`
    ///   redraws it.
    public func render(
        _ figure: Figure, format: OutputFormat, size: RenderSize? = nil, to output: String,
        scriptPath: String? = nil
    ) async throws(PlotError) {
        try Self.checkDistinct(output: output, script: scriptPath)
        guard gnuplotFileName(output) != nil else {
            throw .badPath("cannot hand the file name '\(output)' to gnuplot: it contains a control character")
        }
        let script = GnuplotScript(figure: figure, format: format, size: size, output: output)
        let saved = try scriptPath.map { _ throws(PlotError) in try script.text() }
        do {
            try await AtomicFile.produce(at: output) { temporary in
                // gnuplot runs in a directory of its own: hand it an absolute path.
                let target = URL(fileURLWithPath: temporary).path
                let text = try GnuplotScript(figure: figure, format: format, size: size, output: target).text()
                _ = try await runner.run(script: text)
                guard Self.size(of: target) > 0 else { throw PlotError.badPath("nothing was written to '\(output)'") }
            }
        } catch {
            throw PlotError(writing: error)
        }
        if let scriptPath, let saved { try Self.save(saved, to: scriptPath) }
    }

    /// The text chart of `figure`, as gnuplot's dumb terminal draws it.
    public func preview(_ figure: Figure, size: RenderSize? = nil, scriptPath: String? = nil) async throws(PlotError)
        -> String
    {
        let script = try GnuplotScript(figure: figure, format: .dumb, size: size, output: nil).text()
        let chart = try await runner.run(script: script)
        if let scriptPath { try Self.save(script, to: scriptPath) }
        // The dumb terminal starts each page with a form feed, meant for printers.
        return chart.replacingOccurrences(of: "\u{0C}", with: "")
    }

    /// Writes a script file atomically.
    static func save(_ script: String, to path: String) throws(PlotError) {
        do {
            try AtomicFile.write(to: path) { sink in
                var text = script
                try text.withUTF8 { try sink.write(UnsafeRawBufferPointer($0)) }
            }
        } catch {
            throw PlotError(writing: error)
        }
    }

    /// The size of a file in bytes; 0 when it cannot be read.
    static func size(of path: String) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
    }

    private static func checkDistinct(output: String, script: String?) throws(PlotError) {
        guard let script else { return }
        let a = URL(fileURLWithPath: output).standardizedFileURL.path
        let b = URL(fileURLWithPath: script).standardizedFileURL.path
        guard a != b else { throw .badOption("--script and --output must be different files") }
    }
}
