import Foundation
import SpringLabIO
import Testing

/// The reader of recorded curves: columns by name in any order and spacing,
/// numbers read back exactly, and one error naming the file and line for
/// anything it cannot read. The shapes, through the binary, are in
/// `RecordingCommandTests`.
@Suite("Recordings")
struct RecordingTests {
    static func read(_ text: String, name: String = "curve.csv", options: Recording.Options = .init()) throws
        -> Recording
    {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return try Recording(contentsOf: path, what: "the curve", options: options)
    }

    @Test func columnsByNameInAnyOrderAndSpacing() throws {
        let text = "value , \"time\",velocity\r\n  1.5,0 ,9\r\n\r\n-2e-3,\t0.25,9\n3,1e-1,x\n"
        let recording = try Self.read(text)
        #expect(recording.times == [0, 0.25, 0.1])
        #expect(recording.values == [1.5, -0.002, 3])
    }

    /// Every double written in its shortest form reads back bit for bit, in a table and in JSON.
    @Test(arguments: ["curve.csv", "curve.json"])
    func numbersReadBackExactly(name: String) throws {
        let values = [0.1, 1.0 / 3, Double.leastNonzeroMagnitude, 1.7976931348623157e308, -0.0, 123456789.123456789]
        let text =
            name.hasSuffix(".json")
            ? "[" + values.enumerated().map { "{\"t\": \($0.offset), \"y\": \($0.element)}" }.joined(separator: ",")
                + "]"
            : "time,value\n" + values.enumerated().map { "\($0.offset),\($0.element)" }.joined(separator: "\n")
        // A step of 1 s is taken for seconds only when said: unsaid, it reads as milliseconds.
        let recording = try Self.read(text, name: name, options: .init(timeUnit: .seconds))
        #expect(recording.values.map(\.bitPattern) == values.map(\.bitPattern))
        #expect(recording.times == [0, 1, 2, 3, 4, 5])
    }

    /// Milliseconds are scaled by 1/1000 and frames divided by the rate, both exact for these numbers.
    @Test func unitsAndFrames() throws {
        let ms = try Self.read("t [ms]\ty\n250\t1\n500\t2\n")
        #expect(ms.times == [0.25, 0.5])
        let frames = try Self.read("3\n4\n5\n", options: .init(frameRate: 4))
        #expect(frames.times == [0, 0.25, 0.5] && frames.values == [3, 4, 5])
    }

    /// Names in more than one row: a title above them (the track's name in
    /// Open Source Physics' video analysis export) is left out, a row of
    /// units below them gives their units (which set the clock), and
    /// `--columns` finds a name with or without its unit.
    @Test func titleAndUnitsRows() throws {
        let titled = try Self.read("mass A\nt\tx\ty\n0\t1\t9\n0.25\t2\t9\n")
        #expect(titled.times == [0, 0.25] && titled.values == [1, 2])
        let units = try Self.read("time,x\nms,px\n250,1\n500,2\n", options: .init(columns: (.name("time"), .name("X"))))
        #expect(units.times == [0.25, 0.5] && units.values == [1, 2])
    }

    /// A decimal comma where commas do not separate fields; empty fields padding rows are no columns.
    @Test func decimalCommasAndPadding() throws {
        let european = try Self.read("t;x;;\r\n0,25;1,5;;\r\n0,5;-2,5E-1;;\r\n;;;\r\n")
        #expect(european.times == [0.25, 0.5] && european.values == [1.5, -0.25])
    }

    /// After Effects' keyframes: frame n at n / Units Per Second, or at
    /// `--frame-rate` when given, an expression's text passed over; and
    /// `simulate --format json`: its columns beside its report.
    @Test func afterEffectsAndSimulateJSON() throws {
        let keyframes = """
            Adobe After Effects 8.0 Keyframe Data

            \tUnits Per Second\t4

            Transform\tOpacity
            \tFrame\tpercent\t
            \t0\t10\t
            \t1\t20\t
            Expression Data
            wiggle(2, 5);
            End of Expression Data

            End of Keyframe Data
            """
        let keyframed = try Self.read(keyframes)
        #expect(keyframed.times == [0, 0.25] && keyframed.values == [10, 20])
        #expect(try Self.read(keyframes, options: .init(frameRate: 2)).times == [0, 0.5])
        let simulated = try Self.read(
            "{\"stiffness\": 150, \"columns\": {\"time\": [0, 0.25], \"value\": [1, 2]}}", name: "s.json")
        #expect(simulated.times == [0, 0.25] && simulated.values == [1, 2])
    }

    @Test(
        "refused naming the file and line",
        arguments: [
            ("", "it is empty"),
            ("a;b\n0;1\n", "--columns 7"),
            ("time,value\n0,1\n1\n", "line 3: the row has 1 field and no 'value'"),
            ("time,value\n0,nan\n", "line 2: 'value' is not a finite number: 'nan'"),
            ("time,value\n0,inf\n", "'value' is not a finite number: 'inf'"),
            ("time,value\n0,1.5pt\n", "'value' is not a finite number: '1.5pt'"),
            ("time,value\n,1\n", "'time' is not a finite number: ''"),
            ("[0,\n 1,\n]", "line 3: not JSON: a comma before ']' (JSON allows none)"),
            ("{\"t\": [0, 1],\n \"y\": [0, true]}", "line 2: expected a number"),
            ("{\"t\": [0, 1],\n \"y\": 1}", "line 2: expected an array of numbers for 'y', found a number"),
            ("[{\"t\": 0, \"y\": 0},\n 1]", "line 2: expected an object"),
        ])
    func refused(text: String, fragment: String) throws {
        do {
            _ = try Self.read(text, options: text.hasPrefix("a;b") ? .init(columns: (.number(7), .number(1))) : .init())
            Issue.record("accepted: \(text)")
        } catch {
            #expect("\(error)".contains("the curve '"), "\(error)")
            #expect("\(error)".contains(fragment), "\(error)")
            #expect(!"\(error)".contains("\n"))
        }
    }

    @Test func aFolderIsNotACurve() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        #expect(throws: IOError.self) { try Recording(contentsOf: directory.url.path, what: "the curve") }
    }
}
