import Foundation
import SpringLabTestSupport
import Testing

/// `springlab serve` through the binary and real sockets: every API answer
/// is, byte for byte, what the command it stands for prints (or its one-line
/// error); the frames and the curve equal the closed form of a critically
/// damped spring; options that name files are refused; Ctrl-C ends it; a
/// port in use is a one-line error.
@Suite("serve command", .serialized)
struct ServeCommandTests {
    /// A running `springlab serve` on a free port.
    final class Server: @unchecked Sendable {
        let port: Int
        let process: BackgroundProcess

        init(_ extra: [String] = []) throws {
            port = try RawHTTP.freePort()
            process = try BackgroundProcess(["serve", "--port", "\(port)"] + extra)
            let port = port
            #expect(waitUntil { (try? RawHTTP.connect(port: port, seconds: 1)).map { close($0) } != nil })
        }

        func get(_ path: String) throws -> RawHTTP.Answer { try RawHTTP.get(port: port, path) }

        func post(_ path: String, _ body: [UInt8]) throws -> RawHTTP.Answer {
            try RawHTTP.send(
                port: port,
                head: "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)", body: body
            )
        }

        func stop() throws -> ProcessResult {
            process.send(SIGINT)
            return try process.finish()
        }
    }

    static let spring = "swiftui:duration=0.5,bounce=0.3"

    /// `GET path` answers 200 with what `springlab arguments` prints.
    static func expectSame(_ server: Server, _ path: String, _ arguments: [String]) throws {
        let answer = try server.get(path)
        let command = try runSpringlab(arguments)
        #expect(command.status == 0, "\(command.stderr)")
        #expect(answer.status == 200, "\(path): \(answer.body.prefix(300))")
        #expect(answer.body == command.stdout, "\(path)")
    }

    @Test func answersAsTheCommandsPrint() throws {
        let server = try Server()
        defer { _ = try? server.stop() }
        try Self.expectSame(server, "/api/fit?spring=\(Self.spring)", ["fit", "--json", "--spring", Self.spring])
        try Self.expectSame(
            server, "/api/fit?spring=\(Self.spring)&for=compose&distance=120&fps=120",
            ["fit", "--json", "--spring", Self.spring, "--for", "compose", "--distance", "120", "--fps", "120"])
        try Self.expectSame(
            server, "/api/fit/text?spring=\(Self.spring)&for=reanimated",
            ["fit", "--spring", Self.spring, "--for", "reanimated"])
        try Self.expectSame(
            server, "/api/fit/text?duration=0.45&damping=0.15", ["fit", "--duration", "0.45", "--damping", "0.15"])
        try Self.expectSame(
            server, "/api/retarget?spring=ca:stiffness=300,damping=20&at=0.2&to=0",
            ["retarget", "--json", "--spring", "ca:stiffness=300,damping=20", "--at", "0.2", "--to", "0"])
        try Self.expectSame(
            server, "/api/retarget/text?spring=ca:stiffness=170,damping=26&from=200&velocity=800&to=0&for=uikit",
            [
                "retarget", "--spring", "ca:stiffness=170,damping=26", "--from", "200", "--velocity", "800", "--to",
                "0",
                "--for", "uikit",
            ])
    }

    /// The frames of a retarget are those `retarget --csv` writes.
    @Test func retargetFramesAreTheCSV() throws {
        let server = try Server()
        defer { _ = try? server.stop() }
        let directory = try TemporaryDirectory()
        let csv = directory.url.appendingPathComponent("r.csv").path
        let spring = "ca:stiffness=300,damping=20"
        #expect(
            try runSpringlab(["retarget", "--spring", spring, "--at", "0.2", "--to", "0", "--csv", csv]).status == 0)
        let rows = try String(contentsOfFile: csv, encoding: .utf8).split(separator: "\n").map {
            $0.split(separator: ",").map(String.init)
        }
        let answer = try server.get("/api/retarget/frames?spring=\(spring)&at=0.2&to=0")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any])
        let runtimes = try #require(json["runtimes"] as? [String: [Double]])
        #expect(json["retargetFrame"] as? Int == 12)
        for (column, key) in rows[0].enumerated().dropFirst(2) {
            let values = try #require(runtimes[key], "\(key)")
            #expect(values.count == rows.count - 1, "\(key)")
            for (n, row) in rows.dropFirst().enumerated() {
                // Both write each value in its shortest round-trip form; Foundation's JSON
                // reader may round the last digit otherwise, hence a few ulps.
                let written = try #require(Double(row[column]))
                #expect((written - values[n]).magnitude <= 1e-14 * max(1, written.magnitude), "\(key) frame \(n)")
            }
        }
    }

    /// ζ = 1, ω0 = 10 rad/s over 300 units: x(t) = 300 (1 − (1 + 10t) e^(−10t)),
    /// v(t) = 300 · 100 t e^(−10t). The frames of `exact`, the curve's values
    /// and velocities, and each runtime's frame count (its end frame, from
    /// `fit --json`'s `endsAt`, plus one) and last value (the target).
    @Test func framesAndCurveFollowTheClosedForm() throws {
        let server = try Server()
        defer { _ = try? server.stop() }
        let spring = "ca:stiffness=100,damping=20"
        func x(_ t: Double) -> Double { 300 * (1 - (1 + 10 * t) * exp(-10 * t)) }
        let exact = try Self.object(try server.get("/api/frames?spring=\(spring)&runtime=exact"))
        let values = try #require(exact["values"] as? [Double])
        #expect(values.count > 30)
        for (n, value) in values.enumerated() {
            #expect((value - x(Double(n) / 60)).magnitude <= 1e-12 * 300, "frame \(n)")
        }
        let curve = try Self.object(try server.get("/api/curve?spring=\(spring)&points=101"))
        let times = try #require(curve["times"] as? [Double])
        let curveValues = try #require(curve["values"] as? [Double])
        let velocities = try #require(curve["velocities"] as? [Double])
        #expect(times.count == 101 && times.first == 0)
        for (i, t) in times.enumerated() {
            #expect((curveValues[i] - x(t)).magnitude <= 1e-12 * 300, "t \(t)")
            #expect((velocities[i] - 300 * 100 * t * exp(-10 * t)).magnitude <= 1e-10 * 300, "t \(t)")
        }
        let fit = try Self.object(try server.get("/api/fit?spring=\(spring)"))
        let ends = try #require(fit["runtimes"] as? [String: Any])
        for key in ["uikit", "compose", "reactSpring", "reanimated"] {
            let frames = try Self.object(try server.get("/api/frames?spring=\(spring)&runtime=\(key)"))
            let shown = try #require(frames["values"] as? [Double])
            let endsAt = try #require((ends[key] as? [String: Any])?["endsAt"] as? Double)
            #expect(shown.count == Int((endsAt * 60).rounded()) + 1, "\(key)")
            #expect(shown.first == 0 && shown.last == 300, "\(key)")
        }
    }

    /// A gesture released at 100 with 1200 units/s toward 300 under ζ = 1,
    /// ω0 = 10: the continuous move is x(t) = 300 + (u + (v + 10u) t) e^(−10t)
    /// with u = 100 − 300 and v = 1200, frame n at t = n/60 (the release is
    /// frame 0), within 1e-12 of the distance.
    @Test func retargetFramesHoldTheContinuousMove() throws {
        let server = try Server()
        defer { _ = try? server.stop() }
        let answer = try Self.object(
            try server.get("/api/retarget/frames?spring=ca:stiffness=100,damping=20&from=100&velocity=1200&to=300"))
        let exact = try #require((answer["runtimes"] as? [String: Any])?["exact"] as? [Double])
        #expect(answer["to"] as? Double == 300)
        #expect(exact.count > 30)
        let u = 100.0 - 300, v = 1200.0
        for (n, value) in exact.enumerated() {
            let t = Double(n) / 60
            #expect((value - (300 + (u + (v + 10 * u) * t) * exp(-10 * t))).magnitude <= 1e-12 * 300, "frame \(n)")
        }
    }

    /// The samples of a recording as the file holds them (times and values
    /// read here from its text), and the fit through them: the recording is
    /// UIKit's spring in closed form until its jump at 0.45 s, which the fit
    /// excludes, so within 1e-9 of the distance there.
    @Test func samplesAreTheRecordingAndItsFit() throws {
        let server = try Server()
        defer { _ = try? server.stop() }
        let text = try String(
            contentsOf: repositoryRoot.appendingPathComponent("data/curves/uikit-snap.csv"), encoding: .utf8)
        let rows = text.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map { Double($0)! } }
        let answer = try Self.object(try server.post("/api/curve-fit/samples", Array(text.utf8)))
        let times = try #require(answer["times"] as? [Double])
        let values = try #require(answer["values"] as? [Double])
        let fitted = try #require(answer["fitted"] as? [Double])
        // Foundation's JSON reader may round the last digit: 1e-14 relative.
        #expect(times.count == rows.count && values.count == rows.count)
        for (index, row) in rows.enumerated() {
            #expect((times[index] - row[0]).magnitude <= 1e-14 * max(row[0].magnitude, 1e-300), "row \(index)")
            #expect((values[index] - row[1]).magnitude <= 1e-14 * max(row[1].magnitude, 1), "row \(index)")
        }
        for (index, time) in times.enumerated() where time < 0.45 {
            #expect((fitted[index] - values[index]).magnitude <= 1e-9 * 300, "t \(time)")
        }
    }

    /// A recording and a token file sent as the body: what `fit --curve FILE
    /// --json` and `tokens FILE --json` print, but for the file's name.
    @Test func postsAnswerAsTheFileCommands() throws {
        let server = try Server()
        defer { _ = try? server.stop() }
        let curve = "data/curves/noisy.csv"
        let recording = Array(try Data(contentsOf: repositoryRoot.appendingPathComponent(curve)))
        let fitted = try server.post("/api/curve-fit", recording)
        let path = repositoryRoot.appendingPathComponent(curve).path
        let fitCommand = try runSpringlab(["fit", "--json", "--curve", path])
        #expect(fitted.status == 200 && fitCommand.status == 0)
        #expect(
            fitted.body.replacing(#""file": "(the recording sent)""#, with: #""file": "\#(path)""#)
                == fitCommand.stdout,
            "the same fit, report and code")
        let tokens = "docs/tokens-example.json"
        let answer = try server.post(
            "/api/tokens", Array(try Data(contentsOf: repositoryRoot.appendingPathComponent(tokens))))
        let command = try runSpringlab(["tokens", "--json", repositoryRoot.appendingPathComponent(tokens).path])
        #expect(answer.status == 200 && answer.body == command.stdout, "\(answer.body.prefix(300))")
    }

    @Test func refusesInOneLineAsTheCommands() throws {
        let server = try Server()
        defer { _ = try? server.stop() }
        let bad = try server.get("/api/fit?spring=ca:stiffness=-1")
        let command = try runSpringlab(["fit", "--spring", "ca:stiffness=-1"])
        #expect(bad.status == 400)
        #expect(
            try Self.object(bad)["error"] as? String
                == String(command.stderr.dropFirst("springlab: error: ".count).dropLast()))
        let directory = try TemporaryDirectory()
        let written = directory.url.appendingPathComponent("x.csv").path
        for (path, fragment) in [
            ("/api/fit?curve=/etc/passwd", "POST /api/curve-fit"),
            ("/api/retarget?spring=ca:stiffness=100&at=0.2&to=0&csv=\(written)", "writes no file"),
            ("/api/retarget?spring=ca:stiffness=100&at=0.2&to=0&output=\(written)", "writes no file"),
            ("/api/fit?help", "the API's own"),
            ("/api/fit?Spring=x", "no option's name"),
            ("/api/fit?spring=ca:stiffness=100&nope=1", "nope"),
            ("/api/frames?spring=ca:stiffness=100", "runtime=KEY"),
            ("/api/curve?spring=ca:stiffness=100&points=1e9", "points"),
            ("/api/nothing", "no API at /api/nothing"),
        ] {
            let answer = try server.get(path)
            #expect(answer.status == 400 || answer.status == 404, "\(path)")
            let error = try Self.object(answer)["error"] as? String
            #expect(error?.contains(fragment) == true && error?.contains("\n") == false, "\(path): \(error ?? "")")
        }
        #expect(!FileManager.default.fileExists(atPath: written))
        #expect(try server.post("/api/curve-fit", Array("t,y\n0,0\n".utf8)).status == 400)
        #expect(try server.post("/api/tokens", Array("{".utf8)).status == 400)
    }

    @Test func endsOnCtrlCAndRefusesABusyPort() throws {
        let server = try Server()
        let second = try runSpringlab(["serve", "--port", "\(server.port)"])
        expectOneLineError(second, mentioning: "the port is in use")
        let result = try server.stop()
        #expect(result.status == 130, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("springlab serve: http://127.0.0.1:\(server.port)/\n"))
        #expect(throws: RawHTTP.Failure.self) { try RawHTTP.connect(port: server.port, seconds: 1) }
        expectOneLineError(
            try runSpringlab(["serve", "--port", "70000"]), mentioning: "--port must be from 0 to 65535")
    }

    static func object(_ answer: RawHTTP.Answer) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any])
    }

    static func object(_ result: ProcessResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }
}
