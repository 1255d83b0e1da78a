import Foundation
import SpringLabTestSupport
import SpringLabTokens
import Testing

/// The spec sheet's curves: one SVG per token drawn by gnuplot beside
/// springs.md and linked from it, said to be missing when gnuplot is.
@Suite("the spec sheet's curves")
struct TokenCurveTests {
    static let files = ["curves/motion-aim.svg", "curves/motion-fast.svg", "curves/motion-plain.svg"]

    @Test("each token's curve is a whole SVG in curves/, linked from springs.md", .requiresGnuplot)
    func drawn() throws {
        _ = try installedGnuplot()
        let directory = try TokenPlatformTests.generate(["--platform", "md"])
        defer { directory.remove() }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path("out/curves")).sorted()
        #expect(names.map { "curves/" + $0 } == Self.files)
        for file in Self.files {
            let svg = try TokenPlatformTests.text(directory, file)
            #expect(svg.contains("<svg"))
            // Each chart is titled with its own token's path.
            let path = "motion." + file.dropFirst("curves/motion-".count).dropLast(".svg".count)
            #expect(svg.contains(">\(path)<"), "\(file)")
            #expect(svg.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("</svg>"), "\(file)")
        }
        let sheet = try TokenPlatformTests.text(directory, "springs.md")
        #expect(sheet.contains("![motion.fast over time](curves/motion-fast.svg)"))
        #expect(Self.files.allSatisfy { sheet.contains("](\($0))") })
        #expect(!sheet.contains("Curves not drawn"))
    }

    @Test("without gnuplot the files are still written, and springs.md and one warning say the curves are missing")
    func gnuplotMissing() throws {
        let (directory, stderr) = try TokenPlatformTests.generateWithOutput(
            environment: ["GNUPLOT": "/nonexistent/gnuplot"])
        defer { directory.remove() }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path("out")).sorted()
        let fileNames = TokenPlatforms.all.map { $0.fileName }.sorted()
        #expect(names == fileNames)
        let sheet = try TokenPlatformTests.text(directory, "springs.md")
        #expect(sheet.contains("Curves not drawn: gnuplot was not found (GNUPLOT=/nonexistent/gnuplot"))
        #expect(!sheet.contains("](curves/"))
        let warnings = stderr.split(separator: "\n").filter { $0.contains("curves") }
        #expect(
            warnings == [
                "springlab: warning: springs.md has no curves: gnuplot was not found "
                    + "(GNUPLOT=/nonexistent/gnuplot is not an executable file); install gnuplot or give --no-curves"
            ])
    }

    @Test("--no-curves runs no gnuplot and says nothing of curves; a sheet-less run draws none")
    func noCurves() throws {
        for extra in [["--no-curves"], ["--platform", "css"]] {
            let (directory, stderr) = try TokenPlatformTests.generateWithOutput(
                extra, environment: ["GNUPLOT": "/nonexistent/gnuplot"])
            defer { directory.remove() }
            #expect(!FileManager.default.fileExists(atPath: directory.path("out/curves")))
            #expect(!stderr.contains("curves"))
            if extra == ["--no-curves"] {
                let sheet = try TokenPlatformTests.text(directory, "springs.md")
                #expect(!sheet.contains("Curves") && !sheet.contains("](curves/"))
            }
        }
    }

    @Test("a file that cannot be written leaves no curve and no other file behind", .requiresGnuplot)
    func allOrNone() throws {
        _ = try installedGnuplot()
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try TokenPlatformTests.tokens.write(toFile: directory.path("t.json"), atomically: true, encoding: .utf8)
        // A directory where springs.md goes: the last file cannot be renamed into place.
        try FileManager.default.createDirectory(
            atPath: directory.path("out/springs.md"), withIntermediateDirectories: true)
        let result = try runProcess(
            springlabExecutable.path, ["tokens", "t.json", "-o", "out"], currentDirectory: directory.url)
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix("springlab: error: ") && result.stderr.filter { $0 == "\n" }.count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path("out")) == ["springs.md"])
    }

    /// ζ = 0: the motion never settles, so the chart has no end of its own
    /// to find (`plot` asks for `--until` there, which `tokens` does not take).
    /// Undamped, it swings to twice the distance: an overshoot of 100%.
    @Test("a token that never settles gets its curve, and 'never' in the table", .requiresGnuplot)
    func neverSettles() throws {
        _ = try installedGnuplot()
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try #"{"m": {"$type": "spring", "undamped": {"$value": "ca:mass=1,stiffness=100,damping=0"}}}"#
            .write(toFile: directory.path("t.json"), atomically: true, encoding: .utf8)
        let result = try runProcess(
            springlabExecutable.path, ["tokens", "t.json", "-o", "out", "--platform", "md"],
            currentDirectory: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try TokenPlatformTests.text(directory, "curves/m-undamped.svg")
        #expect(svg.contains("never settles"))
        #expect(svg.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("</svg>"))
        let sheet = try TokenPlatformTests.text(directory, "springs.md")
        #expect(sheet.contains("| `m.undamped` | 1 | 100 | 0 | 0 | never | 100% |"))
    }

    @Test("curve file names are kebab-case, cut to fit a file system's name limit, and refused when two coincide")
    func fileNames() throws {
        let long = String(repeating: "x", count: 300)
        let tokens = try TokenReadingTests.load(
            #"{"m": {"$type": "spring", "fastSpring": {"$value": "compose:"}, "LONG": {"$value": "compose:"}}}"#
                .replacing("LONG", with: long))
        #expect(
            try TokenCurves.fileNames(tokens) == ["curves/m-fast-spring.svg", "curves/m-" + long.prefix(118) + ".svg"])
        let clash = try TokenReadingTests.load(
            #"{"m": {"$type": "spring", "a-b": {"$value": "compose:"}, "aB": {"$value": "compose:"}}}"#)
        #expect(throws: TokenError.self) { try TokenCurves.fileNames(clash) }
    }
}
