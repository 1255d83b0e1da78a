import ArgumentParser
import SpringLab
import SpringLabIO
import SpringLabLint
import SpringLabTokens

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Find every spring written in a codebase: measured, grouped and checked.",
        // Written out: the generated usage line, with every option, is wider than a terminal.
        usage: "springlab lint <path> ... [--format <format>] [--strict] [<options>]",
        discussion: """
            Reads Swift, Objective-C, Kotlin, Java, JavaScript/TypeScript (JSX too) and Dart \
            files under each PATH (skipping .git, build folders, node_modules, Pods, binaries, \
            files over 5 MB and symbolic links inside folders), each file once whatever the paths \
            that reach it; a PATH that cannot be read is an error, a file met that cannot be read \
            a warning. Each spring whose arguments are \
            literals is measured as `fit` measures it; springs that move the same on screen are \
            grouped; findings: UIKit's visible jump, durations that read like milliseconds, \
            ζ > 1 drawn as critical damping, values out of the runtime's range, springs almost \
            the same. With --tokens, each spring is matched to its nearest design token \
            (the token files of `springlab tokens`); one that strays more than --same-within \
            from every token is a finding. docs/lint.md lists the forms found.
            """
    )

    @Argument(help: "Files and folders to read.")
    var paths: [String]

    @Option(once: "format", help: "table, json or sarif (SARIF 2.1.0, one result per finding).")
    var format = LintFormat.table

    @Flag(help: "Exit with status 1 when there are findings or files that could not be read.")
    var strict = false

    @Option(
        once: "same-within", parsing: .unconditional,
        help:
            "Springs whose screens differ by at most this fraction of the distance are one group; a spring this close to a token matches it."
    )
    var sameWithin = WrittenNumber(0.005)

    @Option(
        once: "near-within", parsing: .unconditional,
        help: "Groups within this fraction of the distance are reported as almost the same.")
    var nearWithin = WrittenNumber(0.05)

    @Option(
        help: ArgumentHelp(
            "A design-token file (as `springlab tokens` reads) to match each spring to (repeatable).",
            valueName: "file"))
    var tokens: [String] = []

    @Option(
        help: ArgumentHelp(
            "A built-in token set of `springlab tokens` to match springs to (repeatable).", valueName: "NAME"))
    var preset: [String] = []

    func validate() throws {
        let same = sameWithin.value, near = nearWithin.value
        guard same.isFinite, same >= 0, near.isFinite, near >= same else {
            throw ValidationError(
                "--same-within and --near-within take 0 ≤ same ≤ near, got \(sameWithin.written) "
                    + "and \(nearWithin.written)")
        }
    }

    func run() throws {
        let given =
            tokens.isEmpty && preset.isEmpty
            ? nil
            : try Tokens.load(files: tokens, presets: preset).map { LintToken(path: $0.path, animation: $0.animation) }
        let scan = try SourceScan(try SourceWalk(paths))
        for unread in scan.unread {
            try? FileSink.standardError.write(
                Array("springlab: warning: cannot read '\(terminalSafe(unread.path))': \(unread.reason)\n".utf8))
        }
        let result = try LintResult(
            springs: scan.springs, unread: scan.unread, tolerance: sameWithin.value,
            nearTolerance: nearWithin.value, tokens: given)
        switch format {
        case .table: print(LintOutput.table(result))
        case .json: print(LintOutput.json(result))
        case .sarif: print(LintOutput.sarif(result, version: SpringLabCommand.configuration.version))
        }
        if strict, !result.findings.isEmpty || !result.unread.isEmpty {
            throw LintFindings(findings: result.findings.count, unread: result.unread.count)
        }
    }
}

enum LintFormat: String, CaseIterable, OptionValue {
    case table, json, sarif
}

/// `--strict` with findings or files not read: status 1 after the output.
struct LintFindings: Error, CustomStringConvertible {
    let findings: Int
    let unread: Int
    var description: String {
        let counts =
            (findings > 0 || unread == 0 ? [LintOutput.counted(findings, "finding")] : [])
            + (unread > 0 ? [LintOutput.counted(unread, "file") + " not read"] : [])
        return "lint: \(counts.joined(separator: ", ")) (--strict)"
    }
}
