import ArgumentParser
import Foundation
import Testing

@testable import SpringLabCLI

/// What springlab prints and writes, byte for byte, against the golden files of `Tests/Golden/`
/// (`Golden`): `fit`'s text for springs of every regime, every command's `--help`, every file
/// `tokens` writes for `docs/tokens-example.json`, and the output of each command the README
/// shows. `SPRINGLAB_UPDATE_GOLDEN=1 swift test --filter Golden` rewrites them.
@Suite("golden files")
struct GoldenFileTests {
    /// The terminal width every command runs with, so that help text (wrapped by
    /// swift-argument-parser to `COLUMNS`) and `ls` do not depend on the terminal.
    static let environment = ["COLUMNS": "80"]

    /// `fit`'s springs, each from the docs: a file name in `Tests/Golden/fit/` and the arguments.
    static let fitCases: [(name: String, arguments: [String])] = [
        // docs/runtime-ends.md: ζ = 10 / (2√100) = 0.5.
        ("underdamped-ca-100-10", ["--stiffness", "100", "--damping", "10"]),
        // ζ = 20 / (2√100) = 1 exactly.
        ("critical-ca-100-20", ["--stiffness", "100", "--damping", "20"]),
        // Android's STIFFNESS_VERY_LOW with ζ 1.5 (a spring of the Android reference data).
        ("overdamped-android-50-1.5", ["--spring", "android:stiffness=50,dampingRatio=1.5"]),
        // README, Quick start: UIKit cuts the spring off at 0.45 s.
        ("uikit-cut-off-0.45-0.15", ["--duration", "0.45", "--damping", "0.15"]),
        // docs/apple.md: with velocity 5.5 UIKit's jump at the end is 9% of the distance.
        ("uikit-jump-0.45-0.15-5.5", ["--duration", "0.45", "--damping", "0.15", "--velocity", "5.5"]),
        // README, fit: SwiftUI's .bouncy written for Compose.
        ("for-compose-swiftui-bouncy", ["--spring", "swiftui:preset=bouncy", "--for", "compose"]),
        // README, Quick start: targets answered for SwiftUI alone.
        ("targets-0.5-0.05-for-swiftui", ["--settling-duration", "0.5", "--overshoot", "0.05", "--for", "swiftui"]),
        // docs/targets.md: targets, every runtime.
        ("targets-0.5-0.08", ["--settling-duration", "0.5", "--overshoot", "0.08"]),
    ]

    /// `retarget`'s text: a move interrupted and sent back (docs/commands.md), a gesture.
    static let retargetCases: [(name: String, arguments: [String])] = [
        ("back-ca-100-10-at-0.2", ["--spring", "ca:stiffness=100,damping=10", "--at", "0.2", "--to", "0"]),
        (
            "gesture-ca-170-26",
            [
                "--spring", "ca:stiffness=170,damping=26", "--from", "200", "--velocity", "800", "--to", "0",
            ]
        ),
    ]

    @Test("retarget's text for a retarget and a gesture")
    func retargetText() throws {
        var files: [String: String] = [:]
        for (name, arguments) in Self.retargetCases {
            let result = try runSpringlab(["retarget"] + arguments, environment: Self.environment)
            #expect(result.status == 0, "retarget \(arguments): \(result.stderr)")
            files[name + ".txt"] = result.stdout
        }
        try Golden.expect(files, in: "retarget")
    }

    @Test("fit's text for springs of each regime, a UIKit cut-off, --for and targets")
    func fitText() throws {
        var files: [String: String] = [:]
        for (name, arguments) in Self.fitCases {
            let result = try runSpringlab(["fit"] + arguments, environment: Self.environment)
            #expect(result.status == 0, "fit \(arguments): \(result.stderr)")
            #expect(result.stderr.isEmpty, "fit \(arguments): \(result.stderr)")
            files[name + ".txt"] = result.stdout
        }
        try Golden.expect(files, in: "fit")
    }

    /// Every command's path below `springlab`, read from the command configuration, so that a
    /// new command or subcommand gets a golden file without a list to keep.
    static func commandPaths() -> [[String]] {
        func walk(_ command: any ParsableCommand.Type, _ path: [String]) -> [[String]] {
            [path]
                + command.configuration.subcommands.flatMap { subcommand in
                    walk(subcommand, path + [subcommand.configuration.commandName ?? "\(subcommand)"])
                }
        }
        return walk(SpringLabCommand.self, [])
    }

    @Test("every command's --help, at 80 columns")
    func help() throws {
        let paths = Self.commandPaths()
        #expect(paths.count > 10, "\(paths)")
        var files: [String: String] = [:]
        for path in paths {
            let result = try runSpringlab(path + ["--help"], environment: Self.environment)
            #expect(result.status == 0, "\(path) --help: \(result.stderr)")
            #expect(result.stderr.isEmpty, "\(path) --help: \(result.stderr)")
            files[(["springlab"] + path).joined(separator: "-") + ".txt"] = result.stdout
        }
        // The top-level help lists each command the configuration has.
        let top = try #require(files["springlab.txt"])
        for path in paths where path.count == 1 {
            #expect(top.contains("\n  \(path[0]) "), "springlab --help does not list \(path[0])")
        }
        try Golden.expect(files, in: "help")
    }

    /// The curves are drawn by gnuplot; each SVG names the gnuplot that drew it, and one drawn by
    /// another version is not compared, as `GalleryTests` do.
    @Test("every file tokens writes for docs/tokens-example.json, and its warnings", .requiresGnuplot)
    func tokens() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try FileManager.default.createDirectory(atPath: directory.path("docs"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent("docs/tokens-example.json"),
            to: directory.url.appendingPathComponent("docs/tokens-example.json"))
        let result = try runSpringlab(
            ["tokens", "docs/tokens-example.json", "-o", "out"], environment: Self.environment,
            currentDirectory: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let out = directory.url.appendingPathComponent("out")
        var files = ["stderr.txt": result.stderr]
        // Each file as `out/NAME.txt`: scripts/format would rewrite a golden Springs.swift.
        for name in try Golden.fileNames(in: out) {
            files["out/\(name).txt"] = try String(
                decoding: Data(contentsOf: out.appendingPathComponent(name)), as: UTF8.self)
        }
        // Every platform's file, and the curves.
        for name in ["Springs.kt", "Springs.swift", "springs.css", "springs.dart", "springs.md", "springs.ts"] {
            #expect(files["out/\(name).txt"] != nil, "tokens wrote no \(name)")
        }
        #expect(files.keys.contains { $0.hasPrefix("out/curves/") })
        try Golden.expect(files, in: "tokens") { expected, actual in
            Self.svgProducer(expected) == Self.svgProducer(actual)
        }
    }

    /// The `<desc>` of an SVG gnuplot drew (its version), or nil for another file.
    static func svgProducer(_ text: String) -> String? {
        guard let start = text.range(of: "<desc>"), let end = text.range(of: "</desc>"),
            start.upperBound <= end.lowerBound
        else { return nil }
        return String(text[start.upperBound..<end.lowerBound])
    }

    /// The commands whose README output is not checked, and why.
    static let readmeCommandsNotRun = [
        "springlab lint app": "the README's app/ is an illustration, not a folder of the repository",
        "springlab serve --open": "a server that runs until Ctrl-C; ServeCommandTests checks its first line",
    ]

    /// Whether a README block runs gnuplot (a plot, an animation, the gallery, or tokens' curves).
    static func needsGnuplot(_ block: ReadmeBlock) -> Bool {
        block.commands.contains { command in
            ["plot", "animate", "gallery", "tokens"].contains { command.line.hasPrefix("springlab \($0) ") }
        }
    }

    @Test("each README block without gnuplot: the lines shown appear in order in the real output")
    func readmeBlocks() throws {
        try checkReadme(golden: "readme") { !Self.needsGnuplot($0) }
    }

    @Test("each README block that runs gnuplot: the lines shown appear in order in the real output", .requiresGnuplot)
    func readmeGnuplotBlocks() throws {
        try checkReadme(golden: "readme-gnuplot", where: Self.needsGnuplot)
    }

    /// Runs the commands of each README block that `selected` picks, one scratch directory per
    /// block, checks the lines the README shows against what they print (``ShownLines``), and
    /// pins their whole output in `golden`.
    func checkReadme(golden: String, where selected: (ReadmeBlock) -> Bool) throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = try ReadmeBlock.all(in: readme)
        let commands = blocks.flatMap(\.commands)
        #expect(commands.count >= 15, "\(commands.map(\.line))")
        for exception in Self.readmeCommandsNotRun.keys {
            #expect(commands.contains { $0.line.hasPrefix(exception) }, "the README no longer shows \(exception)")
        }
        var files: [String: String] = [:]
        for block in blocks where selected(block) {
            let directory = try ReadmeScratch()
            defer { directory.remove() }
            for command in block.commands {
                guard !Self.readmeCommandsNotRun.keys.contains(where: command.line.hasPrefix) else { continue }
                let output = try directory.run(command.line)
                // `ls` lists one name a line into a pipe, in columns as wide as the terminal on one:
                // the names shown are the names listed.
                let shown =
                    command.line.hasPrefix("ls ")
                    ? command.shown.flatMap { $0.split(separator: " ").map(String.init) } : command.shown
                if let mismatch = ShownLines(shown).mismatch(in: output) {
                    Issue.record("README: \(command.line): \(mismatch)")
                }
                let name = ReadmeBlock.fileName(command.line)
                #expect(files[name] == nil, "two README commands share the golden file \(name)")
                files[name] = output
            }
        }
        try Golden.expect(files, in: golden)
    }
}

/// A code block of the README that shows commands: each `$ ` line is a command, the lines below
/// it (up to the next `$ ` or the end of the block) what the README shows of its output. The
/// quick start's fenced block shows no `$` line: it is the output of the command the text before
/// it runs (``outputsWithoutCommand``).
struct ReadmeBlock {
    struct Command {
        /// The command as a shell runs it (`swift run springlab` written as `springlab`).
        let line: String
        let shown: [String]
    }

    let commands: [Command]

    /// The first line of a fenced output block without a `$ ` line, and the command it is the output of.
    static let outputsWithoutCommand = [
        "UIKit duration 0.45, damping 0.15": "springlab fit --duration 0.45 --damping 0.15"
    ]

    struct UnknownOutput: Error, CustomStringConvertible {
        let firstLine: String
        var description: String {
            "README: a fenced block without a `$ ` line starts \"\(firstLine)\": add its command to "
                + "ReadmeBlock.outputsWithoutCommand"
        }
    }

    /// The blocks of `readme` that show commands: fenced blocks without a language, and blocks
    /// indented by four spaces.
    /// - Throws: ``UnknownOutput`` for a fenced block without a `$ ` line or a known first line.
    static func all(in readme: String) throws -> [ReadmeBlock] {
        var blocks: [ReadmeBlock] = []
        for (lines, fenced) in codeBlocks(readme) {
            guard lines.contains(where: { $0.hasPrefix("$ ") }) else {
                guard fenced, let first = lines.first else { continue }
                guard let command = outputsWithoutCommand[first] else { throw UnknownOutput(firstLine: first) }
                blocks.append(ReadmeBlock(commands: [Command(line: command, shown: lines)]))
                continue
            }
            var commands: [Command] = []
            for line in lines {
                if line.hasPrefix("$ ") {
                    let written = String(line.dropFirst(2))
                    let shell = written.hasPrefix("swift run springlab ") ? String(written.dropFirst(10)) : written
                    commands.append(Command(line: shell, shown: []))
                } else if let last = commands.popLast() {
                    commands.append(Command(line: last.line, shown: last.shown + [line]))
                }
            }
            blocks.append(ReadmeBlock(commands: commands))
        }
        return blocks
    }

    /// The lines of each fenced block without a language (its fence lines left out) and of each
    /// block indented by four spaces (the indentation left out, trailing blank lines dropped).
    static func codeBlocks(_ readme: String) -> [(lines: [String], fenced: Bool)] {
        var blocks: [(lines: [String], fenced: Bool)] = []
        // Inside a fence: its lines so far, and whether the block is kept (no language).
        var fence: (lines: [String], kept: Bool)?
        var indented: [String] = []
        var previousBlank = true
        func endIndented() {
            while indented.last == "" { indented.removeLast() }
            if !indented.isEmpty { blocks.append((indented, false)) }
            indented = []
        }
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let open = fence {
                if line.hasPrefix("```") {
                    if open.kept { blocks.append((open.lines, true)) }
                    fence = nil
                } else {
                    fence = (open.lines + [line], open.kept)
                }
            } else if line.hasPrefix("```") {
                endIndented()
                // A fence with a language (```swift) holds code, not output.
                fence = ([], line == "```")
            } else if line.hasPrefix("    ") && (previousBlank || !indented.isEmpty) {
                indented.append(String(line.dropFirst(4)))
            } else if line.isEmpty && !indented.isEmpty {
                indented.append("")
            } else {
                endIndented()
            }
            previousBlank = line.isEmpty
        }
        endIndented()
        return blocks
    }

    /// The golden file of `command`'s output: the command's words joined by `-`, without
    /// `springlab` and characters a file name should not hold.
    static func fileName(_ command: String) -> String {
        let words = command.split(separator: " ").filter { $0 != "springlab" && $0 != "#" }
        var name = words.prefix { !$0.hasPrefix("#") }.joined(separator: "_")
        name = String(name.map { $0.isLetter || $0.isNumber || ".-_=".contains($0) ? $0 : "-" })
        return name + ".txt"
    }
}

/// The lines the README shows of a command's output, checked against the real output: a line
/// `…` alone stands for any number of lines left out, a `…` inside a line for any text left out
/// there, and one that starts a line (after its indentation) for lines left out before it too;
/// the other lines are shown as printed. Lines between two `…` lines follow each other
/// in the output; the shown lines start at the output's first line unless they start with `…`,
/// and end at its last unless they end with one.
struct ShownLines {
    /// Runs of lines that follow each other, in order.
    let runs: [[String]]
    let fromFirstLine: Bool
    let toLastLine: Bool

    init(_ shown: [String]) {
        let isGap = { (line: String) in line.trimmingCharacters(in: .whitespaces) == "…" }
        fromFirstLine = !(shown.first.map { isGap($0) || $0.drop { $0 == " " }.hasPrefix("…") } ?? false)
        toLastLine = !(shown.last.map(isGap) ?? false)
        var runs: [[String]] = [[]]
        for line in shown.map(Self.trimmingTrailingSpaces) {
            let text = line.drop { $0 == " " }
            if isGap(line) || text.hasPrefix("…") { runs.append([]) }
            if !isGap(line) { runs[runs.count - 1].append(line) }
        }
        self.runs = runs.filter { !$0.isEmpty }
    }

    static func trimmingTrailingSpaces(_ line: String) -> String {
        String(line.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }

    /// Whether the output's `line` is the shown `pattern`.
    static func matches(_ line: String, _ pattern: String) -> Bool {
        let pieces = pattern.components(separatedBy: "…")
        guard pieces.count > 1 else { return line == pattern }
        guard line.hasPrefix(pieces[0]), line.hasSuffix(pieces[pieces.count - 1]),
            line.count >= pieces[0].count + pieces[pieces.count - 1].count
        else { return false }
        var rest = line.dropFirst(pieces[0].count).dropLast(pieces[pieces.count - 1].count)
        for piece in pieces.dropFirst().dropLast() {
            guard let found = rest.range(of: piece) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }

    /// Whether `run` is the output's lines from `start` on.
    static func run(_ run: [String], isAt start: Int, of lines: [String]) -> Bool {
        start >= 0 && start + run.count <= lines.count
            && zip(run, lines[start...]).allSatisfy { matches($1, $0) }
    }

    /// What does not match in `output`, or nil when every shown line does.
    func mismatch(in output: String) -> String? {
        // Markdown keeps neither a code block's trailing spaces nor its leading and trailing
        // blank lines (gnuplot's text chart has both).
        var lines = output.components(separatedBy: "\n").map(Self.trimmingTrailingSpaces)
        while lines.first == "" { lines.removeFirst() }
        while lines.last == "" { lines.removeLast() }
        if runs.isEmpty && fromFirstLine && toLastLine {
            return lines.isEmpty ? nil : "the README shows no output, the command prints \(lines.count) lines"
        }
        var next = 0
        for (index, run) in runs.enumerated() {
            let isFirst = index == 0, isLast = index == runs.count - 1
            let start: Int?
            if isLast && toLastLine {
                let end = lines.count - run.count
                start = end >= next && Self.run(run, isAt: end, of: lines) ? end : nil
            } else if isFirst && fromFirstLine {
                start = Self.run(run, isAt: 0, of: lines) ? 0 : nil
            } else {
                start = (next...max(next, lines.count - run.count)).first { Self.run(run, isAt: $0, of: lines) }
            }
            guard let start else {
                return "the shown lines from \"\(run[0])\" (\(run.count) lines) are not in the output "
                    + "after line \(next)"
            }
            next = start + run.count
        }
        return nil
    }
}

/// A scratch directory where the README's commands run as a shell runs them: `springlab` on
/// `PATH`, the repository's `data/` reachable as `data/` (read only by these commands), and a
/// `docs/` of its own holding `tokens-example.json`, so that `gallery docs` writes nothing into
/// the repository.
struct ReadmeScratch {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
        let files = FileManager.default
        try files.createDirectory(atPath: directory.path("bin"), withIntermediateDirectories: true)
        try files.createSymbolicLink(
            atPath: directory.path("bin/springlab"), withDestinationPath: springlabExecutable.path)
        try files.createDirectory(atPath: directory.path("work/docs"), withIntermediateDirectories: true)
        try files.createSymbolicLink(
            atPath: directory.path("work/data"), withDestinationPath: repositoryRoot.appendingPathComponent("data").path
        )
        try files.copyItem(
            atPath: repositoryRoot.appendingPathComponent("docs/tokens-example.json").path,
            toPath: directory.path("work/docs/tokens-example.json"))
    }

    /// What `command` prints, standard output and error together as a terminal shows them, in
    /// the C locale (`ls` sorts by it).
    func run(_ command: String) throws -> String {
        let path = directory.path("bin") + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let result = try runProcess(
            "/bin/sh", ["-c", "exec 2>&1; " + command],
            environment: GoldenFileTests.environment.merging(["PATH": path, "LC_ALL": "C"]) { $1 },
            currentDirectory: directory.url.appendingPathComponent("work"))
        #expect(result.status == 0, "README: \(command): \(result.stdout)")
        return result.stdout
    }

    func remove() { directory.remove() }
}
