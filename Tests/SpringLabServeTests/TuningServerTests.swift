import Foundation
import SpringLabServe
import SpringLabTestSupport
import Synchronization
import Testing

/// The server through real sockets: what it serves, and what it refuses —
/// a foreign or missing `Host`, a foreign `Origin` on a POST, a body or a
/// target over its limits, an unknown path or method, an idle connection —
/// each with a status and a one-line JSON error; and that cancelling its
/// task stops it.
@Suite("tuning server")
struct TuningServerTests {
    /// Answers every request with what it was sent, and keeps the last one.
    final class EchoAPI: ServeAPI {
        let last = Mutex<APIRequest?>(nil)

        func answer(_ request: APIRequest) async -> APIAnswer {
            last.withLock { $0 = request }
            if request.path == "refuse" { return .refused(status: 400, reason: "refused \"so\"") }
            let pairs = request.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
            return .text("\(request.method.rawValue) \(request.path) \(pairs) \(request.body.count)")
        }
    }

    static let limits = ServerLimits(maximumBody: 1000, maximumTarget: 600, maximumConnections: 8, idleSeconds: 3)

    /// Runs `body` with a server on a free port, then stops it.
    static func serving(_ body: @escaping @Sendable (Int, EchoAPI) throws -> Void) async throws {
        let api = EchoAPI()
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let server = Task {
            try await TuningServer(api: api, limits: limits).run { continuation.yield($0) }
        }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        defer { server.cancel() }
        try await blocking { try body(port, api) }
    }

    /// Runs `work`, which blocks on sockets, on a thread of its own: on the
    /// concurrency runtime's few threads it would starve the server it talks to.
    static func blocking<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
        }
    }

    @Test func servesThePageAndTheAPI() async throws {
        try await Self.serving { port, api in
            let page = try RawHTTP.get(port: port, "/")
            #expect(page.status == 200 && page.headers["content-type"]?.hasPrefix("text/html") == true)
            #expect(page.headers["content-security-policy"]?.contains("default-src 'self'") == true)
            #expect(page.body.contains("<html"))
            let answer = try RawHTTP.get(port: port, "/api/fit?spring=ca%3Astiffness%3D300,damping=20&long&for=compose")
            #expect(answer.status == 200, "\(answer.body)")
            #expect(answer.body == "GET fit spring=ca:stiffness=300,damping=20&long=&for=compose 0")
            let refused = try RawHTTP.get(port: port, "/api/refuse")
            #expect(refused.status == 400 && refused.body == #"{"error": "refused \"so\""}"#)
            #expect(api.last.withLock { $0?.path } == "refuse")
        }
    }

    @Test func answersOnlyItsOwnHost() async throws {
        try await Self.serving { port, api in
            for host in ["localhost:\(port)", "LOCALHOST:\(port)", "[::1]:\(port)", "127.0.0.1:\(port)"] {
                #expect(
                    try RawHTTP.send(port: port, head: "GET /api/x HTTP/1.1\r\nHost: \(host)").status == 200, "\(host)")
            }
            for host in [
                "evil.example:\(port)", "127.0.0.1:\(port + 1)", "127.0.0.1", "127.0.0.1.evil.example:\(port)",
            ] {
                let answer = try RawHTTP.send(port: port, head: "GET /api/x HTTP/1.1\r\nHost: \(host)")
                #expect(answer.status == 403, "\(host)")
                #expect(answer.body.hasPrefix(#"{"error": "this server answers only"#), "\(answer.body)")
            }
            #expect(try RawHTTP.send(port: port, head: "GET / HTTP/1.0").status == 403)
            api.last.withLock { $0 = nil }
            _ = try RawHTTP.send(port: port, head: "GET /api/y HTTP/1.1\r\nHost: evil.example:\(port)")
            #expect(api.last.withLock { $0 } == nil, "a refused request reaches no API")
        }
    }

    @Test func takesPostsFromItsOwnPageOnly() async throws {
        try await Self.serving { port, _ in
            let head = "POST /api/fit HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: text/plain"
            let own = try RawHTTP.send(
                port: port, head: head + "\r\nOrigin: http://127.0.0.1:\(port)", body: [1, 2, 3])
            #expect(own.status == 200 && own.body == "POST fit  3")
            #expect(try RawHTTP.send(port: port, head: head, body: [1]).status == 200, "no Origin: not a browser")
            let foreign = try RawHTTP.send(port: port, head: head + "\r\nOrigin: http://evil.example", body: [1])
            #expect(foreign.status == 403 && foreign.body.contains("own page"))
        }
    }

    @Test func boundsBodiesTargetsAndMethods() async throws {
        try await Self.serving { port, _ in
            let head = "POST /api/fit HTTP/1.1\r\nHost: 127.0.0.1:\(port)"
            #expect(try RawHTTP.send(port: port, head: head, body: Array(repeating: 65, count: 1000)).status == 200)
            let large = try RawHTTP.send(port: port, head: head, body: Array(repeating: 65, count: 5000))
            #expect(large.status == 413 && large.body.contains("over 1000 bytes"))
            let long = try RawHTTP.get(port: port, "/api/fit?spring=" + String(repeating: "a", count: 700))
            #expect(long.status == 414)
            let missing = try RawHTTP.get(port: port, "/../../etc/passwd")
            #expect(missing.status == 404 && missing.body.hasPrefix(#"{"error": "#))
            let put = try RawHTTP.send(port: port, head: "PUT /api/fit HTTP/1.1\r\nHost: 127.0.0.1:\(port)")
            #expect(put.status == 405)
            #expect(try RawHTTP.send(port: port, head: "DELETE / HTTP/1.1\r\nHost: 127.0.0.1:\(port)").status == 405)
        }
    }

    /// A connection that sends nothing is closed after the idle limit (3 s here).
    @Test func closesIdleConnections() async throws {
        try await Self.serving { port, _ in
            let socket = try RawHTTP.connect(port: port, seconds: 10)
            let start = ContinuousClock.now
            #expect(RawHTTP.readAll(socket).isEmpty)
            let waited = ContinuousClock.now - start
            #expect(waited < .seconds(8), "closed after \(waited)")
        }
    }

    @Test func stopsWhenCancelled() async throws {
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let server = Task { try await TuningServer(api: EchoAPI(), limits: Self.limits).run { continuation.yield($0) } }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        #expect(try await Self.blocking { try RawHTTP.get(port: port, "/api/x").status } == 200)
        server.cancel()
        _ = try? await server.value
        #expect(throws: RawHTTP.Failure.self) { try RawHTTP.connect(port: port) }
    }
}
