import Foundation
import RealModule
import SpringLab
import Testing

/// A CSV table as printed by `springlab simulate`: header and parsed rows.
struct CSVTable {
    let header: [String]
    let rows: [[Double]]
    /// The printed text of every field, for round-trip checks.
    let fields: [[Substring]]

    init(_ text: String) throws {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "", "the output ends with a newline")
        lines.removeLast()
        header = lines.first.map { $0.split(separator: ",").map(String.init) } ?? []
        fields = lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        rows = try fields.map { try $0.map { try #require(Double($0), "not a number: \($0)") } }
    }

    func column(_ name: String) throws -> [Double] {
        let index = try #require(header.firstIndex(of: name), "no column \(name)")
        return rows.map { $0[index] }
    }
}

@Suite("springlab simulate through the binary")
struct SimulateCommandTests {
    static func simulate(_ arguments: [String]) throws -> CSVTable {
        let result = try runSpringlab(["simulate"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        return try CSVTable(result.stdout)
    }

    @Test func headerAndColumnOrder() throws {
        let spring = ["--stiffness", "100", "--damping", "10"]
        #expect(try Self.simulate(spring).header == ["time", "value", "velocity", "acceleration"])
        #expect(
            try Self.simulate(spring + ["--method", "rk4"]).header == ["time", "value", "velocity", "acceleration"])
        #expect(
            try Self.simulate(spring + ["--method", "both"]).header
                == ["time", "value", "velocity", "acceleration", "rk4_value", "rk4_velocity", "error"])
    }

    /// Against data/reference/curves.csv (mpmath, 50 digits) at the reference
    /// times that lie on a 1 ms grid, in user units (from 100 to 300):
    /// value = 100 + 200 (1 + x), velocity = 200 v, acceleration = 200 (−(c v + k x)/m).
    /// Tolerance 1e-12 of the distance (the solver's accuracy goal), scaled for
    /// rates by the spring's fastest rate.
    @Test(arguments: ["z0.05-rest-m1-w10", "z1-rest-m0.5-w1", "z20-push-m1-w10", "ca-default", "z0.15-m1-w300-rest"])
    func columnsMatchReference(id: String) throws {
        let springs = try readCSVRows("data/reference/springs.csv")
        let spring = try #require(springs.first { $0["id"] == id }, "no reference spring \(id)")
        let table = try Self.simulate([
            "--mass", spring["mass"]!, "--stiffness", spring["stiffness"]!, "--damping", spring["damping"]!,
            "--velocity", spring["v0"]!, "--from", "100", "--to", "300", "--step", "0.001", "--until", "5",
        ])
        let (time, value, velocity, acceleration) = (
            try table.column("time"), try table.column("value"),
            try table.column("velocity"), try table.column("acceleration")
        )
        #expect(time.count == 5001 && time.last == 5)
        let (m, k, c) = (Double(spring["mass"]!)!, Double(spring["stiffness"]!)!, Double(spring["damping"]!)!)
        let rate = try Spring(mass: m, stiffness: k, damping: c).fastestRate
        var checked = 0
        for point in try readCSVRows("data/reference/curves.csv") where point["id"] == id {
            let t = Double(point["t"]!)!, x = Double(point["x"]!)!, v = Double(point["v"]!)!
            let n = Int((t / 0.001).rounded())
            guard n < time.count, time[n] == t else { continue }
            checked += 1
            #expect(
                value[n].isApproximatelyEqual(to: 100 + 200 * (1 + x), absoluteTolerance: 200e-12 + 300 * 2.3e-16),
                "t=\(t)")
            #expect(velocity[n].isApproximatelyEqual(to: 200 * v, absoluteTolerance: 200e-12 * max(1, rate)), "t=\(t)")
            let a = -(c * v + k * x) / m
            #expect(
                acceleration[n].isApproximatelyEqual(to: 200 * a, absoluteTolerance: 200e-12 * max(1, rate * rate)),
                "t=\(t)")
        }
        #expect(checked >= 6)
    }

    /// Every printed number parses back to exactly the Double the library
    /// computes (shortest round-trip form), for all three methods.
    @Test(arguments: [CurveMethod.analytic, .rk4, .both])
    func printedNumbersRoundTrip(method: CurveMethod) throws {
        let table = try Self.simulate([
            "--duration", "0.45", "--damping", "0.15", "--velocity", "5.5",
            "--from", "-3.7", "--to", "12.25", "--fps", "240", "--method", method.rawValue,
        ])
        let animation = try SpringAnimation(UIKitSpring(duration: 0.45, dampingRatio: 0.15, initialVelocity: 5.5))
        let points = Array(
            try CurveSampler(
                motion: animation.motion, range: ValueRange(from: -3.7, to: 12.25),
                grid: TimeGrid(step: 1.0 / 240, until: 0.45), method: method))
        #expect(table.rows.count == points.count)
        for (row, point) in zip(table.rows, points) {
            var expected = [point.time, point.value, point.velocity, point.acceleration]
            if let rk4 = point.rk4 { expected += [rk4.value, rk4.velocity, rk4.error] }
            #expect(row.map(\.bitPattern) == expected.map(\.bitPattern))
        }
        // Shortest form: no field carries more digits than Swift's own description.
        for (fields, row) in zip(table.fields, table.rows) {
            #expect(fields.map(String.init) == row.map(\.description))
        }
    }

    /// Defaults: step 1/120; UIKit input ends at the animation's duration,
    /// whose last frame is included; other input at the band exit.
    @Test func defaultGridAndEnd() throws {
        let uikit = try Self.simulate(["--duration", "0.45", "--damping", "0.15", "--fps", "60"])
        #expect(try uikit.column("time").count == 28)
        #expect(try uikit.column("time").last == 0.45)
        let ca = try Self.simulate(["--stiffness", "100", "--damping", "10"])
        let time = try ca.column("time")
        // Band exit of m 1, k 100, c 10: data/reference/springs.csv, row ca-default (mpmath).
        let reference = try #require(try readCSVRows("data/reference/springs.csv").first { $0["id"] == "ca-default" })
        let bandExit = try #require(Double(reference["settling_time"] ?? ""))
        #expect(time.count == Int(bandExit * 120) + 1)
        #expect(time[1] == 1.0 / 120 && time[120] == 1)
        let value = try ca.column("value")
        #expect(value.first == 0)
        // The last sample lies just before the band exit: near, not inside, the 0.1% band.
        #expect(value.last!.isApproximatelyEqual(to: 1, absoluteTolerance: 0.002))
    }

    /// `error` is rk4_value − value, and RK4 at 1/120 s is close to exact.
    @Test func bothColumnsAreConsistent() throws {
        let table = try Self.simulate(["--stiffness", "100", "--damping", "10", "--method", "both", "--to", "50"])
        for row in table.rows {
            #expect(row[6].isApproximatelyEqual(to: row[4] - row[1], absoluteTolerance: 1e-13 * 50))
            #expect(row[6].magnitude <= 1e-4 * 50)  // ω0 h = 1/12: error ~ (ω0 h)⁴ / 100
        }
    }

    @Test func jsonHasTheSpringMetricsAndColumns() throws {
        let result = try runSpringlab([
            "simulate", "--preset", "bouncy", "--format", "json", "--method", "both",
            "--step", "1/60",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        // JSONSerialization on Linux rounds some numbers off by an ulp; JSONDecoder parses exactly.
        let json = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        struct Columns: Decodable { let columns: [String: [Double]] }
        let exact = try JSONDecoder().decode(Columns.self, from: Data(result.stdout.utf8)).columns
        for key in [
            "mass", "stiffness", "damping", "dampingRatio", "settlingDuration", "overshoot", "from", "to",
            "method", "step", "until", "count",
        ] {
            #expect(json[key] != nil, "missing \(key)")
        }
        let count = try #require(json["count"] as? Int)
        let columns = exact
        #expect(
            Set(columns.keys) == ["time", "value", "velocity", "acceleration", "rk4_value", "rk4_velocity", "error"])
        #expect(columns.values.allSatisfy { $0.count == count })
        #expect(columns["time"]?[1] == 1.0 / 60)
    }

    @Test func outputFileIsWrittenWholeAndStdoutStaysEmpty() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let path = directory.path("curve.csv")
        let result = try runSpringlab(["simulate", "--stiffness", "100", "--damping", "10", "--output", path])
        #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty)
        let table = try CSVTable(try String(contentsOfFile: path, encoding: .utf8))
        // ⌊1.27017 × 120⌋ + 1 rows: the reference band exit at the default 1/120 s (see above).
        #expect(table.rows.count == 153)
        #expect(try directory.contents() == ["curve.csv"])
    }
    /// Blocks of rows formatted on several threads and written in order are
    /// the bytes one thread writes: over several blocks (16 384 rows each),
    /// a last partial block, and an undamped spring whose numbers keep all
    /// their digits.
    @Test(arguments: [["--stiffness", "100", "--damping", "0"], ["--duration", "0.45", "--damping", "0.15"]])
    func jobsGiveTheSameBytes(spring: [String]) throws {
        let arguments = ["simulate"] + spring + ["--step", "1/1000", "--until", "200.5", "--long"]
        let one = try runSpringlab(arguments + ["--jobs", "1"])
        #expect(one.status == 0, "\(one.stderr)")
        #expect(one.stdout.utf8.count > 5_000_000)
        for jobs in ["2", "3"] {
            let several = try runSpringlab(arguments + ["--jobs", jobs])
            #expect(several.status == 0, "\(several.stderr)")
            #expect(several.stdout == one.stdout, "--jobs \(jobs)")
        }
    }

    @Test(arguments: ["0", "257", "-1"])
    func refusesJobsOutOfRange(jobs: String) throws {
        let result = try runSpringlab(["simulate", "--preset", "bouncy", "--jobs", jobs])
        #expect(result.status != 0 && result.stdout.isEmpty)
        #expect(result.stderr.contains("--jobs"))
    }
}
