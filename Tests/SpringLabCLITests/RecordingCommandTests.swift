import Foundation
import RealModule
import Testing

/// `fit --curve FILE` on recordings as people save them, through the binary:
/// every separator, with and without a header, columns by name, position
/// and `--columns`, milliseconds and frames, JSON, a byte order mark and
/// `\r\n`, each fitted to the spring that made it; and each refusal, one line.
@Suite("springlab fit --curve reads recordings")
struct RecordingCommandTests {
    /// The spring of every curve here: k/m = 150 1/s², c/m = 12 1/s (ζ ≈ 0.49), from rest.
    static let stiffness = 150.0, damping = 12.0

    /// Progress of that spring released at rest from 0 toward 1, the closed form
    /// x(t) = 1 − e^{−ζω t}(cos ω_d t + ζω/ω_d sin ω_d t).
    static func progress(_ t: Double) -> Double {
        let omega = stiffness.squareRoot(), zeta = damping / (2 * omega)
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        return 1 - .exp(-zeta * omega * t) * (.cos(omegaD * t) + zeta * omega / omegaD * .sin(omegaD * t))
    }

    /// 61 frames at 60 Hz (1 s): frame number, time in seconds, value moving from 100 to 400.
    static let frames = (0...60).map { n in
        let t = Double(n) / 60
        return (n: n, t: t, value: 100 + 300 * progress(t))
    }

    static func table(
        _ header: String?, separator: String = ",", lineEnd: String = "\n", _ row: (Int, Double, Double) -> [String]
    )
        -> String
    {
        let lines = (header.map { [$0] } ?? []) + frames.map { row($0.n, $0.t, $0.value).joined(separator: separator) }
        return lines.joined(separator: lineEnd) + lineEnd
    }

    /// `x` with a decimal comma, as European spreadsheets write it.
    static func comma(_ x: Double) -> String { "\(x)".replacingOccurrences(of: ".", with: ",") }

    /// `x` as Open Source Physics' video analysis and phyphox write numbers
    /// (Java's `0.000000000E0`): 10 significant digits, an exponent without
    /// sign or padding when positive.
    static func java(_ x: Double) -> String {
        let parts = String(format: "%.9E", x).split(separator: "E")
        return "\(parts[0])E\(Int(parts[1])!)"
    }

    /// Keyframes at every frame as After Effects copies them to the
    /// clipboard: settings (the rate as `Units Per Second`), a block per
    /// property whose rows are frame, x (the motion), y and z, `\r\n`, and
    /// a tab after each row.
    static func afterEffects(properties: [String], unitsPerSecond: String? = "60") -> String {
        let settings =
            (unitsPerSecond.map { ["\tUnits Per Second\t\($0)"] } ?? [])
            + ["\tSource Width\t1920", "\tSource Height\t1080", "\tSource Pixel Aspect Ratio\t1"]
        let rows = frames.map { "\t\($0.n)\t\($0.value)\t540\t0\t" }
        let blocks = properties.flatMap { ["", $0, "\tFrame\tX pixels\tY pixels\tZ pixels\t"] + rows }
        return
            (["Adobe After Effects 8.0 Keyframe Data", ""] + settings + blocks + ["", "", "End of Keyframe Data", ""])
            .joined(separator: "\r\n")
    }

    /// The shapes read, with the options each needs.
    static let shapes: [(name: String, contents: String, options: [String])] = [
        ("comma.csv", table("t,y") { ["\($1)", "\($2)"] }, []),
        ("tab.tsv", table("time\tvalue", separator: "\t") { ["\($1)", "\($2)"] }, []),
        (
            "semicolon-ms-crlf.csv",
            table("time_ms;position", separator: ";", lineEnd: "\r\n") { ["\($1 * 1000)", "\($2)"] }, []
        ),
        ("spaces.txt", table(nil, separator: "   ") { ["  \($1)", "\($2)"] }, []),
        ("comment.dat", "# t y\n" + table(nil, separator: " ") { ["\($1)", "\($2)"] }, []),
        ("positions.csv", table("a,b,c") { ["\($0 * 7)", "\($1)", "\($2)"] }, ["--columns", "2,3"]),
        ("unnamed.csv", table("stamp,pos") { ["\($1)", "\($2)"] }, []),
        ("by-name.csv", table("value,junk,clock") { ["\($2)", "1", "\($1)"] }, ["--columns", "CLOCK,Value"]),
        ("by-number.csv", table(nil) { ["\($2)", "9", "\($1)"] }, ["--columns", "3,1"]),
        ("ms-option.csv", table("t,y") { ["\($1 * 1000)", "\($2)"] }, ["--time-unit", "ms"]),
        ("ms-parens.csv", table("t (ms),x [px]") { ["\($1 * 1000)", "\($2)"] }, []),
        ("ms-brackets.csv", table("\"t [ms]\",value_px") { ["\($1 * 1000)", "\($2)"] }, []),
        ("ms-alone.csv", table("ms,progress") { ["\($1 * 1000)", "\($2)"] }, []),
        ("frames.csv", table("frame,y_px") { ["\($0)", "\($2)"] }, ["--frame-rate", "60"]),
        ("numbered.csv", table(nil) { ["\($0)", "\($2)"] }, ["--frame-rate", "60"]),
        ("one-column.txt", table(nil) { _, _, value in ["\(value)"] }, ["--frame-rate", "60"]),
        ("one-named-column.csv", table("y") { _, _, value in ["\(value)"] }, ["--frame-rate", "60"]),
        ("bom.csv", "\u{FEFF}" + table("time,value") { ["\($1)", "\($2)"] }, []),
        ("quoted.csv", table("\"time\",\"value\"") { ["\"\($1)\"", "\"\($2)\""] }, []),
        ("numbers.json", "[" + frames.map { "\($0.value)" }.joined(separator: ", ") + "]", ["--frame-rate", "60"]),
        (
            "objects.json",
            "[\n" + frames.map { "  {\"t\": \($0.t), \"y\": \($0.value)}" }.joined(separator: ",\n") + "\n]", []
        ),
        (
            "arrays.json",
            "{\"time\": [" + frames.map { "\($0.t)" }.joined(separator: ",") + "],\r\n \"value\": ["
                + frames.map { "\($0.value)" }.joined(separator: ",") + "]}", []
        ),
        (
            "no-suffix", " [" + frames.map { "{\"T\":\($0.t),\"Position\":\($0.value)}" }.joined(separator: ",") + "]",
            []
        ),
        (
            "frames.json", "[" + frames.map { "{\"frame\": \($0.n), \"y\": \($0.value)}" }.joined(separator: ",") + "]",
            ["--frame-rate", "60"]
        ),
        // Spreadsheets: quoted names with units, European Excel (semicolons, decimal commas), empty
        // columns and rows padding the table, a row of units under the names.
        ("sheet-units.csv", table("\"time (s)\",\"x (px)\"") { ["\"\($1)\"", "\"\($2)\""] }, []),
        ("excel-eu.csv", table("time (s);x (px)", separator: ";", lineEnd: "\r\n") { [comma($1), comma($2)] }, []),
        ("excel-eu-no-header.csv", table(nil, separator: ";") { [comma($1), comma($2)] }, []),
        ("padded.csv", table("t,x,,") { ["\($1)", "\($2)", "", ""] } + ",,,\n,,,\n\n", []),
        ("units-row.csv", table("time,x\nms,px") { ["\($1 * 1000)", "\($2)"] }, []),
        // Open Source Physics' video analysis: the track's name above the names, tabs (or the comma
        // it may be told to use); tracks exported together under `#multi:` with their names above.
        ("osp-video.txt", table("mass A\nt\tx\ty", separator: "\t") { [java($1), java($2), "0.5"] }, []),
        ("osp-video-comma.txt", table("mass A\nt,x,y") { [java($1), java($2), "0.5"] }, []),
        (
            "osp-video-tracks.txt",
            table("#multi:\n\tmass A\t\tmass B\t\nt\tx\ty\tx\ty\t", separator: "\t") {
                [java($1), java($2), "0.5", "1", "2", ""]
            }, []
        ),
        // phyphox: quoted names with units; its export for European spreadsheets: semicolons, decimal commas.
        ("phyphox.csv", table("\"Time (s)\",\"Distance (m)\"") { [java($1), java($2)] }, []),
        (
            "phyphox-eu.csv",
            table("\"Time (s)\";\"Distance (m)\"", separator: ";") {
                [java($1).replacingOccurrences(of: ".", with: ","), java($2).replacingOccurrences(of: ".", with: ",")]
            }, []
        ),
        // Kinovea: every field quoted, `\r\n`; in a European locale semicolons and decimal commas.
        (
            "kinovea.csv",
            table("\"Time\",\"Trajectory 1/0/X\",\"Trajectory 1/0/Y\"", lineEnd: "\r\n") {
                ["\"\($1)\"", "\"\($2)\"", "\"3\""]
            }, []
        ),
        (
            "kinovea-eu.csv",
            table("\"Time\";\"Trajectory 1/0/X\";\"Trajectory 1/0/Y\"", separator: ";", lineEnd: "\r\n") {
                ["\"\(comma($1))\"", "\"\(comma($2))\"", "\"3,5\""]
            }, []
        ),
        // Browser logs: requestAnimationFrame times in ms, and performance.now() that starts late.
        (
            "raf.json",
            "[" + frames.map { "{\"t\": \($0.t * 1000), \"x\": \($0.value)}" }.joined(separator: ", ") + "]",
            ["--time-unit", "ms"]
        ),
        (
            "performance-now.json",
            "[" + frames.map { "{\"t\": \(48213.7 + $0.t * 1000), \"x\": \($0.value)}" }.joined(separator: ", ") + "]",
            ["--time-unit", "ms"]
        ),
        ("performance-now-s.csv", table("t,x") { ["\(48.2137 + $1)", "\($2)"] }, []),
        // After Effects keyframes copied to the clipboard: frames at its Units Per Second.
        ("after-effects.txt", afterEffects(properties: ["Transform\tPosition"]), []),
    ]

    /// The fit finds the spring that made the curve. The curves are exact to
    /// the last digit, so 0.1% is a wide margin: it would still catch a
    /// clock off by a frame or a factor of 1000 (which scale k by 10⁶).
    @Test("fitted to the spring that made it", arguments: shapes)
    func fitsTheSpring(name: String, contents: String, options: [String]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try contents.write(toFile: folder.path(name), atomically: true, encoding: .utf8)
        let json = try FitCommandTests.fitJSON(["--curve", folder.path(name)] + options)
        let k = try #require(json["stiffness"] as? Double), c = try #require(json["damping"] as? Double)
        #expect(k.isApproximatelyEqual(to: Self.stiffness, relativeTolerance: 1e-3), "\(name): k \(k)")
        #expect(c.isApproximatelyEqual(to: Self.damping, relativeTolerance: 1e-3), "\(name): c \(c)")
        let fit = try #require(json["curveFit"] as? [String: Any])
        #expect(fit["samples"] as? Int == 61)
        #expect((fit["to"] as? Double ?? 0).isApproximatelyEqual(to: 400, relativeTolerance: 1e-3))
    }

    /// `simulate`'s own output, in each of its forms, fits back to the spring it
    /// sampled: k/m = 150, c/m = 12 from rest, 100 → 400, exact to the last digits.
    @Test(
        "simulate's output read back",
        arguments: [
            [], ["--format", "json"], ["--method", "both"], ["--format", "json", "--method", "both"], ["--fps", "60"],
        ])
    func simulateOutputFitsBack(options: [String]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("simulated")
        let simulate = try runSpringlab(
            [
                "simulate", "--stiffness", "150", "--damping", "12", "--from", "100", "--to", "400", "--until", "1",
                "-o", path,
            ]
                + options)
        #expect(simulate.status == 0, "\(simulate.stderr)")
        let json = try FitCommandTests.fitJSON(["--curve", path])
        let k = try #require(json["stiffness"] as? Double), c = try #require(json["damping"] as? Double)
        #expect(k.isApproximatelyEqual(to: Self.stiffness, relativeTolerance: 1e-9), "\(options): k \(k)")
        #expect(c.isApproximatelyEqual(to: Self.damping, relativeTolerance: 1e-9), "\(options): c \(c)")
    }

    /// The recordings of data/curves/ (made by its make_curves.py from the closed
    /// form, README.md there): each fits to the spring it was made from.
    @Test(
        "data/curves recordings",
        arguments: [
            ("frames-120hz.tsv", ["--frame-rate", "120"], 300.0, 20.0),
            ("capture-ms.csv", [], 150, 12),
            ("positions.json", ["--frame-rate", "60"], 400, 28),
        ])
    func sampleRecordings(name: String, options: [String], stiffness: Double, damping: Double) throws {
        let json = try FitCommandTests.fitJSON(["--curve", CurveFitCommandTests.curvePath(name)] + options)
        let k = try #require(json["stiffness"] as? Double), c = try #require(json["damping"] as? Double)
        #expect(k.isApproximatelyEqual(to: stiffness, relativeTolerance: 1e-3), "\(name): k \(k)")
        #expect(c.isApproximatelyEqual(to: damping, relativeTolerance: 1e-3), "\(name): c \(c)")
    }

    /// Progress at `t` of the spring released from 0 toward 1 with initial
    /// progress velocity `v` (per second): x(t) + v·ψ(t), with
    /// ψ = e^{−ζω t} sin(ω_d t)/ω_d the motion from rest at 0 with unit velocity.
    static func progress(_ t: Double, velocity v: Double) -> Double {
        let omega = stiffness.squareRoot(), zeta = damping / (2 * omega)
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        return progress(t) + v * .exp(-zeta * omega * t) * .sin(omegaD * t) / omegaD
    }

    /// A recording from `from` to `to` with initial progress velocity `velocity`, as `t,y` rows.
    static func recording(from: Double, to: Double, velocity: Double) -> String {
        "t,y\n"
            + frames.map { "\($0.t),\(from + (to - from) * progress($0.t, velocity: velocity))" }
            .joined(separator: "\n")
    }

    /// The report is for the recording's move: 300 units from 100 to 400
    /// here, 50 below, so velocities in units per second are the fitted
    /// velocity (progress per second) times that distance.
    @Test func reportIsForTheRecordingsMove() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let velocity = 2.0  // progress per second at t = 0, i.e. 100 units/s on a 50-unit move
        let contents = Self.recording(from: 10, to: 60, velocity: velocity)
        try contents.write(toFile: folder.path("move.csv"), atomically: true, encoding: .utf8)
        let json = try FitCommandTests.fitJSON(["--curve", folder.path("move.csv")])
        let move = try #require(json["move"] as? [String: Any])
        #expect((move["distance"] as? Double ?? 0).isApproximatelyEqual(to: 50, relativeTolerance: 1e-6))
        #expect((json["initialVelocity"] as? Double ?? 0).isApproximatelyEqual(to: velocity, relativeTolerance: 1e-6))
        let text = try runSpringlab(["fit", "--curve", folder.path("move.csv")]).stdout
        #expect(text.contains("velocities for a move of 50 units"), "\(text)")
        // Flutter's SpringSimulation takes the recording's start and end (10 and 60) and the
        // velocity in units per second: 2 × 50.
        #expect(text.contains("), 10, 60, 100)"), "\(text)")
        // --distance still decides when given.
        let given = try FitCommandTests.fitJSON(["--curve", folder.path("move.csv"), "--distance", "300"])
        #expect((given["move"] as? [String: Any])?["distance"] as? Double == 300)
    }

    /// Each kind's code for a recording moving down, 400 → 100, that starts
    /// at 2 distances per second toward its target: APIs in fractions of the
    /// distance write 2 (toward the target whichever way), APIs in units
    /// write 2 × (100 − 400) = −600 units/s, whether they are told the ends
    /// or not.
    static let downwardCode: [(kind: String, fragments: [String])] = [
        ("uikit", ["initialSpringVelocity: 2,", "CGVector(dx: 2, dy: 0)"]),
        ("ca", ["spring.initialVelocity = 2"]),
        ("swiftui", ["initialVelocity: 2)"]),
        ("compose", ["animateTo(100f,", "initialVelocity = -600f)"]),
        ("android", ["TRANSLATION_X, 100f)", "setStartVelocity(-600f)"]),
        ("flutter", ["400, 100, -600"]),
        ("motion", ["velocity: -600,"]),
        ("rebound", ["setVelocity(-600)"]),
        ("pop", ["anim.velocity = @(-600)"]),
        ("react-native", ["toValue: 100,", "velocity: -600,"]),
    ]

    @Test("a move down: each kind's velocity toward the target", arguments: downwardCode)
    func downwardVelocity(kind: String, fragments: [String]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.recording(from: 400, to: 100, velocity: 2).write(
            toFile: folder.path("down.csv"), atomically: true, encoding: .utf8)
        let answer = try runSpringlab(["fit", "--curve", folder.path("down.csv"), "--for", kind])
        #expect(answer.status == 0, "\(answer.stderr)")
        let report = try runSpringlab(["fit", "--curve", folder.path("down.csv")])
        for fragment in fragments {
            #expect(answer.stdout.contains(fragment), "\(kind): \(fragment)\n\(answer.stdout)")
            #expect(report.stdout.contains(fragment), "\(kind): \(fragment)\n\(report.stdout)")
        }
        for wrong in ["velocity: 600", "velocity 600", "(600"] {
            #expect(!answer.stdout.contains(wrong), "\(kind): \(wrong)\n\(answer.stdout)")
        }
    }

    /// react-spring on the same move: its velocity is in units per
    /// millisecond, 2 × (100 − 400) / 1000 = −0.6, in the equivalents and in
    /// JSON. `--for` may slow the spring by a time scale s (friction c/s,
    /// velocity v/s), which leaves velocity / friction = −0.6 / 12 = −0.05;
    /// the units/s APIs' JSON carries −600.
    @Test func downwardVelocityOfReactSpringAndJSON() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("down.csv")
        try Self.recording(from: 400, to: 100, velocity: 2).write(toFile: path, atomically: true, encoding: .utf8)
        let report = try runSpringlab(["fit", "--curve", path])
        #expect(report.stdout.contains("friction: 12, velocity: -0.6 }"), "\(report.stdout)")
        let json = try FitCommandTests.fitJSON(["--curve", path, "--for", "react-spring"])
        let parameters = try #require((json["for"] as? [String: Any])?["parameters"] as? [String: Any])
        let velocity = try #require(parameters["velocity"] as? Double)
        let friction = try #require(parameters["friction"] as? Double)
        #expect((velocity / friction).isApproximatelyEqual(to: -0.05, relativeTolerance: 1e-9))
        let equivalents = try #require(json["equivalents"] as? [String: Any])
        let expected: [(group: String, key: String, value: Double)] = [
            ("reactSpring", "velocity", -0.6), ("compose", "initialVelocity", -600), ("android", "startVelocity", -600),
            ("flutter", "velocity", -600), ("framerMotion", "velocity", -600), ("rebound", "velocity", -600),
            ("pop", "velocity", -600), ("reactNative", "velocity", -600), ("coreAnimation", "initialVelocity", 2),
            ("swiftUI", "initialVelocity", 2),
        ]
        for entry in expected {
            let group = try #require(equivalents[entry.group] as? [String: Any], "\(entry.group)")
            let value = try #require(group[entry.key] as? Double, "\(entry.group).\(entry.key)")
            #expect(value.isApproximatelyEqual(to: entry.value, relativeTolerance: 1e-9), "\(entry.group): \(value)")
        }
    }

    static let valid = table("t,y") { ["\($1)", "\($2)"] }

    /// Each refusal: the file's contents, the options, and a piece of the one-line message.
    static let refusals: [(contents: String, options: [String], fragment: String)] = [
        (
            table("frame,y") { ["\($0)", "\($2)"] }, [],
            "'frame' column counts frames; give their rate with --frame-rate"
        ),
        (table(nil) { _, _, v in ["\(v)"] }, [], "its values are at frames; give their rate with --frame-rate"),
        ("[0, 0.5, 1]", [], "its values are at frames; give their rate with --frame-rate"),
        (valid, ["--frame-rate", "60"], "'t' column holds times, not frames; leave out --frame-rate 60"),
        (table("time_ms,y") { ["\($1)", "\($2)"] }, ["--time-unit", "s"], "'time_ms' is in ms, but --time-unit is s"),
        (
            table("frame,y") { ["\($0)", "\($2)"] }, ["--time-unit", "ms", "--frame-rate", "60"],
            "--time-unit ms is for a column of times"
        ),
        (valid, ["--columns", "t,z"], "no column 'z'; its columns are 't', 'y'"),
        (valid, ["--columns", "1,3"], "it has 2 columns; --columns 3 names none"),
        (
            table(nil) { ["\($1)", "\($2)"] }, ["--columns", "t,y"],
            "no header; choose columns by number (--columns 1,2)"
        ),
        ("t,y\n0,0\n0.1,abc\n", [], "line 3: 'y' is not a finite number: 'abc'"),
        // Where commas separate fields, a comma inside a number may group thousands: not read as a decimal comma.
        ("t,y\n0,0\n0.1,\"0,5\"\n", [], "line 3: 'y' is not a finite number: '0,5'; write decimals with a point"),
        ("t,y\n0,0\n\n0.1\n", [], "line 4: the row has 1 field and no 'y'"),
        ("[{\"t\": 0, \"y\": 0},\n {\"t\": 1}]", [], "line 2: the object has no 'y'"),
        ("[{\"t\": 0,\n \"y\": null}]", [], "line 2: expected a number"),
        ("{\"time\": [0, 1], \"value\": [0]}", [], "'time' has 2 numbers but 'value' has 1"),
        ("[[0, 1]]", ["--frame-rate", "60"], "line 1: expected a number"),
        ("[{}, {}]", [], "it has no columns"),
        ("time,value\n0,0,7\n", ["--columns", "1,3"], "it has 2 columns; --columns 3 names none"),
        ("t,\"y\n0,0\n", [], "line 1: a quoted field is not closed"),
        ("t,\"y\"z\n0,0\n", [], "line 1: text after a closing quote"),
        ("\n  \n", [], "it is empty"),
        ("t,y\n# no rows\n", [], "it holds no samples"),
        ("time,value\n" + String(repeating: "0,0\n", count: 200_001), [], "': more than 200000 rows"),
        (
            "[" + Array(repeating: "0", count: 200_001).joined(separator: ",") + "]", ["--frame-rate", "60"],
            "more than 200000 samples"
        ),
        // Milliseconds not said to be: read as seconds they would fit a spring 10⁶ times too soft.
        (
            "[" + frames.map { "{\"t\": \($0.t * 1000), \"x\": \($0.value)}" }.joined(separator: ", ") + "]", [],
            "the times in 't' step by 16.67 a sample, too slow for seconds; give --time-unit ms"
        ),
        (
            table(nil) { ["\($0)", "\($2)"] }, [],
            "the times in column 1 step by 1 a sample, too slow for seconds; give --time-unit ms if it holds "
                + "milliseconds, --frame-rate HZ if frame numbers"
        ),
        // A cell left empty in a table separated by tabs is an empty field, not a shift of the next ones.
        (
            table("mass A\nt\tx\ty", separator: "\t") { [java($1), $0 == 4 ? "" : java($2), "0.5"] }, [],
            "line 7: 'x' is not a finite number: ''"
        ),
        (
            afterEffects(properties: ["Transform\tPosition", "Transform\tScale"]), [],
            "it holds keyframes of 2 properties (Transform Position, Transform Scale); copy the keyframes of one"
        ),
        (
            afterEffects(properties: ["Transform\tPosition"], unitsPerSecond: nil), [],
            "it has no 'Units Per Second' line giving the frame rate"
        ),
    ]

    @Test("refused with one line naming the file", arguments: refusals)
    func refused(contents: String, options: [String], fragment: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("recording.csv")
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try runSpringlab(["fit", "--curve", path] + options)
        // What an option can fix is a usage error (64); what only the file can, 1.
        let fixedByAnOption = fragment.contains("--") || fragment.hasPrefix("no column")
        #expect(result.status == (fixedByAnOption ? 64 : 1), "\(result.status): \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("the curve '\(path)'"), "\(result.stderr)")
        #expect(result.stderr.contains(fragment), "\(result.stderr)")
    }

    @Test(
        "options refused before the file is read",
        arguments: [
            (
                ["--columns", "1"],
                "The value '1' is invalid for '--columns <T,V>': give the time and value columns as two names or 1-based numbers"
            ),
            (
                ["--columns", "0,1"],
                "The value '0,1' is invalid for '--columns <T,V>': give the time and value columns"
            ),
            (["--frame-rate", "0"], "--frame-rate must be a positive number"),
            (
                ["--frame-rate", "0x3C"],
                "The value '0x3C' is invalid for '--frame-rate <Hz>': '0x3C' is not a decimal number"
            ),
            (["--time-unit", "min"], "--time-unit"),
            (
                ["--columns", "t,y", "--columns", "1,2"],
                "The value '1,2' is invalid for '--columns <T,V>': the option is given more than once ('t,y', '1,2')"
            ),
        ])
    func optionRefused(options: [String], fragment: String) throws {
        let result = try runSpringlab(
            ["fit", "--curve", "data/curves/noisy.csv"] + options, currentDirectory: repositoryRoot)
        #expect(result.status != 0)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains(fragment), "\(result.stderr)")
    }

    /// `plot --curve` reads the same files with the same options.
    @Test(.requiresGnuplot) func plotReadsTheSameFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.table("frame\ty_px", separator: "\t") { ["\($0)", "\($2)"] }.write(
            toFile: folder.path("frames.tsv"), atomically: true, encoding: .utf8)
        let result = try runSpringlab([
            "plot", "--curve", folder.path("frames.tsv"), "--frame-rate", "60", "--terminal", "dumb",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("fitted spring"))
    }
}
