import Foundation
import Testing

/// `springlab plot` and `springlab gallery` through the built binary and the real gnuplot.
@Suite("springlab plot through the binary")
struct PlotCommandTests {
    static let elastic = ["--duration", "0.45", "--damping", "0.15", "--velocity", "5.5"]

    @Test(
        .requiresGnuplot,
        arguments: [("png", FileSignature.png), ("svg", FileSignature.xml), ("pdf", FileSignature.pdf)])
    func writesEachFormat(_ format: String, _ magic: [UInt8]) throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let output = scratch.path("chart.\(format)")
        let result = try runSpringlab(
            ["plot"] + Self.elastic + [
                "--spring", "swiftui:preset=bouncy", "--velocity-panel",
                "--error", "-o", output,
            ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty && result.stderr.isEmpty)
        let data = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect(data.starts(with: magic))
        #expect((5_000...2_000_000).contains(data.count))
        #expect(try scratch.contents() == ["chart.\(format)"])
    }

    /// The text chart: a frame, tic labels, the time axis label and the legend.
    @Test(.requiresGnuplot) func previewDrawsInTheTerminal() throws {
        let result = try runSpringlab(["plot"] + Self.elastic + ["--preview"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.filter { $0.contains("+------") }.count >= 2)
        #expect(lines.filter { $0.contains("|") }.count > 10)
        #expect(result.stdout.contains("time (s)"))
        #expect(result.stdout.contains("UIKit ends at 0.45 s"))
        #expect(!result.stdout.contains("\u{0C}"))
    }

    @Test(.requiresGnuplot) func textChartToAFile() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let output = scratch.path("chart.out")
        let result = try runSpringlab(["plot", "--spring", "swiftui:preset=snappy", "--terminal", "dumb", "-o", output])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("time (s)"))
    }

    /// No gnuplot: one line that says how to install it, a non-zero exit, no file.
    @Test func missingGnuplotSaysHowToInstall() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let output = scratch.path("chart.png")
        for environment in [["GNUPLOT": "/nonexistent"], ["PATH": scratch.url.path]] {
            let result = try runSpringlab(["plot"] + Self.elastic + ["-o", output], environment: environment)
            #expect(result.status != 0)
            #expect(result.stderr.hasPrefix("springlab: error: gnuplot not found"))
            #expect(result.stderr.contains("apt-get install gnuplot-nox"))
            #expect(result.stderr.contains("brew install gnuplot"))
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(!FileManager.default.fileExists(atPath: output))
        }
    }

    /// A relative `GNUPLOT` names a file in springlab's working directory,
    /// although gnuplot itself runs in a temporary one.
    @Test func relativeGnuplotPathIsTheWorkingDirectorys() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        _ = try makeFakeGnuplot(in: scratch, "echo 'the relative gnuplot ran' >&2; exit 3")
        let result = try runSpringlab(
            ["plot"] + Self.elastic + ["-o", "chart.png"], environment: ["GNUPLOT": "./fake-gnuplot"],
            currentDirectory: scratch.url)
        #expect(result.stderr == "springlab: error: gnuplot failed (exit status 3): the relative gnuplot ran\n")
        #expect(try scratch.contents() == ["fake-gnuplot"])
    }

    /// A gnuplot that floods standard error is stopped at that stream's limit
    /// (1 MB), and the message names that stream, not standard output's.
    @Test func floodedStandardErrorIsNamed() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let fake = try makeFakeGnuplot(in: scratch, "head -c 5000000 /dev/zero | tr '\\0' x >&2")
        let result = try runSpringlab(
            ["plot"] + Self.elastic + ["-o", scratch.path("chart.png")], environment: ["GNUPLOT": fake])
        expectOneLineError(result, mentioning: "gnuplot wrote more than 1 MB to standard error")
        #expect(try scratch.contents() == ["fake-gnuplot"])
    }

    /// Commands that only compute never look for gnuplot.
    @Test func numbersNeedNoGnuplot() throws {
        let result = try runSpringlab(
            ["fit"] + Self.elastic, environment: ["GNUPLOT": "/nonexistent", "PATH": "/nonexistent"])
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// A gnuplot that writes half an image and fails: its message is shown, and
    /// neither the image, the script nor any temporary file is left behind.
    @Test func failingGnuplotLeavesNothing() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let fake = try makeFakeGnuplot(
            in: scratch,
            """
            printf '\\211PNG partial' && echo "simulated crash after writing part of an image" >&2
            exit 2
            """)
        let images = scratch.url.appendingPathComponent("images"), temporary = scratch.url.appendingPathComponent("tmp")
        for directory in [images, temporary] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        let output = images.appendingPathComponent("chart.png").path
        let result = try runSpringlab(
            ["plot"] + Self.elastic + ["-o", output, "--script", images.appendingPathComponent("c.gp").path],
            environment: ["GNUPLOT": fake, "TMPDIR": temporary.path])
        #expect(result.status != 0)
        #expect(
            result.stderr
                == "springlab: error: gnuplot failed (exit status 2): simulated crash after writing part of an image\n")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: images.path).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    }

    /// A gnuplot that hangs is stopped at --timeout.
    @Test func stuckGnuplotIsStopped() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let fake = try makeFakeGnuplot(in: scratch, "exec sleep 600")
        let output = scratch.path("chart.png")
        let result = try runSpringlab(
            ["plot"] + Self.elastic + ["-o", output, "--timeout", "0.5"],
            environment: ["GNUPLOT": fake])
        #expect(result.status != 0)
        #expect(result.stderr.contains("did not finish within 0.5 s"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// Temporary files are gone after a successful run too.
    @Test(.requiresGnuplot) func successLeavesNoTemporaryFiles() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let result = try runSpringlab(
            ["plot", "--spring", "swiftui:preset=bouncy", "--preview"], environment: ["TMPDIR": scratch.url.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try scratch.contents().isEmpty)
    }

    /// `--script` writes a script that redraws the same image with plain `gnuplot FILE`.
    @Test(.requiresGnuplot) func savedScriptRedrawsTheImage() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let result = try runSpringlab(
            [
                "plot", "--spring", "uikit:duration=0.45,damping=0.15,velocity=5.5,label=Elastic",
                "--spring", "ca:stiffness=100,damping=10", "-o", "chart.svg", "--script", "chart.gp",
            ],
            currentDirectory: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        let image = scratch.url.appendingPathComponent("chart.svg")
        let first = try Data(contentsOf: image)
        try FileManager.default.removeItem(at: image)
        #expect(try runProcess(installedGnuplot(), ["chart.gp"], currentDirectory: scratch.url).status == 0)
        #expect(try Data(contentsOf: image) == first)
    }

    /// Titles and labels are text: nothing in them runs, and they appear as written.
    @Test(.requiresGnuplot) func userTextIsNeverExecuted() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let canary = canaryPath()
        let title = "it's \"quoted\" `touch \(canary)` system(\"touch \(canary)\") @x ^_{}"
        let label = "Elastic 'one', `touch \(canary)`"
        let output = scratch.path("chart.svg")
        let result = try runSpringlab([
            "plot", "--title", title, "--spring", "swiftui:preset=bouncy,label=\(label)", "-o", output,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(svg.contains(">\(title)</text>"))
        #expect(svg.contains(">\(label): settles "))
        #expect(!FileManager.default.fileExists(atPath: canary))
    }

    /// The input is refused as an output however it is named: another
    /// spelling, a symbolic link, a hard link; the recording is left as it was.
    @Test func refusesToOverwriteAnInput() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let csv = scratch.path("in.csv")
        let recording = "time,value\n0,0\n0.5,0.9\n1,1\n"
        try recording.write(toFile: csv, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: scratch.path("link.csv"), withDestinationPath: "in.csv")
        try FileManager.default.linkItem(atPath: csv, toPath: scratch.path("hard.csv"))
        let cases: [([String], String)] = [
            (["--csv", csv, "-o", csv, "--terminal", "svg"], "-o '\(csv)' is the input '\(csv)'"),
            (["--curve", csv, "-o", scratch.path("./link.csv")], "is the input '\(csv)'"),
            (["--curve", scratch.path("link.csv"), "-o", scratch.path("hard.csv")], "is the input"),
            (["--csv", csv, "-o", scratch.path("chart.svg"), "--script", csv], "--script '\(csv)' is the input"),
        ]
        for (arguments, fragment) in cases {
            expectOneLineError(try runSpringlab(["plot"] + arguments), mentioning: fragment)
        }
        #expect(try String(contentsOfFile: csv, encoding: .utf8) == recording)
        #expect(try scratch.contents() == ["hard.csv", "in.csv", "link.csv"])
    }

    @Test(.requiresGnuplot) func plotsAnExportedCSV() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        // x(t) = −e^(−5t)(cos ωd t + 5 sin(ωd t)/ωd), the CA default spring, with a made-up error column.
        let wd = 75.0.squareRoot()
        var rows = ["time,value,velocity,acceleration,rk4_value,rk4_velocity,error"]
        for n in 0...120 {
            let t = Double(n) / 120
            let x = -exp(-5 * t) * (cos(wd * t) + 5 * sin(wd * t) / wd)
            rows.append("\(t),\(1 + x),\(100 * exp(-5 * t) * sin(wd * t) / wd),0,\(1 + x),0,\(1e-9 * Double(n))")
        }
        let csv = scratch.path("curve.csv")
        try (rows.joined(separator: "\n") + "\n").write(toFile: csv, atomically: true, encoding: .utf8)
        let output = scratch.path("chart.svg")
        let result = try runSpringlab(["plot", "--csv", csv, "--velocity-panel", "--error", "-o", output])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains(">\(csv)</text>"))

        try "time,value\n0,0\n0.5,oops\n".write(toFile: csv, atomically: true, encoding: .utf8)
        let bad = try runSpringlab(["plot", "--csv", csv, "-o", output])
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("line 3"))
    }

    @Test(
        .requiresGnuplot,
        arguments: [
            "uikit:duration=0.45,damping=0.15,velocity=5.5,label=Elastic, second stage",
            "ca:mass=1,stiffness=100,damping=10",
            "ca:stiffness=100,damping=30,allowsOverdamping=true",
            "swiftui:duration=0.5,bounce=0.3",
            "swiftui:response=0.5,dampingRatio=0.7",
            "ca:perceptualDuration=0.5,bounce=-0.2",
            "swiftui:preset=bouncy",
            "swiftui:preset=smooth,velocity=2,label=Smooth",
            "swiftui:",
            "ca:",
        ])
    func acceptsEachSpecKind(_ spec: String) throws {
        let result = try runSpringlab(["plot", "--spring", spec, "--preview"])
        #expect(result.status == 0, "\(spec): \(result.stderr)")
    }

    /// Bad specs: one line that names the problem and, for syntax, lists the forms.
    @Test(arguments: [
        ("uikit:duration=0.45", "uikit does not take duration alone; it takes duration, damping[, velocity]"),
        ("foo:duration=1", "no spring kind 'foo'; kinds: "),
        ("uikit duration=1", "no KIND: before the parameters"),
        ("uikit:duration=abc,damping=0.5", "duration takes a number, got 'abc'"),
        ("uikit:duration=nan,damping=0.5", "duration nan: 'nan' is not a decimal number"),
        (
            "uikit:duration=0.5,dampingRatio=0.5",
            "uikit has no parameter 'dampingRatio'; its parameters: duration, damping, velocity"
        ),
        ("ca:stiffness=100,damping=10,bounce=1", "ca does not take stiffness, damping, bounce together"),
        ("swiftui:duration=0.5,duration=1,bounce=0", "swiftui: duration is given more than once"),
        ("swiftui:preset=wobbly", "preset takes one of smooth, snappy, bouncy, got 'wobbly'"),
        ("ca:stiffness=100,damping=10,allowsOverdamping=maybe", "allowsOverdamping takes true or false, got 'maybe'"),
        ("uikit:duration", "'duration' is not key=value"),
        ("swiftui:snappy", "'snappy' is not key=value; did you mean preset=snappy?"),
        ("compose:dampingRatio=0.5,Low", "'Low' is not key=value; did you mean stiffness=Low?"),
    ])
    func refusesBadSpecs(_ spec: String, _ reason: String) throws {
        expectOneLineError(try runSpringlab(["plot", "--spring", spec, "--preview"]), mentioning: reason)
    }

    /// Values the library refuses come back as its one-line message.
    @Test func refusesBadValues() throws {
        let result = try runSpringlab(["plot", "--spring", "ca:stiffness=-5,damping=1", "--preview"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("stiffness must be greater than 0"))
    }

    @Test(
        .requiresGnuplot,
        arguments: [
            (["--spring", "swiftui:preset=bouncy"], "give --output FILE"),
            (["--spring", "swiftui:preset=bouncy", "-o", "x.jpg"], "cannot tell the format"),
            (["--spring", "swiftui:preset=bouncy", "-o", "x.png", "--preview"], "--preview draws in the terminal"),
            (["--spring", "swiftui:preset=bouncy", "--terminal", "gif", "-o", "x.gif"], "unknown --terminal"),
            (["--spring", "swiftui:preset=bouncy", "--size", "10x10", "-o", "x.png"], "out of range"),
            (["--spring", "swiftui:preset=bouncy", "--size", "wide", "-o", "x.png"], "WIDTHxHEIGHT"),
            (["--spring", "swiftui:preset=bouncy", "--timeout", "-1", "--preview"], "--timeout"),
            (["--spring", "swiftui:preset=bouncy", "--until", "0", "--preview"], "--until"),
            (["--spring", "swiftui:preset=bouncy", "--error", "--error-step", "0", "--preview"], "RK4 step"),
            (["--spring", "swiftui:preset=bouncy", "--label", "x", "--preview"], "--label names the spring"),
            (["--spring", "swiftui:response=1,dampingRatio=0", "--preview"], "never settles"),
            (["--preview"], "nothing to plot"),
            (
                ["--spring", "swiftui:preset=bouncy", "-o", "/nonexistent-dir/x.png"],
                "cannot write /nonexistent-dir/x.png: No such file or directory"
            ),
            (
                ["--spring", "swiftui:preset=bouncy", "-o", "a\nb.png", "--script", "s.gp"],
                "cannot name 'a\\nb.png' in a gnuplot script"
            ),
            (["--spring", "swiftui:preset=bouncy", "-o", "x.svg", "--script", "x.svg"], "must be different files"),
        ])
    func refusesBadOptions(_ arguments: [String], _ reason: String) throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        expectOneLineError(try runSpringlab(["plot"] + arguments, currentDirectory: scratch.url), mentioning: reason)
        #expect(try scratch.contents().isEmpty)
    }

    @Test(.requiresGnuplot) func galleryWritesTheFigures() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let seeds = SeedSpring.path
        let result = try runSpringlab(["gallery", scratch.url.path, "--seeds", seeds])
        #expect(result.status == 0, "\(result.stderr)")
        let names =
            ["seed-springs", "uikit-vs-swiftui", "rk4-error-60hz", "damping-ratio"].map { "\($0).svg" }
            + ["box", "elastic", "jelly", "pull-to-refresh", "pulse", "jump"].map { "animate-\($0).gif" }
        #expect(result.stdout == names.map { "\(scratch.url.path)/gallery/\($0)\n" }.joined())
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scratch.url.path + "/gallery").sorted()
                == names.sorted())

        let missing = try runSpringlab(["gallery", scratch.url.path, "--seeds", "/nonexistent.csv"])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("cannot read the seed springs"))
    }

    /// A gallery that fails part way (gnuplot failing on its 3rd, 6th or
    /// 9th figure, or a time limit no figure meets) leaves the gallery there
    /// as it was, every file byte for byte, and adds none: all figures are
    /// drawn before any is put in place.
    @Test(.requiresGnuplot, arguments: ["3", "6", "9", "timeout"])
    func aFailingGalleryLeavesTheOldOne(_ failing: String) throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let gallery = scratch.url.appendingPathComponent("gallery")
        try FileManager.default.createDirectory(at: gallery, withIntermediateDirectories: true)
        let old = ["seed-springs.svg": "old figure\n", "animate-box.gif": "old animation\n"]
        for (name, text) in old {
            try text.write(to: gallery.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let counter = scratch.path("calls")
        let fake = try makeFakeGnuplot(
            in: scratch,
            """
            n=$(( $(cat '\(counter)' 2>/dev/null || echo 0) + 1 )); echo $n > '\(counter)'
            [ "$n" = "\(failing)" ] && { echo "figure $n refused" >&2; exit 1; }
            exec '\(try #require(gnuplotExecutable))' "$@"
            """)
        let limit = failing == "timeout" ? ["--timeout", "0.01"] : []
        let result = try runSpringlab(
            ["gallery", scratch.url.path, "--seeds", SeedSpring.path] + limit, environment: ["GNUPLOT": fake])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: gallery.path).sorted() == old.keys.sorted())
        for (name, text) in old {
            #expect(try String(contentsOf: gallery.appendingPathComponent(name), encoding: .utf8) == text, "\(name)")
        }
    }
}

/// Titles that gnuplot 5.4 could not parse as doubled quotes, and a gnuplot
/// that draws nothing.
@Suite("plot: quoted titles, silent gnuplot")
struct PlotTextTests {
    /// A title starting with a quote, or holding two in a row, is drawn as written.
    @Test(.requiresGnuplot, arguments: ["'quoted'", "'' and '''", "it's"])
    func quotedTitleIsDrawnAsWritten(_ title: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = try runSpringlab(["plot", "--preset", "bouncy", "--title", title, "-o", folder.path("q.svg")])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOfFile: folder.path("q.svg"), encoding: .utf8)
        #expect(svg.contains(">\(title)<"))
    }

    /// A gnuplot that exits 0 having printed nothing is an error, not an empty chart.
    @Test func silentGnuplotPreviewIsAnError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fake = try makeFakeGnuplot(in: folder, "exit 0")
        let result = try runSpringlab(["plot", "--preset", "bouncy", "--preview"], environment: ["GNUPLOT": fake])
        expectOneLineError(result, mentioning: "gnuplot wrote nothing")
    }
}
