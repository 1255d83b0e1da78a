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
        #expect(Set(runtimes.keys) == ["rebound", "reactSpring", "reactNative", "reanimated", "reanimated3"])
        for (key, value) in runtimes {
            let row = try #require(value as? [String: Any])
            for field in ["valueAtRetarget", "velocityAfter", "endsAt", "jump", "overshoot", "maxDeviation"] {
                #expect((row[field] as? Double)?.isFinite == true, "\(key) \(field)")
            }
            #expect(
                (row["velocityRule"] as? String).map { $0.hasPrefix("kept") || $0.hasPrefix("added") } == true,
                "\(key)")
            // Moving up at 0.2 s, back to 0: the velocity carried is positive, away from the new target.
            #expect((row["velocityAfter"] as? Double).map { $0 > 0 } == true, "\(key)")
        }
        let gesture = try Self.json([
            "--spring", "ca:stiffness=170,damping=26", "--from", "200", "--velocity", "800", "--to", "0",
        ])
        #expect(gesture["retargetFrame"] as? Int == 1)
        let rebound = try #require((gesture["runtimes"] as? [String: Any])?["rebound"] as? [String: Any])
        #expect(rebound["valueAtRetarget"] as? Double == 200 && rebound["velocityAfter"] as? Double == 800)
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
        ])
    func refuses(arguments: [String], message: String) throws {
        expectOneLineError(try runSpringlab(["retarget"] + arguments), mentioning: message)
    }
}
