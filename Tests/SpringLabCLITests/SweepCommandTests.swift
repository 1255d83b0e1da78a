import Foundation
import RealModule
import SpringLab
import Testing

/// `springlab sweep` end to end: the grid it writes, cell by cell against the
/// library's one-spring calls, and every refused input.
@Suite("sweep")
struct SweepCommandTests {
    static let uikit = ["sweep", "--duration", "0.2...1.0:5", "--damping", "0...1.2:7", "--velocity", "2"]

    /// The rows of a CSV text as fields (RFC 4180: quoted fields may hold commas and doubled quotes).
    static func parse(_ text: String) -> [[String]] {
        var rows: [[String]] = [], row: [String] = [], field = "", quoted = false
        var characters = text.makeIterator()
        while let character = characters.next() {
            switch (quoted, character) {
            case (true, "\""):
                quoted = false
            case (true, _):
                field.append(character)
            case (false, "\""):
                if field.isEmpty { quoted = true } else { field.append(character) }
            case (false, ","):
                row.append(field)
                field = ""
            case (false, "\n"):
                row.append(field)
                rows.append(row)
                row = []
                field = ""
            default:
                field.append(character)
            }
        }
        return rows
    }

    /// The table as column name → field, one dictionary per row.
    static func table(_ text: String) -> (header: [String], rows: [[String: String]]) {
        let lines = parse(text)
        let header = lines.first ?? []
        return (header, lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) })
    }

    @Test("UIKit grid: rows in grid order, every cell the library's spring, metrics and jump")
    func uikitCellsMatchTheLibrary() throws {
        let result = try runSpringlab(Self.uikit)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "no progress bar without a terminal")
        let (header, rows) = Self.table(result.stdout)
        #expect(header.prefix(4) == ["uikit.duration", "uikit.damping", "mass", "stiffness"])
        #expect(header.last == "error")
        #expect(rows.count == 5 * 7)
        var failures = 0
        for (index, row) in rows.enumerated() {
            // Outer loop duration, inner damping, as written: 0.2…1.0 in 5, 0…1.2 in 7,
            // spaced in decimal (0.6, not the 0.6000000000000001 of binary arithmetic).
            #expect(row["uikit.duration"] == ["0.2", "0.4", "0.6", "0.8", "1.0"][index / 7])
            #expect(row["uikit.damping"] == ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0", "1.2"][index % 7])
            let duration = try #require(Double(row["uikit.duration"]!))
            let damping = try #require(Double(row["uikit.damping"]!))
            let uikit = try UIKitSpring(duration: duration, dampingRatio: damping, initialVelocity: 2)
            guard let spring = try? uikit.spring() else {
                failures += 1
                #expect(row["error"]!.contains("UIKit's spring solver finds no spring"))
                #expect(row["stiffness"] == "" && row["settlingDuration"] == "")
                continue
            }
            let metrics = try SpringMetrics(spring: spring, initialVelocity: 2)
            #expect(row["error"] == "")
            // Shortest round-trip text: the same Doubles, bit for bit.
            #expect(Double(row["mass"]!) == spring.mass)
            #expect(Double(row["stiffness"]!) == spring.stiffness)
            #expect(Double(row["damping"]!) == spring.damping)
            #expect(Double(row["initialVelocity"]!) == 2)
            #expect(Double(row["dampingRatio"]!) == spring.dampingRatio)
            #expect(Double(row["naturalFrequency"]!) == spring.naturalFrequency)
            #expect(Double(row["settlingDuration"]!) == metrics.settling.seconds)
            #expect(Double(row["coreAnimationSettlingDuration"]!) == metrics.coreAnimationSettling.seconds)
            #expect(Double(row["envelopeSettlingDuration"]!) == metrics.envelope.seconds)
            #expect(Double(row["overshoot"]!) == metrics.overshoot.amount)
            #expect(row["peakTime"]! == (metrics.overshoot.peakTime.map { "\($0)" } ?? ""))
            #expect(Int(row["crossings"]!) == metrics.crossings)
            #expect(Double(row["end.remaining"]!) == (try uikit.remainingAtEnd()))
        }
        #expect(failures < rows.count / 2)
    }

    /// The grid is spaced in decimal: a value of a 2-decimal grid prints with
    /// at most 2 decimals (the shortest text of the Double nearest to it), and
    /// any value lies within a few ulps of the binary sum (which rounds too:
    /// near 0 its error is an ulp of the ends, not of the value).
    @Test(
        "ranges are spaced in decimal, as written",
        arguments: [
            ("0.1...1.0:46", 2), ("-0.5...0.9:50", -1), ("1e-3...2.5e-2:25", 3), ("50...500:100", -1), ("0...1.2:7", 1),
        ])
    func decimalSpacing(range: String, decimals: Int) throws {
        // Core Animation damping takes any of these but the negative one, SwiftUI's bounce that one.
        let negative = range.hasPrefix("-")
        let spring =
            negative
            ? ["--duration", "0.5...0.5:1", "--bounce", range] : ["--stiffness", "100...100:1", "--damping", range]
        let result = try runSpringlab(["sweep"] + spring)
        #expect(result.status == 0, "\(result.stderr)")
        let column = negative ? "swiftui.bounce" : "ca.damping"
        let parts = range.split(separator: ":"), ends = parts[0].components(separatedBy: "...")
        let (low, high, count) = (Double(ends[0])!, Double(ends[1])!, Int(parts[1])!)
        let texts = Self.table(result.stdout).rows.map { $0[column]! }
        #expect(texts.count == count)
        for (index, text) in texts.enumerated() {
            let value = try #require(Double(text))
            let exact = low + (high - low) * Double(index) / Double(count - 1)
            let ulp = max(low.magnitude, high.magnitude).ulp
            #expect(value.isApproximatelyEqual(to: exact, absoluteTolerance: 4 * ulp), "\(text)")
            if decimals >= 0 { #expect(text.split(separator: ".").last!.count <= max(decimals, 1), "\(text)") }
        }
        #expect(Double(texts.first!) == low && Double(texts.last!) == high)
    }

    @Test("Core Animation grid: an undamped column never settles (empty fields), no UIKit jump")
    func coreAnimationNulls() throws {
        let result = try runSpringlab(["sweep", "--stiffness", "50...500:4", "--damping", "0...40:3", "--mass", "2"])
        #expect(result.status == 0)
        let (header, rows) = Self.table(result.stdout)
        #expect(header.prefix(2) == ["ca.stiffness", "ca.damping"])
        #expect(rows.allSatisfy { $0["end.remaining"] == "" })
        #expect(rows.count == 12)
        for row in rows {
            let stiffness = Double(row["ca.stiffness"]!)!, damping = Double(row["ca.damping"]!)!
            let spring = try Spring(mass: 2, stiffness: stiffness, damping: damping)
            let metrics = try SpringMetrics(spring: spring, initialVelocity: 0)
            #expect(Double(row["mass"]!) == 2)
            #expect(Double(row["dampingRatio"]!) == spring.dampingRatio)
            // Each row of the grid runs through undamped, critical or underdamped, and overdamped or underdamped.
            #expect(row["regime"] == spring.regime.rawValue)
            if damping == 0 {
                #expect(row["settlingDuration"] == "" && row["envelopeSettlingDuration"] == "")
                #expect(row["coreAnimationSettlingDuration"] == "" && row["crossings"] == "")
                #expect(Double(row["overshoot"]!) == 1)
            } else {
                #expect(Double(row["settlingDuration"]!) == metrics.settling.seconds)
                #expect(Double(row["coreAnimationSettlingDuration"]!) == metrics.coreAnimationSettling.seconds)
            }
        }
    }

    @Test("SwiftUI grid: a refused bounce fills the error column (quoted), the sweep goes on")
    func refusedCellsHaveErrors() throws {
        let result = try runSpringlab([
            "sweep", "--duration", "0.5...1:2", "--bounce", "-1...1:3", "--columns", "input,stiffness,overshoot",
        ])
        #expect(result.status == 0)
        let (header, rows) = Self.table(result.stdout)
        #expect(header.prefix(2) == ["swiftui.duration", "swiftui.bounce"])
        #expect(rows.map { $0["swiftui.bounce"]! } == ["-1.0", "0.0", "1.0", "-1.0", "0.0", "1.0"])
        for row in rows where row["swiftui.bounce"] == "-1.0" {
            #expect(row["input.kind"] == "swiftui" && row["input.bounce"] == "-1.0", "a refused cell keeps its input")
            #expect(row["error"]!.contains("bounce"))
            #expect(row["stiffness"] == "" && row["overshoot"] == "")
        }
        #expect(rows.filter { $0["error"] == "" }.count == 4)
        #expect(result.stdout.contains(",\"bounce must satisfy"), "an error holding a comma is quoted")
    }

    @Test(
        "every form names its columns KIND.parameter, with the API's names",
        arguments: [
            (
                ["--response", "0.3...0.5:2", "--damping-ratio", "0.5...1:2"],
                ["swiftui.response", "swiftui.dampingRatio"]
            ),
            (
                ["--perceptual-duration", "0.3...0.5:2", "--bounce", "0...0.5:2"],
                ["ca.perceptualDuration", "ca.bounce"]
            ),
            (["--mass", "1...2:2", "--stiffness", "100", "--damping", "5...10:2"], ["ca.mass", "ca.damping"]),
            (["--spring", "ca:mass=1...2:2,stiffness=100,damping=5...10:2"], ["ca.mass", "ca.damping"]),
            (
                ["--spring", "uikit:duration=0.45,damping=0.1...1:2,velocity=0...10:2"],
                ["uikit.damping", "uikit.velocity"]
            ),
            (
                ["--duration", "0.45", "--damping", "0.1...1:2", "--velocity", "0...10:2"],
                ["uikit.damping", "uikit.velocity"]
            ),
        ])
    func formsAndColumns(arguments: [String], columns: [String]) throws {
        let result = try runSpringlab(["sweep"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let (header, rows) = Self.table(result.stdout)
        #expect(Array(header.prefix(2)) == columns)
        #expect(rows.count == 4)
    }

    /// The cells are computed on several threads and written in grid order:
    /// any number of threads gives the same bytes as one.
    @Test("parallel output equals serial output, byte for byte")
    func parallelEqualsSerial() throws {
        // 3000 cells: several chunks of 1024, a partial last one.
        let grid = ["sweep", "--duration", "0.1...2:50", "--damping", "0.05...1:60", "--velocity", "-1"]
        let serial = try runSpringlab(grid + ["--jobs", "1"])
        #expect(serial.status == 0)
        #expect(serial.stdout.split(separator: "\n").count == 3001)
        for jobs in ["2", "3", "7", "256"] {
            let parallel = try runSpringlab(grid + ["--jobs", jobs])
            #expect(parallel.stdout == serial.stdout, "--jobs \(jobs)")
        }
        #expect(try runSpringlab(grid).stdout == serial.stdout, "default: one thread per core")
    }

    /// More threads than cores only wait: `--jobs 256` must not hold 256
    /// threads' worth of finished chunks. A million cells to a file, the
    /// peak resident memory of springlab's own image (`VmHWM`, read while it
    /// runs): 23 MB with one thread, 32 MB with 256, and 383 MB with 256
    /// when the chunks in flight grew with the threads; 100 MB leaves room
    /// for the threads' stacks. (`wait4`'s peak would not do: it includes
    /// the test runner's memory, which the child shares until its exec.)
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status")))
    func manyThreadsDoNotMultiplyMemory() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try BackgroundProcess([
            "sweep", "--duration", "0.2...1:1000", "--damping", "0.1...1:1000", "--no-runtimes", "--jobs", "256",
            "-o", folder.path("s.csv"),
        ])
        let peak = Self.peakResidentKilobytes(whileRunning: run)
        let result = try run.finish()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(peak > 0, "no /proc/<pid>/status read")
        #expect(peak / 1024 < 100, "\(peak / 1024) MB")
    }

    /// Under a memory limit (`ulimit -v`, 600 MB) the system makes only some
    /// of 256 threads (each reserves its stack): the others' chunks go to
    /// those it made, and the file is the one thread's, byte for byte. (With
    /// a dispatch queue per thread, the queues left without one waited for good.)
    @Test func threadsTheSystemWillNotMakeAreDoneWithout() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let grid = ["sweep", "--duration", "0.2...1:100", "--damping", "0.1...1:100"]
        #expect(try runSpringlab(grid + ["--jobs", "1", "-o", folder.path("one.csv")]).status == 0)
        let run = try BackgroundProcess(
            ["-c", "ulimit -v 600000; exec \"$0\" \"$@\"", springlabExecutable.path] + grid
                + ["--jobs", "256", "-o", folder.path("many.csv")],
            executable: URL(fileURLWithPath: "/bin/sh"))
        let result = try run.finish(within: 60)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try Data(contentsOf: folder.url.appendingPathComponent("many.csv"))
                == Data(contentsOf: folder.url.appendingPathComponent("one.csv")))
    }

    /// The largest `VmHWM` of `run` read every 10 ms until it ends, in kB
    /// (0 when none could be read).
    static func peakResidentKilobytes(whileRunning run: BackgroundProcess) -> Int {
        var peak = 0
        while run.process.isRunning {
            peak = max(peak, peakResidentKilobytes(of: run.process.processIdentifier) ?? 0)
            Thread.sleep(forTimeInterval: 0.01)
        }
        return peak
    }

    /// `VmHWM` of a running process, in kB: the peak resident memory of its
    /// image since its exec.
    static func peakResidentKilobytes(of pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return Int(line.split(separator: " ").dropFirst().first ?? "")
    }

    /// --no-runtimes skips the runtimes' runs and the CSS easing: the same
    /// columns, those fields empty, every other field as in a full sweep
    /// (notes aside: a runtime that strays adds one).
    @Test("--no-runtimes: the same columns, the runtimes' and CSS fields empty, the rest unchanged")
    func withoutRuntimes() throws {
        let full = try runSpringlab(Self.uikit + ["--columns", "all"])
        let bare = try runSpringlab(Self.uikit + ["--columns", "all", "--no-runtimes"])
        #expect(full.status == 0 && bare.status == 0)
        let (header, fullRows) = Self.table(full.stdout)
        let (bareHeader, bareRows) = Self.table(bare.stdout)
        #expect(bareHeader == header)
        #expect(bareRows.count == fullRows.count)
        let skipped = { (column: String) in
            column.hasPrefix("runtimes.") && !column.hasSuffix("distance") && !column.hasSuffix("framesPerSecond")
                || column.hasPrefix("equivalents.css.")
        }
        #expect(header.contains(where: skipped))
        var filledInFull = 0
        for (fullRow, bareRow) in zip(fullRows, bareRows) {
            for column in header where column != "notes" {
                if skipped(column) {
                    #expect(bareRow[column] == "", "\(column)")
                    if fullRow[column] != "" { filledInFull += 1 }
                } else {
                    #expect(bareRow[column] == fullRow[column], "\(column)")
                }
            }
        }
        #expect(filledInFull > 0, "the full sweep fills the runtimes' columns")
    }

    /// The default columns: the physical spring, the settling metrics and
    /// the end; not the input as written (the swept columns and the
    /// command's values), the equivalents, runtimes or notes.
    @Test("default columns: spring, metrics and end, nothing computed for other groups")
    func defaultColumns() throws {
        let result = try runSpringlab(Self.uikit)
        #expect(result.status == 0, "\(result.stderr)")
        let header = Self.table(result.stdout).header
        for column in [
            "uikit.duration", "mass", "stiffness", "damping", "initialVelocity", "dampingRatio",
            "regime", "settlingDuration", "coreAnimationSettlingDuration", "envelopeSettlingDuration", "overshoot",
            "peakTime", "crossings", "end.time", "end.remaining", "error",
        ] {
            #expect(header.contains(column), "\(column)")
        }
        #expect(
            !header.contains {
                $0.hasPrefix("input.") || $0.hasPrefix("equivalents.") || $0.hasPrefix("runtimes.") || $0 == "notes"
            })
    }

    /// A spring written as targets keeps what each target asked for and
    /// what the spring achieves: the one part of the input a row cannot
    /// read from its swept columns.
    @Test("default columns of a targets sweep: each target wanted and achieved, no input group")
    func defaultColumnsOfTargets() throws {
        let result = try runSpringlab([
            "sweep", "--spring", "target:settlingDuration=0.3...0.6:2,overshoot=0.05...0.1:2",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let (header, rows) = Self.table(result.stdout)
        #expect(
            header.prefix(6) == [
                "target.settlingDuration", "target.overshoot", "targets.settlingDuration.wanted",
                "targets.settlingDuration.achieved", "targets.overshoot.wanted", "targets.overshoot.achieved",
            ])
        #expect(!header.contains { $0.hasPrefix("input.") })
        #expect(rows.count == 4)
        for row in rows {
            #expect(row["targets.settlingDuration.wanted"] == row["target.settlingDuration"])
            let achieved = try #require(Double(row["targets.overshoot.achieved"]!))
            #expect(abs(achieved - Double(row["target.overshoot"]!)!) < 1e-9)
        }
    }

    /// Any choice of columns writes, for each of them, the field of the full
    /// table: names, groups and nested groups alike, in the table's order.
    @Test(
        "--columns: names and groups, each field as in --columns all",
        arguments: [
            ("settlingDuration,end", ["settlingDuration", "end.time", "end.remaining", "end.visibleJump"]),
            ("end.remaining,peakTime", ["peakTime", "end.remaining"]),
            ("equivalents.swiftUI,notes", nil),
            ("runtimes.swiftUI,equivalents.css.stops", nil),
            ("uikit.damping,error,input.kind", ["input.kind"]),
        ])
    func chosenColumns(list: String, expected: [String]?) throws {
        let full = try runSpringlab(Self.uikit + ["--columns", "all"])
        let chosen = try runSpringlab(Self.uikit + ["--columns", list])
        #expect(full.status == 0 && chosen.status == 0, "\(chosen.stderr)")
        let (fullHeader, fullRows) = Self.table(full.stdout)
        let (header, rows) = Self.table(chosen.stdout)
        let words = list.split(separator: ",").map(String.init)
        let wanted = fullHeader.dropFirst(2).dropLast().filter { column in
            words.contains { column == $0 || column.hasPrefix($0 + ".") }
        }
        #expect(header == ["uikit.duration", "uikit.damping"] + wanted + ["error"])
        if let expected { #expect(Array(wanted) == expected) }
        #expect(rows.count == fullRows.count)
        for (row, fullRow) in zip(rows, fullRows) {
            for column in header { #expect(row[column] == fullRow[column], "\(column)") }
        }
    }

    @Test("--columns: an unknown name or an empty item is refused in one line naming the groups")
    func unknownColumns() throws {
        let unknown = try runSpringlab(Self.uikit + ["--columns", "settlingDuration,speed"])
        expectOneLineError(unknown, mentioning: "no column or group 'speed'")
        #expect(unknown.stderr.contains("groups: all, input, move, end, equivalents, runtimes"))
        expectOneLineError(try runSpringlab(Self.uikit + ["--columns", "mass,,damping"]), mentioning: "item 2")
    }

    @Test("--output writes the file atomically; stdout stays empty")
    func outputFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("grid.csv")
        try "old".write(toFile: path, atomically: true, encoding: .utf8)
        let result = try runSpringlab(Self.uikit + ["-o", path, "--quiet"])
        #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == (try runSpringlab(Self.uikit)).stdout)
        #expect(try folder.contents() == ["grid.csv"])
    }

    /// A write that fails half-way (a 1-block file-size limit stands in for a
    /// full disk) leaves the old file as it was and no temporary behind.
    @Test func failingWriteKeepsTheOldFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("grid.csv")
        try "old".write(toFile: path, atomically: true, encoding: .utf8)
        let result = try runSpringlabInShell(
            setup: "ulimit -f 1",
            ["sweep", "--duration", "0.2...1:100", "--damping", "0.1...1:100", "-o", path])
        expectOneLineError(result, mentioning: "cannot write \(path): File too large")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        #expect(try folder.contents() == ["grid.csv"])
    }

    @Test(
        "refused grids: one line on stderr, nothing on stdout",
        arguments: [
            (["--duration", "0.2...1.0:41", "--damping", "0.1"], "give two of the spring's numbers as ranges"),
            (["--duration", "0.2", "--damping", "0.1"], "(ranges given: none)"),
            (
                ["--duration", "0.2...1:3", "--damping", "0...1:3", "--velocity", "0...2:3"],
                "(ranges given: --duration, --damping, --velocity)"
            ),
            (["--spring", "uikit:duration=0.2...1:3,damping=0.1"], "(ranges given: duration)"),
            (
                [
                    "--spring", "uikit:duration=0.2...1:3,damping=0.1...1:3", "--duration", "0.2...1:3", "--damping",
                    "0...1:3",
                ],
                "give one spring"
            ),
            (
                ["--duration", "1.0...0.2:5", "--damping", "0...1:3"],
                "--duration 1.0...0.2:5: the range must run upward"
            ),
            (["--duration", "0.2...1.0:1", "--damping", "0...1:3"], "1 value needs equal ends"),
            (["--duration", "0.5...0.5:3", "--damping", "0...1:3"], "3 values need lower < upper"),
            (["--duration", "0.2...1:0", "--damping", "0...1:3"], "the count must be at least 1"),
            (["--duration", "0.2...1", "--damping", "0...1:3"], "--duration 0.2...1: missing the number of values"),
            (["--duration", "0.2...1:x", "--damping", "0...1:3"], "the number of values 'x' is not a whole number"),
            (
                ["--duration", "0.2...1:2.5", "--damping", "0...1:3"],
                "the number of values '2.5' is not a whole number"
            ),
            (
                ["--duration", "a...1:3", "--damping", "0...1:3"],
                "--duration a...1:3: the lower end is 'a', not a finite number"
            ),
            (["--duration", "0.2...1e999:3", "--damping", "0...1:3"], "the upper end is '1e999', not a finite number"),
            (
                ["--duration", "0.2...inf:3", "--damping", "0...1:3"],
                "The value '0.2...inf:3' is invalid for '--duration <T>': 'inf' is not a decimal number"
            ),
            (["--duration", "...1:3", "--damping", "0...1:3"], "the lower end is nothing"),
            (
                ["--duration", "0.2...1:3", "--damping", "0...1:3", "--velocity", "1e999"],
                "--velocity 1e999: the value is '1e999', not a finite number"
            ),
            (
                ["--duration", "0.2...1:3", "--damping", "0...1:3", "--velocity", "nan"],
                "The value 'nan' is invalid for '--velocity <v>': 'nan' is not a decimal number"
            ),
            (["--stiffness", "1...2:3", "--damping", "0...1:3", "--mass", "x"], "--mass x: the value is 'x'"),
            (
                ["--stiffness", "1...2:3", "--damping", "0...1:3", "--mass", "-1"],
                "no corner of the grid has a spring: mass must be greater than 0, got -1.0"
            ),
            (
                ["--duration", "0.2...1:3", "--bounce", "-3...-2:3"],
                "no corner of the grid has a spring: bounce must satisfy"
            ),
            (["--duration", "0.2...1:3", "--damping", "0...1:2000000"], "more than 1000000 values"),
            (["--duration", "0.2...1:3", "--damping", "1...1.0000000000000002:5"], "the range is too narrow"),
            (["--duration", "0.2...1:20000", "--damping", "0...1:20000"], "more than the limit of 100000000"),
            (["--preset", "bouncy"], "(ranges given: none)"),
            (["--duration", "0.2...1:3", "--stiffness", "1...2:3"], "cannot tell which spring"),
            (["--duration", "0.2...1:3", "--damping", "0...1:3", "--jobs", "0"], "--jobs must be between 1 and 256"),
            (
                ["--duration", "0.2...1:3", "--damping", "0...1:3", "--epsilon", "0"],
                "settling tolerance must be greater than 0"
            ),
        ])
    func refusedGrids(arguments: [String], message: String) throws {
        expectOneLineError(try runSpringlab(["sweep"] + arguments), mentioning: message)
    }

    /// A unit on a range's count: the count is a number of values whatever
    /// the option's unit, so the answer names it and never reads it as
    /// seconds (`5ms` is not 0.005 values); a usage error (exit 64).
    @Test(
        "a unit on a range's count is refused as a count",
        arguments: [
            (
                ["--damping", "0.2...1.0:5s", "--duration", "0.2...1:3"],
                "The value '0.2...1.0:5s' is invalid for '--damping <ζ|c>'",
                "('s'); did you mean 0.2...1.0:5?"
            ),
            (
                ["--duration", "0.2...1:3s", "--damping", "0...1:3"],
                "The value '0.2...1:3s' is invalid for '--duration <T>'",
                "('s'); did you mean 0.2...1:3?"
            ),
            (
                ["--duration", "0.2...1:5ms", "--damping", "0...1:3"],
                "The value '0.2...1:5ms' is invalid for '--duration <T>'",
                "('ms'); did you mean 0.2...1:5?"
            ),
            (
                ["--duration", "0.2...1:3", "--damping", "0...1:2.5s"],
                "The value '0...1:2.5s' is invalid for '--damping <ζ|c>'", "('s')\n"
            ),
            (
                ["--spring", "uikit:duration=0.2...1:3s,damping=0...1:3"], "duration 0.2...1:3s",
                "did you mean 0.2...1:3?"
            ),
        ])
    func unitOnTheCount(arguments: [String], refused: String, hint: String) throws {
        let result = try runSpringlab(["sweep"] + arguments)
        expectOneLineError(result, mentioning: refused + ": the number of values is a whole number without a unit ")
        #expect(result.stderr.contains(hint), "\(result.stderr)")
        #expect(!result.stderr.contains("seconds"), "\(result.stderr)")
        #expect(result.status == 64)
    }
}
