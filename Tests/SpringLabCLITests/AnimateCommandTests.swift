import Foundation
import SpringLab
import Testing

/// `springlab animate` through the built binary and the real gnuplot: the
/// GIF's frames and delays read from its own bytes, the drawn values against
/// the library's closed form, and every refusal.
@Suite("springlab animate through the binary")
struct AnimateCommandTests {
    static let elasticExpand = try! UIKitSpring(duration: 0.25, dampingRatio: 0.9, initialVelocity: 1.5)
    static let elasticSettle = try! UIKitSpring(duration: 0.45, dampingRatio: 0.15, initialVelocity: 5.5)

    /// Progress on screen by the library's closed form: the spring up to
    /// UIKit's duration, the target after it.
    static func progress(_ uikit: UIKitSpring, at t: Double) throws -> Double {
        let motion = try SpringMotion(animating: uikit.spring(), initialVelocity: uikit.initialVelocity)
        return t > uikit.duration ? 1 : 1 + motion.displacement(at: t)
    }

    /// The elastic scene at 50 fps lasts 0.25 + 0.45 = 0.7 s: frames 0…35
    /// (35/50 = 0.7 is still the motion) and frame 36, the final state, held
    /// 1 s. Every other delay is 2 cs, exactly 1/50 s.
    @Test(.requiresGnuplot) func gifFramesAndDelaysKeepRealTime() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let output = scratch.path("elastic.gif")
        let result = try runSpringlab(["animate", "--scene", "elastic", "-o", output])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty && result.stderr.isEmpty)
        let gif = try GIFBlocks(Data(contentsOf: URL(fileURLWithPath: output)))
        #expect(gif.frames == 37)
        #expect(gif.delays == Array(repeating: 2, count: 36) + [100])
        #expect(gif.loops == 0)
        #expect((gif.width, gif.height) == (480, 320))
        #expect(gif.comments.count == 1 && gif.comments[0].contains("gnuplot "))
        #expect(try scratch.contents() == ["elastic.gif"])
    }

    /// 30 fps: frame n is due at n/30 s, which whole centiseconds cannot
    /// hold; each frame starts at round(100 n / 30) cs instead, within 5 ms.
    /// The jelly spring ends at UIKit's 1 s: frames 0…30 and frame 31.
    @Test(.requiresGnuplot) func gifDelaysAverageTheFrameRate() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let output = scratch.path("jelly.gif")
        let result = try runSpringlab(["animate", "--scene", "jelly", "--fps", "30", "--hold", "0.5", "-o", output])
        #expect(result.status == 0, "\(result.stderr)")
        let gif = try GIFBlocks(Data(contentsOf: URL(fileURLWithPath: output)))
        #expect(gif.frames == 32)
        #expect(gif.delays.last == 50)
        var start = 0
        for (n, delay) in gif.delays.enumerated() {
            #expect(abs(Double(start) / 100 - Double(n) / 30) <= 0.005, "frame \(n)")
            #expect(delay >= 2)
            start += delay
        }
    }

    /// A 1.5 s scene at 480×320, 50 fps (77 frames), three lanes moving: under 2 MB.
    @Test(.requiresGnuplot) func aSecondAndAHalfStaysUnderTwoMegabytes() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let output = scratch.path("box.gif")
        let result = try runSpringlab([
            "animate", "--spring", "uikit:duration=0.45,damping=0.15,velocity=5.5",
            "--spring", "swiftui:preset=bouncy", "--spring", "ca:stiffness=100,damping=10",
            "--until", "1.5", "-o", output,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect(try GIFBlocks(data).frames == 77)
        #expect(data.count < 2_000_000)
    }

    /// `--frames`: one PNG per display frame and frames.csv with the box's
    /// centre, which follows the spring up to UIKit's 0.45 s and is exactly
    /// at the target from the next frame on.
    @Test(.requiresGnuplot) func framesCarryTheClosedForm() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let folder = scratch.path("frames")
        let result = try runSpringlab(["animate", "--frames", folder])
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == (0..<24).map { String(format: "frame-%04d.png", $0) } + ["frames.csv"])
        let png = try Data(contentsOf: URL(fileURLWithPath: folder + "/frame-0007.png"))
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        let rows = try String(contentsOfFile: folder + "/frames.csv", encoding: .utf8).split(separator: "\n")
        #expect(rows.first == "time,lane1.x")
        #expect(rows.count == 25)
        for (n, row) in rows.dropFirst().enumerated() {
            let fields = row.split(separator: ",").compactMap { Double($0) }
            #expect(fields[0] == Double(n) / 50)
            let expected = 300 * (try Self.progress(Self.elasticSettle, at: Double(n) / 50))
            #expect(abs(fields[1] - expected) < 1e-9, "frame \(n)")
        }
        #expect(rows.last == "0.46,300.0")
        #expect(try scratch.contents() == ["frames"])
    }

    /// The saved script holds each frame's shapes: frame 10 (t = 0.2 s) of
    /// the elastic scene has its four control points 10 × progress out.
    @Test(.requiresGnuplot) func scriptDataAreTheControlPoints() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let result = try runSpringlab(
            ["animate", "--scene", "elastic", "-o", "e.gif", "--script", "e.gp"],
            currentDirectory: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        let script = try String(contentsOfFile: scratch.path("e.gp"), encoding: .utf8)
        let start = try #require(script.range(of: "$f0010 << EOD\n"))
        let end = try #require(script.range(of: "\nEOD", range: start.upperBound..<script.endIndex))
        let blocks = script[start.upperBound..<end.lowerBound].components(separatedBy: "\n\n\n")
        #expect(blocks.count == 3)
        let dots = blocks[2].split(separator: "\n").map { $0.split(separator: " ").compactMap { Double($0) } }
        let a = 10 * (try Self.progress(Self.elasticExpand, at: 0.2))
        let expected = [[130, a], [-a, -25], [130, -50 - a], [260 + a, -25]]
        #expect(dots.count == 4)
        for (point, want) in zip(dots, expected) {
            #expect(abs(point[0] - want[0]) < 1e-9 && abs(point[1] - want[1]) < 1e-9, "\(point) vs \(want)")
        }
        #expect(script.contains("set output 'e.gif'"))
    }

    /// Same gnuplot, same bytes.
    @Test(.requiresGnuplot) func bytesAreReproducible() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        for name in ["a.gif", "b.gif"] {
            let result = try runSpringlab(["animate", "--scene", "pull-to-refresh", "-o", scratch.path(name)])
            #expect(result.status == 0, "\(result.stderr)")
        }
        #expect(
            try Data(contentsOf: scratch.url.appendingPathComponent("a.gif"))
                == Data(contentsOf: scratch.url.appendingPathComponent("b.gif")))
    }

    /// A filmstrip shows the chosen times, one panel each, and its saved
    /// script redraws the same SVG with plain gnuplot.
    @Test(.requiresGnuplot) func filmstripShowsTheChosenTimes() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let result = try runSpringlab(
            [
                "animate", "--scene", "jelly", "--filmstrip", "strip.svg", "--at", "0,1/10,0.25",
                "--script", "strip.gp",
            ], currentDirectory: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        let image = scratch.url.appendingPathComponent("strip.svg")
        let svg = try String(contentsOf: image, encoding: .utf8)
        #expect(svg.contains("width=\"1440\""))
        for label in ["t = 0.000 s", "t = 0.100 s", "t = 0.250 s"] {
            #expect(svg.contains(">\(label)</text>"), "\(label)")
        }
        #expect(svg.components(separatedBy: ">t = ").count == 4)
        let first = try Data(contentsOf: image)
        try FileManager.default.removeItem(at: image)
        #expect(try runProcess(installedGnuplot(), ["strip.gp"], currentDirectory: scratch.url).status == 0)
        #expect(try Data(contentsOf: image) == first)
    }

    @Test(
        .requiresGnuplot,
        arguments: [
            (["--fps", "60", "-o", "x.gif"], "a GIF plays at most 50 fps"),
            (["--fps", "0", "-o", "x.gif"], "--fps must be a whole number of frames per second in 1…240, got 0"),
            (["-o", "x.png"], "-o writes an animated GIF: name it FILE.gif"),
            (["--size", "10x10", "-o", "x.gif"], "size 10x10 is out of range: each side 64…2000 pixels"),
            (["--size", "480by320", "-o", "x.gif"], "--size must read WIDTHxHEIGHT"),
            (["--size", "2000x2000", "--until", "1.5", "-o", "x.gif"], "million pixels in all"),
            (["--until", "100", "--long", "-o", "x.gif"], "--until must be a number of seconds in (0, 60], got 100"),
            (["--until", "0", "-o", "x.gif"], "--until must be a number of seconds in (0, 60], got 0"),
            (["--hold", "0", "-o", "x.gif"], "--hold must be a number of seconds in 0.02…60, got 0"),
            (
                ["--hold", "nan", "-o", "x.gif"],
                "The value 'nan' is invalid for '--hold <s>': 'nan' is not a decimal number"
            ),
            (
                ["--scene", "nope", "-o", "x.gif"],
                "unknown scene 'nope'; choose box, elastic, jelly, pull-to-refresh, pulse, jump"
            ),
            (
                ["--scene", "elastic", "--spring", "swiftui:preset=bouncy", "-o", "x.gif"],
                "the elastic scene animates 2 springs"
            ),
            (["--scene", "jelly", "--from", "3", "-o", "x.gif"], "--from and --to set the box, pulse and jump scenes"),
            (["--overshoot-amount", "3", "-o", "x.gif"], "--overshoot-amount sets the elastic scene"),
            (
                ["--scene", "elastic", "--overshoot-amount", "500", "-o", "x.gif"],
                "--overshoot-amount must be a number of points in (0, 100]"
            ),
            (["--scene", "pulse", "--to", "0", "-o", "x.gif"], "--to is a scale in the pulse scene"),
            (["--from", "1e9", "-o", "x.gif"], "--from must be a number of points"),
            (
                ["--spring", "swiftui:response=0.5,dampingRatio=0", "-o", "x.gif"],
                "never settles (damping ratio 0): give --until"
            ),
            (["--spring", "ca:stiffness=1,damping=0.01", "-o", "x.gif"], "longer than 60 s: give --until"),
            (["--fps", "240", "--until", "10", "--frames", "fr"], "2402 frames (10 s at 240 fps) are more than 1500"),
            (
                ["-o", "x.gif", "--filmstrip", "y.svg"],
                "give one of -o FILE.gif, --filmstrip FILE.svg|FILE.png or --frames DIR, not 2"
            ),
            ([], "give one of -o FILE.gif"),
            (["--at", "1", "-o", "x.gif"], "--at picks the times of a --filmstrip"),
            (["--filmstrip", "s.svg", "--at", "0,-1"], "filmstrip times must be seconds in 0…60, got -1"),
            (["--filmstrip", "s.pdf"], "--filmstrip writes .svg or .png"),
            (
                ["--filmstrip", "s.svg", "--at", Array(repeating: "0.1", count: 25).joined(separator: ",")],
                "a filmstrip shows 1…24 frames, got 25"
            ),
            (["--filmstrip", "s.svg", "--size", "2000x2000", "--at", "0,0.1,0.2,0.3,0.4,0.5,0.6"], "is too large"),
            (["--timeout", "0", "-o", "x.gif"], "--timeout must be"),
            (["--spring", "uikit:duration=0.45", "-o", "x.gif"], "uikit does not take duration alone"),
            (["--duration", "0.45", "-o", "x.gif"], "duration"),
            (["-o", "x.gif", "--script", "x.gif"], "--script and the output must be different files"),
            (["-o", "/nonexistent/x.gif"], "cannot write /nonexistent/x.gif"),
            (["--frames", "/nonexistent/frames"], "cannot write /nonexistent/frames"),
        ] as [([String], String)])
    func refusesWithOneLine(_ arguments: [String], _ fragment: String) throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let result = try runSpringlab(["animate"] + arguments, currentDirectory: scratch.url)
        expectOneLineError(result, mentioning: fragment)
        #expect(try scratch.contents().isEmpty, "\(arguments)")
    }

    /// Frames go to a new or empty directory; one that holds anything is left alone.
    @Test(.requiresGnuplot) func framesNeedANewOrEmptyDirectory() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let folder = scratch.path("frames")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        try "keep".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
        expectOneLineError(try runSpringlab(["animate", "--frames", folder]), mentioning: "it is not empty")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["notes.txt"])
        try FileManager.default.removeItem(atPath: folder + "/notes.txt")
        let result = try runSpringlab(["animate", "--scene", "pulse", "--frames", folder])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).contains("frames.csv"))
        #expect(try scratch.contents() == ["frames"])
    }

    /// A gnuplot that writes part of the output and fails: its message, and
    /// neither the output nor a temporary file or directory is left.
    @Test(arguments: [["-o", "out.gif"], ["--frames", "out"], ["--filmstrip", "out.svg"]])
    func failingGnuplotLeavesNothing(_ destination: [String]) throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let fake = try makeFakeGnuplot(
            in: scratch,
            """
            out=$(sed -n "s/^set output '\\\\(.*\\\\)'$/\\\\1/p" "$2" | head -n 1)
            printf 'partial' > "$out"; echo "simulated crash" >&2
            exit 2
            """)
        let work = scratch.url.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let result = try runSpringlab(["animate"] + destination, environment: ["GNUPLOT": fake], currentDirectory: work)
        expectOneLineError(result, mentioning: "gnuplot failed (exit status 2): simulated crash")
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.path).isEmpty)
    }

    /// A gnuplot that hangs is stopped at --timeout, and nothing is left.
    @Test func stuckGnuplotIsStopped() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let fake = try makeFakeGnuplot(in: scratch, "exec sleep 600")
        let output = scratch.path("x.gif")
        let result = try runSpringlab(["animate", "-o", output, "--timeout", "0.5"], environment: ["GNUPLOT": fake])
        expectOneLineError(result, mentioning: "did not finish within 0.5 s")
        #expect(try scratch.contents() == ["fake-gnuplot"])
    }

    /// Labels are text for gnuplot: a lane named with quotes, backquotes and
    /// system() runs nothing and reaches the script as one quoted string.
    @Test(.requiresGnuplot) func labelsAreNeverExecuted() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let canary = "/tmp/springlab-pwned-\(UUID().uuidString)"
        let label = "it's `touch \(canary)` system(\"touch \(canary)\")"
        let result = try runSpringlab(
            [
                "animate", "--spring", "swiftui:preset=bouncy,label=\(label)", "-o", "x.gif",
                "--script", "x.gp",
            ], currentDirectory: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: canary))
        let script = try String(contentsOfFile: scratch.path("x.gp"), encoding: .utf8)
        // The quote is concatenated in as "\047" (gnuplot 5.4 reads '' inside quotes only after another character).
        #expect(script.contains(#"'it'."\047".'s `touch \#(canary)` system("touch \#(canary)")'"#))
    }
}
