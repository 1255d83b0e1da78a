import Foundation
import Testing

/// `springlab retarget` through the binary: the retarget frame, the JSON
/// fields, a hand-off after the first move's end and every refused input.
@Suite("retarget command")
struct RetargetCommandTests {
    static func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try runSpringlab(["retarget", "--json"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    /// 0.2 s at 60 Hz is frame 12 exactly: the call follows frame 11, the
    /// value there is the one each runtime showed, and a gesture's frame is 1.
    @Test func retargetFrameAndFields() throws {
        let json = try Self.json(["--spring", "ca:stiffness=100,damping=10", "--at", "0.2", "--to", "0"])
        #expect(json["retargetFrame"] as? Int == 12)
        let runtimes = try #require(json["runtimes"] as? [String: Any])
        // Every runtime of fit's is either followed, under fit's key, or named as not followed.
        let fit = try runSpringlab(["fit", "--json", "--spring", "ca:stiffness=100,damping=10"])
        let fitRuntimes = try #require(
            (try JSONSerialization.jsonObject(with: Data(fit.stdout.utf8)) as? [String: Any])?["runtimes"]
                as? [String: Any]
        ).filter { $0.value is [String: Any] }
        let unmodelled = try #require(json["unmodelled"] as? [String])
        #expect(Set(runtimes.keys).isSubset(of: fitRuntimes.keys) && runtimes.keys.contains("rebound"))
        #expect(runtimes.count + unmodelled.count == fitRuntimes.count)
        for (key, value) in runtimes {
            let row = try #require(value as? [String: Any])
            for field in ["valueAtRetarget", "velocityAfter", "endsAt", "jump", "overshoot", "maxDeviation"] {
                #expect((row[field] as? Double)?.isFinite == true, "\(key) \(field)")
            }
            // What each call does with the velocity, by the runtimes' own code and documentation.
            let handling =
                ["uikit", "coreAnimation"].contains(key)
                ? "given by the app" : ["reanimated", "reanimated3"].contains(key) ? "added" : "kept"
            #expect(row["velocityHandling"] as? String == handling, "\(key)")
            #expect((row["velocityRule"] as? String)?.hasPrefix(handling + ": ") == true, "\(key)")
            // Moving up at 0.2 s, back to 0: the velocity carried is positive, away from the new target;
            // UIKit's and Core Animation's new animation has the velocity the app passes, none here.
            let passed = ["uikit", "coreAnimation"].contains(key)
            #expect((row["velocityAfter"] as? Double).map { passed ? $0 == 0 : $0 > 0 } == true, "\(key)")
            #expect(row["asDocumented"] as? Bool == ["uikit", "coreAnimation", "swiftUI"].contains(key), "\(key)")
        }
        let gesture = try Self.json([
            "--spring", "ca:stiffness=170,damping=26", "--from", "200", "--velocity", "800", "--to", "0",
        ])
        #expect(gesture["retargetFrame"] as? Int == 1)
        let rebound = try #require((gesture["runtimes"] as? [String: Any])?["rebound"] as? [String: Any])
        #expect(rebound["valueAtRetarget"] as? Double == 200 && rebound["velocityAfter"] as? Double == 800)
        // motion's duration spring starts from rest whatever it is handed.
        let duration = try Self.json(["--spring", "motion:duration=0.5,bounce=0.2", "--at", "0.2", "--to", "0"])
        let motion = try #require((duration["runtimes"] as? [String: Any])?["motion"] as? [String: Any])
        #expect(motion["velocityHandling"] as? String == "zeroed" && motion["velocityAfter"] as? Double == 0)
    }

    /// Beyond the first move's end the hand-off starts from rest at the
    /// first target, and the text says so.
    @Test func afterTheFirstMoveEnds() throws {
        let result = try runSpringlab([
            "retarget", "--spring", "ca:stiffness=100,damping=10", "--at", "10", "--to", "0",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("its first move had ended: the second starts from rest"))
        let json = try Self.json(["--spring", "ca:stiffness=100,damping=10", "--at", "10", "--to", "0"])
        let rebound = try #require((json["runtimes"] as? [String: Any])?["rebound"] as? [String: Any])
        #expect(rebound["valueAtRetarget"] as? Double == 300 && rebound["velocityAfter"] as? Double == 0)
        #expect(rebound["firstMoveEnded"] as? Bool == true)
    }

    /// The target equal to the value shown is an answer, not a NaN.
    @Test func targetAtTheCurrentValue() throws {
        let json = try Self.json(["--spring", "ca:stiffness=100,damping=20", "--at", "100", "--to", "300"])
        let rows = try #require(json["runtimes"] as? [String: Any])
        for case let row as [String: Any] in rows.values {
            #expect((row["maxDeviation"] as? Double) == 0)
            #expect((row["endsAt"] as? Double).map { $0.isFinite } == true)
        }
    }

    /// `--csv`: a row per frame, the time n / fps, each runtime's value
    /// under its key, the value handed over at frame r − 1 as `--json` gives
    /// it, and every runtime at its target on the last row.
    @Test func framesAsCSV() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let csv = folder.path("frames.csv")
        let arguments = ["--spring", "ca:stiffness=300,damping=20", "--at", "0.2", "--to", "-50", "--fps", "120"]
        let result = try runSpringlab(["retarget"] + arguments + ["--csv", csv])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try Self.json(arguments)
        let runtimes = try #require(json["runtimes"] as? [String: Any])
        let lines = try String(contentsOfFile: csv, encoding: .utf8).split(separator: "\n").map {
            $0.split(separator: ",").map(String.init)
        }
        let header = try #require(lines.first)
        #expect(Array(header.prefix(2)) == ["frame", "time"] && Set(header.dropFirst(2)) == Set(runtimes.keys))
        let rows = lines.dropFirst().map { $0.map { Double($0)! } }
        for (n, row) in rows.enumerated() {
            #expect(row[0] == Double(n) && (row[1] - Double(n) / 120).magnitude <= 1e-15, "row \(n)")
        }
        let r = try #require(json["retargetFrame"] as? Int)
        #expect(r == 24)
        for (column, key) in header.enumerated().dropFirst(2) {
            let handed = (runtimes[key] as? [String: Any])?["valueAtRetarget"] as? Double
            // Foundation's JSON reader may round the last digit otherwise than Double(_:).
            #expect(handed.map { (rows[r - 1][column] - $0).magnitude <= 1e-12 * 300 } == true, "\(key)")
            #expect(rows.last?[column] == -50, "\(key)")
        }
        #expect(try folder.contents() == ["frames.csv"])
    }

    /// `-o FILE.txt`: gnuplot's text chart of the frames, a line per runtime
    /// in the legend, beside the report on standard output.
    @Test(.requiresGnuplot) func chart() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let chart = folder.path("chart.txt")
        let result = try runSpringlab([
            "retarget", "--spring", "ca:stiffness=300,damping=20", "--at", "0.2", "--to", "0", "-o", chart,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Retarget: a move 0 → 300"))
        let text = try String(contentsOfFile: chart, encoding: .utf8)
        #expect(text.contains("time (s)") && text.contains("Rebound") && text.contains("React Native"))
    }

    /// `--for`: a gesture's release in Core Animation's own call takes the
    /// velocity as a fraction of the remaining distance, 800 / (0 − 200) = −4;
    /// UIKit's retarget hands over nothing by itself, and with the velocity
    /// passed strays less from the continuous move.
    @Test func forOneRuntime() throws {
        let gesture = try runSpringlab([
            "retarget", "--spring", "ca:stiffness=170,damping=26", "--from", "200", "--velocity", "800", "--to", "0",
            "--for", "ca",
        ])
        #expect(gesture.status == 0, "\(gesture.stderr)")
        #expect(gesture.stdout.contains("spring.initialVelocity = -4"))
        let uikit = try runSpringlab([
            "retarget", "--spring", "ca:stiffness=300,damping=20", "--at", "0.2", "--to", "0", "--for", "uikit",
        ])
        #expect(uikit.status == 0, "\(uikit.stderr)")
        #expect(uikit.stdout.contains("The second move starts with 0 units/s"))
        #expect(uikit.stdout.contains("With it the second move starts with 530.8 units/s"))
        // Reanimated's call adds the velocity it is given to the running one: its advice says so.
        let reanimated = try runSpringlab([
            "retarget", "--spring", "ca:stiffness=300,damping=20", "--at", "0.2", "--to", "0", "--for", "reanimated",
        ])
        #expect(reanimated.status == 0, "\(reanimated.stderr)")
        #expect(reanimated.stdout.contains("called with it the new move would start with twice as much"))
    }

    @Test(
        "each refused input is one line",
        arguments: [
            (
                ["--spring", "ca:stiffness=100,damping=10", "--at", "-0.1", "--to", "0"],
                "--at must be a time of 0 s or more"
            ),
            (["--spring", "ca:stiffness=100,damping=10", "--at", "1e9", "--to", "0"], "--at must be at most 100 s"),
            (["--spring", "ca:stiffness=100,damping=10", "--velocity", "3", "--to", "0"], "--velocity is a gesture's"),
            (["--spring", "ca:stiffness=100,damping=10", "--from", "3", "--to", "0"], "--from is a gesture's"),
            (["--spring", "ca:stiffness=100,damping=10", "--to", "0"], "give --at T (a retarget)"),
            (["--spring", "ca:stiffness=100,damping=10", "--at", "0.2"], "--to X gives the new target"),
            (
                [
                    "--spring", "ca:stiffness=100,damping=10", "--from", "0", "--velocity", "1", "--at", "1", "--to",
                    "2",
                ],
                "give one"
            ),
            (["--spring", "ca:stiffness=100,damping=10", "--at", "0.2", "--to", "nan"], "nan"),
            (["--spring", "ca:stiffness=-1", "--at", "0.2", "--to", "0"], "--spring 'ca:stiffness=-1'"),
            (["--spring", "ca:stiffness=100", "--at", "0.2", "--to", "0", "--distance", "0"], "--distance"),
            (["--spring", "ca:stiffness=100", "--at", "0.2", "--to", "0", "--json", "--preview"], "--preview"),
            (["--spring", "ca:stiffness=100", "--at", "0.2", "--to", "0", "--for", "nope"], "--for: no runtime"),
            (["--spring", "ca:stiffness=100", "--at", "0.2", "--to", "0", "--for", "flutter"], "does not follow it"),
            (["--spring", "ca:stiffness=100", "--at", "0.2", "--to", "0", "--csv", "a.csv", "-o", "a.csv"], "--csv"),
        ])
    func refuses(arguments: [String], message: String) throws {
        expectOneLineError(try runSpringlab(["retarget"] + arguments), mentioning: message)
    }
}
