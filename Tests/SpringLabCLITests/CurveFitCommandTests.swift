import Foundation
import Testing

/// `fit --curve FILE` through the binary: the curves of data/curves/, the
/// JSON of a fitted spring, and every refused curve.
@Suite("springlab fit --curve through the binary")
struct CurveFitCommandTests {
    static func curvePath(_ name: String) -> String {
        repositoryRoot.appendingPathComponent("data/curves/\(name)").path
    }

    /// data/curves/overdamped.csv: k = 200, c = 40 released at rest from 0 to 1, no noise.
    @Test func overdampedCurveComesBackExactly() throws {
        let json = try FitCommandTests.fitJSON(["--curve", Self.curvePath("overdamped.csv")])
        #expect(abs((json["stiffness"] as? Double ?? 0) - 200) <= 1e-8 * 200)
        #expect(abs((json["damping"] as? Double ?? 0) - 40) <= 1e-8 * 40)
        #expect(abs(json["initialVelocity"] as? Double ?? 1) <= 1e-8)
        let fit = try #require(json["curveFit"] as? [String: Any])
        #expect(abs((fit["to"] as? Double ?? 0) - 1) <= 1e-8)
        #expect(fit["snap"] is NSNull)
    }

    /// data/curves/noisy.csv: k = 150, c = 12, velocity 2, jittered frame times, 0.1% noise.
    @Test func noisyCurveWithinStatedAccuracy() throws {
        let json = try FitCommandTests.fitJSON(["--curve", Self.curvePath("noisy.csv")])
        #expect(abs((json["stiffness"] as? Double ?? 0) - 150) <= 0.01 * 150)
        #expect(abs((json["damping"] as? Double ?? 0) - 12) <= 0.01 * 12)
        #expect(abs((json["initialVelocity"] as? Double ?? 0) - 2) <= 0.05)
        let fit = try #require(json["curveFit"] as? [String: Any])
        let errors = try #require(fit["standardErrors"] as? [String: Any])
        #expect((errors["stiffness"] as? Double ?? 0) > 0)
        // The residual is the noise: about 0.3 in the curve's units.
        #expect(abs((fit["rmsResidual"] as? Double ?? 0) - 0.3) <= 0.1)
    }

    /// data/curves/uikit-snap.csv: UIKit's elastic-settle stops at 0.45 s and
    /// jumps to 300; the frames from the jump on are excluded.
    @Test func uikitSnapIsExcluded() throws {
        let json = try FitCommandTests.fitJSON(["--curve", Self.curvePath("uikit-snap.csv")])
        let fit = try #require(json["curveFit"] as? [String: Any])
        let snap = try #require(fit["snap"] as? [String: Any])
        #expect(abs((snap["time"] as? Double ?? 0) - 0.45) <= 1e-12)
        #expect(abs((json["initialVelocity"] as? Double ?? 0) - 5.5) <= 1e-8)
        // The same spring as UIKit's own solve of (0.45 s, 0.15, 5.5).
        let uikit = try FitCommandTests.fitJSON(["--duration", "0.45", "--damping", "0.15", "--velocity", "5.5"])
        let k = try #require(uikit["stiffness"] as? Double)
        #expect(abs((json["stiffness"] as? Double ?? 0) - k) <= 1e-8 * k)
        let text = try runSpringlab(["fit", "--curve", Self.curvePath("uikit-snap.csv")])
        #expect(text.stdout.contains("UIKit end jump") && text.stdout.contains("excluded"))
    }

    /// The fitted spring's JSON has every field of fit's, plus curveFit.
    @Test func sameFieldsAsFit() throws {
        let curve = try FitCommandTests.fitJSON(["--curve", Self.curvePath("noisy.csv")])
        let plain = try FitCommandTests.fitJSON([
            "--stiffness", "150", "--damping", "12", "--velocity", "2",
            "--allows-overdamping",
        ])
        #expect(Set(curve.keys) == Set(plain.keys).union(["curveFit"]))
        let input = try #require(curve["input"] as? [String: Any])
        #expect(input["kind"] as? String == "ca")
    }

    @Test func givenEndsAreKept() throws {
        let json = try FitCommandTests.fitJSON([
            "--curve", Self.curvePath("overdamped.csv"), "--from", "0", "--to", "1",
        ])
        let fit = try #require(json["curveFit"] as? [String: Any])
        #expect(fit["from"] as? Double == 0 && fit["to"] as? Double == 1)
        let errors = try #require(fit["standardErrors"] as? [String: Any])
        #expect(errors["from"] is NSNull)
    }

    static func frames(_ count: Int, _ value: (Double) -> Double) -> String {
        "time,value\n"
            + (0..<count).map { i in
                let t = Double(i) / 60
                return "\(t),\(value(t))"
            }.joined(separator: "\n") + "\n"
    }

    @Test(
        "refused with one line",
        arguments: [
            ("few.csv", frames(5) { 1 - exp(-10 * $0) }, "at least 8"),
            ("flat.csv", frames(20) { _ in 4 }, "does not move"),
            ("nan.csv", "time,value\n0,0\n0.1,nan\n0.2,1\n0.3,1\n0.4,1\n0.5,1\n0.6,1\n0.7,1\n", "not a finite number"),
            (
                "unsorted.csv", "time,value\n0,0\n0.2,0.5\n0.1,0.4\n0.3,0.8\n0.4,0.9\n0.5,1\n0.6,1\n0.7,1\n",
                "times must increase"
            ),
            ("values.csv", "0\n1\n", "give their rate with --frame-rate"),
        ])
    func refused(name: String, contents: String, fragment: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try contents.write(toFile: folder.path(name), atomically: true, encoding: .utf8)
        let result = try runSpringlab(["fit", "--curve", folder.path(name)])
        // What an option can fix is a usage error (64); what only the file can, 1.
        #expect(result.status == (fragment.contains("--") ? 64 : 1), "\(result.status): \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains(fragment), "\(result.stderr)")
    }

    /// data/curves/ease-in-out.csv, CSS's cubic-bezier(0.42, 0, 0.58, 1): not a spring.
    @Test func bezierIsRefusedNamingTheResidual() throws {
        let result = try runSpringlab(["fit", "--curve", Self.curvePath("ease-in-out.csv")])
        #expect(result.status == 1)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("not a damped spring") && result.stderr.contains("RMS residual"))
    }

    /// More than 200,000 rows are refused as soon as the 200,001st is read:
    /// the writer never ends (`yes`), so reading the whole file first would
    /// stop at the 128 MB limit instead, with another message. Blank lines are
    /// not rows.
    @Test(
        .requiresGnuplot,
        arguments: [
            (["fit", "--curve"], "the curve"), (["plot", "--curve"], "the curve"),
            (["plot", "--preview", "--csv"], "the CSV file"),
        ])
    func rowLimitStopsReading(_ command: [String], _ what: String) throws {
        let writer = "printf 'time,value\\n\\n'; exec yes 0.5,1"
        let start = Date()
        let result = try runProcess(
            "/bin/bash", ["-c", "exec \"$0\" \"$@\" <(\(writer))", springlabExecutable.path] + command)
        #expect(Date().timeIntervalSince(start) < 30)
        #expect(result.stderr.hasPrefix("springlab: error: \(what) '/dev/fd/"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("': more than 200000 rows\n"), "\(result.stderr)")
        let exact = try runProcess(
            "/bin/bash",
            [
                "-c", "\"$0\" fit --curve <(printf 'time,value\\n'; yes 0.5,1 | head -n 200000)",
                springlabExecutable.path,
            ]
        )
        #expect(!exact.stderr.contains("rows"), "\(exact.stderr)")
    }

    @Test(
        "options that need --curve, or conflict with it",
        arguments: [
            (["--from", "0"], "go with --curve"),
            (["--fit-start"], "go with --curve"),
            (["--curve", "data/curves/noisy.csv", "--stiffness", "100"], "no spring options"),
            (["--curve", "/nonexistent/curve.csv"], "cannot read"),
        ])
    func misuse(arguments: [String], fragment: String) throws {
        let result = try runSpringlab(["fit"] + arguments, currentDirectory: repositoryRoot)
        #expect(result.status != 0)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains(fragment), "\(result.stderr)")
    }
}

/// `plot --curve FILE`: the samples, the fitted spring and the residuals.
@Suite("springlab plot --curve through the binary")
struct CurvePlotCommandTests {
    @Test func drawsSamplesFitAndResiduals() throws {
        let result = try runSpringlab([
            "plot", "--curve", CurveFitCommandTests.curvePath("uikit-snap.csv"),
            "--terminal", "dumb",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        for text in ["fitted spring", "excluded (after UIKit's end jump)", "time (s)"] {
            #expect(result.stdout.contains(text), "missing \(text)")
        }
    }

    @Test func writesAnSVG() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let output = scratch.path("fit.svg")
        let result = try runSpringlab(["plot", "--curve", CurveFitCommandTests.curvePath("noisy.csv"), "-o", output])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(svg.hasPrefix("<?xml") && svg.contains("fitted spring"))
    }

    @Test(
        "refused with one line and no file",
        arguments: [
            (["--curve", "data/curves/ease-in-out.csv"], "not a damped spring"),
            (["--curve", "data/curves/noisy.csv", "--duration", "0.5", "--bounce", "0.2"], "takes only"),
        ])
    func refused(arguments: [String], fragment: String) throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let output = scratch.path("fit.png")
        let result = try runSpringlab(["plot"] + arguments + ["-o", output], currentDirectory: repositoryRoot)
        #expect(result.status != 0)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains(fragment), "\(result.stderr)")
        #expect(try scratch.contents().isEmpty)
    }
}
