import ArgumentParser
import SpringLab
import SpringLabPlot

/// Where a chart goes and how it looks: file and format, size, gnuplot limits.
struct PlotOutputOptions: ParsableArguments {
    @Option(
        once: "output", short: "o",
        help: ArgumentHelp(
            "Image file to write; the extension picks the format: .png, .svg, .pdf, or .txt for a text chart.",
            valueName: "file"))
    var output: String?

    @Option(
        once: "terminal",
        help: ArgumentHelp(
            "Format regardless of the extension: png, svg, pdf or dumb (text).",
            valueName: "name"))
    var terminal: String?

    @Flag(help: "Draw the chart as text in the terminal (gnuplot's dumb terminal) instead of a file.")
    var preview = false

    @Option(
        once: "size",
        help: ArgumentHelp(
            "Size WIDTHxHEIGHT: pixels for PNG/SVG, hundredths of an inch for PDF, characters for text (default fits the panels).",
            valueName: "WxH"))
    var size: String?

    @Option(
        once: "script",
        help: ArgumentHelp(
            "Also save the gnuplot script (data inline) here; `gnuplot FILE` redraws the chart.", valueName: "file"))
    var script: String?

    @Option(
        once: "timeout", parsing: .unconditional,
        help: ArgumentHelp("Stop gnuplot after this many seconds.", valueName: "s"))
    var timeout = InSeconds(WrittenNumber(30))

    /// Whether a chart is asked for: a file, a format or the terminal (the
    /// size, script and time limit alone draw nothing, and count too, so
    /// that a command without a chart can refuse them).
    var isGiven: Bool { output != nil || preview || terminal != nil || size != nil || script != nil }

    /// Where the chart goes: a file in a format, or the terminal.
    enum Destination {
        case file(String, OutputFormat)
        case terminal
    }

    func destination() throws -> Destination {
        let named = try terminal.map { name throws -> OutputFormat in
            guard let format = OutputFormat(rawValue: name.lowercased()) else {
                throw ValidationError("unknown --terminal '\(name)'; choose png, svg, pdf or dumb")
            }
            return format
        }
        if preview {
            guard output == nil, named == nil || named == .dumb else {
                throw ValidationError(
                    "--preview draws in the terminal; drop --output/--terminal, or use --terminal dumb -o FILE")
            }
            return .terminal
        }
        guard let output else {
            if named == .dumb { return .terminal }
            throw ValidationError("give --output FILE (.png, .svg, .pdf or .txt) or --preview")
        }
        if let named { return .file(output, named) }
        guard let format = OutputFormat(pathExtension: Self.pathExtension(output)) else {
            throw ValidationError("cannot tell the format of '\(output)': use .png, .svg, .pdf or .txt, or --terminal")
        }
        return .file(output, format)
    }

    func renderSize(for format: OutputFormat) throws -> RenderSize? {
        try size.map { try RenderSize(parsing: $0, format: format) }
    }

    /// The extension of a path's last component, lowercased; empty without one.
    static func pathExtension(_ path: String) -> String {
        guard let name = path.split(separator: "/").last, name.contains(".") else { return "" }
        return name.split(separator: ".").last.map { $0.lowercased() } ?? ""
    }

    /// A `--timeout` (or `option`) in seconds as a helper program's time
    /// limit: finite, more than 0 and at most a day (86400 s), rounded up to a
    /// whole millisecond.
    static func timeLimit(seconds: Double, option: String = "--timeout") throws -> Duration {
        guard seconds.isFinite, seconds > 0, seconds <= 86_400 else {
            throw ValidationError("\(option) must be a number of seconds in (0, 86400], got \(shown(seconds))")
        }
        return .milliseconds(Int64((seconds * 1000).rounded(.up)))
    }

    /// Draws `figure` where these options say: into the file, or as a text
    /// chart on standard output (flushed and checked before `--script` is saved).
    func draw(_ figure: Figure) async throws {
        let destination = try destination()
        let renderer = try Renderer.locating(timeLimit: Self.timeLimit(seconds: timeout.seconds))
        switch destination {
        case .terminal:
            try await renderer.preview(figure, size: renderSize(for: .dumb), scriptPath: script) { text in
                print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
                try StandardStreams.flushOutput()
            }
        case let .file(path, format):
            try await renderer.render(
                figure, format: format, size: renderSize(for: format), to: path, scriptPath: script)
        }
    }
}
