import ArgumentParser
import SpringLab
import SpringLabIO
import SpringLabPlot
import SpringLabTokens

struct Tokens: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Turn design tokens with spring values into code for every platform.",
        // Written out: the generated usage line, with every option, is wider than a terminal.
        usage: "springlab tokens [<file> ...] (-o <dir> | --json) [<options>]",
        discussion: """
            Reads DTCG design-token JSON files; each token with "$type": "spring" has a $value \
            written as --spring text ("swiftui:duration=0.45,bounce=0.2") or as an object \
            ({"kind": "compose", "dampingRatio": 0.8, "stiffness": 380}). Writes to DIR: \
            Springs.swift, Springs.kt, springs.ts, springs.dart, springs.css and the spec sheet \
            springs.md with each token's curve drawn by gnuplot into curves/ (unless --no-curves), \
            each runtime's thresholds chosen as fit --for does, all files or none. \
            Presets: \(TokenPreset.all.map(\.name).joined(separator: ", ")) (docs/tokens.md).
            """
    )

    @Argument(help: ArgumentHelp("Design-token JSON files.", valueName: "file"))
    var files: [String] = []

    @Option(once: "output", short: "o", help: ArgumentHelp("The directory to write.", valueName: "DIR"))
    var output: String?

    @Option(help: ArgumentHelp("A built-in token set to include (repeatable).", valueName: "NAME"))
    var preset: [String] = []

    @Option(
        help: ArgumentHelp(
            "Write only these platforms (repeatable): "
                + TokenPlatforms.all.map { $0.name }.joined(separator: ", ") + ".", valueName: "NAME"))
    var platform: [String] = []

    @Option(
        once: "tolerance", parsing: .unconditional,
        help: ArgumentHelp(
            "Largest deviation of each platform's screen from the token, as a fraction of the distance.",
            valueName: "fraction"))
    var tolerance = WrittenNumber(ScreenMatch.defaultTolerance)

    @Option(
        once: "distance", parsing: .unconditional,
        help: ArgumentHelp("The move the thresholds are chosen for, in the runtimes' units.", valueName: "units"))
    var distance = WrittenNumber(ScreenMove.standard.distance)

    @Flag(help: "Print the resolved tokens as one JSON object instead of writing files.")
    var json = false

    @Flag(name: .customLong("no-curves"), help: "Leave each token's curve out of springs.md (no gnuplot run).")
    var noCurves = false

    func validate() throws {
        guard !files.isEmpty || !preset.isEmpty else { throw ValidationError("give a token file or --preset") }
        guard json || output != nil else { throw ValidationError("give -o DIR to write the files, or --json") }
        // An empty DIR would put the files at the root, `/Springs.swift`.
        guard output != "" else { throw ValidationError("cannot write '': empty directory name") }
        guard !json || output == nil else { throw ValidationError("give -o DIR or --json, not both") }
        let tolerance = tolerance.value
        guard tolerance.isFinite, tolerance > 0, tolerance < 1 else {
            throw ValidationError("--tolerance must be a fraction of the distance in (0, 1), got \(tolerance)")
        }
    }

    func run() async throws {
        let platforms = try chosenPlatforms()
        let tokens = try Self.load(files: files, presets: preset)
        let move = try ScreenMove(distance: distance.value)
        guard !json else {
            print(try json(of: tokens))
            return Self.warnNoSpringTokens(tokens)
        }
        var fits = TokenFits(tokens, platforms: platforms, move: move, tolerance: tolerance.value)
        let curves = try await drawCurves(tokens, platforms: platforms)
        fits.curves = curves.state
        var written: [(path: String, bytes: [UInt8])]
        do {
            written = try platforms.map { (path: path($0.fileName), bytes: Array(try $0.file(fits).utf8)) }
        } catch { throw ValidationError("\(error)") }
        written += curves.files.map { (path: path($0.name), bytes: $0.bytes) }
        try write(written, makingCurves: !curves.files.isEmpty)
        if case let .notDrawn(reason) = curves.state {
            try? FileSink.standardError.write(
                Array(
                    "springlab: warning: springs.md has no curves: \(terminalSafe(reason)); install gnuplot or give --no-curves\n"
                        .utf8))
        }
        for warning in fits.warnings(platforms) {
            try? FileSink.standardError.write(Array("springlab: warning: \(terminalSafe(warning))\n".utf8))
        }
        Self.warnNoSpringTokens(tokens)
    }

    /// What `--json` prints for `tokens`: each resolved, with the platforms'
    /// fits for the move of `--distance`.
    func json(of tokens: [SpringToken]) throws -> String {
        let platforms = try chosenPlatforms()
        let move = try ScreenMove(distance: distance.value)
        return TokenFits(tokens, platforms: platforms, move: move, tolerance: tolerance.value).json(platforms)
            .rendered()
    }

    /// Files of colours and sizes alone (or the wrong file) are read without
    /// a refusal: a warning when `tokens` is empty, once the output is out
    /// (a run that fails says one line, its error).
    private static func warnNoSpringTokens(_ tokens: [SpringToken]) {
        guard tokens.isEmpty else { return }
        try? FileSink.standardError.write(
            Array("springlab: warning: no token of type spring in the files given: the output holds none\n".utf8))
    }

    /// The spring tokens of the token files `files` and the presets named
    /// `presets`, resolved; a refusal is the one line `--preset: …` or
    /// `FILE: PATH: reason` (``TokenError``).
    static func load(files: [String], presets names: [String]) throws -> [SpringToken] {
        let inputs = try files.map { (name: $0, bytes: try FileSystem.contents(of: $0, what: "token file")) }
        return try load(inputs, presets: names)
    }

    /// The spring tokens of token files given as their names and bytes, and
    /// of the presets named `presets`, resolved.
    static func load(_ inputs: [(name: String, bytes: [UInt8])], presets names: [String]) throws -> [SpringToken] {
        let presets = try names.map { name in
            guard let found = TokenPreset.named(name) else {
                throw ValidationError(
                    "--preset: no preset '\(name)'; presets: \(TokenPreset.all.map(\.name).joined(separator: ", "))")
            }
            return found
        }
        do {
            return try TokenSet.load(files: inputs, presets: presets)
        } catch { throw ValidationError(error.description) }
    }

    /// Writes `files` all or none; the output directory, its missing parents
    /// (and its `curves/` when `makingCurves`) are made first, and those made
    /// are removed again when the files cannot be written or a signal ends
    /// the run.
    ///
    /// Edge case: only directories this run made itself are removed. A path
    /// through a missing one and back (`x/../y`) names, once `x` is made, a
    /// directory that was there before (`x/..`, the working directory).
    private func write(_ files: [(path: String, bytes: [UInt8])], makingCurves: Bool) throws {
        var missing: [String] = []
        var ancestor = output ?? "."
        while !ancestor.isEmpty, FileSystem.kind(of: ancestor) == nil {
            missing.insert(ancestor, at: 0)
            ancestor = String(ancestor[..<(ancestor.lastIndex(of: "/") ?? ancestor.startIndex)])
        }
        if makingCurves { missing.append(path(TokenCurves.directory)) }
        var made: [String] = []
        // Registered until the files are in place or the directories gone: a
        // signal meanwhile removes them once the temporary files are removed.
        defer { for directory in made { CleanupRegistry.shared.removeDirectory(directory) } }
        do {
            for directory in missing where FileSystem.kind(of: directory) == nil {
                CleanupRegistry.shared.addDirectory(directory)
                do { try FileSystem.createDirectory(directory) } catch {
                    CleanupRegistry.shared.removeDirectory(directory)
                    // Another run made it meanwhile: it is theirs, and this run writes into it.
                    if FileSystem.kind(of: directory) == .directory { continue }
                    throw error
                }
                made.append(directory)
            }
            try AtomicFile.write(files)
        } catch {
            // All or nothing: a directory made for files that could not be written goes too.
            for directory in made.reversed() { FileSystem.removeTree(directory) }
            throw error
        }
    }

    /// Each token's curve as an SVG, drawn as `springlab plot` draws a spring,
    /// when the spec sheet is written and `--no-curves` is not given; none,
    /// with the reason, when gnuplot is missing.
    private func drawCurves(_ tokens: [SpringToken], platforms: [any TokenPlatform.Type]) async throws
        -> (state: TokenCurves, files: [(name: String, bytes: [UInt8])])
    {
        guard !noCurves, platforms.contains(where: { $0.fileName == TokenCurves.specSheet }) else {
            return (.omitted, [])
        }
        let names: [String]
        do { names = try TokenCurves.fileNames(tokens) } catch { throw ValidationError(error.description) }
        let located = Result { () throws(PlotError) in try Renderer.locating(timeLimit: Self.curveTimeLimit) }
        if case let .failure(.gnuplotNotFound(searched)) = located {
            return (.notDrawn(reason: "gnuplot was not found (\(searched))"), [])
        }
        let renderer = try located.get()
        let images = try await Self.images(tokens, renderer: renderer)
        return (.drawn, zip(names, images).map { (name: $0, bytes: $1) })
    }

    /// Each token's curve drawn in SVG, in the order of `tokens`: one gnuplot
    /// per core at a time, since each run is a process of its own.
    private static func images(_ tokens: [SpringToken], renderer: Renderer) async throws -> [[UInt8]] {
        try await withThrowingTaskGroup(of: (Int, [UInt8]).self) { group in
            var images = [[UInt8]](repeating: [], count: tokens.count), next = 0
            func draw(_ index: Int) {
                let token = tokens[index]
                group.addTask {
                    let chart = SpringChart(
                        springs: [LabelledSpring(token.animation, label: token.path)], title: token.path,
                        until: curveSpan(token.animation))
                    return (index, try await renderer.image(try chart.figure(), format: .svg))
                }
            }
            while next < min(tokens.count, ProcessEnvironment.activeProcessorCount) {
                draw(next)
                next += 1
            }
            while let (index, image) = try await group.next() {
                images[index] = image
                if next < tokens.count {
                    draw(next)
                    next += 1
                }
            }
            return images
        }
    }

    /// The time axis of a token's curve, in seconds: nil, the chart's own
    /// (past where the motion settles), for a motion that settles; five
    /// undamped periods, 5 · 2π/ω0, for one that never does (ζ = 0), which
    /// repeats each period and has no end for the chart to find.
    static func curveSpan(_ animation: SpringAnimation) -> Double? {
        guard case .never? = try? animation.metrics().settling else { return nil }
        return 5 * 2 * Double.pi / animation.spring.naturalFrequency
    }

    /// How long gnuplot may take over one token's curve.
    private static let curveTimeLimit = Duration.seconds(30)

    /// The platforms `--platform` names, or all.
    func chosenPlatforms() throws -> [any TokenPlatform.Type] {
        guard !platform.isEmpty else { return TokenPlatforms.all }
        return try platform.map { name in
            guard let found = TokenPlatforms.named(name) else {
                throw ValidationError(
                    "--platform: no platform '\(name)'; platforms: "
                        + TokenPlatforms.all.map { $0.name }.joined(separator: ", "))
            }
            return found
        }
    }

    /// `fileName` in the output directory, without a doubled `/` in messages.
    private func path(_ fileName: String) -> String {
        var directory = Substring(output ?? ".")
        while directory.hasSuffix("/") { directory.removeLast() }
        return directory + "/" + fileName
    }
}
