import Foundation
import SpringLab
import SpringLabTestSupport
import SpringLabTokens
import Testing

/// The generated files: all or none written, each through its language's
/// own parser where the machine has one, Kotlin and Dart against lines
/// written from the Compose and Flutter documentation.
@Suite("generated code per platform")
struct TokenPlatformTests {
    static let tokens = """
        {"motion": {"$type": "spring",
           "fast": {"$value": {"kind": "compose", "dampingRatio": 0.6, "stiffness": 800}, "$description": "Quick"},
           "plain": {"$value": "ca:mass=1,stiffness=100,damping=10"},
           "aim": {"$value": {"kind": "target", "settlingDuration": 0.5, "overshoot": 0.04}}}}
        """

    /// Generates `tokens` into a fresh directory and returns it.
    static func generate(_ extra: [String] = [], environment: [String: String] = [:]) throws -> TemporaryDirectory {
        try generateWithOutput(extra, environment: environment).directory
    }

    /// Generates `tokens` into a fresh directory; returns it and the command's standard error.
    static func generateWithOutput(_ extra: [String] = [], environment: [String: String] = [:]) throws
        -> (directory: TemporaryDirectory, stderr: String)
    {
        let directory = try TemporaryDirectory()
        try tokens.write(toFile: directory.path("t.json"), atomically: true, encoding: .utf8)
        let result = try runProcess(
            springlabExecutable.path, ["tokens", "t.json", "-o", "out"] + extra, environment: environment,
            currentDirectory: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        return (directory, result.stderr)
    }

    static func text(_ directory: TemporaryDirectory, _ name: String) throws -> String {
        try String(contentsOfFile: directory.path("out/" + name), encoding: .utf8)
    }

    @Test("every platform's file appears, and --platform picks a subset")
    func files() throws {
        let all = try Self.generate(["--no-curves"])
        defer { all.remove() }
        let names = try FileManager.default.contentsOfDirectory(atPath: all.path("out")).sorted()
        let fileNames = TokenPlatforms.all.map { $0.fileName }.sorted()
        #expect(names == fileNames)
        let some = try Self.generate(["--platform", "dart", "--platform", "css"])
        defer { some.remove() }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: some.path("out")).sorted() == [
                "springs.css", "springs.dart",
            ])
    }

    @Test("a bad token file writes nothing and is one line")
    func nothingOnError() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try #"{"a": {"$type": "spring", "b": {"$value": "compose:"}, "c": {"$value": "{a.d}"}}}"#
            .write(toFile: directory.path("t.json"), atomically: true, encoding: .utf8)
        let result = try runProcess(
            springlabExecutable.path, ["tokens", "t.json", "-o", "out"], currentDirectory: directory.url)
        #expect(result.status != 0)
        #expect(result.stderr == "springlab: error: t.json: a.c: alias {a.d}: no such token\n")
        #expect(!FileManager.default.fileExists(atPath: directory.path("out")))
    }

    @Test(
        "the command's own refusals are one line, and write nothing",
        arguments: [
            (["t.json", "-o", "out", "--platform", "cobol"], "--platform: no platform 'cobol'"),
            (["--preset", "nope", "--json"], "--preset: no preset 'nope'"),
            (["t.json"], "give -o DIR"),
            // Else the files would go to the root directory, /Springs.swift; with --json, so
            // that a command that took it would print rather than write there.
            (["t.json", "-o", "", "--json"], "cannot write '': empty directory name"),
            (["-o", "out"], "give a token file or --preset"),
            (["t.json", "-o", "out", "--json"], "give -o DIR or --json, not both"),
            (["t.json", "--json", "--tolerance", "2"], "--tolerance must be a fraction"),
            (["missing.json", "-o", "out"], "cannot read token file 'missing.json'"),
        ])
    func commandRefusals(arguments: [String], message: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try Self.tokens.write(toFile: directory.path("t.json"), atomically: true, encoding: .utf8)
        let result = try runProcess(springlabExecutable.path, ["tokens"] + arguments, currentDirectory: directory.url)
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("springlab: error: ") && result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
        #expect(!FileManager.default.fileExists(atPath: directory.path("out")))
    }

    @Test("Springs.swift passes swiftc -parse")
    func swiftParses() throws {
        let directory = try Self.generate()
        defer { directory.remove() }
        let result = try runProcess("/usr/bin/env", ["swiftc", "-parse", directory.path("out/Springs.swift")])
        #expect(result.status == 0, "\(result.stderr)")
        let swift = try Self.text(directory, "Springs.swift")
        // SwiftUI's Spring(mass:stiffness:damping:allowOverDamping:) with the Core Animation numbers as written.
        #expect(
            swift.contains(
                "static let motionPlain = Spring(mass: 1.0, stiffness: 100.0, damping: 10.0, allowOverDamping: true)"))
        #expect(swift.contains("static func motionPlain(keyPath: String? = nil) -> CASpringAnimation {"))
    }

    @Test("springs.ts goes through esbuild")
    func typeScriptParses() throws {
        let directory = try Self.generate()
        defer { directory.remove() }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/esbuild") else {
            if ProcessInfo.processInfo.environment["CI"] == "true" { Issue.record("esbuild is missing") }
            return
        }
        let result = try runProcess(
            "/usr/bin/esbuild", [directory.path("out/springs.ts"), "--loader:.ts=ts", "--format=esm"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("motionFastTransition"))
        let ts = try Self.text(directory, "springs.ts")
        #expect(ts.contains("export const motionPlainTransition: MotionSpringTransition = {"))
        #expect(ts.contains("  mass: 1.0,\n  stiffness: 100.0,\n  damping: 10.0,"))
    }

    /// Every runtime some platform fits its tokens to, by kind, with its
    /// name, in the order of the platforms.
    static func fittedRuntimes() -> [(kind: String, name: String)] {
        var fitted: [(kind: String, name: String)] = []
        for runtime in TokenPlatforms.all.flatMap({ $0.runtimes })
        where !fitted.contains(where: { $0.kind == runtime.kind }) {
            fitted.append((runtime.kind, runtime.name))
        }
        return fitted
    }

    /// Material 3's expressive springs: Android's whole-millisecond clock and
    /// react-spring's 1 ms steps keep most beyond 0.5%. The warnings are one
    /// line per runtime, and what each says (how many tokens, the largest
    /// deviation and its token) agrees with the per-token figures of `--json`.
    @Test("tokens beyond the tolerance are warned about in one line per runtime, as --json counts them")
    func warningsPerRuntime() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let preset = ["tokens", "--preset", "material3-expressive"]
        let json = try runProcess(springlabExecutable.path, preset + ["--json"], currentDirectory: directory.url)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let tokens = try #require(object?["tokens"] as? [[String: Any]])
        let run = try runProcess(
            springlabExecutable.path, preset + ["-o", "out", "--no-curves"], currentDirectory: directory.url)
        #expect(run.status == 0)
        let warnings = run.stderr.split(separator: "\n").map(String.init)
        var expected: [String] = []
        for (kind, name) in Self.fittedRuntimes() {
            let beyond = tokens.compactMap { token -> (String, Double)? in
                let fit = (token["for"] as? [String: Any])?[kind] as? [String: Any]
                guard fit?["withinTolerance"] as? Bool == false, let deviation = fit?["maxDeviation"] as? Double,
                    let path = token["path"] as? String
                else { return nil }
                return (path, deviation)
            }
            guard let worst = beyond.max(by: { $0.1 < $1.1 }) else { continue }
            let strays = "springlab: warning: \(name)'s screen strays beyond the tolerance 0.5% for "
            let percent = String(format: "%.3f", worst.1 * 100).replacing(/\.?0+$/, with: "") + "%"
            expected.append(
                beyond.count == 1
                    ? strays + "\(worst.0): \(percent) at best"
                    : strays + "\(beyond.count) of \(tokens.count) tokens, up to \(percent) (\(worst.0)); "
                        + "springs.md lists each")
        }
        #expect(expected.count >= 2)
        #expect(warnings == expected)
    }

    @Test("a file without a spring token is written, with one warning that it holds none")
    func noSpringTokens() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try ##"{"colour": {"$type": "color", "accent": {"$value": "#0a84ff"}}}"##
            .write(toFile: directory.path("t.json"), atomically: true, encoding: .utf8)
        for output in [["-o", "out", "--platform", "typescript"], ["--json"]] {
            let result = try runProcess(
                springlabExecutable.path, ["tokens", "t.json"] + output, currentDirectory: directory.url)
            #expect(result.status == 0)
            #expect(
                result.stderr
                    == "springlab: warning: no token of type spring in the files given: the output holds none\n")
        }
        #expect(!(try Self.text(directory, "springs.ts")).contains("export const"))
        // A run that fails says its error alone.
        let failed = try runProcess(
            springlabExecutable.path, ["tokens", "t.json", "-o", "t.json/out"], currentDirectory: directory.url)
        #expect(failed.status != 0)
        #expect(failed.stderr.hasPrefix("springlab: error: ") && failed.stderr.filter { $0 == "\n" }.count == 1)
    }

    /// Names and a description with line breaks, comment marks, `|` and backticks.
    static let hostileTokens = #"""
        {"a": {"$type": "spring",
          "x\nfatalError()\r// y*/z/*w\u2028v": {"$value": "compose:", "$description": "one\u2028two */ three /* four"},
          "p|q": {"$value": "compose:"}, "b`c": {"$value": "compose:"}, "e`": {"$value": "compose:"}}}
        """#

    /// A name may hold any character but `.`, `{` and `}`: a line break
    /// would end a `//` comment and put the rest of the name in the code, a
    /// `*/` end a block comment, and a `/*` open a nested one in Kotlin.
    @Test("a name or description with line breaks and comment marks stays inside each file's comments")
    func hostileNames() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try Self.hostileTokens.write(toFile: directory.path("t.json"), atomically: true, encoding: .utf8)
        let result = try runProcess(
            springlabExecutable.path, ["tokens", "t.json", "-o", "out", "--no-curves"], currentDirectory: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        for file in TokenPlatforms.all.map({ $0.fileName }) {
            let text = try Self.text(directory, file)
            let lines = text.split(omittingEmptySubsequences: false) { $0.isNewline }
            // Each line that holds the name is a comment (or, in the spec sheet, a heading or a table row).
            for line in lines where line.contains("fatalError()") {
                let start = line.drop { $0 == " " }
                #expect(["///", "* ", "/*", "## ", "| `"].contains { start.hasPrefix($0) }, "\(file): \(line)")
            }
            #expect(lines.contains { $0.contains("fatalError()") }, "\(file)")
            if file != "springs.md" {
                #expect(text.ranges(of: "/*").count == text.ranges(of: "*/").count, "\(file)")
            }
        }
        let parsed = try runProcess("/usr/bin/env", ["swiftc", "-parse", directory.path("out/Springs.swift")])
        #expect(parsed.status == 0, "\(parsed.stderr)")
        // The table row of a name with `|` is one cell.
        let sheet = try Self.text(directory, "springs.md")
        #expect(sheet.contains("| `a.p\\|q` | 1 | 1500 |"))
        // A backtick in a name: CommonMark's code span fenced by a longer run, padded where it touches one.
        #expect(sheet.contains("| ``a.b`c`` | 1 | 1500 |"), "\(sheet)")
        #expect(sheet.contains("| `` a.e` `` | 1 | 1500 |"), "\(sheet)")
    }

    /// Compose and Android take `Float`s: k/m = 10³⁹ N/(m·kg) is beyond the
    /// largest, 3.4 · 10³⁸, and 10⁻⁴⁶ below half the smallest, 1.4 · 10⁻⁴⁵.
    @Test(
        "a number no Kotlin Float holds is refused for Springs.kt alone",
        arguments: [
            ("ca:mass=1,stiffness=1e39,damping=1e19", "stiffness 1e+39"),
            ("ca:mass=1,stiffness=1e-46,damping=1e-23", "stiffness 1e-46"),
        ])
    func kotlinFloatRange(_ spring: String, _ message: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try #"{"a": {"$type": "spring", "x": {"$value": "SPRING"}}}"#.replacing("SPRING", with: spring)
            .write(toFile: directory.path("t.json"), atomically: true, encoding: .utf8)
        let refused = try runProcess(
            springlabExecutable.path, ["tokens", "t.json", "-o", "out", "--no-curves"], currentDirectory: directory.url)
        #expect(refused.status != 0)
        #expect(refused.stderr.hasPrefix("springlab: error: Springs.kt: a.x: \(message) is beyond what a Kotlin Float"))
        #expect(refused.stderr.filter { $0 == "\n" }.count == 1, "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.path("out")))
        let others = try runProcess(
            springlabExecutable.path,
            ["tokens", "t.json", "-o", "out", "--platform", "swift", "--platform", "typescript"],
            currentDirectory: directory.url)
        #expect(others.status == 0, "\(others.stderr)")
    }

    @Test("Springs.kt: Compose spring() and Android SpringForce, as their documentation writes them")
    func kotlin() throws {
        let directory = try Self.generate()
        defer { directory.remove() }
        let kotlin = try Self.text(directory, "Springs.kt")
        // spring(dampingRatio: Float, stiffness: Float, visibilityThreshold: T?) of androidx.compose.animation.core.
        #expect(
            kotlin.contains(
                "val motionFast: SpringSpec<Float> = spring(dampingRatio = 0.6f, stiffness = 800.0f, visibilityThreshold = "
            ))
        // SpringForce(finalPosition).setStiffness(float).setDampingRatio(float); ζ = c / (2√(km)) = 10 / 20.
        #expect(
            kotlin.contains(
                "fun motionPlainForce(finalPosition: Float): SpringForce = SpringForce(finalPosition).setStiffness(100.0f).setDampingRatio(0.5f)"
            ))
        #expect(kotlin.contains("import androidx.dynamicanimation.animation.SpringForce"))
    }

    @Test("springs.dart: const SpringDescription and Tolerance, as Flutter's documentation writes them")
    func dart() throws {
        let directory = try Self.generate()
        defer { directory.remove() }
        let dart = try Self.text(directory, "springs.dart")
        #expect(dart.contains("import 'package:flutter/physics.dart';"))
        #expect(
            dart.contains(
                "const SpringDescription motionPlain = SpringDescription(mass: 1.0, stiffness: 100.0, damping: 10.0);"))
        #expect(dart.contains("const Tolerance motionPlainTolerance = Tolerance(distance: "))
    }

    @Test("springs.css: an easing and a duration per token, and none under reduced motion")
    func css() throws {
        let directory = try Self.generate()
        defer { directory.remove() }
        let css = try Self.text(directory, "springs.css")
        #expect(css.contains("  --motion-fast-easing: linear(0, "))
        #expect(css.contains("@media (prefers-reduced-motion: reduce) {"))
        #expect(css.contains("    --motion-fast-duration: 0ms;"))
    }

    @Test("--json prints each token with fit --json's fields and each runtime's for group")
    func json() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let result = try runProcess(springlabExecutable.path, ["tokens", "--preset", "material3-standard", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let tokens = try #require(object?["tokens"] as? [[String: Any]])
        #expect(tokens.count == 6)
        let spatial = try #require(tokens.first { $0["path"] as? String == "material3-standard.defaultSpatial" })
        // StandardMotionTokens.kt v0_14_0: SpringDefaultSpatialStiffness 700, damping ratio 0.9.
        #expect(abs((spatial["stiffness"] as? Double ?? 0) - 700) < 1e-9)
        #expect(abs((spatial["dampingRatio"] as? Double ?? 0) - 0.9) < 1e-12)
        #expect((spatial["for"] as? [String: Any])?["compose"] != nil)
    }
}

/// The `springlab` executable SwiftPM built next to this test bundle.
let springlabExecutable: URL = {
    let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [bundleDirectory, Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        .map { $0.appendingPathComponent("springlab") }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
}()
